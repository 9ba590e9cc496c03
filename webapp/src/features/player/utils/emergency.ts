/**
 * The emergency message of a manifest, as the screen shows it: over everything until its end
 * time by this box's own clock (so a box without the server drops it on time), with a text
 * colour that reads on its background and a text size that fits its length.
 */
import type { Manifest, ManifestEmergency } from '@/types/api';

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const isText = (value: unknown): value is string => typeof value === 'string';

/** The manifest's message when well formed (a cached manifest may predate it), else null. */
export function readEmergency(manifest: Manifest | null): ManifestEmergency | null {
  const found: unknown = manifest?.emergency;
  if (typeof found !== 'object' || found === null) return null;
  const { id, text, colour, imageUrl, endsAt } = found as Record<string, unknown>;
  if (!isText(id) || !isText(text) || !isText(colour) || !isText(endsAt) || Number.isNaN(Date.parse(endsAt))) return null;
  return { id, text, colour: COLOUR.test(colour) ? colour : '#b91c1c', imageUrl: isText(imageUrl) && imageUrl ? imageUrl : null, endsAt };
}

/** Milliseconds until the message ends, by this box's clock (0 or less: it has ended). */
export const msLeft = (emergency: ManifestEmergency, now: number) => Date.parse(emergency.endsAt) - now;

function luminance(colour: string): number {
  const channel = (start: number) => {
    const value = parseInt(colour.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or black, whichever contrasts more with the background `colour` (#rrggbb). */
export function textColourOn(colour: string): '#ffffff' | '#000000' {
  const background = luminance(colour);
  return contrast(background, 1) >= contrast(background, 0) ? '#ffffff' : '#000000';
}

/** The text's size in container widths: large for a few words, smaller as the text grows. */
export function textSize(text: string, withImage: boolean): string {
  const length = [...text].length;
  const size = length <= 40 ? 8 : length <= 80 ? 6.5 : length <= 140 ? 5 : 4;
  return `${withImage ? size * 0.75 : size}cqw`;
}
