import { describe, expect, it } from 'vitest';
import type { GameState } from './index.js';
import { statesOf } from './sim/drive.js';
import { playRandomGame } from './sim/random-game.js';
import { publicEntries, publicFromEntries, type PublicView } from './view-parts.js';
import { viewFor, waitingFor } from './view.js';
import { BATTLE_CHOICE_WAIT } from './names.js';

function publicOf(state: GameState): PublicView {
  const { scenario: _s, units: _u, viewer: _v, me: _m, hand: _h, referee: _r, ...pub } = viewFor(state, { kind: 'spectator' });
  return pub;
}

/** The state after each command of a seeded random game, and the commands' types. */
function gameStates(seed: string, n: number): { states: GameState[]; types: string[] } {
  const g = playRandomGame(seed, n);
  return { states: statesOf(g), types: g.commands.map((c) => c.command.type) };
}

describe('public view entries', () => {
  it('flatten and join give back the spectator view (less scenario and units) at every step of a game', () => {
    for (const state of gameStates('parts', 150).states) {
      const pub = publicOf(state);
      expect(publicFromEntries(publicEntries(pub), state.version)).toEqual(JSON.parse(JSON.stringify(pub)));
    }
  });

  it('what the table waits on is not sent, and is worked out again as the engine has it at every step (8, 6, 4 and 2 players)', () => {
    const seen = new Set<string>();
    for (const players of [8, 6, 4, 2] as const) {
      for (const state of statesOf(playRandomGame(`waiting-${players}`, 400, players))) {
        const entries = publicEntries(publicOf(state));
        expect([...entries.keys()].filter((k) => k.startsWith('waitingFor'))).toEqual([]);
        const expected = waitingFor(state);
        expect(publicFromEntries(entries, state.version).waitingFor).toEqual(expected);
        for (const w of expected) seen.add(w.for);
      }
    }
    // Every kind of wait came up, the battles' choices and First Strike included.
    expect(seen).toEqual(new Set(['to issue Command cards', 'to order units', 'to move ordered units', 'to declare battles', 'to decide on First Strike', ...[...seen].filter((f) => Object.values(BATTLE_CHOICE_WAIT).includes(f))]));
    expect([...seen].filter((f) => Object.values(BATTLE_CHOICE_WAIT).includes(f)).length).toBeGreaterThan(0);
  });

  it("the version is not a leaf of the map: the reader takes the synced state's own field", () => {
    for (const state of gameStates('parts-version', 60).states) {
      const entries = publicEntries(publicOf(state));
      expect(entries.has('version')).toBe(false);
      expect(publicFromEntries(entries, state.version).version).toBe(state.version);
    }
  });

  it('a map still incomplete waits on nobody, and does not throw', () => {
    expect(publicFromEntries([], 0).waitingFor).toEqual([]);
  });

  it('a move changes only a few leaves (the trail, the status), not whole parts of the view', () => {
    const { states, types } = gameStates('parts-move', 400);
    const i = types.indexOf('MoveUnit');
    expect(i).toBeGreaterThanOrEqual(0);
    const before = publicEntries(publicOf(states[i]!));
    const after = publicEntries(publicOf(states[i + 1]!));
    const changed = [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
    // The turn's trails are one leaf (PUBLIC_WHOLE): the move's unit's trail is in it.
    expect(changed).toContain('turnState.trails');
    expect(changed.length).toBeLessThan(6);
    expect(changed.filter((k) => k.startsWith('armies') || k.startsWith('discards') || k.startsWith('seats') || k.startsWith('options'))).toEqual([]);
  });
});
