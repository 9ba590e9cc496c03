import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiError, json, never, page, requests, server } from '@/testing/server';
import { admin, makeClient, makeLicence, staffSession, supervisor } from '@/testing/fixtures';
import { clientHandlers } from '@/testing/handlers';
import { renderApp, toastRegion } from '@/testing/render';
import { LANGUAGE_KEY } from '@/lib/i18n';

const sunny = makeClient({ id: 'c1', businessName: 'Sunny Cafe', contactName: 'Ana Lopez', status: true });
const moon = makeClient({ id: 'c2', businessName: 'Moon Bar', contactName: 'Luis Vega', status: false });

function clientsServer(clients = [sunny, moon]) {
  return server.use(http.get('/api/clients', () => page(clients)));
}

describe('Manage Clients', () => {
  it('shows a spinner while loading', async () => {
    server.use(http.get('/api/clients', () => never()));
    renderApp('/dashboard/pages/clients', { session: staffSession(admin)});
    expect(await screen.findByRole('status', { name: 'Loading clients' })).toBeInTheDocument();
  });

  it("says 'No clients available.' when there are none", async () => {
    clientsServer([]);
    renderApp('/dashboard/pages/clients', { session: staffSession(admin)});
    expect(await screen.findByText('No clients available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Client' })).toHaveAttribute('href', '/dashboard/pages/addclient');
  });

  it('says so when the clients cannot be loaded', async () => {
    server.use(http.get('/api/clients', () => apiError(500, 'unknown', 'x')));
    renderApp('/dashboard/pages/clients', { session: staffSession(admin)});
    expect(await within(toastRegion()).findByText('Error fetching clients or payments data.')).toBeInTheDocument();
  });

  it('lists Business, Contact, Expires, License, Status and Actions', async () => {
    clientsServer();
    renderApp('/dashboard/pages/clients', { session: staffSession(admin)});
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Business', 'Contact', 'Expires', 'License', 'Status', 'Actions']);
    expect(screen.getByRole('rowheader', { name: /Sunny Cafe/ })).toBeInTheDocument();
    expect(screen.getByText('Luis Vega')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of Sunny Cafe' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status of Moon Bar' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Payments of Sunny Cafe' })).toHaveAttribute('href', '/dashboard/pages/payments?clientId=c1');
  });

  it('switches a status, and puts it back with the message when that fails', async () => {
    let fail = false;
    clientsServer();
    server.use(
      http.put('/api/clients/:id/status', async ({ params, request }) =>
        fail ? apiError(500, 'unknown', 'x') : json({ ...(params.id === 'c1' ? sunny : moon), ...((await request.json()) as object) }),
      ),
    );
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(supervisor) });
    const moonSwitch = await screen.findByRole('switch', { name: 'Status of Moon Bar' });
    await user.click(moonSwitch);
    await waitFor(() => expect(requests.calls('PUT', '/api/clients/c2/status')[0]?.body).toEqual({ status: true }));
    await waitFor(() => expect(moonSwitch).toBeChecked());

    fail = true;
    const sunnySwitch = screen.getByRole('switch', { name: 'Status of Sunny Cafe' });
    await user.click(sunnySwitch);
    expect(await within(toastRegion()).findByText('There was an error updating the client status.')).toBeInTheDocument();
    expect(sunnySwitch).toBeChecked();
  });

  it('offers Deactivate and Delete Client and Payments in the Client Action modal (Admin)', async () => {
    clientsServer();
    server.use(
      http.post('/api/clients/:id/deactivate', () => json({ ...sunny, status: false })),
      http.delete('/api/clients/:id', () => json({ deletedPayments: 3, totalAmount: 59.97 })),
    );
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Actions for Sunny Cafe' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Client Action' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Deactivate is its own call (logged DeactivateClient), not the status switch's.
    expect(requests.calls('POST', '/api/clients/c1/deactivate')).toHaveLength(1);
    expect(requests.calls('PUT', '/api/clients/c1/status')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Status of Sunny Cafe' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Actions for Moon Bar' }));
    dialog = screen.getByRole('alertdialog', { name: 'Client Action' });
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Client and Payments' }));
    expect(await within(toastRegion()).findByText('Client deleted with 3 payment(s) totalling $59.97.')).toBeInTheDocument();
    expect(screen.queryByText('Moon Bar')).not.toBeInTheDocument();
    expect(requests.calls('DELETE', '/api/clients/c2')).toHaveLength(1);
  });

  it('reports a failed action', async () => {
    clientsServer();
    server.use(http.delete('/api/clients/:id', () => apiError(500, 'unknown', 'x')));
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Actions for Sunny Cafe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Client and Payments' }));
    expect(await within(toastRegion()).findByText('There was an error performing the action.')).toBeInTheDocument();
    expect(screen.getByText('Sunny Cafe')).toBeInTheDocument();
  });

  it('does not offer deletion to a Supervisor', async () => {
    clientsServer();
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(supervisor)});
    await user.click(await screen.findByRole('button', { name: 'Actions for Sunny Cafe' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Client Action' });
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Client and Payments' })).not.toBeInTheDocument();
  });

  it('shows each client’s expiry (mm/dd/yyyy) and licence state', async () => {
    clientsServer([
      makeClient({ id: 'c1', businessName: 'Sunny Cafe', expireDate: '2026-12-31T12:00:00Z', licence: makeLicence({ trial: true }) }),
      makeClient({ id: 'c2', businessName: 'Moon Bar', expireDate: '2026-01-15T12:00:00Z', licence: makeLicence({ expired: true }) }),
      makeClient({ id: 'c3', businessName: 'Star Gym', expireDate: '2099-06-30T12:00:00Z' }),
      makeClient({ id: 'c4', businessName: 'New Shop', expireDate: null }),
    ]);
    renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    const cells = async (name: string) => {
      const row = await screen.findByRole('row', { name: new RegExp(name) });
      const [, expires, licence] = within(row).getAllByRole('cell');
      return [expires?.textContent, licence?.textContent];
    };
    expect(await cells('Sunny Cafe')).toEqual(['12/31/2026', 'Trial']);
    expect(await cells('Moon Bar')).toEqual(['01/15/2026', 'Expired']);
    expect(await cells('Star Gym')).toEqual(['06/30/2099', 'Active']);
    expect(await cells('New Shop')).toEqual(['—', 'Trial']);
  });

  it('switches and deletes a client of a later page in place', async () => {
    server.use(
      clientHandlers.list([sunny, moon], { pageSize: 1 }),
      http.put('/api/clients/:id/status', async ({ request }) => json({ ...moon, ...((await request.json()) as object) })),
      http.delete('/api/clients/:id', () => json({ deletedPayments: 0, totalAmount: 0 })),
    );
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const moonSwitch = await screen.findByRole('switch', { name: 'Status of Moon Bar' });
    await user.click(moonSwitch);
    await waitFor(() => expect(moonSwitch).toBeChecked());
    expect(screen.getByText('Sunny Cafe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Moon Bar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Client and Payments' }));
    await waitFor(() => expect(screen.queryByText('Moon Bar')).not.toBeInTheDocument());
    expect(screen.getByText('Sunny Cafe')).toBeInTheDocument();
  });
});

describe('Manage Clients in Spanish', () => {
  it('names the grid, the licence states and the client action in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    clientsServer();
    const { user } = renderApp('/dashboard/pages/clients', { session: staffSession(admin) });
    expect(await screen.findByRole('heading', { name: 'Administrar clientes' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Negocio', 'Contacto', 'Vence', 'Licencia', 'Estado', 'Acciones']);
    const row = screen.getByRole('rowheader', { name: /Sunny Cafe/ }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Pagos de Sunny Cafe' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Acciones para Sunny Cafe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Acción sobre el cliente' });
    expect(within(dialog).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });
});

