import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { clientSession, makeClient, makeLicence, makePackage } from '@/testing/fixtures';
import { currentPath, renderApp } from '@/testing/render';
import { apiError, json, page, requests, server } from '@/testing/server';

const client = { ...makeClient({ id: 'c-1', packageId: 'p-basic', typeBusiness: 'Restaurant' }), timeZone: 'America/Bogota' };

function mockProfile(saved: (body: object) => Response | Promise<Response> = (body) => json({ ...client, ...body })) {
  server.use(
    http.get('/api/clients/:id', () => json(client)),
    http.get('/api/businesses', () => json({ types: ['Business Office', 'Restaurant'] })),
    http.get('/api/packages', () => json([makePackage()])),
    http.get('/api/dashboard', () => json({ mediaByType: { image: 0, video: 0, youtube: 0 }, newMediasThisMonth: 0, newPlaylistsThisMonth: 0, licence: makeLicence() })),
    http.get('/api/users', () => page([])),
    http.get('/api/clients', () => page([])),
    http.patch('/api/clients/:id', async ({ request }) => saved((await request.json()) as object)),
  );
}

/** The core's refusal of a zone it does not know (validation/messages.py: TIME_ZONE_UNKNOWN). */
const ZONE_UNKNOWN = 'Choose a time zone by its IANA name, such as Europe/Madrid.';

const open = () => renderApp('/dashboard/pages/editclient/c-1', { session: clientSession({ licence: makeLicence({ trial: true }) }) });

describe('Business Information: time zone', () => {
  it("shows the client's time zone selected among every zone the browser knows", async () => {
    mockProfile();
    open();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('America/Bogota'));
    const values = within(zone).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(values[0]).toBe('UTC');
    expect(values).toEqual(expect.arrayContaining(['Europe/Madrid', 'Asia/Tokyo', 'America/New_York']));
  });

  it('saves a new time zone with the profile update', async () => {
    mockProfile();
    const { user, router } = open();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('America/Bogota'));
    await user.selectOptions(zone, 'Europe/Madrid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(requests.calls('PATCH', '/api/clients/c-1')[0]?.body).toMatchObject({ timeZone: 'Europe/Madrid', businessName: client.businessName });
  });

  it("shows the server's refusal of a zone under the field", async () => {
    mockProfile(() => apiError(400, 'validation', 'Please check the form.', { timeZone: ZONE_UNKNOWN }));
    const { user } = open();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(zone).toHaveValue('America/Bogota'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ZONE_UNKNOWN)).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the field in Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    mockProfile();
    open();
    expect(await screen.findByRole('combobox', { name: 'Zona horaria' })).toBeInTheDocument();
  });
});
