import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { playerWorker } from './vite-plugins/player-worker.ts';
import { precompress } from './vite-plugins/precompress.ts';

const API = 'http://127.0.0.1:8000';

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
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    // Every browser the portal supports preloads modules itself (Chrome 66, Firefox 115,
    // Safari 17): no polyfill in the login screen's first load.
    modulePreload: { polyfill: false },
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
