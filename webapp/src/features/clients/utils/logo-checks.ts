/** Spec §5/§9 logo rules: at most 2MB, JPG or PNG, at most 1920x1920 px (checked in that order). */
import { MAX_LOGO_BYTES, MAX_LOGO_SIDE } from '@/lib/spec-rules.gen';

export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

export const LOGO_MESSAGES = {
  tooLarge: 'Logo must be less than 2MB',
  wrongType: 'Only JPG and PNG files are allowed',
  tooBig: 'Image dimensions must be 1920x1920px or less',
  unreadable: 'Only JPG and PNG files are allowed',
} as const;

export interface ImageSize {
  width: number;
  height: number;
}

/** Loads the picture in the browser to read its real pixel size. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be read'));
    };
    image.src = url;
  });
}

/** The first rule the file breaks, or null when it may be uploaded. */
export async function checkLogo(file: File, sizeOf: (file: Blob) => Promise<ImageSize> = readImageSize): Promise<string | null> {
  if (file.size > MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge;
  if (!LOGO_TYPES.includes(file.type.toLowerCase())) return LOGO_MESSAGES.wrongType;
  let size: ImageSize;
  try {
    size = await sizeOf(file);
  } catch {
    return LOGO_MESSAGES.unreadable;
  }
  if (size.width > MAX_LOGO_SIDE || size.height > MAX_LOGO_SIDE) return LOGO_MESSAGES.tooBig;
  return null;
}
