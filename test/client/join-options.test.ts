// What the browser joins a game with (client/src/game/join-options.ts): a join again asks only
// for the turn-log lines after the last one it holds, unless what it holds has a gap.
import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../engine/narrate-view.js';
import { joinOptions, missingLines } from '../../client/src/game/join-options.js';

const line = (version: number, text: string): LogLine => ({ version, turn: 1, text, army: 'south' });

describe('joining a game', () => {
  it("says the welcome's older lines are missing only while the client holds none of them", () => {
    const held = [line(3, 'Turn 1, Aurel: the Left Field General ordered a4.'), line(9, 'Turn 1, Aurel: a4 moved.')];
    // A complete welcome, or one whose missing lines the client kept from before its reconnect.
    expect(missingLines(undefined, held)).toBeNull();
    expect(missingLines(5, held)).toBeNull();
    // A first join whose welcome carried only the lines after version 5.
    expect(missingLines(5, held.slice(1))).toBe(5);
    expect(missingLines(5, [])).toBe(5);
  });

  it('joins again asking only for the lines after the last one held, unless the log held has a gap or is empty', () => {
    const held = [line(1, 'Vellara Ford: …'), line(3, 'Turn 1, Aurel: the Left Field General ordered a4.'), line(9, 'Turn 1, Aurel: a4 moved.')];
    expect(joinOptions('tok', 'abcd0123', held, null)).toEqual({ token: 'tok', schema: 'abcd0123', logAfter: 9 });
    expect(joinOptions('tok', 'abcd0123', [], null)).toEqual({ token: 'tok', schema: 'abcd0123' });
    expect(joinOptions('tok', 'abcd0123', held.slice(2), 5)).toEqual({ token: 'tok', schema: 'abcd0123' });
  });
});
