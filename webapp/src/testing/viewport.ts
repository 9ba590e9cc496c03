/**
 * A phone-sized window for component tests. jsdom lays nothing out, so a test at this width
 * proves what the markup decides: the window reports 375 px (innerWidth, and matchMedia answers
 * width queries for it) and `phoneOverflows` names what would push a page wider than the phone
 * (a table, a fixed width beyond it, a grid of three or more columns at every width). The
 * browser journeys measure the real page (tests/browser/test_phone_layout.py).
 */
import { vi } from 'vitest';

export const PHONE_WIDTH = 375;

/** Does `query` ('(min-width: 640px)', '(max-width: 639px)', joined by 'and') hold at `width`? */
export function mediaMatches(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const found = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (!found) return true;
    const limit = Number(found[2]);
    return found[1] === 'min' ? width >= limit : width <= limit;
  });
}

/** The window is a phone's until the test ends (setup.ts unstubs globals after each test). */
export function atPhoneWidth(width = PHONE_WIDTH): void {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mediaMatches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  window.dispatchEvent(new Event('resize'));
}

const SPACING_PX = 4;

/** The px an unprefixed width utility forces (0 when none): w-96, min-w-[480px], w-[30rem]. */
function forcedWidth(name: string): number {
  const found = /^(?:min-)?w-(?:(\d+)|\[(\d+(?:\.\d+)?)(px|rem)\])$/.exec(name);
  if (!found) return 0;
  if (found[1]) return Number(found[1]) * SPACING_PX;
  return Number(found[2]) * (found[3] === 'rem' ? 16 : 1);
}

/** What under `root` would make the page wider than `width`, described; [] when nothing. */
export function phoneOverflows(root: HTMLElement, width = PHONE_WIDTH): string[] {
  const found: string[] = [...root.querySelectorAll('table')].map(() => 'a table');
  for (const element of root.querySelectorAll<HTMLElement>('[class]')) {
    for (const name of element.classList) {
      if (forcedWidth(name) > width) found.push(`${element.tagName.toLowerCase()}.${name}`);
      const columns = /^grid-cols-(\d+)$/.exec(name);
      if (columns && Number(columns[1]) >= 3) found.push(`${element.tagName.toLowerCase()}.${name}`);
    }
  }
  return found;
}
