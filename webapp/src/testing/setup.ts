import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { polyfillDialog } from './dialog-polyfill';
import { polyfillMedia } from './media-polyfill';
import { requests, server } from './server';

polyfillDialog();
polyfillMedia();

// jsdom's Blob, File and FormData are not the ones Node's fetch (and so MSW) can serialise: an
// upload would reach the handlers as '[object File]'. Use Node's own, as a browser has one kind.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
const { Blob: NodeBlob, File: NodeFile } = await import('node:buffer');
Object.assign(globalThis, { FormData: NodeFormData, Blob: NodeBlob, File: NodeFile });

// Route chunks are imported on first visit; give them time on a slow CI machine.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers is a mistake in the test: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

afterAll(() => server.close());
