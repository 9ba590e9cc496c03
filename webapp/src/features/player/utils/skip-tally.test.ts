import { describe, expect, it } from 'vitest';

import { SKIPS_KEPT, tallySkip, type SkipCount } from './skip-tally';

const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, second));

describe('the skip tally', () => {
  it('counts each media once per skip, keeping its last reason and time', () => {
    let tally: SkipCount[] = [];
    tally = tallySkip(tally, 'm-1', 'load-timeout', at(1));
    tally = tallySkip(tally, 'm-1', 'offline', at(5));
    expect(tally).toEqual([{ mediaId: 'm-1', reason: 'offline', count: 2, lastAt: at(5) }]);
  });

  it('puts the media skipped last first', () => {
    let tally = tallySkip([], 'm-1', 'stalled', at(1));
    tally = tallySkip(tally, 'm-2', 'media-error', at(2));
    tally = tallySkip(tally, 'm-1', 'stalled', at(3));
    expect(tally.map((skip) => [skip.mediaId, skip.count])).toEqual([['m-1', 2], ['m-2', 1]]);
  });

  it(`keeps the ${SKIPS_KEPT} media skipped most recently, dropping the one skipped longest ago`, () => {
    let tally: SkipCount[] = [];
    for (let i = 0; i <= SKIPS_KEPT; i += 1) tally = tallySkip(tally, `m-${i}`, 'media-error', at(i));
    expect(tally).toHaveLength(SKIPS_KEPT);
    expect(tally.map((skip) => skip.mediaId)).not.toContain('m-0');
    expect(tally[0]?.mediaId).toBe(`m-${SKIPS_KEPT}`);
  });

  it('leaves the tally it was given as it was', () => {
    const tally = tallySkip([], 'm-1', 'offline', at(1));
    tallySkip(tally, 'm-1', 'offline', at(2));
    expect(tally[0]?.count).toBe(1);
  });
});
