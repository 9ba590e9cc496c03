import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import type { SendPlays } from '../api/send-plays';

import { playbackEvents, subscribePlayback, type PlayedItem } from './playback-events';
import { openPlayOutbox, type OutboxPlay } from './play-outbox';
import { playRecorder, sendStep } from './play-sending';

const signal = new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const item = (turn: number): PlayedItem =>
  ({ mediaId: `m${turn % 3}`, playlistId: 'p1', turn, assetType: 'image', url: '/a.png', youtubeId: null, duration: 10, fileSize: 1 }) as PlayedItem;

/** A portal that can be down, keeping every play it took by screen + sequence (as the server does). */
function portal() {
  const kept = new Map<number, OutboxPlay>();
  let up = true;
  const send: SendPlays = async (_token, plays) => {
    if (up) plays.forEach((play) => kept.set(play.sequence, play));
    return { status: up ? 200 : 0, serverDate: null, sentAt: 0, receivedAt: 0 };
  };
  return { kept, send, setUp: (value: boolean) => void (up = value) };
}

/** One start of the player page: a fresh outbox on the same browser storage, a recorder and a sender. */
async function start(factory: IDBFactory, send: SendPlays) {
  const outbox = openPlayOutbox(factory);
  const stop = subscribePlayback(playRecorder(outbox));
  return { step: sendStep(outbox, 'token', send), stop, outbox };
}

async function play(from: number, count: number) {
  for (let turn = from; turn < from + count; turn += 1) {
    playbackEvents.started(item(turn), turn * 10_000);
    playbackEvents.ended(item(turn), 'completed', null, turn * 10_000 + 10_000);
  }
  await settle();
}

describe('proof of play across an outage and restarts', () => {
  it('loses no play: what the portal keeps is every play performed', async () => {
    const factory = new IDBFactory();
    const server = portal();
    let player = await start(factory, server.send);
    await play(0, 5);
    await player.step(signal); // sent while the portal is up
    server.setUp(false); // a 30-minute outage: 180 items of 10 s, and three restarts
    let performed = 5;
    for (let restart = 0; restart < 3; restart += 1) {
      await play(performed, 45);
      await player.step(signal); // fails: everything stays in the outbox
      performed += 45;
      player.stop(); // the page reloads: a new page opens the same outbox
      player = await start(factory, server.send);
    }
    await play(performed, 45);
    performed += 45;
    server.setUp(true);
    await player.step(signal);
    expect(server.kept.size).toBe(performed);
    expect([...server.kept.keys()].sort((a, b) => a - b)).toEqual([...Array(performed).keys()]);
    expect(await (await player.outbox)?.size()).toBe(0);
    player.stop();
  });
});
