import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { apiError, json, never, requests, server } from '@/testing/server';

import { QueryState } from './query-state';

function Names() {
  const names = useQuery({ queryKey: ['names'], queryFn: ({ signal }) => api.get<string[]>('/names', { signal }) });
  return (
    <QueryState query={names} loadingLabel="Loading names" errorMessage="Could not load the names.">
      {(list) => <p>{list.join(', ')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a named spinner while the first answer is awaited', async () => {
    server.use(http.get('/api/names', never));
    renderWithProviders(<Names />);
    expect(await screen.findByRole('status', { name: 'Loading names' })).toBeInTheDocument();
  });

  it('shows the data', async () => {
    server.use(http.get('/api/names', () => json(['Ana', 'Luis'])));
    renderWithProviders(<Names />);
    expect(await screen.findByText('Ana, Luis')).toBeInTheDocument();
  });

  it('announces a failure and tries again on request', async () => {
    server.use(http.get('/api/names', () => apiError(500, 'internal', 'boom')));
    const { user } = renderWithProviders(<Names />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the names.');
    server.use(http.get('/api/names', () => json(['Ana'])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('GET', '/api/names')).toHaveLength(2));
  });

  it.each([
    [404, 'not_found'],
    [403, 'forbidden'],
    [400, 'validation'],
  ])('offers no Try again after a %i the same request would meet again', async (status, code) => {
    server.use(http.get('/api/names', () => apiError(status, code, 'refused')));
    renderWithProviders(<Names />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the names.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a network failure', async () => {
    server.use(http.get('/api/names', () => Response.error()));
    renderWithProviders(<Names />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the names.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
