import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { playerWorker } from './vite-plugins/player-worker.ts';
import { precompress } from './vite-plugins/precompress.ts';

const API = 'http://127.0.0.1:8000';
/** The route modules a browser opens first, and their chunks' names. */
const LANDING_PAGES = /features\/(auth\/routes\/login|player\/routes\/player)\.tsx$/;
const LANDING = /assets\/land-/;

export default defineConfig({
  base: '/client/',
  plugins: [react(), tailwindcss(), playerWorker(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: '../src/http/static',
    emptyOutDir: true,
    // .vite/manifest.json: used by `npm run size` to measure the first load.
    manifest: true,
    // No gzip sizes in the build's report: the precompress plugin writes the real ones, and the
    // report's own compression of every chunk costs a start seconds on a busy machine.
    reportCompressedSize: false,
    // Lazy chunks named by their hash alone: the login screen's first load lists the chunks
    // every route may preload, and their names cost about 0.7 KB gzipped of its 100 KB budget.
    rollupOptions: { output: { chunkFileNames: (chunk) => (LANDING_PAGES.test(chunk.facadeModuleId ?? '') ? 'assets/land-[hash].js' : 'assets/[hash].js') } },
    // Every browser the portal supports preloads modules itself (Chrome 66, Firefox 115,
    // Safari 17): no polyfill in the login screen's first load.
    // Only the pages a browser opens first (the login, the TV player) list their imports for
    // preloading where they are imported: the lists of every other route's shared chunks cost
    // about 1.7 KB gzipped of the login screen's first load; those routes fetch their imports
    // when their chunk arrives (one round trip more at a first visit; docs/decisions.md).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || LANDING.test(file) ? deps : []) },
  },
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/files': { target: API, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
  },
});
