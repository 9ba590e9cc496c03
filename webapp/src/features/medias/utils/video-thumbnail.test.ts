import { describe, expect, it, vi } from 'vitest';

import { fitInside, generateVideoThumbnail, type CanvasLike, type ThumbnailEnvironment, type VideoLike } from './video-thumbnail';

type Listener = () => void;

/** A <video> stand-in that loads its metadata and seeks when asked. */
function fakeVideo({ duration = 12, width = 1920, height = 1080, failing = false } = {}) {
  const listeners = new Map<string, Listener[]>();
  const fire = (type: string) => {
    const list = listeners.get(type) ?? [];
    listeners.set(type, []);
    list.forEach((listener) => listener());
  };
  let src = '';
  let time = 0;
  const video: VideoLike & { seekedTo: number[] } = {
    seekedTo: [],
    muted: false,
    preload: '',
    playsInline: false,
    duration,
    videoWidth: width,
    videoHeight: height,
    get src() {
      return src;
    },
    set src(value: string) {
      src = value;
      setTimeout(() => fire(failing ? 'error' : 'loadedmetadata'), 0);
    },
    get currentTime() {
      return time;
    },
    set currentTime(value: number) {
      time = value;
      video.seekedTo.push(value);
      setTimeout(() => fire('seeked'), 0);
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeAttribute: vi.fn(),
    load: vi.fn(),
  };
  return video;
}

function fakeCanvas() {
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  const canvas: CanvasLike & { context: typeof context; toBlob: ReturnType<typeof vi.fn> } = {
    width: 0,
    height: 0,
    context,
    getContext: () => context,
    toBlob: vi.fn((callback: (blob: Blob | null) => void, type: string) => callback(new Blob(['jpeg'], { type }))),
  };
  return canvas;
}

function environment(video: VideoLike, canvas: CanvasLike) {
  const env: ThumbnailEnvironment & { revoked: string[] } = {
    revoked: [],
    createVideo: () => video,
    createCanvas: () => canvas,
    createObjectUrl: () => 'blob:video-1',
    revokeObjectUrl: (url) => env.revoked.push(url),
  };
  return env;
}

describe('generateVideoThumbnail', () => {
  it('draws the frame at 0.5 s on a 1280x720 canvas as a JPEG of quality 0.8', async () => {
    const video = fakeVideo();
    const canvas = fakeCanvas();
    const env = environment(video, canvas);
    const frame = await generateVideoThumbnail(new Blob(['mp4']), env);
    expect(video.seekedTo).toEqual([0.5]);
    expect(video.muted).toBe(true);
    expect(canvas.width).toBe(1280);
    expect(canvas.height).toBe(720);
    expect(canvas.context.drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(frame.thumbnail.type).toBe('image/jpeg');
    expect(frame.duration).toBe(12);
    expect(env.revoked).toEqual(['blob:video-1']);
  });

  it('seeks to the end of a video shorter than 0.5 s', async () => {
    const video = fakeVideo({ duration: 0.3 });
    await generateVideoThumbnail(new Blob(['mp4']), environment(video, fakeCanvas()));
    expect(video.seekedTo).toEqual([0.3]);
  });

  it('letterboxes a picture that is not 16:9', async () => {
    const video = fakeVideo({ width: 1080, height: 1920 });
    const canvas = fakeCanvas();
    await generateVideoThumbnail(new Blob(['mp4']), environment(video, canvas));
    expect(canvas.context.fillRect).toHaveBeenCalledWith(0, 0, 1280, 720);
    expect(canvas.context.drawImage).toHaveBeenCalledWith(video, 438, 0, 405, 720);
  });

  it('fails on a file the browser cannot read, and frees its URL', async () => {
    const env = environment(fakeVideo({ failing: true }), fakeCanvas());
    await expect(generateVideoThumbnail(new Blob(['x']), env)).rejects.toThrow('The video could not be read');
    expect(env.revoked).toEqual(['blob:video-1']);
  });

  it('gives up after the timeout', async () => {
    const video = fakeVideo();
    video.addEventListener = () => undefined; // never loads
    await expect(generateVideoThumbnail(new Blob(['x']), environment(video, fakeCanvas()), 20)).rejects.toThrow('too long');
  });
});

describe('fitInside', () => {
  it('keeps the proportions inside 1280x720', () => {
    expect(fitInside(1920, 1080)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    expect(fitInside(640, 480)).toEqual({ x: 160, y: 0, width: 960, height: 720 });
    expect(fitInside(0, 0)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  });
});
