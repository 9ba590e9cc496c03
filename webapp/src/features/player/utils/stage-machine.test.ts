import { describe, expect, it } from 'vitest';

import type { ManifestItem, PlayerPlaylist } from '@/types/api';

import { type StageAction, type StageEvent, type StageState, stageStep, startStage } from './stage-machine';
import { COLD_LOAD_MS, LOAD_TIMEOUT_MS, loadDeadline } from './stage-timing';

const item = (mediaId: string): ManifestItem => ({ mediaId, assetType: 'image', url: `/files/${mediaId}.png`, youtubeId: null, duration: 10, fileSize: 1 });
const playlist = (...ids: string[]): PlayerPlaylist => ({
  id: 'p-1', playlistName: 'Morning', items: ids.map(item),
  showLogo: false, logoPosition: null, logoUrl: '', showBanner: false, bannerText: '',
});

/** Runs the actions from the start of `list`, collecting the events. */
function run(list: PlayerPlaylist, ...actions: StageAction[]) {
  let state: StageState = startStage(list, 0);
  const events: StageEvent[] = [];
  for (const action of actions) {
    const step = stageStep(state, action, 1000);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}
const said = (events: StageEvent[]) =>
  events.map((e) => (e.kind === 'nothingPlayable' ? 'standby' : e.kind === 'started' ? `+${e.item.mediaId}` : `-${e.item.mediaId}:${e.reason ?? e.outcome}`));

describe('the stage', () => {
  it('shows the first item once ready, and starts it once painted', () => {
    const { state, events } = run(playlist('a', 'b'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 });
    expect(state.shown?.item.mediaId).toBe('a');
    expect(state.incoming?.item.mediaId).toBe('b');
    expect(said(events)).toEqual(['+a']);
  });

  it('keeps the shown item past its time until the next one is ready, then holds it until painted', () => {
    const list = playlist('a', 'b');
    const due = run(list, { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'due', turn: 0 });
    expect(due.state.shown?.item.mediaId).toBe('a');
    const swapped = run(list, { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'due', turn: 0 }, { type: 'ready', turn: 1 });
    expect(swapped.state.shown?.item.mediaId).toBe('b');
    expect(swapped.state.outgoing?.item.mediaId).toBe('a');
    const painted = stageStep(swapped.state, { type: 'painted', turn: 1 }, 2000);
    expect(painted.state.outgoing).toBeNull();
    expect(said(painted.events)).toEqual(['-a:completed', '+b']);
  });

  it('skips an item that fails while prepared, and reports why', () => {
    const { state, events } = run(playlist('a', 'y', 'c'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'failed', turn: 1, reason: 'offline' });
    expect(state.incoming?.item.mediaId).toBe('c');
    expect(said(events)).toEqual(['+a', '-y:offline']);
  });

  it('ends an item that breaks on screen as skipped, and moves on at once', () => {
    const list = playlist('v', 'b');
    const { state, events } = run(list, { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'ready', turn: 1 }, { type: 'failed', turn: 0, reason: 'stalled' }, { type: 'painted', turn: 1 });
    expect(state.shown?.item.mediaId).toBe('b');
    expect(said(events)).toEqual(['+v', '-v:stalled', '+b']);
  });

  it('shows the standby when every item failed in a row, and tries again', () => {
    const list = playlist('y1', 'y2');
    const { state, events } = run(list, { type: 'failed', turn: 0, reason: 'load-timeout' }, { type: 'failed', turn: 1, reason: 'youtube-error' });
    expect(state.standby).toBe(true);
    expect(state.shown).toBeNull();
    expect(said(events)).toEqual(['-y1:load-timeout', '-y2:youtube-error', 'standby']);
    const retried = stageStep(state, { type: 'retry' }, 20_000).state;
    expect(retried.incoming?.item.mediaId).toBe('y1');
    expect(retried.standby).toBe(true);
  });

  it('replays the one playable item when the others fail', () => {
    const { state, events } = run(playlist('a', 'y'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'failed', turn: 1, reason: 'offline' }, { type: 'due', turn: 0 }, { type: 'ready', turn: 2 }, { type: 'painted', turn: 2 });
    expect(state.shown?.item).toMatchObject({ mediaId: 'a', turn: 2 });
    expect(said(events)).toEqual(['+a', '-y:offline', '-a:completed', '+a']);
  });

  it('prepares the first item of a new playlist, shown when the current item ends', () => {
    const started = run(playlist('a', 'b'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }).state;
    const changed = stageStep(started, { type: 'playlist', playlist: playlist('x') }, 3000).state;
    expect(changed.shown?.item.mediaId).toBe('a');
    expect(changed.incoming?.item.mediaId).toBe('x');
  });

  it('ignores a timeout that fired after the item got ready or painted', () => {
    const { state, events } = run(playlist('a', 'b'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }, { type: 'failed', turn: 0, reason: 'load-timeout' });
    expect(state.shown?.broken).toBeNull();
    expect(said(events)).toEqual(['+a']);
  });

  it('gives a prepared item until 1.5 s after the shown one is due, and a cold one longer', () => {
    const shown = run(playlist('a', 'b'), { type: 'ready', turn: 0 }, { type: 'painted', turn: 0 }).state;
    expect(loadDeadline(shown)).toBeNull();
    const due = stageStep({ ...shown, incoming: shown.incoming && { ...shown.incoming, preparedAt: 0 } }, { type: 'due', turn: 0 }, 10_000).state;
    expect(loadDeadline(due)).toEqual({ turn: 1, at: 10_000 + LOAD_TIMEOUT_MS });
    expect(loadDeadline(startStage(playlist('a'), 0))).toEqual({ turn: 0, at: COLD_LOAD_MS });
  });
});
