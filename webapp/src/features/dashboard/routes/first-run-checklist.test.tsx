import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { json, server } from '@/testing/server';
import { clientSession, makeClient, makeLicence } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';
import type { FirstRun } from '@/types/api';

import { hiddenKey } from '../utils/first-run';

const NEW: FirstRun = { profile: true, logo: false, media: false, playlist: false, screen: false };

function dashboardWith(firstRun: FirstRun) {
  const stats = { mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence(), firstRun };
  server.use(http.get('/api/dashboard', () => json(stats)));
}

const session = () => clientSession({ client: makeClient({ id: 'client-9' }) });

function step(list: HTMLElement, name: string) {
  return within(list).getByRole('link', { name }).closest('li') as HTMLElement;
}

describe('the first-run checklist', () => {
  it("shows a new client's five steps, each linked to where it is done, with the profile ticked", async () => {
    dashboardWith(NEW);
    renderApp('/dashboard', { session: session() });
    const list = await screen.findByRole('list', { name: 'Get started' });
    expect(screen.getByText('1 of 5 steps done.')).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Complete your business profile', '/dashboard/pages/editclient/client-9'],
      ['Upload your logo', '/dashboard/pages/editclient/client-9'],
      ['Add your first media', '/dashboard/pages/medias'],
      ['Create your first playlist', '/dashboard/pages/addplaylist'],
      ['Pair your first TV', '/dashboard/pages/screens'],
    ]);
    expect(step(list, 'Complete your business profile')).toHaveTextContent('Done');
    expect(step(list, 'Pair your first TV')).toHaveTextContent('To do');
  });

  it('ticks the steps already done', async () => {
    dashboardWith({ ...NEW, logo: true, media: true });
    renderApp('/dashboard', { session: session() });
    const list = await screen.findByRole('list', { name: 'Get started' });
    expect(screen.getByText('3 of 5 steps done.')).toBeInTheDocument();
    expect(step(list, 'Upload your logo')).toHaveTextContent('Done');
    expect(step(list, 'Add your first media')).toHaveTextContent('Done');
    expect(step(list, 'Create your first playlist')).toHaveTextContent('To do');
  });

  it('is gone once every step is done', async () => {
    dashboardWith({ profile: true, logo: true, media: true, playlist: true, screen: true });
    renderApp('/dashboard', { session: session() });
    expect(await screen.findByRole('heading', { name: 'Medias by type' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('stays hidden in this browser once the person hides it', async () => {
    dashboardWith(NEW);
    const { unmount } = renderApp('/dashboard', { session: session() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide the checklist' }));
    expect(screen.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
    expect(localStorage.getItem(hiddenKey(session().user.id))).toBe('1');
    unmount();
    renderApp('/dashboard', { session: session() });
    expect(await screen.findByRole('heading', { name: 'Medias by type' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    dashboardWith(NEW);
    renderApp('/dashboard', { session: session() });
    const list = await screen.findByRole('list', { name: 'Primeros pasos' });
    expect(screen.getByText('1 de 5 pasos completados.')).toBeInTheDocument();
    expect(step(list, 'Vincule su primer televisor')).toHaveTextContent('Pendiente');
    expect(screen.getByRole('button', { name: 'Ocultar la lista' })).toBeInTheDocument();
  });
});
