import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { screenHandlers } from '@/testing/handlers';
import { clientSession, makeScreen } from '@/testing/fixtures';
import { renderApp, toastRegion } from '@/testing/render';
import { apiError, json, requests, server } from '@/testing/server';
import type { ScreenGroup } from '@/types/api';

const PATH = '/dashboard/pages/screen-groups';
const counter = makeScreen({ id: 's-1', name: 'Front counter' });
const window_ = makeScreen({ id: 's-2', name: 'Window' });
const front: ScreenGroup = { id: 'g-1', name: 'Front windows', screenIds: ['s-1', 's-2'], createdAt: '2026-02-01T10:00:00Z' };

function setup(groups: ScreenGroup[] = [front]) {
  server.use(
    screenHandlers.list([counter, window_]),
    http.get('/api/screen-groups', () => json({ items: groups, nextCursor: null })),
    http.post('/api/screen-groups', async ({ request }) => json({ id: 'g-2', createdAt: null, ...((await request.json()) as object) }, 201)),
    http.patch('/api/screen-groups/:id', async ({ params, request }) => json({ ...front, id: String(params.id), ...((await request.json()) as object) })),
    http.delete('/api/screen-groups/:id', () => new HttpResponse(null, { status: 204 })),
  );
  return renderApp(PATH, { session: clientSession() });
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('Screen groups', () => {
  it('lists each group with its screens by name', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Groups', level: 1 })).toBeInTheDocument();
    expect(within(await row('Front windows')).getByText('2 screens: Front counter, Window')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    setup([]);
    expect(await screen.findByText('No groups yet.')).toBeInTheDocument();
  });

  it('creates a group from a name and the screens ticked', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    await user.type(within(dialog).getByLabelText('Name'), 'Front windows');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Window' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/screen-groups')).toHaveLength(1));
    expect(requests.calls('POST', '/api/screen-groups')[0]?.body).toEqual({ name: 'Front windows', screenIds: ['s-2'] });
    expect(await within(toastRegion()).findByText('Group added.')).toBeInTheDocument();
  });

  it('asks for a name before sending, with the server’s message', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for the group.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/screen-groups')).toHaveLength(0);
  });

  it('shows a name already taken under the field', async () => {
    const { user } = setup([]);
    server.use(http.post('/api/screen-groups', () => apiError(400, 'validation', 'Invalid', { name: 'You already have a group of this name.' })));
    await user.click(await screen.findByRole('button', { name: 'Add Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Group' });
    await user.type(within(dialog).getByLabelText('Name'), 'front');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a group of this name.')).toBeInTheDocument();
  });

  it('renames a group and takes a screen out of it', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit group Front windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Group' });
    expect(within(dialog).getByRole('checkbox', { name: 'Front counter' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Windows');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Front counter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('PATCH', '/api/screen-groups/g-1')).toHaveLength(1));
    expect(requests.calls('PATCH', '/api/screen-groups/g-1')[0]?.body).toEqual({ name: 'Windows', screenIds: ['s-2'] });
  });

  it('deletes a group after asking in a dialog', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete group Front windows' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete group' });
    expect(confirm).toHaveTextContent('Its screens stay.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.calls('DELETE', '/api/screen-groups/g-1')).toHaveLength(1));
    expect(await within(toastRegion()).findByText('Group deleted.')).toBeInTheDocument();
  });

  it('is linked from the Screens page', async () => {
    server.use(http.get('/api/playlists', () => json({ items: [], nextCursor: null })));
    setup();
    const { user, router } = renderApp('/dashboard/pages/screens', { session: clientSession() });
    await user.click(await screen.findByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Grupos', level: 1 })).toBeInTheDocument();
    expect(within(await row('Front windows')).getByText('2 pantallas: Front counter, Window')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar grupo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un nombre para el grupo.')).toBeInTheDocument();
  });
});
