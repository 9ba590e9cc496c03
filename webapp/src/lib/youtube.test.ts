import { describe, expect, it } from 'vitest';

import { extractYoutubeId, youtubeFileSize } from './youtube';

describe('extractYoutubeId', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'www.youtube.com/watch?list=PL123&v=dQw4w9WgXcQ&t=10s',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/v/dQw4w9WgXcQ/',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('finds the id in %s', (url) => {
    expect(extractYoutubeId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://vimeo.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=a&v=dQw4w9WgXcQ',
    'https://youtu.be/',
    'https://www.youtube.com/channel/dQw4w9WgXcQ',
  ])('rejects %s', (url) => {
    expect(extractYoutubeId(url)).toBeNull();
  });
});

describe('youtubeFileSize', () => {
  it('is duration × 2048 bytes, rounded half up', () => {
    expect(youtubeFileSize(212)).toBe(434176);
    expect(youtubeFileSize(0.25)).toBe(512);
    expect(youtubeFileSize(0.0002441)).toBe(0);
    expect(youtubeFileSize(0.000245)).toBe(1);
    expect(youtubeFileSize(0)).toBe(0);
    expect(youtubeFileSize(-5)).toBe(0);
  });
});
