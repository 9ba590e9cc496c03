import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { clientSession, staffSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { json, requests, server } from '@/testing/server';

import type { PlaysReport } from '../api/get-plays';

const PATH = '/dashboard/pages/plays';
const report: PlaysReport = {
  clientId: 'c-1',
  start: '2025-03-04',
  end: '2025-03-10',
  timeZone: 'UTC',
  total: 5,
  rows: [],
  byMedia: [
    { key: 'm-1', name: 'Spring sale', plays: 3 },
    { key: 'm-2', name: '', plays: 2 },
  ],
  byScreen: [{ key: 's-1', name: 'Front counter', plays: 5 }],
  byDay: [{ key: '2025-03-10', name: '2025-03-10', plays: 5 }],
  dropped: [],
};

const query = () => requests.calls('GET', '/api/plays').at(-1)?.query ?? new URLSearchParams();

describe('Plays report', () => {
  it('shows the plays per media, per screen and per day, in the browser’s time zone', async () => {
    server.use(http.get('/api/plays', () => json(report)));
    renderApp(PATH, { session: clientSession() });
    expect(await screen.findByText('5 plays in all')).toBeInTheDocument();
    const media = screen.getByRole('table', { name: 'Per media' });
    expect(within(media).getByRole('rowheader', { name: 'Spring sale' })).toBeInTheDocument();
    expect(within(media).getByRole('rowheader', { name: 'm-2 (deleted)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Per screen' })).getByText('Front counter')).toBeInTheDocument();
    expect(query().get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('asks again for the days chosen, and downloads the same days as CSV', async () => {
    server.use(http.get('/api/plays', () => json(report)));
    renderApp(PATH, { session: clientSession() });
    await screen.findByText('5 plays in all');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-01');
    expect(await screen.findByText('5 plays in all')).toBeInTheDocument();
    expect(query().get('from')).toBe('2025-03-01');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toContain('/api/plays/csv?from=2025-03-01');
  });

  it('says when no screen played anything in these days', async () => {
    server.use(http.get('/api/plays', () => json({ ...report, total: 0, byMedia: [], byScreen: [], byDay: [] })));
    renderApp(PATH, { session: clientSession() });
    expect(await screen.findByText('No plays in these days.')).toBeInTheDocument();
  });

  it('asks staff without a client named to choose one', async () => {
    server.use(http.get('/api/plays', () => json(report)));
    renderApp(PATH, { session: staffSession() });
    expect(await screen.findByText('Choose a client under Clients to see their plays.')).toBeInTheDocument();
  });

  it('shows staff the client named in the address', async () => {
    server.use(http.get('/api/plays', () => json(report)));
    renderApp(`${PATH}?clientId=c-9`, { session: staffSession() });
    expect(await screen.findByText('5 plays in all')).toBeInTheDocument();
    expect(query().get('clientId')).toBe('c-9');
  });
});
