import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { makeFile, makeMedia } from '@/testing/fixtures';
import { json, requests, server } from '@/testing/server';

import { addMedia } from './add-media';
import { mediaFormSchema } from './media-form';
import { stageOfProgress, stagesFor, type UploadState } from './upload-stages';

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

describe('addMedia', () => {
  it('reports preparing, uploading, saving once every byte is sent, then complete', async () => {
    const saved = makeMedia({ id: 'm-9', name: 'Wall' });
    server.use(http.post('/api/medias', () => json(saved, 201)));
    const seen: UploadState[] = [];
    const file = makeFile('wall.png', 'image/png', 500);
    const media = await addMedia(
      { name: 'Wall', description: '', assetType: 'image', duration: 10, youtubeUrl: '', file },
      { onProgress: (state) => seen.push(state) },
    );
    expect(media).toEqual(saved);
    expect(seen[0]).toEqual({ stage: 'preparing', percent: 0 });
    expect(seen[1]).toEqual({ stage: 'uploading', percent: 0 });
    // The XMLHttpRequest's last upload event: all bytes sent, the record is being saved.
    expect(seen.at(-2)).toEqual({ stage: 'saving', percent: 100 });
    expect(seen.at(-1)).toEqual({ stage: 'complete', percent: 100 });
    const body = requests.calls('POST', '/api/medias')[0]?.body as FormData;
    expect(body.get('file')).toMatchObject({ name: 'wall.png', type: 'image/png' });
  });
});
