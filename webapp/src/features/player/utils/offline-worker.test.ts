import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerOfflineWorker, WORKER_SCOPE, WORKER_URL } from './offline-worker';

function containerThat(register: ServiceWorkerContainer['register']) {
  return { register } as unknown as ServiceWorkerContainer;
}

describe('registerOfflineWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("registers the player's worker for the player's pages only", () => {
    vi.stubGlobal('isSecureContext', true);
    const register = vi.fn().mockResolvedValue({});
    registerOfflineWorker(containerThat(register));
    expect(register).toHaveBeenCalledWith(WORKER_URL, { scope: WORKER_SCOPE });
    expect([WORKER_URL, WORKER_SCOPE]).toEqual(['/client/player-sw.js', '/client/player']);
  });

  it('does nothing where the origin is not secure (the browser would refuse)', () => {
    vi.stubGlobal('isSecureContext', false);
    const register = vi.fn().mockResolvedValue({});
    registerOfflineWorker(containerThat(register));
    expect(register).not.toHaveBeenCalled();
  });

  it('plays on, with a warning, when the browser refuses the worker', async () => {
    vi.stubGlobal('isSecureContext', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerOfflineWorker(containerThat(vi.fn().mockRejectedValue(new Error('refused'))));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The offline copy of the player could not be set up:', expect.any(Error)));
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerOfflineWorker(undefined)).not.toThrow();
  });
});
