import { describe, expect, it } from 'vitest';

import { makeManifest } from '@/testing/fixtures';
import type { Manifest } from '@/types/api';

import { readEmergency, textColourOn, textSize } from './emergency';

const withEmergency = (emergency: unknown) => ({ ...makeManifest(), emergency }) as Manifest;
const message = { id: 'e-1', text: 'Closed today', colour: '#1d4ed8', imageUrl: null, endsAt: '2026-03-01T10:00:00Z' };

describe('the emergency message of a manifest', () => {
  it('is read when well formed, and none from a manifest without one or with a broken one', () => {
    expect(readEmergency(withEmergency(message))).toEqual(message);
    expect(readEmergency(makeManifest())).toBeNull();
    expect(readEmergency(withEmergency({ ...message, endsAt: 'soon' }))).toBeNull();
    expect(readEmergency(withEmergency({ ...message, text: 5 }))).toBeNull();
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(['#b91c1c', '#1d4ed8', '#000000'].map(textColourOn)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
    expect(['#fde047', '#ffffff', '#a3e635'].map(textColourOn)).toEqual(['#000000', '#000000', '#000000']);
  });

  it('writes a long text smaller than a short one, and smaller beside an image', () => {
    const sizes = ['Fire drill', 'x'.repeat(100), 'x'.repeat(200)].map((text) => parseFloat(textSize(text, false)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(parseFloat(textSize('Fire drill', true))).toBeLessThan(sizes[0] ?? 0);
  });
});
