// The private part a client shows is the one of its synced state's version: a part that came
// ahead of its patch waits for it (client/src/game/private-parts.ts).
import { describe, expect, it } from 'vitest';
import { PrivateParts } from '../../client/src/game/private-parts.js';

describe("a client's private parts", () => {
  it('gives the newest part not ahead of the state, and none before the first', () => {
    const parts = new PrivateParts();
    expect(parts.at(3)).toBeUndefined();
    parts.take({ for: 'south:oc', version: 3, part: 'hand at 3' });
    expect(parts.at(undefined)).toBeUndefined();
    expect(parts.at(2)).toBeUndefined();
    expect(parts.at(3)).toBe('hand at 3');
    // The next change's part arrives before its patch: the state is still at 3.
    parts.take({ for: 'south:oc', version: 5, part: 'hand at 5' });
    expect(parts.at(3)).toBe('hand at 3');
    expect(parts.at(4)).toBe('hand at 3');
    expect(parts.at(5)).toBe('hand at 5');
    expect(parts.at(9)).toBe('hand at 5');
  });

  it('keeps the latest of one version, orders parts by version, and ignores a message with lines only', () => {
    const parts = new PrivateParts();
    parts.take({ for: 'referee', version: 7, part: 'a' });
    parts.take({ for: 'referee', version: 4, part: 'b' }); // a welcome after a reconnect, older
    parts.take({ for: 'referee', version: 7, part: 'c' });
    parts.take({ for: 'referee', version: 8, log: '{"lines":[]}' });
    parts.take(undefined);
    expect(parts.at(5)).toBe('b');
    expect(parts.at(8)).toBe('c');
  });

  it('keeps a bounded number of parts', () => {
    const parts = new PrivateParts();
    for (let v = 1; v <= 100; v++) parts.take({ for: 's', version: v, part: `p${v}` });
    expect(parts.at(100)).toBe('p100');
    expect(parts.at(10)).toBeUndefined(); // long gone
  });
});
