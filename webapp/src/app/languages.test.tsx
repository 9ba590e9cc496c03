/**
 * The language switch (components/language-select.tsx, lib/i18n.tsx): every screen in English
 * or Spanish, the spec's messages too; remembered in the browser, and on the user once signed in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { translator } from '@/lib/spec-translator';
import { clientSession, makeLicence, makeMedia, makeUser } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { apiError, json, requests, server } from '@/testing/server';

const dashboard = () =>
  http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() }));

describe('the language switch', () => {
  it('shows the login screen in Spanish once Español is chosen, and remembers it in the browser', async () => {
    const { user } = renderApp('/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(requests.calls('PUT', '/api/auth/me/language')).toHaveLength(0);
  });

  it('shows the spec’s validation messages in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña es obligatoria');
  });

  it('keeps the spec’s English word for word in English', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps what was typed when the language changes', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
  });

  it('saves a signed-in user’s choice on the user, in the portal’s top bar', async () => {
    server.use(licenceHandlers.get(), dashboard());
    server.use(http.put('/api/auth/me/language', async ({ request }) => json({ ...clientSession(), user: makeUser({ language: ((await request.json()) as { language: 'es' }).language }) })));
    const { user } = renderApp('/dashboard', { session: clientSession() });
    const bar = await screen.findByRole('banner');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Language' }), 'Español');
    await waitFor(() => expect(requests.calls('PUT', '/api/auth/me/language')).toHaveLength(1));
    expect(requests.calls('PUT', '/api/auth/me/language')[0]?.body).toEqual({ language: 'es' });
    expect(await within(screen.getByRole('banner')).findByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
    expect(bar).toBeInTheDocument(); // the screen stayed as it was: only its words changed
  });

  it('says so when the choice cannot be saved, and still shows the screens in it', async () => {
    server.use(licenceHandlers.get(), dashboard(), http.put('/api/auth/me/language', () => apiError(500, 'internal', 'boom')));
    const { user } = renderApp('/dashboard', { session: clientSession() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar su idioma para la próxima visita.');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
  });

  it('shows the portal in the language saved on the user, whatever the browser showed before', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    server.use(licenceHandlers.get(), dashboard());
    renderApp('/dashboard', { session: { ...clientSession(), user: makeUser({ language: 'es' }) } });
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es'));
  });
});

describe('the notifications in Spanish', () => {
  it('shows a refused sign-in’s toast in Spanish, in a region named in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(http.post('/api/auth/login', () => apiError(401, 'authentication_failed', 'Failed to log in. Verify your credentials.')));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(await within(region).findByText('No se pudo iniciar sesión. Verifique sus credenciales.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Descartar notificación' })).toBeInTheDocument();
  });
});

describe('the portal in Spanish', () => {
  it('names the menu, the top bar and the shared controls in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(licenceHandlers.get(), dashboard(), mediaHandlers.list([makeMedia({ name: 'Póster' })], { pageSize: 1 }), mediaHandlers.usage());
    renderApp('/dashboard/pages/medias', { session: clientSession() });
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    for (const item of ['Panel', 'Medios', 'Listas de reproducción', 'Pantallas', 'Pagos']) expect(within(menu).getByRole('link', { name: item })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Más recientes primero');
    expect(await screen.findByText('Activo')).toBeInTheDocument();
  });
});

describe('the spec messages’ translator', () => {
  const translate = translator({ 'Error deleting user: {detail}': 'Error al eliminar el usuario: {detail}', 'Required field': 'Campo obligatorio' });

  it('translates a known message and fills in what a template names', () => {
    expect(translate('Required field')).toBe('Campo obligatorio');
    expect(translate('Error deleting user: not found (404)')).toBe('Error al eliminar el usuario: not found (404)');
  });

  it('shows an unknown message as it is', () => {
    expect(translate('Something new')).toBe('Something new');
    expect(translate('Error deleting user:')).toBe('Error deleting user:');
  });
});
