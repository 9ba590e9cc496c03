import { describe, expect, it } from 'vitest';

import { mediaFormSchema, stageOfProgress, stagesFor } from './add-media';

const base = { name: 'Wall', description: '', assetType: 'image', duration: '10', youtubeUrl: '', file: null };

describe('mediaFormSchema', () => {
  it('trims the values and reads the duration as a number', () => {
    const file = new File(['x'], 'wall.png', { type: 'image/png' });
    const parsed = mediaFormSchema.parse({ ...base, name: '  Wall ', description: ' Door ', duration: '12.5', file });
    expect(parsed).toEqual({ name: 'Wall', description: 'Door', assetType: 'image', duration: 12.5, youtubeUrl: '', file });
  });

  it('leaves an empty duration empty', () => {
    const file = new File(['x'], 'wall.png', { type: 'image/png' });
    expect(mediaFormSchema.parse({ ...base, duration: '', file }).duration).toBeNull();
  });

  it('drops the file of a YouTube item and keeps the URL', () => {
    const parsed = mediaFormSchema.parse({
      ...base,
      assetType: 'youtube',
      youtubeUrl: ' https://youtu.be/dQw4w9WgXcQ ',
      file: new File(['x'], 'a.gif', { type: 'image/gif' }),
    });
    expect(parsed.file).toBeNull();
    expect(parsed.youtubeUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('checks the chosen file', () => {
    const result = mediaFormSchema.safeParse({ ...base, file: new File(['x'], 'a.gif', { type: 'image/gif' }) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['file'], message: 'Only JPG and PNG images are allowed' });
  });
});

describe('upload stages', () => {
  it('lists the stages of each kind of item', () => {
    expect(stagesFor('video')).toEqual(['preparing', 'generating-thumbnail', 'uploading', 'uploading-thumbnail', 'saving', 'complete']);
    expect(stagesFor('image')).toEqual(['preparing', 'uploading', 'saving', 'complete']);
    expect(stagesFor('youtube')).toEqual(['preparing', 'saving', 'complete']);
  });

  it('tells the file from the thumbnail by the bytes sent', () => {
    const at = (loaded: number) => stageOfProgress({ loaded, total: 1000, percent: loaded / 10 }, 900, 100);
    expect(at(100)).toBe('uploading');
    expect(at(900)).toBe('uploading');
    expect(at(950)).toBe('uploading-thumbnail');
    expect(at(1000)).toBe('saving');
    expect(stageOfProgress({ loaded: 990, total: 1000, percent: 99 }, 1000, 0)).toBe('uploading');
  });
});
