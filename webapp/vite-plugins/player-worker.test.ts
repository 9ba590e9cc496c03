import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';

import { playerFiles } from './player-worker';

function chunk(fileName: string, fields: Partial<Rollup.OutputChunk> & { css?: string[] } = {}): Rollup.OutputChunk {
  const { css = [], ...rest } = fields;
  return { type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], facadeModuleId: null, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() }, ...rest } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

const ROOT = '/app/webapp/src';

describe('playerFiles', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/player.js', 'assets/users.js', 'assets/es.js'], css: ['assets/index.css'] }),
    chunk('assets/react.js'),
    chunk('assets/player.js', { facadeModuleId: `${ROOT}/features/player/routes/player.tsx`, imports: ['assets/stage.js'], dynamicImports: ['assets/qr.js'] }),
    chunk('assets/stage.js'),
    chunk('assets/qr.js', { imports: ['assets/uqr.js'] }),
    chunk('assets/uqr.js'),
    chunk('assets/es.js', { facadeModuleId: `${ROOT}/features/player/messages.es.ts` }),
    chunk('assets/users.js', { facadeModuleId: `${ROOT}/features/users/routes/users.tsx`, imports: ['assets/forms.js'] }),
    chunk('assets/forms.js'),
  );

  it("keeps the entry, its CSS, the player's chunks (lazy ones too) and the language packs", () => {
    expect(playerFiles(bundle)).toEqual(['assets/es.js', 'assets/index.css', 'assets/index.js', 'assets/player.js', 'assets/qr.js', 'assets/react.js', 'assets/stage.js', 'assets/uqr.js']);
  });

  it('leaves out the routes a TV never opens', () => {
    expect(playerFiles(bundle)).not.toContain('assets/users.js');
    expect(playerFiles(bundle)).not.toContain('assets/forms.js');
  });

  it('refuses a build without the player route', () => {
    expect(() => playerFiles(bundleOf(chunk('assets/index.js', { isEntry: true })))).toThrow('no entry or no player route chunk');
  });
});
