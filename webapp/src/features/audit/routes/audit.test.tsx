import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, never, requests, server } from '@/testing/server';
import { admin, clientSession, makeUser, makeUserLog, many, staffSession, supervisor } from '@/testing/fixtures';
import { AUDIT_PATH, auditHandlers, userHandlers } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';
import { AUDIT_ACTIONS } from '@/types/api';

const ana = makeUser({ id: 'u-ana', name: 'Ana Lopez', email: 'ana@example.com' });
const bob = makeUser({ id: 'u-bob', name: 'Bob Ruiz', email: 'bob@example.com' });

const LOGS = [
  makeUserLog({ id: 'l1', userId: 'u-ana', action: 'UserLogin', actionDateTime: '2026-03-05T09:30:00Z', note: 'Signed in', locationStatus: 'granted' }),
  makeUserLog({ id: 'l2', userId: 'u-bob', action: 'NewUser', actionDateTime: '2026-03-03T11:00:00Z', note: 'Created Carla', location: null, locationStatus: null }),
  makeUserLog({ id: 'l3', userId: 'u-ana', action: 'DeleteClient', actionDateTime: '2026-03-01T08:15:00Z', note: 'Deleted Moon Bar', location: null, locationStatus: 'denied', locationError: 'User denied Geolocation' }),
];

function setup(logs = LOGS, options = {}) {
  server.use(userHandlers.list([ana, bob]), auditHandlers.list(logs, options));
  return renderApp('/dashboard/pages/audit', { session: staffSession(admin) });
}

const rows = () => within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row').slice(1);
const notes = () => rows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const lastAuditQuery = () => requests.calls('GET', AUDIT_PATH).at(-1)?.query;

describe('audit log', () => {
  it('lists date/time, user, action, note and location status, newest first', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date/time', 'User', 'Action', 'Note', 'Location']);
    expect(notes()).toEqual(['Signed in', 'Created Carla', 'Deleted Moon Bar']);
    const first = rows()[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent(/^03\/05\/2026 \d\d:\d\d$/);
    expect(await within(first).findByText('Ana Lopez')).toBeInTheDocument();
    expect(within(first).getByText('granted')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('denied (User denied Geolocation)')).toBeInTheDocument();
  });

  it('filters by user, action and day range, each sent to the server', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Audit log' });
    await screen.findByRole('option', { name: 'Ana Lopez (ana@example.com)' });

    await user.selectOptions(screen.getByLabelText('User'), 'u-ana');
    await waitFor(() => expect(notes()).toEqual(['Signed in', 'Deleted Moon Bar']));
    expect(lastAuditQuery()?.get('userId')).toBe('u-ana');

    await user.selectOptions(screen.getByLabelText('Action'), 'DeleteClient');
    await waitFor(() => expect(notes()).toEqual(['Deleted Moon Bar']));
    expect(lastAuditQuery()?.get('action')).toBe('DeleteClient');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(notes()).toHaveLength(3));
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-04');
    await waitFor(() => expect(notes()).toEqual(['Created Carla']));
    expect(lastAuditQuery()?.get('from')).toBe('2026-03-02');
    expect(lastAuditQuery()?.get('to')).toBe('2026-03-04');
    expect(lastAuditQuery()?.has('userId')).toBe(false);
  });

  it('offers every action the server writes, NewClient, ToggleUserStatus and UpdateUser among them', async () => {
    setup();
    const action = await screen.findByLabelText('Action');
    const offered = within(action).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['All actions', ...AUDIT_ACTIONS]);
    for (const written of ['UserLogin', 'NewUser', 'DeleteClient', 'DeactivateClient', 'ToggleClientStatus', 'NewClient', 'ToggleUserStatus', 'UpdateUser', 'DeleteUser', 'RenameScreen', 'RevokeScreen', 'SendEmergency', 'CancelEmergency']) {
      expect(offered).toContain(written);
    }
  });

  it('says so when no entry matches, and refuses a range that ends before it starts', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Action'), 'ToggleClientStatus');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-03-04');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    expect(await screen.findByRole('alert')).toHaveTextContent('The From day must be on or before the To day.');
    expect(requests.calls('GET', AUDIT_PATH).filter((r) => r.query.get('to') === '2026-03-02')).toHaveLength(0);
  });

  it('pages: Load more appends the next entries until the last page', async () => {
    const logs = many(3, (i) => makeUserLog({ id: `l${i}`, note: `Entry ${i}`, actionDateTime: `2026-03-0${5 - i}T10:00:00Z` }));
    const { user } = setup(logs, { pageSize: 2 });
    await screen.findByRole('table', { name: 'Audit log' });
    expect(notes()).toEqual(['Entry 0', 'Entry 1']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(notes()).toEqual(['Entry 0', 'Entry 1', 'Entry 2']));
    expect(lastAuditQuery()?.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    server.use(userHandlers.list([ana]), http.get(AUDIT_PATH, never));
    renderApp('/dashboard/pages/audit', { session: staffSession(supervisor) });
    expect(await screen.findByRole('status', { name: 'Loading the audit log' })).toBeInTheDocument();
  });

  it('shows the error with Try again, which asks again', async () => {
    server.use(userHandlers.list([ana]), http.get(AUDIT_PATH, () => apiError(500, 'internal', 'boom')));
    const { user } = renderApp('/dashboard/pages/audit', { session: staffSession(supervisor) });
    expect(await screen.findByText('Could not load the audit log.')).toBeInTheDocument();
    server.use(auditHandlers.list(LOGS));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Deleted Moon Bar')).toBeInTheDocument();
  });

  it('is in a staff member’s menu', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/dashboard/pages/audit');
  });

  it('sends a Client to the dashboard and shows them no Audit log item', async () => {
    server.use(http.get('/api/dashboard', () => apiError(500, 'internal', 'not under test')), http.get('/api/licence', never));
    const { router } = renderApp('/dashboard/pages/audit', { session: clientSession() });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(requests.calls('GET', AUDIT_PATH)).toHaveLength(0);
  });
});

describe('audit log in Spanish', () => {
  it('names the grid and its filters in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveDisplayValue('Todos los usuarios');
    expect(screen.getByLabelText('Acción')).toHaveDisplayValue('Todas las acciones');
    expect(await screen.findByRole('columnheader', { name: 'Fecha y hora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeInTheDocument();
  });
});

