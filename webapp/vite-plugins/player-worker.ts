import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin, Rollup } from 'vite';

/** The player's route module: its chunk, and everything it loads, is kept for offline starts. */
const PLAYER_ROUTE = '/src/features/player/routes/player.tsx';
/** Language packs (`messages.es.ts`) load lazily from the entry too: a TV may speak Spanish. */
const LANGUAGE_PACK = /\/messages\.[a-z]{2}\.ts$/;
export const WORKER_FILE = 'player-sw.js';

type Chunks = Map<string, Rollup.OutputChunk>;

/** `start` and what it imports, statically (and lazily when `lazy`), by file name. */
function closure(chunks: Chunks, start: Rollup.OutputChunk, lazy: boolean, found = new Set<string>()) {
  if (found.has(start.fileName)) return found;
  found.add(start.fileName);
  const css = (start as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? new Set<string>();
  css.forEach((file) => found.add(file));
  const next = lazy ? [...start.imports, ...start.dynamicImports] : start.imports;
  for (const name of next) {
    const chunk = chunks.get(name);
    if (chunk) closure(chunks, chunk, lazy, found);
  }
  return found;
}

/** The files a player needs to start: the entry's static closure, the player's whole one, the language packs. */
export function playerFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks: Chunks = new Map();
  Object.values(bundle).forEach((file) => file.type === 'chunk' && chunks.set(file.fileName, file));
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  const player = all.find((chunk) => chunk.facadeModuleId?.endsWith(PLAYER_ROUTE));
  if (!entry || !player) throw new Error('player-worker: the build has no entry or no player route chunk');
  const found = closure(chunks, player, true, closure(chunks, entry, false));
  all.filter((chunk) => LANGUAGE_PACK.test(chunk.facadeModuleId ?? '')).forEach((chunk) => closure(chunks, chunk, false, found));
  return [...found].sort();
}

/**
 * Writes /client/player-sw.js: the hand-written worker (player-sw.js beside this file) after
 * two lines naming the files to keep and a version that changes with them, so a new build's
 * worker replaces the old one and its cache.
 */
export function playerWorker(base = '/client/'): Plugin {
  const source = readFileSync(new URL('./player-sw.js', import.meta.url), 'utf8');
  return {
    name: 'signage-player-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = playerFiles(bundle).map((name) => base + name);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const head = `self.__PLAYER_PRECACHE__ = ${JSON.stringify(files)};\nself.__PLAYER_VERSION__ = '${version}';\n`;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: head + source });
    },
  };
}
