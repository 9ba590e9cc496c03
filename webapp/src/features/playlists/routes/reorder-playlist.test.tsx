import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { apiError, json, page, requests, server } from '@/testing/server';
import { clientSession, CLIP, makeLicence, makePlaylist, MENU, PROMO } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';

const ROW_HEIGHT = 60;
const PLAYLIST = makePlaylist({
  playlistMedias: [MENU, PROMO, CLIP].map((media) => ({ mediaId: media.id, mediaUrl: media.fileUrl, duration: media.duration, fileSize: media.fileSize })),
});

/** jsdom lays nothing out: each row gets the box it would have, stacked in list order. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    const box = { x: 0, y: top, top, left: 0, right: 320, bottom: top + ROW_HEIGHT, width: 320, height: ROW_HEIGHT };
    return { ...box, toJSON: () => box } as DOMRect;
  });
}

function setup() {
  server.use(
    http.get('/api/licence', () => json(makeLicence())),
    http.get('/api/medias', () => page([MENU, PROMO, CLIP])),
    http.get('/api/playlists/:id', () => json(PLAYLIST)),
    http.put('/api/playlists/:id', () => json(PLAYLIST)),
    http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')),
  );
  return renderApp(`/dashboard/pages/editplaylist/${PLAYLIST.id}`, { session: clientSession() });
}

const chosen = (name = 'Playlist media') => screen.getByRole('list', { name });
const order = (name?: string) => within(chosen(name)).getAllByRole('listitem').map((item) => item.querySelector('p[title]')?.textContent);
const announced = () => document.querySelector('[id^="DndLiveRegion"]');

beforeEach(layOutRows);
afterEach(() => vi.restoreAllMocks());

describe('playlist builder: drag-and-drop ordering', () => {
  it('moves an item with Space, an arrow and Space, announcing each step, and saves the new order', async () => {
    const { user, router } = setup();
    const form = await screen.findByRole('form', { name: 'Edit playlist' });
    const handle = within(chosen()).getByRole('button', { name: 'Reorder Menu board' });
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('press Space or Enter on its Reorder button'));
    const totals = within(form).getByText(/Total duration/).textContent;

    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Picked up Menu board. Position 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announced()).toHaveTextContent('Menu board was moved into position 2 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Menu board was dropped at position 2 of 3.'));

    expect(order()).toEqual(['Promo', 'Menu board', 'Clip']);
    expect(within(chosen()).getByRole('button', { name: 'Reorder Menu board' })).toHaveTextContent('2');
    expect(within(form).getByText(/Total duration/).textContent).toBe(totals);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PUT', `/api/playlists/${PLAYLIST.id}`)[0]?.body).toMatchObject({ mediaIds: ['m-2', 'm-1', 'm-3'] });
  });

  it('puts the item back where it was when Escape cancels the move', async () => {
    const { user } = setup();
    await screen.findByRole('form', { name: 'Edit playlist' });
    within(chosen()).getByRole('button', { name: 'Reorder Promo' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Picked up Promo. Position 2 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announced()).toHaveTextContent('Promo was moved into position 3 of 3.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(announced()).toHaveTextContent('Reordering was cancelled. Promo went back to position 2 of 3.'));
    expect(order()).toEqual(['Menu board', 'Promo', 'Clip']);
  });

  it('announces the moves in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup();
    await screen.findByRole('form', { name: 'Editar lista de reproducción' });
    within(chosen('Medios de la lista')).getByRole('button', { name: 'Reordenar Clip' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Se tomó Clip. Posición 3 de 3.'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced()).toHaveTextContent('Clip se movió a la posición 2 de 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(announced()).toHaveTextContent('Clip se soltó en la posición 2 de 3.'));
    expect(order('Medios de la lista')).toEqual(['Menu board', 'Clip', 'Promo']);
  });
});
