import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { clientSession, makeClient, makePlaylist, makeScreen } from '@/testing/fixtures';
import { packageHandlers, screenHandlers } from '@/testing/handlers';
import { renderApp, toastRegion } from '@/testing/render';
import { json, requests, server } from '@/testing/server';

const counter = { ...makeScreen({ id: 's-1', name: 'Front counter', playlistId: 'p-1' }), timeZone: '' };
const business = { ...makeClient({ packageCode: 'PRO' }), timeZone: 'America/Bogota' };

function openEdit(screens = [counter]) {
  server.use(
    screenHandlers.list(screens, 3),
    http.get('/api/playlists', () => json({ items: [makePlaylist()], nextCursor: null })),
    packageHandlers.list(),
  );
  const view = renderApp('/dashboard/pages/screens', { session: clientSession({ client: business }) });
  return { ...view, dialog: async () => {
    await view.user.click(await screen.findByRole('button', { name: new RegExp(`^(Edit|Editar) ${screens[0]?.name}$`) }));
    return screen.findByRole('dialog', { name: /Edit Screen|Editar pantalla/ });
  } };
}

describe('Edit Screen: time zone', () => {
  it("offers the business's zone first, selected while the screen has none of its own", async () => {
    const { dialog } = openEdit();
    const zone = within(await dialog()).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('');
    const options = within(zone).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Same as the business (America/Bogota)');
    expect(options[0]).toHaveValue('');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(expect.arrayContaining(['UTC', 'Europe/Madrid']));
  });

  it('saves a zone of its own with the screen update', async () => {
    const { user, dialog } = openEdit();
    server.use(screenHandlers.update(counter));
    const form = await dialog();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time zone' }), 'Europe/Madrid');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen updated successfully.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/screens/s-1')[0]?.body).toEqual({ name: 'Front counter', playlistId: 'p-1', timeZone: 'Europe/Madrid' });
  });

  it("clears the screen's own zone back to the business's with ''", async () => {
    const own = { ...counter, timeZone: 'Asia/Tokyo' };
    const { user, dialog } = openEdit([own]);
    server.use(screenHandlers.update(own));
    const form = await dialog();
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Asia/Tokyo');
    await user.selectOptions(zone, 'Same as the business (America/Bogota)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen updated successfully.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/screens/s-1')[0]?.body).toMatchObject({ timeZone: '' });
  });

  it('leaves the time zone out of an update that does not change it', async () => {
    const own = { ...counter, timeZone: 'Asia/Tokyo' };
    const { user, dialog } = openEdit([own]);
    server.use(screenHandlers.update(own));
    const form = await dialog();
    await user.type(within(form).getByLabelText('Name'), ' 2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Screen updated successfully.')).toBeInTheDocument();
    expect(requests.calls('PATCH', '/api/screens/s-1')[0]?.body).toEqual({ name: 'Front counter 2', playlistId: 'p-1' });
  });

  it('says it in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { dialog } = openEdit();
    expect(await screen.findByRole('heading', { name: 'Pantallas', level: 1 })).toBeInTheDocument();
    const zone = within(await dialog()).getByRole('combobox', { name: 'Zona horaria' });
    expect(within(zone).getAllByRole('option')[0]).toHaveTextContent('La misma que el negocio (America/Bogota)');
  });
});
