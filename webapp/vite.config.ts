import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { precompress } from './vite-plugins/precompress.ts';

const API = 'http://127.0.0.1:8000';

export default defineConfig({
  base: '/client/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: '../src/http/static',
    emptyOutDir: true,
    // .vite/manifest.json: used by `npm run size` to measure the first load.
    manifest: true,
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
