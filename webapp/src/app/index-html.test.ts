import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

// vitest runs in webapp/.
const webapp = (path: string) => resolve(process.cwd(), path);

describe('index.html', () => {
  it('names a favicon that the build ships (no 404 on every page)', () => {
    const html = readFileSync(webapp('index.html'), 'utf8');
    const icon = /<link rel="icon"[^>]*href="\/client\/([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe('favicon.svg');
    expect(existsSync(webapp(`public/${icon}`))).toBe(true);
  });
});
