import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { clientSession, makeClient } from '@/testing/fixtures';
import { mediaHandlers } from '@/testing/handlers';
import { renderApp, toastRegion } from '@/testing/render';
import { json, requests, server } from '@/testing/server';
import { atPhoneWidth, phoneOverflows } from '@/testing/viewport';

import type { EmergencyView } from '@/types/api';

const longSender = 'facilities.manager.of.the.downtown.branch@acme-foods.example';

function message(overrides: Partial<EmergencyView>): EmergencyView {
  return {
    id: 'e-1', text: 'Fire drill at 3 pm', colour: '#b91c1c', imageUrl: null, clientId: 'c-1', clientName: 'Acme Foods', sentBy: longSender,
    startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString(), cancelledAt: null, active: true,
    screens: 12, showing: 11, groupId: 'g-1', groupName: 'Kitchen and back office', ...overrides,
  };
}

function onAPhone() {
  const kept = [message({}), message({ id: 'e-0', text: 'Storm warning: stay inside until further notice', active: false, groupId: null, groupName: null })];
  server.use(
    mediaHandlers.list([]),
    http.get('/api/screen-groups', () => json({ items: [{ id: 'g-1', name: 'Kitchen and back office', screenIds: [], createdAt: null }], nextCursor: null })),
    http.get('/api/emergencies', () => json({ items: kept, nextCursor: null })),
    http.post('/api/emergencies', async ({ request }) => {
      const body = (await request.json()) as { text: string };
      const sent = message({ id: 'e-2', text: body.text, showing: 0 });
      kept.unshift(sent);
      return json(sent, 201);
    }),
    http.post('/api/emergencies/:id/cancel', ({ params }) => {
      const index = kept.findIndex((item) => item.id === params.id);
      kept[index] = { ...kept[index]!, active: false, cancelledAt: new Date().toISOString() };
      return json(kept[index]);
    }),
  );
  atPhoneWidth();
  return renderApp('/dashboard/pages/emergency', { session: clientSession({ client: makeClient({ id: 'c-1', businessName: 'Acme Foods' }) }) });
}

describe('Emergency on a 375 px phone', () => {
  it('lays the page out for the phone: messages as cards, long words breaking, nothing wider than the screen', async () => {
    onAPhone();
    const card = await screen.findByRole('listitem', { name: 'Fire drill at 3 pm' });
    expect(phoneOverflows(document.body)).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Active and recent messages' })).toContainElement(card);
    // Long words (an e-mail address, a message without spaces) break; the status, count and Cancel wrap.
    expect(within(card).getByText(/Sent by/)).toHaveClass('break-words');
    expect(within(card).getByText('Fire drill at 3 pm')).toHaveClass('break-words');
    expect(within(card).getByRole('button', { name: 'Cancel “Fire drill at 3 pm”' }).parentElement).toHaveClass('flex-wrap');
    expect(card).toHaveClass('flex-col');
  });

  it('sends a message to a group and ends one, all from the phone', async () => {
    const { user } = onAPhone();
    const sendTo = await screen.findByLabelText('Send to');
    await waitFor(() => expect(within(sendTo).getByRole('option', { name: 'Kitchen and back office' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Message'), 'Gas leak: leave the kitchen now');
    await user.click(screen.getByLabelText('Amber'));
    await user.selectOptions(sendTo, 'g-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    expect(await within(toastRegion()).findByText('Emergency message sent.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/emergencies')[0]?.body).toMatchObject({ groupId: 'g-1', colour: '#d97706' });
    const sent = await screen.findByRole('listitem', { name: 'Gas leak: leave the kitchen now' });
    expect(sent).toHaveTextContent('To: Kitchen and back office');

    await user.click(within(sent).getByRole('button', { name: 'Cancel “Gas leak: leave the kitchen now”' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'End this emergency message?' })).getByRole('button', { name: 'End it now' }));
    await waitFor(() => expect(within(sent).getByText(/^Cancelled at /)).toBeInTheDocument());
    expect(requests.calls('POST', '/api/emergencies/e-2/cancel')).toHaveLength(1);
    expect(phoneOverflows(document.body)).toEqual([]);
  });
});
