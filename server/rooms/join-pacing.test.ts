// Spectator admissions take one turn of the event loop each, in order, so other work (a
// player's command) runs between them.
import { describe, expect, it } from 'vitest';
import { joinTurn } from './join-pacing.js';

describe('joinTurn', () => {
  it('admits one waiter per turn of the loop, in the order asked, with other work between', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const admitted: { n: number; turn: number }[] = [];
    await Promise.all(Array.from({ length: 6 }, (_, n) => joinTurn().then(() => void admitted.push({ n, turn: turns }))));
    ticking = false;
    expect(admitted.map((a) => a.n)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < admitted.length; i++) expect(admitted[i]!.turn).toBeGreaterThan(admitted[i - 1]!.turn);
    // Asked again later, the queue starts afresh.
    await joinTurn();
  });
});
