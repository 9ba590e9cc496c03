import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { LANGUAGE_KEY } from '@/lib/i18n';
import { screenHandlers } from '@/testing/handlers';
import { clientSession, makePlaylist, makeScreen } from '@/testing/fixtures';
import { renderApp, toastRegion } from '@/testing/render';
import { apiError, json, requests, server } from '@/testing/server';

import type { ScheduleEntry, ScheduleWeek, WeekSlice } from '../api/types';
import { addIsoDays } from '../utils/time';

const PATH = '/dashboard/schedule';
const OWN = { id: 'p-own', name: 'House loop' };
const OVERLAP = 'Lunch (Mon-Fri 11:00-15:00) overlaps Breakfast (Mon-Fri 07:00-11:30) at the same priority.';

const lunch: ScheduleEntry = {
  id: 'e-1', targetKind: 'screen', targetId: 's-1', targetName: 'Front counter', playlistId: 'p-lunch', playlistName: 'Lunch',
  days: [0, 1, 2, 3, 4], start: '11:00', end: '15:00', startsOn: null, endsOn: null, priority: 0, switch: 'itemEnd', createdAt: null,
};

const gap = (start: string, end: string, own: typeof OWN | null): WeekSlice =>
  ({ start, end, entryId: null, playlistId: own?.id ?? null, playlistName: own?.name ?? null, targetKind: null });
const block = (entry: ScheduleEntry): WeekSlice =>
  ({ start: entry.start, end: entry.end, entryId: entry.id, playlistId: entry.playlistId, playlistName: entry.playlistName, targetKind: entry.targetKind });

/** Lunch 11:00-15:00 on weekdays, the screen's own playlist (or nothing) around it. */
function weekFrom(from: string, own: typeof OWN | null): ScheduleWeek {
  const day = (index: number) => ({
    date: addIsoDays(from, index),
    slices: index < 5 ? [gap('00:00', '11:00', own), block(lunch), gap('15:00', '24:00', own)] : [gap('00:00', '24:00', own)],
  });
  return { screenId: 's-1', timeZone: 'UTC', defaultPlaylist: own, days: Array.from({ length: 7 }, (_, index) => day(index)) };
}

function setup(own: typeof OWN | null = OWN) {
  server.use(
    screenHandlers.list([makeScreen({ id: 's-1', name: 'Front counter' }), makeScreen({ id: 's-2', name: 'Window' })]),
    http.get('/api/schedules/week', ({ request }) => json(weekFrom(new URL(request.url).searchParams.get('from') ?? '', own))),
    http.get('/api/schedules', () => json({ items: [lunch], timeZone: 'UTC', nextCursor: null })),
    http.get('/api/screen-groups', () => json({ items: [{ id: 'g-1', name: 'Front windows', screenIds: ['s-1'], createdAt: null }], nextCursor: null })),
    http.get('/api/playlists', () => json({ items: [makePlaylist({ id: 'p-breakfast', playlistName: 'Breakfast' }), makePlaylist({ id: 'p-lunch', playlistName: 'Lunch' })], nextCursor: null })),
    http.get('/api/playlists/:id', ({ params }) => json(makePlaylist({ id: String(params.id), playlistName: 'Lunch' }))),
    http.post('/api/schedules', async ({ request }) => json({ ...lunch, id: 'e-2', ...((await request.json()) as object) }, 201)),
    http.patch('/api/schedules/:id', async ({ request }) => json({ ...lunch, ...((await request.json()) as object) })),
    http.delete('/api/schedules/:id', () => new HttpResponse(null, { status: 204 })),
  );
  return renderApp(PATH, { session: clientSession() });
}

const lunchBlock = () => screen.findByRole('button', { name: 'Lunch, Tuesday 11:00 to 15:00' });

/** A phone-wide window (375 px): the media query of the day list matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** Every box 100 px wide and 1440 px tall: a pixel down is a minute, 100 px across a day. */
function pixelPerMinute() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 1440 }));
}

describe('Schedule', () => {
  it('renders the week with default gaps, named by the screen’s own playlist, and a now line', async () => {
    setup();
    expect(await lunchBlock()).toBeInTheDocument();
    const week = screen.getByRole('figure', { name: /^Front counter: Mon \d+ \w+ to Sun \d+ \w+$/ });
    expect(within(week).getAllByText('House loop')).toHaveLength(12);
    expect(within(week).getByRole('img', { name: 'Now' })).toBeInTheDocument();
    const asked = requests.calls('GET', '/api/schedules/week')[0]?.query;
    expect(asked?.get('screenId')).toBe('s-1');
    expect(asked?.get('days')).toBe('7');
    expect(new Date(`${asked?.get('from') ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('names the gaps "Nothing (no playlist)" when the screen has no playlist', async () => {
    setup(null);
    await lunchBlock();
    expect(screen.getAllByText('Nothing (no playlist)')).toHaveLength(12);
  });

  it('moves a week at a time and back to this week', async () => {
    const { user } = setup();
    await lunchBlock();
    const first = requests.calls('GET', '/api/schedules/week')[0]?.query.get('from') ?? '';
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(requests.calls('GET', '/api/schedules/week').at(-1)?.query.get('from')).toBe(addIsoDays(first, 7)));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(requests.calls('GET', '/api/schedules/week').at(-1)?.query.get('from')).toBe(addIsoDays(first, -7)));
  });

  it('creating by the dialog posts the contract body', async () => {
    const { user } = setup();
    await lunchBlock();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule entry' });
    await user.selectOptions(within(dialog).getByLabelText('Playlist'), 'Breakfast');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await user.click(within(dialog).getByRole('checkbox', { name: day }));
    fireEvent.change(within(dialog).getByLabelText('Start'), { target: { value: '07:00' } });
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '11:30' } });
    await user.selectOptions(within(dialog).getByLabelText('Switch'), 'At once');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/schedules')).toHaveLength(1));
    expect(requests.calls('POST', '/api/schedules')[0]?.body).toEqual({
      targetKind: 'screen', targetId: 's-1', playlistId: 'p-breakfast', days: [0, 1, 2, 3, 4], start: '07:00', end: '11:30',
      startsOn: null, endsOn: null, priority: 0, switch: 'now',
    });
    expect(await within(toastRegion()).findByText('Entry added.')).toBeInTheDocument();
  });

  it('"Every day" and "Mon-Fri" tick a whole week at once', async () => {
    const { user } = setup();
    await lunchBlock();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule entry' });
    await user.selectOptions(within(dialog).getByLabelText('Playlist'), 'Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Mon-Fri' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Every day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/schedules')).toHaveLength(1));
    expect(requests.calls('POST', '/api/schedules')[0]?.body).toMatchObject({ days: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('sends a group target with the group chosen', async () => {
    const { user } = setup();
    await lunchBlock();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule entry' });
    await user.selectOptions(within(dialog).getByLabelText('Playlist'), 'Lunch');
    await user.selectOptions(within(dialog).getByLabelText('Applies to'), 'A group');
    await user.selectOptions(within(dialog).getByLabelText('Group'), 'Front windows');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.calls('POST', '/api/schedules')).toHaveLength(1));
    expect(requests.calls('POST', '/api/schedules')[0]?.body).toMatchObject({ targetKind: 'group', targetId: 'g-1', days: [5], start: '09:00', end: '10:00' });
  });

  it('shows the overlap error at the field and keeps the dialog open', async () => {
    const { user } = setup();
    server.use(http.post('/api/schedules', () => apiError(400, 'validation_error', 'Please check the form.', { schedule: OVERLAP, days: 'Choose at least one day of the week.' })));
    await lunchBlock();
    await user.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OVERLAP)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one day of the week.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New schedule entry' })).toBeInTheDocument();
  });

  it('keyboard move patches: arrows move by 15 minutes and a day, Shift resizes, the focus follows the block', async () => {
    const { user } = setup();
    (await lunchBlock()).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(requests.calls('PATCH', '/api/schedules/e-1')).toHaveLength(1));
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(requests.calls('PATCH', '/api/schedules/e-1')).toHaveLength(2));
    expect(await lunchBlock()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(requests.calls('PATCH', '/api/schedules/e-1')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lunch, Wednesday 11:00 to 15:00' })).toHaveFocus());
    expect(requests.calls('PATCH', '/api/schedules/e-1').map((call) => call.body)).toEqual([
      { start: '11:15', end: '15:15' },
      { end: '14:45' },
      { start: '11:00', end: '15:00', days: [1, 2, 3, 4, 5] },
    ]);
  });

  it('Enter opens a block’s entry to edit, and Delete asks first', async () => {
    const { user } = setup();
    (await lunchBlock()).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule entry' });
    expect(within(dialog).getByLabelText('Start')).toHaveValue('11:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.calls('DELETE', '/api/schedules/e-1')).toHaveLength(1));
    expect(await within(toastRegion()).findByText('Entry deleted.')).toBeInTheDocument();
  });

  it('mouse or touch drag moves a block (minutes and days) and its bottom edge resizes it', async () => {
    pixelPerMinute();
    setup();
    const lunchTuesday = await lunchBlock();
    fireEvent.pointerDown(lunchTuesday, { clientX: 50, clientY: 700, pointerId: 1 });
    fireEvent.pointerMove(lunchTuesday, { clientX: 150, clientY: 762, pointerId: 1 });
    fireEvent.pointerUp(lunchTuesday, { clientX: 150, clientY: 762, pointerId: 1 });
    await waitFor(() => expect(requests.calls('PATCH', '/api/schedules/e-1')).toHaveLength(1));
    const edge = lunchTuesday.querySelector('[data-resize-handle]') as HTMLElement;
    fireEvent.pointerDown(edge, { clientX: 50, clientY: 900, pointerId: 2 });
    fireEvent.pointerUp(edge, { clientX: 50, clientY: 931, pointerId: 2 });
    await waitFor(() => expect(requests.calls('PATCH', '/api/schedules/e-1')).toHaveLength(2));
    expect(requests.calls('PATCH', '/api/schedules/e-1').map((call) => call.body)).toEqual([
      { start: '12:00', end: '16:00', days: [1, 2, 3, 4, 5] },
      { end: '15:30' },
    ]);
  });

  it('dragging on empty time opens the new entry dialog with that day and those quarter hours', async () => {
    pixelPerMinute();
    setup();
    await lunchBlock();
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    fireEvent.pointerDown(wednesday, { clientY: 421, pointerId: 1 });
    fireEvent.pointerMove(wednesday, { clientY: 600, pointerId: 1 });
    fireEvent.pointerUp(wednesday, { clientY: 689, pointerId: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'New schedule entry' });
    expect(within(dialog).getByLabelText('Start')).toHaveValue('07:00');
    expect(within(dialog).getByLabelText('End')).toHaveValue('11:30');
    expect(within(dialog).getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Tue' })).not.toBeChecked();
  });

  it('hover answers what plays, and Preview shows that playlist in the player', async () => {
    pixelPerMinute();
    const { user } = setup();
    await lunchBlock();
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    fireEvent.pointerMove(tuesday, { clientY: 840 });
    expect(await screen.findByText('Tuesday 14:00: Lunch')).toHaveAttribute('role', 'status');
    fireEvent.pointerMove(tuesday, { clientY: 1000 });
    expect(screen.getByText('Tuesday 16:30: House loop')).toBeInTheDocument();
    fireEvent.pointerMove(tuesday, { clientY: 700 });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Lunch' });
    expect(await within(dialog).findByRole('region', { name: 'Preview: Lunch' })).toBeInTheDocument();
    await waitFor(() => expect(requests.calls('GET', '/api/playlists/p-lunch')).toHaveLength(1));
  });

  it('tapping a time answers what plays there (touch)', async () => {
    pixelPerMinute();
    setup();
    await lunchBlock();
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    fireEvent.pointerDown(saturday, { clientY: 600, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(saturday, { clientY: 600, pointerId: 1, pointerType: 'touch' });
    expect(await screen.findByText('Saturday 10:00: House loop')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('day list at 375 px: one day at a time, slices as rows', async () => {
    phoneWidth();
    const { user } = setup();
    const next = await screen.findByRole('button', { name: 'Next day' });
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe(heading));
    for (let turn = 0; turn < 7 && !screen.queryByText('11:00-15:00 Lunch'); turn += 1) await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('00:00-11:00 House loop')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '11:00-15:00 Lunch' }));
    expect(await screen.findByRole('dialog', { name: 'Edit schedule entry' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    setup();
    expect(await screen.findByRole('heading', { name: 'Programación', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lunch, martes de 11:00 a 15:00' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pantalla')).toBeInTheDocument();
  });
});
