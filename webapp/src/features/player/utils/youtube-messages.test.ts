import { describe, expect, it } from 'vitest';

import { readYoutubeMessage, youtubeCommand, youtubeEmbedUrl } from './youtube-messages';

describe("the YouTube embed's messages", () => {
  it('reads readiness, errors and the playing state', () => {
    expect(readYoutubeMessage('{"event":"onReady","info":null}')).toEqual({ kind: 'ready' });
    expect(readYoutubeMessage('{"event":"onError","info":150}')).toEqual({ kind: 'error', code: 150 });
    expect(readYoutubeMessage('{"event":"onStateChange","info":1}')).toEqual({ kind: 'state', state: 1 });
    expect(readYoutubeMessage('{"event":"infoDelivery","info":{"playerState":3,"currentTime":2}}')).toEqual({ kind: 'state', state: 3 });
    expect(readYoutubeMessage('{"event":"initialDelivery","info":{}}')).toEqual({ kind: 'alive' });
  });

  it('ignores anything else', () => {
    expect(readYoutubeMessage({ event: 'onReady' })).toBeNull();
    expect(readYoutubeMessage('not json')).toBeNull();
    expect(readYoutubeMessage('"text"')).toBeNull();
  });

  it('asks for a muted embed without controls that waits for the play command', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', 'https://tv.example'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '0', mute: '1', controls: '0', enablejsapi: '1', origin: 'https://tv.example' });
    expect(JSON.parse(youtubeCommand('playVideo'))).toMatchObject({ event: 'command', func: 'playVideo' });
  });
});
