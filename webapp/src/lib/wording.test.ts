import { describe, expect, it } from 'vitest';

/** Every English text catalogue of the portal, as source text. */
const CATALOGUES = import.meta.glob<string>(['/src/**/*messages.ts', '/src/**/messages.tsx', '!/src/**/*.es.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The quoted texts of a source file, comments and imports left out (identifiers such as
 * `licence:` keys are not texts). */
function texts(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import .*$/gm, '');
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? '');
}

describe('wording', () => {
  it('spells the word as the spec’s message does, "license", in every English text', () => {
    const paths = Object.keys(CATALOGUES);
    expect(paths.length).toBeGreaterThan(10);
    const offending = paths.flatMap((path) =>
      texts(CATALOGUES[path] ?? '')
        .filter((text) => /licen[cs]e/i.test(text) && /licence/i.test(text))
        .map((text) => `${path}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});
