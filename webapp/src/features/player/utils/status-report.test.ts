import { afterEach, describe, expect, it } from 'vitest';

import { noteEmergency, noteFiles, noteManifest, noteServer, noteShowing, noteSkip, onStatusEvent, readStatus, resetStatus } from './status-board';
import { buildReport } from './status-report';

const at = (time: string) => new Date(`2026-03-01T${time}Z`);

describe('the player status report', () => {
  afterEach(() => resetStatus());

  it('says what shows since when, the manifest version and the files kept', () => {
    noteShowing({ mediaId: 'm-1', kind: 'video', since: at('10:00:05') });
    noteManifest('W/"abc123"');
    noteFiles({ kept: 2, total: 3, bytes: 4096 });
    expect(buildReport(readStatus(), at('10:00:20'))).toEqual({
      sentAt: '2026-03-01T10:00:20.000Z',
      manifestVersion: 'abc123',
      filesKept: 2,
      filesTotal: 3,
      bytesKept: 4096,
      showing: { mediaId: 'm-1', mediaKind: 'video', since: '2026-03-01T10:00:05.000Z' },
      offlineSince: null,
      offlineSeconds: 0,
      skips: [],
      emergencyId: null,
    });
  });

  it('names the emergency message on screen, and asks for a report soon when one shows or goes', () => {
    const events: string[] = [];
    onStatusEvent((event) => events.push(event));
    noteEmergency('e-7');
    expect(buildReport(readStatus(), at('10:00:00')).emergencyId).toBe('e-7');
    noteEmergency('e-7');
    noteEmergency(null);
    expect(buildReport(readStatus(), at('10:00:01')).emergencyId).toBeNull();
    expect(events).toEqual(['emergency', 'emergency']);
  });

  it('says nothing shows on standby and never more files kept than named', () => {
    noteFiles({ kept: 5, total: 4, bytes: 1 });
    const report = buildReport(readStatus(), at('10:00:00'));
    expect(report.showing).toBeNull();
    expect([report.filesKept, report.filesTotal]).toEqual([4, 4]);
  });

  it('tells how long the server was away once it answers again, and asks for a report then', () => {
    const events: string[] = [];
    onStatusEvent((event) => events.push(event));
    noteServer(false, at('10:00:00'));
    noteServer(false, at('10:05:00'));
    expect(readStatus().offlineSince).toEqual(at('10:00:00'));
    noteServer(true, at('10:30:00'));
    expect(events).toEqual(['back']);
    const report = buildReport(readStatus(), at('10:30:01'));
    expect([report.offlineSince, report.offlineSeconds]).toEqual(['2026-03-01T10:00:00.000Z', 1800]);
    noteServer(true, at('10:31:00'));
    expect(events).toEqual(['back']);
  });

  it('never sends a time later than the report (a clock set back meanwhile)', () => {
    noteShowing({ mediaId: 'm-1', kind: 'image', since: at('10:10:00') });
    expect(buildReport(readStatus(), at('10:00:00')).showing?.since).toBe('2026-03-01T10:00:00.000Z');
  });

  it('carries the skips per media, most recent first, and asks for a report at a media skipped anew', () => {
    const events: string[] = [];
    onStatusEvent((event) => events.push(event));
    noteSkip('yt-1', 'load-timeout', at('10:00:00'));
    noteSkip('vid-2', 'media-error', at('10:00:04'));
    noteSkip('yt-1', 'offline', at('10:00:10'));
    expect(events).toEqual(['skip', 'skip']);
    expect(buildReport(readStatus(), at('10:00:30')).skips).toEqual([
      { mediaId: 'yt-1', reason: 'offline', count: 2, lastAt: '2026-03-01T10:00:10.000Z' },
      { mediaId: 'vid-2', reason: 'media-error', count: 1, lastAt: '2026-03-01T10:00:04.000Z' },
    ]);
  });

  it('never sends a skip time later than the report', () => {
    noteSkip('yt-1', 'stalled', at('10:10:00'));
    expect(buildReport(readStatus(), at('10:00:00')).skips?.[0]?.lastAt).toBe('2026-03-01T10:00:00.000Z');
  });
});
