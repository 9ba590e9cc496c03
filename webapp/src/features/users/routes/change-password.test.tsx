import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, noContent, server, requests } from '@/testing/server';
import { clientSession, makeLicence } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

function mockScreen() {
  return server.use(http.get('/api/dashboard', () =>
    json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() }),
  ));
}

async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) {
  if (current) await user.type(await screen.findByLabelText('Contraseña actual'), current);
  if (next) await user.type(screen.getByLabelText('Nueva contraseña'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('Cambiar contraseña (pages/password)', () => {
  it('validates in Spanish', async () => {
    mockScreen();
    const { user } = renderApp('/dashboard/pages/password', { session: clientSession()});
    await screen.findByRole('heading', { name: 'Cambiar contraseña' });
    await fill(user, '', '', '');
    expect(await screen.findByText('La contraseña actual es obligatoria.')).toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña es obligatoria.')).toBeInTheDocument();
    await fill(user, 'old', '123', '456');
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
  });

  it('changes the password and goes to the dashboard', async () => {
    mockScreen();
    server.use(http.post('/api/auth/change-password', () => noContent()));

    const { user, router } = renderApp('/dashboard/pages/password', { session: clientSession()});
    await fill(user, 'oldpass', 'newpass1', 'newpass2');
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/auth/change-password')[0]?.body).toEqual({ currentPassword: 'oldpass', newPassword: 'newpass1' });
    expect(within(toastRegion()).getByText('Contraseña actualizada correctamente.')).toBeInTheDocument();
  });

  it('says when the current password is wrong', async () => {
    mockScreen();
    server.use(
      http.post('/api/auth/change-password', () => apiError(401, 'auth_failed', 'Incorrect password. Could not authenticate.')),
    );

    const { user } = renderApp('/dashboard/pages/password', { session: clientSession()});
    await fill(user, 'bad', 'newpass1', 'newpass1');
    expect(await screen.findByText('La contraseña actual es incorrecta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is reachable by a Client without a client profile', async () => {
    const session = clientSession({ client: null, licence: null, profileComplete: false });
    mockScreen();
    renderApp('/dashboard/pages/password', { session});
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });
});

describe('Cambiar contraseña with the portal in Spanish', () => {
  it('keeps the spec’s own Spanish words', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    mockScreen();
    const { user } = renderApp('/dashboard/pages/password', { session: clientSession() });
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await fill(user, '', '', '');
    expect(await screen.findByText('La contraseña actual es obligatoria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

