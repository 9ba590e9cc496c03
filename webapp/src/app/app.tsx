import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from './providers';
import { routes } from './routes';

export const BASENAME = '/client';

const router = createBrowserRouter(routes, { basename: BASENAME });

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
