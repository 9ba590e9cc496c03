import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, page, requests, server } from '@/testing/server';
import { clientSession, CLIP, makeClient, makeLicence, makePlaylist, MENU, PROMO } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers } from '@/testing/handlers';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const LICENCE_MESSAGE = 'Your license has expired. Please renew your subscription to continue using this feature.';

function setup(session = clientSession()) {
  server.use(http.get('/api/licence', () => json(makeLicence())));
  server.use(http.get('/api/medias', () => page([MENU, PROMO, CLIP])));
  server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')));
  return renderApp('/dashboard/pages/addplaylist', { session });
}

const available = () => screen.getByRole('list', { name: 'Available media' });
const chosen = () => screen.getByRole('list', { name: 'Playlist media' });

describe('playlist builder: new playlist', () => {
  it('offers only active media, moves them between the lists and totals them', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    expect(requests.calls('GET', '/api/medias')[0]?.query.get('status')).toBe('true');
    expect(within(available()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Playlist media' })).not.toBeInTheDocument();

    const addButton = (name: string) =>
      within(within(available()).getByRole('listitem', { name })).getByRole('button', { name: 'Add to Playlist' });
    await user.click(addButton('Promo'));
    await user.click(addButton('Menu board'));
    expect(within(chosen()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Promo'),
      expect.stringContaining('Menu board'),
    ]);
    expect(within(form).getByText(/Total duration/)).toHaveTextContent('2 items · Total duration: 1:15 · Total size: 3.2 MB');
    expect(within(available()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(within(chosen()).getByRole('listitem', { name: 'Promo' })).getByRole('button', { name: 'Remove' }));
    expect(within(chosen()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(form).getByText(/Total duration/)).toHaveTextContent('1 item · Total duration: 0:10 · Total size: 200.0 KB');
    expect(within(available()).getByRole('listitem', { name: 'Promo' })).toBeInTheDocument();
  });

  it('saves the playlist with its overlays', async () => {
    const { user, router } = setup();
    server.use(http.post('/api/playlists', () => json(makePlaylist(), 201)));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), ' Morning ');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(within(available()).getByRole('listitem', { name: 'Menu board' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(chosen()).getByRole('button', { name: 'Move Menu board up' }));
    await user.click(within(form).getByLabelText('Show logo'));
    await user.selectOptions(within(form).getByLabelText('Logo position'), 'bottom-left');
    await user.click(within(form).getByLabelText('Show banner'));
    await user.type(within(form).getByLabelText('Banner text'), 'Happy hour');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/playlists')[0]?.body).toEqual({
      playlistName: 'Morning',
      mediaIds: ['m-1', 'm-3'],
      showLogo: true,
      logoPosition: 'bottom-left',
      showBanner: true,
      bannerText: 'Happy hour',
    });
    expect(within(toastRegion()).getByText('Playlist created successfully')).toBeInTheDocument();
  });

  it('reaches every active media with Load more and Search, and keeps what was chosen', async () => {
    server.use(
      licenceHandlers.get(),
      mediaHandlers.list([MENU, PROMO, CLIP], { pageSize: 2 }),
      http.post('/api/playlists', () => json(makePlaylist(), 201)),
      http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')),
    );
    const { user, router } = renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    expect(within(available()).queryByRole('listitem', { name: 'Clip' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Load more' }));
    const addButton = (name: string) => within(within(available()).getByRole('listitem', { name })).getByRole('button', { name: 'Add to Playlist' });
    await waitFor(() => expect(within(available()).getByRole('listitem', { name: 'Clip' })).toBeInTheDocument());
    await user.click(addButton('Clip'));

    await user.type(within(form).getByRole('searchbox', { name: 'Search' }), 'men');
    await waitFor(() => expect(within(available()).queryByRole('listitem', { name: 'Promo' })).not.toBeInTheDocument());
    expect(requests.calls('GET', '/api/medias').at(-1)?.query.get('q')).toBe('men');
    expect(requests.calls('GET', '/api/medias').at(-1)?.query.get('status')).toBe('true');
    await user.click(addButton('Menu board'));
    // Enter in the search box does not submit the playlist.
    await user.type(within(form).getByRole('searchbox', { name: 'Search' }), '{Enter}');
    expect(requests.calls('POST', '/api/playlists')).toHaveLength(0);
    expect(within(chosen()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Clip'),
      expect.stringContaining('Menu board'),
    ]);

    await user.type(within(form).getByLabelText('Playlist name'), 'Evening');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('POST', '/api/playlists')[0]?.body).toMatchObject({ playlistName: 'Evening', mediaIds: ['m-3', 'm-1'] });
  });

  it('asks for a name and at least one media', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a playlist name')).toBeInTheDocument();
    expect(within(form).getByText('Please select at least one media file')).toBeInTheDocument();
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await waitFor(() => expect(within(form).queryByText('Please select at least one media file')).not.toBeInTheDocument());
    expect(requests.calls('POST', '/api/playlists')).toHaveLength(0);
  });

  it('sends no logo position when the logo is off', async () => {
    const { user } = setup();
    server.use(http.post('/api/playlists', () => json(makePlaylist(), 201)));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), 'Plain');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    expect(within(form).queryByLabelText('Logo position')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Banner text')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/playlists')).toHaveLength(1));
    expect(requests.calls('POST', '/api/playlists')[0]?.body).toMatchObject({ showLogo: false, logoPosition: null, showBanner: false, bannerText: '' });
  });

  it('asks for a logo position when the logo is shown', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.click(within(form).getByLabelText('Show logo'));
    await user.selectOptions(within(form).getByLabelText('Logo position'), '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose a logo position')).toBeInTheDocument();
  });

  it('asks for the banner text when the banner is shown, and sends nothing', async () => {
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), 'Morning');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(form).getByLabelText('Show banner'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter the banner text')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/playlists')).toHaveLength(0);
  });

  it('says when the playlist cannot be created', async () => {
    const { user } = setup();
    server.use(http.post('/api/playlists', () => apiError(500, 'internal', 'boom')));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), 'Morning');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Error creating playlist')).toBeInTheDocument();
  });

  it('shows the server’s field errors', async () => {
    const { user } = setup();
    server.use(http.post('/api/playlists', () =>
      apiError(400, 'validation', 'Only your active media can be added to a playlist.', { mediaIds: 'Only your active media can be added to a playlist.' }),
    ));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), 'Morning');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Only your active media can be added to a playlist.')).toBeInTheDocument();
  });

  it('shows the licence message when the server refuses the write', async () => {
    const { user } = setup();
    server.use(http.post('/api/playlists', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.type(within(form).getByLabelText('Playlist name'), 'Morning');
    await user.click(within(within(available()).getByRole('listitem', { name: 'Clip' })).getByRole('button', { name: 'Add to Playlist' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('says when the media cannot be loaded', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence())));
    server.use(http.get('/api/medias', () => apiError(500, 'internal', 'boom')));
    renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    expect(await screen.findByText('Error loading media files')).toBeInTheDocument();
  });

  it('tells a client without a logo where to upload one', async () => {
    const { user } = setup(clientSession({ client: makeClient({ logoUrl: '' }) }));
    const form = await screen.findByRole('form', { name: 'Add playlist' });
    await within(form).findByRole('list', { name: 'Available media' });
    await user.click(within(form).getByLabelText('Show logo'));
    expect(within(form).getByText(/no logo yet/)).toBeInTheDocument();
  });

  it('sends an expired licence to payments with the licence message', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true }))));
    server.use(http.get('/api/payments', () => page([])));
    const { router } = renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('lets the builder through when the licence check fails', async () => {
    server.use(http.get('/api/licence', () => apiError(502, 'external', 'down')));
    server.use(http.get('/api/medias', () => page([MENU])));
    renderApp('/dashboard/pages/addplaylist', { session: clientSession() });
    expect(await screen.findByRole('form', { name: 'Add playlist' })).toBeInTheDocument();
  });
});

describe('playlist builder in Spanish', () => {
  it('names the lists, the buttons, the overlays and the totals in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup();
    const form = await screen.findByRole('form', { name: 'Agregar lista de reproducción' });
    const offered = await within(form).findByRole('list', { name: 'Medios disponibles' });
    const [first] = within(offered).getAllByRole('button', { name: 'Agregar a la lista' });
    await user.click(first!);
    expect(within(form).getByRole('list', { name: 'Medios de la lista' })).toBeInTheDocument();
    expect(within(form).getByText(/1 elemento · Duración total:/)).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Superposiciones' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Mostrar logo')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre de la lista')).toBeInTheDocument();
  });
});

