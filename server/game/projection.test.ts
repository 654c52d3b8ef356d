// The parts the server syncs are built with card ids from the start (no replacer). They must
// say exactly what the engine's full views say, with every card written as its id: a
// difference would show a seat something its view does not hold, or hide something it does.
import { describe, expect, it } from 'vitest';
import type { GameState, Viewer } from '../../engine/index.js';
import { statesOf } from '../../engine/sim/drive.js';
import { playRandomGame } from '../../engine/sim/random-game.js';
import { phaseOf } from '../../engine/machine.js';
import { playsHiddenFromTable, playsHiddenIn, viewFor } from '../../engine/view.js';
import { privatePart, publicPart } from './projection.js';

/** A full view as JSON, every card view (an object with `cardClass` and `text`) as its id. */
function withCardIds(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v) => (v && typeof v === 'object' && 'cardClass' in v && 'text' in v ? (v as { id: string }).id : v)));
}

function viewersOf(state: GameState): Viewer[] {
  return [{ kind: 'spectator' }, { kind: 'referee' }, ...state.seats.map((s) => ({ kind: 'seat' as const, seatId: s.id }))];
}

describe('server projection', () => {
  // Seeded games with 8, 6 and 2 players (one seat may hold several roles), every state
  // after every command: the command step (plays hidden), orders, battles, draws.
  const states = ([8, 6, 2] as const).flatMap((players) => statesOf(playRandomGame(`proj-${players}`, 250, players)));

  it('the public part is the spectator view less scenario, units and viewer fields, cards as ids', () => {
    for (const s of states) {
      const { scenario: _s, units: _u, viewer: _v, me: _m, hand: _h, referee: _r, ...pub } = viewFor(s, { kind: 'spectator' });
      expect(JSON.parse(JSON.stringify(publicPart(s)))).toEqual(withCardIds(pub));
    }
  });

  it("each viewer's private part is his view's private fields, cards as ids", () => {
    let handsSeen = 0;
    let hiddenSeen = 0;
    let publicSeen = 0;
    for (const s of states) {
      // The count the parts are compared with is the public part's own.
      expect(playsHiddenFromTable(s)).toBe(publicPart(s).turnState.hiddenPlays);
      for (const viewer of viewersOf(s)) {
        const full = viewFor(s, viewer);
        const part = privatePart(s, viewer);
        // Where the viewer sees what the public part shows (outside the command phase, or none of
        // its plays in it), the plays are the public part's.
        const hidden = part.plays !== null;
        expect(hidden).toBe(playsHiddenIn(phaseOf(s.step)) && full.turnState.hiddenPlays < s.turnState.plays.length);
        if (!hidden) {
          expect(part.plays).toBeNull();
          expect(part.hiddenPlays).toBeNull();
          expect(JSON.parse(JSON.stringify(publicPart(s).turnState.plays))).toEqual(withCardIds(full.turnState.plays));
          expect(full.turnState.hiddenPlays).toBe(publicPart(s).turnState.hiddenPlays);
          publicSeen++;
        }
        const plays = hidden ? part.plays : publicPart(s).turnState.plays;
        const hiddenPlays = hidden ? part.hiddenPlays : publicPart(s).turnState.hiddenPlays;
        expect(JSON.parse(JSON.stringify({ ...part, plays, hiddenPlays }))).toEqual(withCardIds({ me: full.me, hand: full.hand, plays: full.turnState.plays, hiddenPlays: full.turnState.hiddenPlays, referee: full.referee }));
        if (part.hand) handsSeen++;
        if ((part.hiddenPlays ?? 0) > 0) hiddenSeen++;
      }
    }
    // The games reached the states that matter: hands held, plays hidden from some seats.
    expect(handsSeen).toBeGreaterThan(100);
    expect(hiddenSeen).toBeGreaterThan(10);
    expect(publicSeen).toBeGreaterThan(100);
  });
});
