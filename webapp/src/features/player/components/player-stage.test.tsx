import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ManifestItem, PlayerPlaylist } from '@/types/api';

import { type PlaybackListener, subscribePlayback } from '../utils/playback-events';
import { PlayerStage } from './player-stage';

const image = (mediaId: string, duration = 10): ManifestItem => ({ mediaId, assetType: 'image', url: `/files/${mediaId}.png`, youtubeId: null, duration, fileSize: 1 });
const video = (mediaId: string, duration = 30): ManifestItem => ({ mediaId, assetType: 'video', url: `/files/${mediaId}.mp4`, youtubeId: null, duration, fileSize: 1 });
const youtube = (youtubeId: string): ManifestItem => ({ mediaId: 'y', assetType: 'youtube', url: `https://youtu.be/${youtubeId}`, youtubeId, duration: 20, fileSize: 1 });

function playlist(items: ManifestItem[], overrides: Partial<PlayerPlaylist> = {}): PlayerPlaylist {
  return { id: 'p-1', playlistName: 'Morning', items, showLogo: false, logoPosition: null, logoUrl: '', showBanner: false, bannerText: '', ...overrides };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const FAKE = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
/** Renders the stage and lets its first item get ready and take the screen. */
async function play(ui: React.ReactElement) {
  const rendered = render(ui);
  await advance(0);
  return rendered;
}
const shownImage = () => screen.getByRole('img', { name: /^Item / });

describe('PlayerStage', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: [...FAKE] }));
  afterEach(() => vi.useRealTimers());

  it('shows each item for its duration, in order, and loops', async () => {
    await play(<PlayerStage playlist={playlist([image('a', 10), image('b', 4)])} />);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
    expect(shownImage()).toHaveAccessibleName('Item 1 of 2');
    await advance(9_999);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
    await advance(1);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
    await advance(4_000);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
  });

  it('keeps an item without a duration on screen for 5 seconds', async () => {
    await play(<PlayerStage playlist={playlist([image('a', 0), image('b')])} />);
    await advance(4_999);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
    await advance(1);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
  });

  it('plays an MP4 muted, once buffered, and goes on when it ends', async () => {
    await play(<PlayerStage playlist={playlist([video('v', 30), image('b')])} />);
    const clip = document.querySelector('video') as HTMLVideoElement;
    fireEvent.canPlayThrough(clip);
    await advance(0);
    expect(clip.tagName).toBe('VIDEO');
    expect((clip as HTMLVideoElement).muted).toBe(true);
    expect(clip).toHaveAttribute('src', '/files/v.mp4');
    fireEvent.ended(clip);
    await advance(0);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
    // The video's own timer is gone with it: b stays its full 10 seconds.
    await advance(9_999);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
  });

  it('cuts an MP4 at its duration', async () => {
    await play(<PlayerStage playlist={playlist([video('v', 8), image('b')])} />);
    const clip = document.querySelector('video') as HTMLVideoElement;
    let time = 0;
    Object.defineProperty(clip, 'currentTime', { get: () => (time += 0.1) }); // it plays on
    fireEvent.canPlayThrough(clip);
    await advance(7_999);
    expect(screen.getByLabelText('Item 1 of 2')).toBe(clip);
    await advance(1);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
  });

  it('loads a YouTube item in the muted, controls-free embed, out of sight until it plays', async () => {
    await play(<PlayerStage playlist={playlist([youtube('dQw4w9WgXcQ')])} />);
    const embed = document.querySelector('iframe') as HTMLIFrameElement;
    expect(embed.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=0&mute=1&controls=0&/);
    expect(embed.src).toContain('enablejsapi=1');
    expect(embed.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the logo in its corner and the banner text as a ticker when switched on', async () => {
    await play(
      <PlayerStage
        playlist={playlist([image('a')], { showLogo: true, logoPosition: 'bottom-left', logoUrl: '/files/logo.png', showBanner: true, bannerText: 'Happy hour 5-7' })}
        resolveUrl={(url) => `${url}#kept`}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Logo' });
    expect(logo).toHaveAttribute('src', '/files/logo.png#kept');
    expect(logo.className).toContain('left-[3%]');
    expect(logo.className).toContain('bottom-[14%]');
    expect(screen.getByRole('marquee', { name: 'Banner' })).toHaveTextContent('Happy hour 5-7');
    expect(shownImage()).toHaveAttribute('src', '/files/a.png#kept');
  });

  it('shows no logo nor banner when they are switched off', async () => {
    await play(<PlayerStage playlist={playlist([image('a')], { showLogo: false, logoPosition: 'top-left', logoUrl: '/l.png', showBanner: false, bannerText: 'Hidden' })} />);
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('marquee')).not.toBeInTheDocument();
  });

  it('takes a new playlist at the end of the current item', async () => {
    const { rerender } = await play(<PlayerStage playlist={playlist([image('a', 10), image('b')])} />);
    await advance(3_000);
    rerender(<PlayerStage playlist={playlist([image('x', 10), image('y')], { showBanner: true, bannerText: 'New' })} />);
    expect(shownImage()).toHaveAttribute('src', '/files/a.png');
    expect(screen.queryByRole('marquee')).not.toBeInTheDocument();
    await advance(7_000);
    expect(shownImage()).toHaveAttribute('src', '/files/x.png');
    expect(screen.getByRole('marquee')).toHaveTextContent('New');
  });

  it('goes on in order when its parent renders an equal playlist again', async () => {
    const { rerender } = await play(<PlayerStage playlist={playlist([image('a', 10), image('b'), image('c')])} />);
    await advance(5_000);
    rerender(<PlayerStage playlist={playlist([image('a', 10), image('b'), image('c')])} />);
    await advance(5_000);
    expect(shownImage()).toHaveAttribute('src', '/files/b.png');
    await advance(10_000);
    expect(shownImage()).toHaveAttribute('src', '/files/c.png');
  });

  describe('items that cannot play', () => {
    let log: string[] = [];
    let stop = () => {};
    const listener: PlaybackListener = {
      onItemStarted: (item) => log.push(`+${item.mediaId}`),
      onItemEnded: (item, _at, outcome, reason) => log.push(`-${item.mediaId}:${reason ?? outcome}`),
      onNothingPlayable: () => log.push('standby'),
    };
    beforeEach(() => {
      log = [];
      stop = subscribePlayback(listener);
    });
    afterEach(() => stop());

    it('skips a picture that fails to load, without showing it, and reports it', async () => {
      const decode = HTMLImageElement.prototype.decode;
      vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
        return this.src.endsWith('/missing.png') ? Promise.reject(new Error('gone')) : decode.call(this);
      });
      await play(<PlayerStage playlist={playlist([image('a', 4), image('missing'), image('c')])} />);
      await advance(4_000);
      expect(shownImage()).toHaveAttribute('src', '/files/c.png');
      await advance(50);
      expect(log).toEqual(['-missing:media-error', '+a', '-a:completed', '+c']);
    });

    it('skips a YouTube item while the TV is offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await play(<PlayerStage playlist={playlist([image('a', 4), youtube('dQw4w9WgXcQ'), image('c')])} />);
      await advance(4_000);
      expect(shownImage()).toHaveAttribute('src', '/files/c.png');
      expect(document.querySelector('iframe')).toBeNull();
      expect(log).toContain('-y:offline');
    });

    it('moves on from a video that stops making progress', async () => {
      await play(<PlayerStage playlist={playlist([video('v', 30), image('b')])} />);
      const clip = document.querySelector('video') as HTMLVideoElement;
      Object.defineProperty(clip, 'currentTime', { get: () => 0.5 }); // stuck
      fireEvent.canPlayThrough(clip);
      await advance(1_000);
      expect(screen.getByLabelText('Item 1 of 2').tagName).toBe('VIDEO');
      await advance(1_000);
      expect(shownImage()).toHaveAttribute('src', '/files/b.png');
      await advance(50);
      expect(log).toEqual(['+v', '-v:stalled', '+b']);
    });

    it('plays a YouTube item once its embed is ready and shows it only once it plays', async () => {
      await play(<PlayerStage playlist={playlist([youtube('dQw4w9WgXcQ'), image('b')])} />);
      const embed = document.querySelector('iframe') as HTMLIFrameElement;
      const commands = vi.spyOn(embed.contentWindow as Window, 'postMessage');
      const say = (data: object) => act(() => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), source: embed.contentWindow })));
      say({ event: 'onReady' });
      await advance(0);
      expect(commands).toHaveBeenCalledWith(expect.stringContaining('"playVideo"'), '*');
      expect(embed.className).toContain('opacity-0');
      say({ event: 'infoDelivery', info: { playerState: 1 } });
      await advance(50);
      expect(embed.className).not.toContain('opacity-0');
      expect(screen.getByTitle('Item 1 of 2')).toBe(embed);
      expect(log).toEqual(['+y']);
      say({ event: 'onError', info: 150 });
      await advance(50);
      expect(shownImage()).toHaveAttribute('src', '/files/b.png');
      expect(log).toEqual(['+y', '-y:youtube-error', '+b']);
    });

    it('stands by when nothing in the playlist can play', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await play(<PlayerStage playlist={playlist([youtube('dQw4w9WgXcQ')])} />);
      expect(screen.getByRole('status', { name: 'Standby' })).toBeInTheDocument();
      expect(log).toEqual(['-y:offline', 'standby']);
    });
  });
});
