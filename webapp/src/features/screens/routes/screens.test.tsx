import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { configHandlers, licenceHandlers, packageHandlers, screenHandlers } from '@/testing/handlers';
import { admin, clientSession, makeClient, makeConfig, makeLicence, makePlaylist, makeScreen, PRO, staffSession } from '@/testing/fixtures';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { apiError, json, never, requests, server } from '@/testing/server';
import { LANGUAGE_KEY } from '@/lib/i18n';

const PATH = '/dashboard/pages/screens';
const LIMIT = 'Your package allows 1 screen. Upgrade it to add more.';
// Online and Offline are the server's reading (seen within 2 minutes), not the browser's.
const threeMinutesAgo = () => new Date(Date.now() - 3 * 60_000).toISOString();
const longAgo = '2026-01-05T09:30:00Z';

const counter = makeScreen({ id: 's-1', name: 'Front counter', playlistId: 'p-1', status: 'online', lastSeenAt: threeMinutesAgo() });
const window_ = makeScreen({ id: 's-2', name: 'Window', playlistId: null, status: 'offline', lastSeenAt: longAgo });

function setup(screens = [counter, window_], limit = 3, path = PATH) {
  server.use(
    screenHandlers.list(screens, limit),
    http.get('/api/playlists', () => json({ items: [makePlaylist(), makePlaylist({ id: 'p-2', playlistName: 'Evening' })], nextCursor: null })),
    packageHandlers.list(),
  );
  return renderApp(path, { session: clientSession({ client: makeClient({ packageCode: 'PRO' }) }) });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Screens (client)', () => {
  it('lists each screen with its playlist, Online or Offline, and when it was last seen', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Screens', level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByRole('columnheader')).map((cell) => cell.textContent)).toEqual(['Name', 'Playlist', 'Status', 'Now playing', 'Copies', 'Last seen', 'Actions']);
    const front = row('Front counter');
    expect(within(front).getByText('Morning')).toBeInTheDocument();
    expect(within(front).getByText('Online')).toBeInTheDocument();
    const shop = row('Window');
    expect(within(shop).getByText('None')).toBeInTheDocument();
    expect(within(shop).getByText('Offline')).toBeInTheDocument();
    expect(within(shop).getByText(/^01\/05\/2026 \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    expect(await screen.findByText(`2 of ${PRO.units} screens in your package`)).toBeInTheDocument();
  });

  it('says how long changes take to reach the screens, from how often the server has them ask', async () => {
    setup();
    expect(await screen.findByText('Changes reach your screens within about 10 seconds.')).toBeInTheDocument();
  });

  it('says a longer wait when the server has the TVs ask less often', async () => {
    server.use(configHandlers.get(makeConfig({ playerPollSeconds: 240 })));
    setup();
    expect(await screen.findByText('Changes reach your screens within about 4 minutes.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(http.get('/api/screens', never), http.get('/api/playlists', () => json({ items: [], nextCursor: null })), packageHandlers.list());
    renderApp(PATH, { session: clientSession() });
    expect(await screen.findByRole('status', { name: 'Loading screens' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    setup([]);
    expect(await screen.findByText(/No screens yet/)).toBeInTheDocument();
    expect(await screen.findByText('0 of 3 screens in your package')).toBeInTheDocument();
  });

  it('says when the screens cannot be loaded', async () => {
    server.use(http.get('/api/screens', () => apiError(500, 'internal', 'boom')), http.get('/api/playlists', () => json({ items: [], nextCursor: null })), packageHandlers.list());
    renderApp(PATH, { session: clientSession() });
    expect(await screen.findByText('Could not load the screens.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('while the page stays open', () => {
    afterEach(() => vi.useRealTimers());

    it('asks for the screens again every 30 s, so a TV that went quiet turns Offline', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setup([counter]);
      expect(await within(await screen.findByRole('table')).findByText('Online')).toBeInTheDocument();
      server.use(screenHandlers.list([{ ...counter, status: 'offline' }]));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await within(row('Front counter')).findByText('Offline')).toBeInTheDocument();
      expect(requests.calls('GET', '/api/screens')).toHaveLength(2);
    });
  });

  it('adds a screen with its pairing code and playlist', async () => {
    const { user } = setup([]);
    server.use(screenHandlers.create(makeScreen({ id: 's-9', lastSeenAt: null })));
    await user.click(await screen.findByRole('button', { name: 'Add Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lobby');
    await user.type(within(dialog).getByLabelText('Pairing code'), 'k7p2-qxm9');
    await user.selectOptions(within(dialog).getByLabelText('Playlist'), 'Evening');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen added successfully.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/screens')[0]?.body).toEqual({ name: 'Lobby', pairingCode: 'K7P2QXM9', playlistId: 'p-2' });
    expect(await screen.findByRole('rowheader', { name: 'Lobby' })).toBeInTheDocument();
    expect(within(row('Lobby')).getByText('Evening')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens Add Screen with the code of a TV's QR address filled in", async () => {
    const { user, router } = setup([], 3, `${PATH}?code=K7P2QXM9`);
    server.use(screenHandlers.create(makeScreen({ id: 's-9', name: 'Lobby', lastSeenAt: null })));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    expect(within(dialog).getByLabelText('Pairing code')).toHaveValue('K7P2QXM9');
    await user.type(within(dialog).getByLabelText('Name'), 'Lobby');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen added successfully.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/screens')[0]?.body).toEqual({ name: 'Lobby', pairingCode: 'K7P2QXM9', playlistId: null });
    expect(router.state.location.search).toBe('');
  });

  it('opens no form without a code in the address', async () => {
    setup([]);
    expect(await screen.findByRole('button', { name: 'Add Screen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the form before sending it', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a screen name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the pairing code shown on the TV.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Pairing code'), 'AB1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The pairing code has 8 letters or digits.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/screens')).toHaveLength(0);
  });

  it("puts the server's message under the code when the code is wrong", async () => {
    const { user } = setup([]);
    server.use(http.post('/api/screens', () => apiError(400, 'validation', 'Invalid', { pairingCode: 'This pairing code is not valid or has expired.' })));
    await user.click(await screen.findByRole('button', { name: 'Add Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lobby');
    await user.type(within(dialog).getByLabelText('Pairing code'), 'ZZZZZZZZ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This pairing code is not valid or has expired.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pairing code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the wait when the server holds a client that tried too many wrong codes', async () => {
    const { user } = setup([]);
    const wait = 'Too many wrong pairing codes. Please try again in 15 minutes.';
    server.use(http.post('/api/screens', () => apiError(429, 'too_many_attempts', wait)));
    await user.click(await screen.findByRole('button', { name: 'Add Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lobby');
    await user.type(within(dialog).getByLabelText('Pairing code'), 'K7P2 QXM9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText(wait)).toBeInTheDocument();
    expect(requests.calls('POST', '/api/screens')[0]?.body).toMatchObject({ pairingCode: 'K7P2QXM9' });
    expect(within(dialog).getByLabelText('Pairing code')).toHaveValue('K7P2 QXM9');
  });

  it("shows the package's screen limit when the server refuses one more", async () => {
    const { user } = setup([counter]);
    server.use(http.post('/api/screens', () => apiError(409, 'screen_limit', LIMIT)));
    await user.click(await screen.findByRole('button', { name: 'Add Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Screen' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lobby');
    await user.type(within(dialog).getByLabelText('Pairing code'), 'K7P2QXM9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText(LIMIT)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Lobby' })).not.toBeInTheDocument();
  });

  it('in trial, says the trial limits the screens and that paying raises it', async () => {
    server.use(
      http.get('/api/screens', () => json({ items: [counter], limit: 1, trial: true, nextCursor: null })),
      http.get('/api/playlists', () => json({ items: [makePlaylist()], nextCursor: null })),
      packageHandlers.list(),
    );
    renderApp(PATH, { session: clientSession() });
    expect(await screen.findByText('During the trial you can pair 1 screen. Pay for a package under Subscriptions to add more.')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 screen during your trial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Screen' })).toBeDisabled();
  });

  it('counts down to when the screens stop, with Renew to the subscription screen', async () => {
    server.use(licenceHandlers.get(makeLicence({ daysLeft: 3, screensStopInDays: 6, graceDays: 3 })));
    setup();
    const notice = await screen.findByRole('status', { name: 'Your screens' });
    expect(notice).toHaveTextContent('Your screens stop in 6 days.');
    expect(notice).toHaveTextContent('Renew your license to keep them playing.');
    expect(within(notice).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/pages/subscriptions');
  });

  it('disables Add Screen at the limit, saying the limit and how to raise it', async () => {
    setup([counter, window_], 2);
    const add = await screen.findByRole('button', { name: 'Add Screen' });
    await waitFor(() => expect(add).toBeDisabled());
    const text = 'Your package allows 2 screens. Choose a package with more TVs under Subscriptions to add more.';
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(add).toHaveAccessibleDescription(text);
    expect(screen.getByText('2 of 2 screens in your package')).toBeInTheDocument();
  });

  it('links the limit to Subscriptions, where a package with more TVs is chosen', async () => {
    const { user, router } = setup([counter], 1);
    await user.click(await screen.findByRole('link', { name: 'Choose a package' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/subscriptions'));
  });

  it('says "1 screen" at a limit of one', async () => {
    setup([counter], 1);
    expect(await screen.findByText('Your package allows 1 screen. Choose a package with more TVs under Subscriptions to add more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Screen' })).toBeDisabled();
  });

  it('keeps Add Screen enabled while the package has room', async () => {
    setup([counter], 2);
    expect(await screen.findByText('1 of 2 screens in your package')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Screen' })).toBeEnabled();
    expect(screen.queryByText(/Your package allows/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose a package' })).not.toBeInTheDocument();
  });

  it('renames a screen and changes its playlist', async () => {
    const { user } = setup();
    server.use(screenHandlers.update(counter));
    await user.click(await screen.findByRole('button', { name: 'Edit Front counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Screen' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Front counter');
    expect(within(dialog).getByLabelText('Playlist')).toHaveValue('p-1');
    await user.clear(name);
    await user.type(name, 'Bar');
    await user.selectOptions(within(dialog).getByLabelText('Playlist'), 'No playlist (standby screen)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen updated successfully.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/screens/s-1')[0]?.body).toEqual({ name: 'Bar', playlistId: null });
    expect(within(row('Bar')).getByText('None')).toBeInTheDocument();
  });

  it('removes a screen after confirmation', async () => {
    const { user } = setup();
    server.use(screenHandlers.remove());
    await user.click(await screen.findByRole('button', { name: 'Remove Window' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove screen' });
    expect(confirm).toHaveTextContent('Remove “Window”?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(toastRegion()).findByText('Screen removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Window' })).not.toBeInTheDocument());
    expect(requests.calls('DELETE', '/api/screens/s-2')).toHaveLength(1);
  });

  it('says when a removal fails and keeps the screen', async () => {
    const { user } = setup();
    server.use(http.delete('/api/screens/:id', () => apiError(500, 'internal', 'boom')));
    await user.click(await screen.findByRole('button', { name: 'Remove Window' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove screen' })).getByRole('button', { name: 'Remove' }));
    expect(await within(toastRegion()).findByText('The screen could not be removed.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Window' })).toBeInTheDocument();
  });
});

describe('Screens (staff)', () => {
  const sunny = makeClient({ id: 'c1', businessName: 'Sunny Cafe' });

  function openFromManageClients(screens = [counter, window_]) {
    server.use(http.get('/api/clients', () => json({ items: [sunny], nextCursor: null })), screenHandlers.list(screens));
    const rendered = renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    return rendered;
  }

  it("opens a client's screens from Manage Clients with Rename and Revoke, no Add Screen", async () => {
    const { user, router } = openFromManageClients();
    await user.click(await screen.findByRole('link', { name: 'Screens of Sunny Cafe' }));
    expect(await screen.findByRole('heading', { name: 'Screens of Sunny Cafe', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe(PATH);
    expect(requests.calls('GET', '/api/screens')[0]?.query.get('clientId')).toBe('c1');
    const front = row('Front counter');
    expect(within(front).getByText('Assigned')).toBeInTheDocument();
    expect(within(front).getByText('Online')).toBeInTheDocument();
    expect(within(front).getByRole('button', { name: 'Rename Front counter' })).toBeInTheDocument();
    expect(within(front).getByRole('button', { name: 'Revoke Front counter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) |Add Screen/ })).not.toBeInTheDocument();
    expect(requests.calls('GET', '/api/playlists')).toHaveLength(0);
  });

  it("renames a client's screen, sending its name only", async () => {
    const { user } = openFromManageClients();
    server.use(screenHandlers.update(counter));
    await user.click(await screen.findByRole('link', { name: 'Screens of Sunny Cafe' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Front counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Screen' });
    expect(within(dialog).queryByLabelText('Playlist')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a screen name.')).toBeInTheDocument();
    await user.type(name, 'Bar');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen updated successfully.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/screens/s-1')[0]?.body).toEqual({ name: 'Bar' });
    expect(await screen.findByRole('rowheader', { name: 'Bar' })).toBeInTheDocument();
  });

  it("revokes a client's screen only once the dialog is confirmed", async () => {
    const { user } = openFromManageClients();
    server.use(screenHandlers.remove());
    await user.click(await screen.findByRole('link', { name: 'Screens of Sunny Cafe' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Window' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke screen' });
    expect(confirm).toHaveAccessibleDescription(/Revoke “Window”\? Its TV stops playing at once/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.calls('DELETE', '/api/screens/s-2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke Window' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Revoke screen' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(toastRegion()).findByText('Screen revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Window' })).not.toBeInTheDocument());
    expect(requests.calls('DELETE', '/api/screens/s-2')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Front counter' })).toBeInTheDocument();
  });

  it("says when a revoke fails and keeps the screen", async () => {
    const { user } = openFromManageClients();
    server.use(http.delete('/api/screens/:id', () => apiError(404, 'not_found', 'Screen not found')));
    await user.click(await screen.findByRole('link', { name: 'Screens of Sunny Cafe' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Window' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke screen' })).getByRole('button', { name: 'Revoke' }));
    expect(await within(toastRegion()).findByText('Screen not found')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Window' })).toBeInTheDocument();
  });

  it("says so when the client is unknown", async () => {
    server.use(http.get('/api/screens', () => apiError(404, 'not_found', 'The client does not exist.')));
    renderApp(`${PATH}?clientId=gone`, { session: staffSession(admin) });
    expect(await screen.findByText('The client does not exist.')).toBeInTheDocument();
  });

  it('asks staff to choose a client when none is given', async () => {
    renderApp(PATH, { session: staffSession(admin) });
    expect(await screen.findByText('Choose a client in Manage Clients to see its screens.')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/screens')).toHaveLength(0);
  });

  it('names Rename and Revoke in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(screenHandlers.list([counter]));
    const { user } = renderApp(`${PATH}?clientId=c1`, { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Revocar Front counter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revocar pantalla' });
    expect(confirm).toHaveTextContent('¿Revocar “Front counter”?');
    expect(screen.getByRole('button', { name: 'Renombrar Front counter' })).toBeInTheDocument();
  });
});

describe('Screens in Spanish', () => {
  it('shows the grid, its states and the Add Screen form in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Pantallas', level: 1 })).toBeInTheDocument();
    const counterRow = await screen.findByRole('rowheader', { name: 'Front counter' });
    expect(counterRow.closest('tr')).toHaveTextContent('En línea');
    expect(row('Window')).toHaveTextContent('Sin conexión');
    expect(row('Window')).toHaveTextContent('Ninguna');
    await user.click(screen.getByRole('button', { name: 'Agregar pantalla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar pantalla' });
    expect(within(dialog).getByLabelText('Código de vinculación')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un nombre para la pantalla.')).toBeInTheDocument();
  });

  it('says in Spanish how long changes take to reach the screens', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    server.use(configHandlers.get(makeConfig({ playerPollSeconds: 15 })));
    setup();
    expect(await screen.findByText('Los cambios llegan a sus pantallas en unos 15 segundos.')).toBeInTheDocument();
  });

  it('says the limit in Spanish beside the disabled Add Screen', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup([counter, window_], 2);
    const text = 'Su paquete permite 2 pantallas. Elija un paquete con más TV en Suscripciones para agregar más.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar pantalla' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Elegir un paquete' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/pages\/subscriptions$/));
  });
});

