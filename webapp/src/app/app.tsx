import { BrowserRouter, useRoutes } from 'react-router-dom';

import { AppProviders } from './providers';
import { routes } from './routes';

export const BASENAME = '/client';

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
