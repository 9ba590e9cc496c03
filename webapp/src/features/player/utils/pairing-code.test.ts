import { describe, expect, it } from 'vitest';

import { addScreenAddress, groupedCode } from './pairing-code';

describe('a pairing code on the TV', () => {
  it('is shown in groups of four', () => {
    expect(groupedCode('K7P2QXM9')).toBe('K7P2-QXM9');
  });

  it("names the portal's Add Screen page with the code filled in", () => {
    expect(addScreenAddress('https://portal.example', 'K7P2QXM9')).toBe('https://portal.example/client/dashboard/pages/screens?code=K7P2QXM9');
  });
});
