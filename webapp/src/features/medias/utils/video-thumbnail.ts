/**
 * A video's thumbnail, made in the browser (spec §9): the frame at 0.5 s drawn on a 1280x720
 * canvas (letterboxed, so the picture keeps its proportions) and encoded as JPEG at quality 0.8.
 * The browser pieces are passed in, so tests can stand in for <video> and <canvas>.
 */

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;
export const THUMBNAIL_QUALITY = 0.8;
export const THUMBNAIL_FRAME_SECONDS = 0.5;
export const THUMBNAIL_TIMEOUT_MS = 15000;

/** The parts of HTMLVideoElement the generator uses. */
export interface VideoLike {
  src: string;
  muted: boolean;
  preload: string;
  playsInline: boolean;
  currentTime: number;
  readonly duration: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  addEventListener(type: 'loadedmetadata' | 'seeked' | 'error', listener: () => void, options?: { once?: boolean }): void;
  removeAttribute(name: string): void;
  load(): void;
}

export interface CanvasContextLike {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasContextLike | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
}

export interface ThumbnailEnvironment {
  createVideo: () => VideoLike;
  createCanvas: () => CanvasLike;
  createObjectUrl: (file: Blob) => string;
  revokeObjectUrl: (url: string) => void;
}

export const browserEnvironment: ThumbnailEnvironment = {
  createVideo: () => document.createElement('video'),
  createCanvas: () => document.createElement('canvas') as unknown as CanvasLike,
  createObjectUrl: (file) => URL.createObjectURL(file),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
};

export interface VideoFrame {
  /** JPEG, 1280x720 */
  thumbnail: Blob;
  /** The video's length in seconds (0 when the browser does not know it). */
  duration: number;
}

function once(video: VideoLike, event: 'loadedmetadata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    video.addEventListener(event, () => resolve(), { once: true });
    video.addEventListener('error', () => reject(new Error('The video could not be read')), { once: true });
  });
}

/** Where a width x height picture sits inside the thumbnail, keeping its proportions. */
export function fitInside(width: number, height: number) {
  if (!(width > 0) || !(height > 0)) return { x: 0, y: 0, width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT };
  const scale = Math.min(THUMBNAIL_WIDTH / width, THUMBNAIL_HEIGHT / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((THUMBNAIL_WIDTH - w) / 2), y: Math.round((THUMBNAIL_HEIGHT - h) / 2), width: w, height: h };
}

async function capture(file: Blob, env: ThumbnailEnvironment): Promise<VideoFrame> {
  const url = env.createObjectUrl(file);
  const video = env.createVideo();
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const metadata = once(video, 'loadedmetadata');
    video.src = url;
    await metadata;
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
    const seeked = once(video, 'seeked');
    video.currentTime = duration > 0 ? Math.min(THUMBNAIL_FRAME_SECONDS, duration) : THUMBNAIL_FRAME_SECONDS;
    await seeked;

    const canvas = env.createCanvas();
    canvas.width = THUMBNAIL_WIDTH;
    canvas.height = THUMBNAIL_HEIGHT;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser cannot draw the thumbnail');
    context.fillStyle = '#000';
    context.fillRect(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
    const box = fitInside(video.videoWidth, video.videoHeight);
    context.drawImage(video as never, box.x, box.y, box.width, box.height);
    const thumbnail = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be encoded'))),
        'image/jpeg',
        THUMBNAIL_QUALITY,
      ),
    );
    return { thumbnail, duration };
  } finally {
    video.removeAttribute('src');
    video.load();
    env.revokeObjectUrl(url);
  }
}

/** The frame at 0.5 s of a video file as a 1280x720 JPEG; rejects after 15 s or on a bad file. */
export function generateVideoThumbnail(
  file: Blob,
  env: ThumbnailEnvironment = browserEnvironment,
  timeoutMs = THUMBNAIL_TIMEOUT_MS,
): Promise<VideoFrame> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The thumbnail took too long')), timeoutMs);
  });
  return Promise.race([capture(file, env), timeout]).finally(() => clearTimeout(timer));
}

/** The seam the upload uses (tests replace `generate`). */
export const videoThumbnails = {
  generate: (file: Blob): Promise<VideoFrame> => generateVideoThumbnail(file),
};
