import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { ServerState } from '@/app/server-state';
import type { Session } from '@/types/api';

import { sessionHandlers } from './handlers';
import { server } from './server';

export interface RenderAppOptions {
  /** The signed-in session (answered by GET /api/auth/session); null = signed out. */
  session?: Session | null;
  /** Router state of the first entry (e.g. {userId, email} for Add Client). */
  state?: unknown;
  /** false: the test answers GET /api/auth/session itself (`server.use` before rendering). */
  answersSession?: boolean;
}

/**
 * Renders the whole app at `path` (without the /client basename), as a person would reach it:
 * providers, the real routes and guards, lazy route chunks, and the MSW server answering
 * GET /api/auth/session with `session` (add the screen's own handlers with `server.use` first).
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.answersSession !== false) server.use(sessionHandlers.me(options.session ?? null));
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router };
}

/**
 * Renders one element inside the providers, server state and a router, for a component test.
 * `routes` lets the test add the places the component navigates to.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', session = null, extraRoutes = [] }: { path?: string; session?: Session | null; extraRoutes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }, ...extraRoutes], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders session={session}>
      <ServerState>
        <RouterProvider router={router} />
      </ServerState>
    </AppProviders>,
  );
  return { ...view, user, router };
}

/** The current path of a memory router. */
export const currentPath = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

/** The toasts on screen, as the live region announces them. */
export const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });
