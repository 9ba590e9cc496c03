import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clientHandlers, mediaHandlers } from '@/testing/handlers';
import { admin, clientSession, makeClient, makeMedia, staffSession } from '@/testing/fixtures';
import { renderApp, toastRegion } from '@/testing/render';
import { apiError, json, requests, server } from '@/testing/server';
import type { EmergencyView } from '@/types/api';

const PATH = '/dashboard/pages/emergency';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function makeEmergency(overrides: Partial<EmergencyView> = {}): EmergencyView {
  return {
    id: 'e-1', text: 'Fire drill at 3 pm', colour: '#b91c1c', imageUrl: null, clientId: 'c-1', clientName: 'Acme Foods',
    sentBy: 'owner@example.com', startsAt: new Date().toISOString(), endsAt: inAnHour(), cancelledAt: null, active: true, screens: 3, showing: 2,
    groupId: null, groupName: null, ...overrides,
  };
}

const GROUPS = [
  { id: 'g-1', name: 'Kitchen', screenIds: ['s-1'], createdAt: null },
  { id: 'g-2', name: 'Lobby', screenIds: ['s-2', 's-3'], createdAt: null },
];

/** The server's emergencies: the list as kept, a send adds one, a cancel ends one. */
function emergencies(items: EmergencyView[] = []) {
  const kept = [...items];
  server.use(
    mediaHandlers.list([]),
    http.get('/api/screen-groups', () => json({ items: GROUPS, nextCursor: null })),
    http.get('/api/emergencies', () => json({ items: kept, nextCursor: null })),
    http.post('/api/emergencies', async ({ request }) => {
      const body = (await request.json()) as { text: string; colour: string; endsAt: string; groupId?: string | null };
      const group = GROUPS.find((item) => item.id === body.groupId);
      const target = { groupId: group?.id ?? null, groupName: group?.name ?? null, screens: group ? group.screenIds.length : 3 };
      const sent = makeEmergency({ id: `e-${kept.length + 1}`, text: body.text, colour: body.colour, endsAt: body.endsAt, showing: 0, ...target });
      kept.unshift(sent);
      return json(sent, 201);
    }),
    http.post('/api/emergencies/:id/cancel', ({ params }) => {
      const index = kept.findIndex((item) => item.id === params.id);
      const ended = { ...kept[index]!, active: false, cancelledAt: new Date().toISOString() };
      kept[index] = ended;
      return json(ended);
    }),
  );
  return kept;
}

const images = [makeMedia({ id: 'm-1', name: 'Exit map', assetType: 'image' }), makeMedia({ id: 'm-2', name: 'Promo', assetType: 'video' })];
const asClient = () => renderApp(PATH, { session: clientSession({ client: makeClient({ id: 'c-1', businessName: 'Acme Foods' }) }) });

describe('Emergency (client)', () => {
  it('sends a message to all its screens after a confirmation, and lists it', async () => {
    emergencies();
    server.use(mediaHandlers.list(images));
    const { user } = asClient();
    expect(await screen.findByRole('heading', { name: 'Emergency', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No emergency messages in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByLabelText('Send to')).toHaveValue('');
    expect(within(screen.getByLabelText('Send to')).getByRole('option', { name: 'All screens' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Exit map' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Promo' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'Please leave by the nearest exit');
    await user.click(screen.getByLabelText('Blue'));
    await user.selectOptions(screen.getByLabelText('Image'), 'm-1');
    const endsAt = (screen.getByLabelText('Ends at') as HTMLInputElement).value;
    expect(Date.parse(endsAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Send this emergency message?' });
    expect(dialog).toHaveTextContent('It shows on all your screens at once');
    expect(requests.calls('POST', '/api/emergencies')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(toastRegion()).findByText('Emergency message sent.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/emergencies')[0]?.body).toEqual({
      text: 'Please leave by the nearest exit', colour: '#1d4ed8', endsAt: new Date(endsAt).toISOString(), imageMediaId: 'm-1', clientId: null,
    });
    const sent = await screen.findByRole('listitem', { name: 'Please leave by the nearest exit' });
    expect(within(sent).getByText('0 of 3 showing')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("sends a message to one of the client's groups, and lists it with the group", async () => {
    emergencies();
    const { user } = asClient();
    const sendTo = await screen.findByLabelText('Send to');
    await waitFor(() => expect(within(sendTo).getByRole('option', { name: 'Lobby' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Message'), 'Lobby closed for cleaning');
    await user.selectOptions(sendTo, 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this emergency message?' });
    expect(dialog).toHaveTextContent('It shows on the screens of the group Lobby at once');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.calls('POST', '/api/emergencies')[0]?.body).toMatchObject({ groupId: 'g-2', clientId: null }));
    const sent = await screen.findByRole('listitem', { name: 'Lobby closed for cleaning' });
    expect(sent).toHaveTextContent('To: Lobby');
    expect(within(sent).getByText('0 of 2 showing')).toBeInTheDocument();
    expect(screen.getByLabelText('Send to')).toHaveValue('');
  });

  it('names the target of each message: all screens or its group', async () => {
    emergencies([makeEmergency(), makeEmergency({ id: 'e-2', text: 'Kitchen drill', groupId: 'g-1', groupName: 'Kitchen' })]);
    asClient();
    expect(await screen.findByRole('listitem', { name: 'Fire drill at 3 pm' })).toHaveTextContent('To: All screens');
    expect(screen.getByRole('listitem', { name: 'Kitchen drill' })).toHaveTextContent('To: Kitchen');
  });

  it('shows what the browser refuses under the fields, and sends nothing', async () => {
    emergencies();
    const { user } = asClient();
    await user.clear(await screen.findByLabelText('Ends at'));
    await user.type(screen.getByLabelText('Message'), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose when the message ends.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write the message to show.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.calls('POST', '/api/emergencies')).toHaveLength(0);
  });

  it("shows the server's refusal under its field", async () => {
    emergencies();
    server.use(http.post('/api/emergencies', () => apiError(400, 'validation', 'Invalid input', { endsAt: 'Choose an end time at most 24 hours from now.' })));
    const { user } = asClient();
    await user.type(await screen.findByLabelText('Message'), 'Closed');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose an end time at most 24 hours from now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ends at')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveValue('Closed');
  });

  it('lists active and recent messages with how many screens show them, and their end', async () => {
    emergencies([makeEmergency(), makeEmergency({ id: 'e-0', text: 'Storm warning', active: false, endsAt: '2026-01-05T09:30:00Z' })]);
    asClient();
    const active = await screen.findByRole('listitem', { name: 'Fire drill at 3 pm' });
    expect(within(active).getByText('2 of 3 showing')).toBeInTheDocument();
    expect(within(active).getByText(/^Ends at /)).toBeInTheDocument();
    const ended = screen.getByRole('listitem', { name: 'Storm warning' });
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).getByText(/^Ended at 01\/05\/2026/)).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('ends an active message early after a confirmation', async () => {
    emergencies([makeEmergency()]);
    const { user } = asClient();
    await user.click(await screen.findByRole('button', { name: 'Cancel “Fire drill at 3 pm”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this emergency message?' });
    await user.click(within(dialog).getByRole('button', { name: 'End it now' }));
    expect(await within(toastRegion()).findByText('Emergency message ended.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/emergencies/e-1/cancel')).toHaveLength(1);
    const item = screen.getByRole('listitem', { name: 'Fire drill at 3 pm' });
    await waitFor(() => expect(within(item).getByText(/^Cancelled at /)).toBeInTheDocument());
  });

  it('speaks Spanish', async () => {
    localStorage.setItem('signage.language', 'es');
    emergencies([makeEmergency(), makeEmergency({ id: 'e-2', text: 'Kitchen drill', groupId: 'g-1', groupName: 'Kitchen' })]);
    const { user } = asClient();
    expect(await screen.findAllByText('2 de 3 lo muestran')).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Fire drill at 3 pm' })).toHaveTextContent('Para: Todas las pantallas');
    expect(screen.getByRole('listitem', { name: 'Kitchen drill' })).toHaveTextContent('Para: Kitchen');
    const sendTo = screen.getByLabelText('Enviar a');
    expect(within(sendTo).getByRole('option', { name: 'Todas las pantallas' })).toBeInTheDocument();
    await waitFor(() => expect(within(sendTo).getByRole('option', { name: 'Kitchen' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Mensaje'), 'Simulacro');
    await user.selectOptions(sendTo, 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('las pantallas del grupo Kitchen');
    expect(screen.getByLabelText('Mensaje')).toBeInTheDocument();
    expect(screen.getByLabelText('Otro color')).toBeInTheDocument();
  });

  describe('while a message is active', () => {
    afterEach(() => vi.useRealTimers());

    it('asks again every 5 s, so the count follows the screens, and stops once none is active', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const kept = emergencies([makeEmergency({ showing: 1 })]);
      asClient();
      expect(await screen.findByText('1 of 3 showing')).toBeInTheDocument();
      kept[0] = { ...kept[0]!, showing: 3 };
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(await screen.findByText('3 of 3 showing')).toBeInTheDocument();
      kept[0] = { ...kept[0]!, active: false };
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(screen.queryByText('3 of 3 showing')).not.toBeInTheDocument());
      const asked = requests.calls('GET', '/api/emergencies').length;
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(requests.calls('GET', '/api/emergencies')).toHaveLength(asked);
    });
  });
});

describe('Emergency (staff)', () => {
  it('sends a text message to one client, or to every client', async () => {
    emergencies();
    server.use(clientHandlers.list([makeClient({ id: 'c-1', businessName: 'Acme Foods' }), makeClient({ id: 'c-2', businessName: 'Bobs Bikes' })]));
    const { user } = renderApp(PATH, { session: staffSession(admin) });
    const sendTo = await screen.findByLabelText('Send to');
    expect(within(sendTo).getByRole('option', { name: 'Every client’s screens' })).toBeInTheDocument();
    await waitFor(() => expect(within(sendTo).getByRole('option', { name: 'Bobs Bikes' })).toBeInTheDocument());
    expect(screen.queryByLabelText('Image')).not.toBeInTheDocument();
    expect(screen.getByText('Messages sent by staff are text only.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Message'), 'Maintenance tonight');
    await user.selectOptions(sendTo, 'c-2');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('It shows on every screen of Bobs Bikes');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.calls('POST', '/api/emergencies')[0]?.body).toMatchObject({ clientId: 'c-2', imageMediaId: null }));

    await user.type(screen.getByLabelText('Message'), 'Network upgrade');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('It shows on every screen of every client');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.calls('POST', '/api/emergencies')[1]?.body).toMatchObject({ clientId: null }));
    expect(requests.calls('POST', '/api/emergencies')[1]?.body).not.toHaveProperty('groupId');
  });

  it("names each message's client, its group, or every client", async () => {
    emergencies([
      makeEmergency(),
      makeEmergency({ id: 'e-2', text: 'Kitchen drill', groupId: 'g-1', groupName: 'Kitchen' }),
      makeEmergency({ id: 'e-3', text: 'Network upgrade', clientId: null, clientName: '' }),
    ]);
    server.use(clientHandlers.list([makeClient({ id: 'c-1', businessName: 'Acme Foods' })]));
    renderApp(PATH, { session: staffSession(admin) });
    expect(await screen.findByRole('listitem', { name: 'Fire drill at 3 pm' })).toHaveTextContent('To: Acme Foods');
    expect(screen.getByRole('listitem', { name: 'Kitchen drill' })).toHaveTextContent('To: Acme Foods: Kitchen');
    expect(screen.getByRole('listitem', { name: 'Network upgrade' })).toHaveTextContent('To: every client');
    expect(requests.calls('GET', '/api/screen-groups')).toHaveLength(0);
  });
});
