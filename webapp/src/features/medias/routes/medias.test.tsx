import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, never, noContent, page, requests, server } from '@/testing/server';
import { clientSession, makeFile, makeLicence, makeMedia, makeVideoInfo } from '@/testing/fixtures';
import { licenceHandlers, mediaHandlers, paymentHandlers } from '@/testing/handlers';
import { currentPath, renderApp, toastRegion } from '@/testing/render';
import type { Media } from '@/types/api';
import { LANGUAGE_KEY } from '@/lib/i18n';

import { videoThumbnails } from '../utils/video-thumbnail';

const LICENCE_MESSAGE = 'Your license has expired. Please renew your subscription to continue using this feature.';

function setup(medias: Media[] = [makeMedia()]) {
  server.use(licenceHandlers.get(), mediaHandlers.list(medias), mediaHandlers.usage(), paymentHandlers.list([]));
  const view = renderApp('/dashboard/pages/medias', { session: clientSession() });
  // Files of any type reach the input, as a person can pick "All files".
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user };
}

async function openAddMedia(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Media' }));
  return screen.findByRole('dialog', { name: 'Add Media' });
}

describe('media library', () => {
  it('lists the media with thumbnail, type, name, duration and size', async () => {
    setup([
      makeMedia(),
      makeMedia({ id: 'm-2', name: 'Promo', assetType: 'video', duration: 75, fileSize: 3 * 1024 * 1024, thumbnailUrl: '/t.jpg', status: false }),
    ]);
    const list = await screen.findByRole('list', { name: 'Media files' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const promo = screen.getByRole('listitem', { name: 'Promo' });
    expect(within(promo).getByText('Video')).toBeInTheDocument();
    expect(within(promo).getByText('1:15')).toBeInTheDocument();
    expect(within(promo).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(promo).getByRole('switch', { name: 'Status of Promo' })).toHaveAttribute('aria-checked', 'false');
    expect(promo.querySelector('img')).toHaveAttribute('src', '/t.jpg');
    const menu = screen.getByRole('listitem', { name: 'Menu board' });
    expect(within(menu).getByText('Image')).toBeInTheDocument();
    expect(within(menu).getByText('200.0 KB')).toBeInTheDocument();
  });

  it('flags a YouTube item stored without a length as needing a duration', async () => {
    setup([
      makeMedia({ id: 'y-1', name: 'Old clip', assetType: 'youtube', duration: 0, fileSize: 0, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      makeMedia({ id: 'y-2', name: 'New clip', assetType: 'youtube', duration: 30, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ]);
    const old = await screen.findByRole('listitem', { name: 'Old clip' });
    expect(within(old).getByRole('status')).toHaveTextContent('Needs a duration: edit it to play it on screens');
    expect(within(screen.getByRole('listitem', { name: 'New clip' })).queryByText(/Needs a duration/)).toBeNull();
  });

  it("shows an image's small thumbnail in the grid, and the original only when it has none", async () => {
    setup([
      makeMedia({ id: 'm-3', name: 'Storefront', fileUrl: '/files/medias/big.png', thumbnailUrl: '/files/medias/thumbnails/thumb_big.jpg' }),
      makeMedia({ id: 'm-4', name: 'Old poster', fileUrl: '/files/medias/old.png', thumbnailUrl: '' }),
    ]);
    const storefront = await screen.findByRole('listitem', { name: 'Storefront' });
    expect(storefront.querySelector('img')).toHaveAttribute('src', '/files/medias/thumbnails/thumb_big.jpg');
    expect(screen.getByRole('listitem', { name: 'Old poster' }).querySelector('img')).toHaveAttribute('src', '/files/medias/old.png');
  });

  it('shows an empty library', async () => {
    setup([]);
    expect(await screen.findByText(/No media yet/)).toBeInTheDocument();
  });

  it('says when the media cannot be loaded, and tries again', async () => {
    setup();
    server.use(http.get('/api/medias', () => apiError(500, 'internal', 'boom')));
    expect(await screen.findByText('Error loading media files')).toBeInTheDocument();
    server.use(http.get('/api/medias', () => page([makeMedia()])));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Menu board' })).toBeInTheDocument();
  });

  it('saves a status switch at once', async () => {
    const { user } = setup();
    server.use(http.put('/api/medias/:id/status', async ({ request }) => {
        const body = await request.json();
        return json(makeMedia({ status: (body as { status: boolean }).status }));
      }));
    const toggle = await screen.findByRole('switch', { name: 'Status of Menu board' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requests.calls('PUT', '/api/medias/m-1/status')[0]?.body).toEqual({ status: false });
    expect(within(toastRegion()).getByText('Status updated successfully')).toBeInTheDocument();
  });

  it('shows the licence message when the server refuses a switch', async () => {
    const { user } = setup();
    server.use(http.put('/api/medias/:id/status', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
    const toggle = await screen.findByRole('switch', { name: 'Status of Menu board' });
    await user.click(toggle);
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('deletes a media item after confirmation', async () => {
    const { user } = setup();
    server.use(http.delete('/api/medias/:id', () => noContent()));
    await user.click(await screen.findByRole('button', { name: 'Delete Menu board' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete media' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Menu board' })).not.toBeInTheDocument());
    expect(requests.calls('DELETE', '/api/medias/m-1')).toHaveLength(1);
  });

  it("edits a media item's name, description and duration", async () => {
    const { user } = setup();
    server.use(
      http.patch('/api/medias/:id', async ({ request }) => json(makeMedia({ ...((await request.json()) as object) }))),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Menu board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Lunch menu');
    await user.clear(within(dialog).getByLabelText('Duration'));
    await user.type(within(dialog).getByLabelText('Duration'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Lunch menu' })).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/medias/m-1')[0]?.body).toEqual({ name: 'Lunch menu', description: makeMedia().description, duration: 15 });
    expect(within(toastRegion()).getByText('Media updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit media' })).not.toBeInTheDocument();
  });

  it('asks for a name and a duration of 0 or more when editing', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Menu board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Duration'));
    await user.type(within(dialog).getByLabelText('Duration'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration must be 0 or more')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/medias/m-1')).toHaveLength(0);
  });

  it('names the playlists a media item leaves before it is deleted', async () => {
    const { user } = setup();
    server.use(mediaHandlers.usage([{ id: 'p-1', playlistName: 'Morning' }, { id: 'p-2', playlistName: 'Evening' }]));
    await user.click(await screen.findByRole('button', { name: 'Delete Menu board' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete media' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('It is used in the playlists “Morning” and “Evening”, and will leave them.');
  });

  it('says which playlists skip an item switched off', async () => {
    const { user } = setup();
    server.use(mediaHandlers.setStatus(), mediaHandlers.usage([{ id: 'p-1', playlistName: 'Morning' }]));
    await user.click(await screen.findByRole('switch', { name: 'Status of Menu board' }));
    expect(await within(toastRegion()).findByText('“Menu board” is off: the playlist “Morning” will skip it until it is on again.')).toBeInTheDocument();
  });

  it('keeps the item and says so when the delete fails', async () => {
    const { user } = setup();
    server.use(http.delete('/api/medias/:id', () => apiError(500, 'internal', 'boom')));
    await user.click(await screen.findByRole('button', { name: 'Delete Menu board' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Error deleting media')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Menu board' })).toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Menu board' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests.calls('DELETE', '/api/medias/m-1')).toHaveLength(0);
  });
});

describe('media library in Spanish', () => {
  it('shows the library, its cards and the delete dialog in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup([makeMedia({ name: 'Menú', fileSize: 424 * 1024 })]);
    expect(await screen.findByRole('heading', { name: 'Biblioteca de medios', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Menú' });
    expect(within(card).getByText('Imagen')).toBeInTheDocument();
    expect(within(card).getByText('424,0 KB')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Estado de Menú' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Eliminar Menú' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar medio' });
    expect(dialog).toHaveTextContent('¿Eliminar “Menú”? Sus archivos guardados también se eliminan.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('add media in Spanish', () => {
  it('names the form’s fields and says what is missing in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Agregar medio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar medio' });
    // Earlier tests loaded this route in English, so its form's Spanish words arrive now.
    expect(await within(dialog).findByLabelText('Tipo')).toHaveDisplayValue('Imagen');
    expect(within(dialog).getByLabelText('Duración')).toHaveAccessibleDescription('En segundos: cuánto tiempo se muestra la imagen.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Archivo')).toHaveAccessibleDescription(/JPG o PNG, de 10MB como máximo\. Seleccione un archivo de imagen/);
  });
});

describe('add media: an image over 40 megapixels', () => {
  const TOO_BIG = 'Image dimensions must be 40 megapixels or less';
  const refused = () => http.post('/api/medias', () => apiError(400, 'validation', 'Please check the form.', { file: TOO_BIG }));

  it('shows the server’s dimension refusal under the file field', async () => {
    const { user } = setup([]);
    server.use(refused());
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Poster');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('poster.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TOO_BIG)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows it in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup([]);
    server.use(refused());
    await user.click(await screen.findByRole('button', { name: 'Agregar medio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar medio' });
    await user.type(await within(dialog).findByLabelText('Nombre'), 'Póster');
    await user.upload(within(dialog).getByLabelText('Archivo'), makeFile('poster.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Las dimensiones de la imagen deben ser de 40 megapíxeles o menos')).toBeInTheDocument();
  });
});

describe('licence gate', () => {
  it('sends an expired licence to payments with the licence message', async () => {
    server.use(http.get('/api/licence', () => json(makeLicence({ expired: true, daysLeft: 0 }))));
    server.use(http.get('/api/payments', () => page([])));
    const { router } = renderApp('/dashboard/pages/medias', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/pages/payments'));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
    expect(requests.calls('GET', '/api/medias')).toHaveLength(0);
  });

  it('lets the screen through when the licence check fails', async () => {
    server.use(http.get('/api/licence', () => apiError(500, 'internal', 'boom')));
    server.use(http.get('/api/medias', () => page([makeMedia()])));
    renderApp('/dashboard/pages/medias', { session: clientSession() });
    expect(await screen.findByRole('heading', { name: 'Media Library' })).toBeInTheDocument();
  });
});

describe('add media', () => {
  it('uploads an image with its fields and shows the progress', async () => {
    const { user } = setup([]);
    const saved = makeMedia({ id: 'm-9', name: 'Logo wall' });
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post('/api/medias', () => new Promise<Response>((resolve) => (answer = resolve))));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), '  Logo wall ');
    await user.type(within(dialog).getByLabelText('Description'), 'Front door');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('image');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png', 5000));
    await user.clear(within(dialog).getByLabelText('Duration'));
    await user.type(within(dialog).getByLabelText('Duration'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The file is on its way, the server has not answered: the stages and Cancel upload show.
    // (Which byte count means which stage is add-media.test.ts's 'upload stages'.)
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Uploading, 0%'));
    expect(within(dialog).getByRole('list', { name: 'Upload stages' })).toHaveTextContent(/Preparing.*Uploading.*Saving record.*Complete/);
    expect(within(dialog).getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    await waitFor(() => expect(requests.calls('POST', '/api/medias')).toHaveLength(1));
    answer(json(saved, 201));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Complete, 100%'));
    expect(await screen.findByRole('listitem', { name: 'Logo wall' })).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Media uploaded successfully')).toBeInTheDocument();

    const body = requests.calls('POST', '/api/medias')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Logo wall');
    expect(body.get('description')).toBe('Front door');
    expect(body.get('assetType')).toBe('image');
    expect(body.get('duration')).toBe('15');
    expect(body.get('youtubeUrl')).toBe('');
    expect((body.get('file') as File).name).toBe('wall.png');
    expect(body.get('thumbnail')).toBeNull();
  });

  it('asks for a name', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a video file when adding a video', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Promo');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a video file')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/medias')).toHaveLength(0);
  });

  it('shows the size limit and the unsupported type inline as soon as a file is chosen', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    const input = within(dialog).getByLabelText('File');
    await user.upload(input, makeFile('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('File size must be 10MB or less')).toBeInTheDocument();
    await user.upload(input, makeFile('anim.gif', 'image/gif'));
    expect(await within(dialog).findByText('Only JPG and PNG images are allowed')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('clip.mov', 'video/quicktime'));
    expect(await within(dialog).findByText('Only MP4 videos are allowed')).toBeInTheDocument();
  });

  it('rejects a negative duration', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Wall');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.clear(within(dialog).getByLabelText('Duration'));
    await user.type(within(dialog).getByLabelText('Duration'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Duration must be 0 or more')).toBeInTheDocument();
  });

  it('makes a thumbnail for a video and sends it with the file', async () => {
    const { user } = setup([]);
    const generate = vi
      .spyOn(videoThumbnails, 'generate')
      .mockResolvedValue({ thumbnail: new Blob(['jpeg'], { type: 'image/jpeg' }), duration: 12.2 });
    server.use(http.post('/api/medias', () => json(makeMedia({ id: 'm-5', name: 'Promo', assetType: 'video' }), 201)));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Promo');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    await user.clear(within(dialog).getByLabelText('Duration'));
    const video = makeFile('promo.mp4', 'video/mp4', 4096);
    await user.upload(within(dialog).getByLabelText('File'), video);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Promo' })).toBeInTheDocument();
    expect(generate).toHaveBeenCalledWith(video);
    const body = requests.calls('POST', '/api/medias')[0]?.body as FormData;
    expect(body.get('assetType')).toBe('video');
    expect((body.get('thumbnail') as File).type).toBe('image/jpeg');
    // An empty duration takes the video's own length, rounded up.
    expect(body.get('duration')).toBe('13');
  });

  it("uses the video's own length when the type is switched to Video without typing a duration", async () => {
    const { user } = setup([]);
    vi.spyOn(videoThumbnails, 'generate').mockResolvedValue({ thumbnail: new Blob(['jpeg'], { type: 'image/jpeg' }), duration: 4 });
    server.use(http.post('/api/medias', () => json(makeMedia({ id: 'm-6', name: 'Clip', assetType: 'video' }), 201)));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Clip');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    expect(within(dialog).getByLabelText('Duration')).toHaveValue(null);
    await user.upload(within(dialog).getByLabelText('File'), makeFile('clip.mp4', 'video/mp4', 4096));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Clip' })).toBeInTheDocument();
    const body = requests.calls('POST', '/api/medias')[0]?.body as FormData;
    expect(body.get('duration')).toBe('4');
  });

  it('keeps a duration the person typed when the type changes', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.clear(within(dialog).getByLabelText('Duration'));
    await user.type(within(dialog).getByLabelText('Duration'), '25');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    expect(within(dialog).getByLabelText('Duration')).toHaveValue(25);
  });

  it('uploads a video without a thumbnail when the browser cannot make one', async () => {
    const { user } = setup([]);
    vi.spyOn(videoThumbnails, 'generate').mockRejectedValue(new Error('no codec'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('/api/medias', () => json(makeMedia({ id: 'm-5', name: 'Promo', assetType: 'video' }), 201)));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Promo');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('promo.mp4', 'video/mp4'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Promo' })).toBeInTheDocument();
    expect((requests.calls('POST', '/api/medias')[0]?.body as FormData).get('thumbnail')).toBeNull();
  });

  it('shows the server refusal of a file under the field', async () => {
    const { user } = setup([]);
    server.use(http.post('/api/medias', () => apiError(415, 'unsupported_media', 'Only JPG and PNG images are allowed')));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Wall');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only JPG and PNG images are allowed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the licence message when the server refuses the upload', async () => {
    const { user } = setup([]);
    server.use(http.post('/api/medias', () => apiError(403, 'licence_expired', LICENCE_MESSAGE)));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Wall');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText(LICENCE_MESSAGE)).toBeInTheDocument();
  });

  it('fills a YouTube link from the video information and estimates its size', async () => {
    const { user } = setup([]);
    server.use(http.get('/api/videos/info', () => json(makeVideoInfo())));
    server.use(
      http.post('/api/medias', () => json(makeMedia({ id: 'm-7', name: 'Never Gonna Give You Up', assetType: 'youtube' }), 201)),
    );
    const dialog = await openAddMedia(user);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'youtube');
    expect(within(dialog).queryByLabelText('File')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Never Gonna Give You Up'));
    expect(within(dialog).getByLabelText('Duration')).toHaveValue(212);
    expect(within(dialog).getByText(/Estimated size: 424\.0 KB/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Thumbnail of Never Gonna Give You Up' })).toBeInTheDocument();
    expect(requests.calls('GET', '/api/videos/info')[0]?.query.get('url')).toBe('https://youtu.be/dQw4w9WgXcQ');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Never Gonna Give You Up' })).toBeInTheDocument();
    expect(within(toastRegion()).getByText('YouTube link added successfully')).toBeInTheDocument();
    expect(within(toastRegion()).queryByText('Media uploaded successfully')).not.toBeInTheDocument();
    const body = requests.calls('POST', '/api/medias')[0]?.body as FormData;
    expect(body.get('assetType')).toBe('youtube');
    expect(body.get('youtubeUrl')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(body.get('duration')).toBe('212');
    expect(body.get('file')).toBeNull();
  });

  it('asks for the name and duration when the server has no video information', async () => {
    const { user } = setup([]);
    server.use(
      http.get('/api/videos/info', () => json(makeVideoInfo({ title: '', durationSeconds: 0, configured: false }))),
    );
    const dialog = await openAddMedia(user);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'youtube');
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await within(dialog).findByText(/please type the name and the duration yourself/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });

  it('says when the video information cannot be read', async () => {
    const { user } = setup([]);
    server.use(http.get('/api/videos/info', () => apiError(404, 'not_found', 'No data found for this video.')));
    const dialog = await openAddMedia(user);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'youtube');
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await within(dialog).findByText('No data found for this video.')).toBeInTheDocument();
  });

  it('rejects a link that is not a YouTube video', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Clip');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'youtube');
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'https://vimeo.com/12345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid YouTube URL.')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/videos/info')).toHaveLength(0);
  });

  it('stops an upload on Cancel upload', async () => {
    const { user } = setup([]);
    server.use(http.post('/api/medias', () => never()));
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Wall');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel upload' }));
    expect(await within(toastRegion()).findByText('Upload cancelled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('closes without sending on Cancel', async () => {
    const { user } = setup([]);
    const dialog = await openAddMedia(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Media' })).not.toBeInTheDocument());
    expect(requests.calls('POST', '/api/medias')).toHaveLength(0);
  });
});

describe('server state after a write', () => {
  it('adding media refreshes the dashboard counts already seen (invalidated, not served from the cache)', async () => {
    let images = 0;
    server.use(
      licenceHandlers.get(),
      mediaHandlers.list([]),
      paymentHandlers.list([]),
      http.get('/api/dashboard', () =>
        json({ mediaByType: { image: images, video: 0, youtube: 0 }, newMediasThisMonth: images, newPlaylistsThisMonth: 0, licence: makeLicence() }),
      ),
      http.post('/api/medias', () => {
        images += 1;
        return json(makeMedia({ id: 'm-8', name: 'Wall' }), 201);
      }),
    );
    const { router } = renderApp('/dashboard', { session: clientSession() });
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('Images')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/dashboard')).toHaveLength(1);

    await router.navigate('/dashboard/pages/medias');
    const dialog = await openAddMedia(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Wall');
    await user.upload(within(dialog).getByLabelText('File'), makeFile('wall.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Wall' })).toBeInTheDocument();

    await router.navigate('/dashboard');
    await waitFor(() => expect(requests.calls('GET', '/api/dashboard')).toHaveLength(2));
    const imagesLabel = await screen.findByText('Images');
    await waitFor(() => expect(imagesLabel.nextElementSibling).toHaveTextContent('1'));
  });
});
