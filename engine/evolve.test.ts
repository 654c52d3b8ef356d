// A unit's move along a path, with the leaders it carries (engine/evolve.ts, moveAlong): made in
// one copy of the units record for the whole path, it must leave the units exactly as moving
// hex by hex does, as the rule of attached leaders reads (the leaders of the unit's army on the
// hex it leaves go with it, at every step: those it started with, and a lone leader it reached
// on the way).
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { sameHex, type Hex } from './board/hex.js';
import { evolve } from './evolve.js';
import type { GameState } from './state.js';
import { statesOf } from './sim/drive.js';
import { Dice, playRandomGame } from './sim/random-game.js';
import { seededRandom } from './rules/random.js';
import { DEMO_SCENARIOS } from './scenario/demo/index.js';

/** The rule applied one hex at a time, a state per step, as evolve did before. */
function hexByHex(state: GameState, unitId: string, path: readonly Hex[]): GameState['units'] {
  let s = state;
  const start = state.units[unitId]!.hex;
  for (const to of path) {
    const unit = s.units[unitId]!;
    let units = { ...s.units, [unitId]: { ...unit, hex: to } };
    // Past its own hex, a leader there is carried only if no other unit of his army holds it
    // (light foot passing a friendly unit leave that unit its leader).
    const held = unit.hex !== start && Object.values(s.units).some((o) => o.id !== unitId && o.army === unit.army && o.type !== 'leader' && !o.eliminated && sameHex(o.hex, unit.hex));
    if (unit.type !== 'leader' && !held)
      for (const id in s.units) {
        const other = s.units[id]!;
        if (other.type === 'leader' && !other.eliminated && other.army === unit.army && sameHex(other.hex, unit.hex)) units = { ...units, [id]: { ...units[id]!, hex: to } };
      }
    s = { ...s, units };
  }
  return s.units;
}

/** The unit moved along the path, or null where the state's step takes no move (the turn
 *  machine refuses it: only a movement step does). */
function moved(state: GameState, unit: GameState['units'][string], path: Hex[]): GameState | null {
  try {
    return evolve(state, { type: 'UnitMoved', army: unit.army, section: 'center', unitId: unit.id, path });
  } catch (err) {
    if (/turn machine refuses UnitMoved/.test((err as Error).message)) return null;
    throw err;
  }
}

describe('evolve: a unit moved along a path with its leaders', () => {
  it('leaves every unit where moving hex by hex leaves it, leaders picked up on the way included', () => {
    const dice = new Dice(seededRandom('evolve-move'));
    let checked = 0;
    let pickedUp = 0;
    for (const seed of ['move-a', 'move-b', 'move-c']) {
      const states = statesOf(playRandomGame(seed, 160));
      for (let i = 0; i < states.length; i++) {
        const found = states[i]!;
        const alive = Object.values(found.units).filter((u) => !u.eliminated);
        for (let k = 0; k < 4; k++) {
          let state = found;
          const unit = dice.pick(alive);
          const path: Hex[] = [];
          const length = 1 + dice.int(4);
          for (let h = 0; h < length; h++) path.push(dice.pick(alive).hex);
          // Every other time, a lone leader of the unit's army stands on the path's first hex
          // (moved there for the test): the unit reaches it, and carries it on from there.
          const leader = alive.find((u) => u.type === 'leader' && u.army === unit.army && u.id !== unit.id);
          let lone: string | null = null;
          if (unit.type !== 'leader' && leader && k % 2 === 0 && path.length > 1) {
            state = { ...found, units: { ...found.units, [leader.id]: { ...leader, hex: path[0]! } } };
            lone = leader.id;
          }
          const after = moved(state, unit, path);
          if (!after) continue;
          const expected = hexByHex(state, unit.id, path);
          expect(after.units, `${seed} state ${i}: ${unit.id} along ${JSON.stringify(path)}`).toEqual(expected);
          // Key order kept (the log's canonical JSON of a state depends on it).
          expect(Object.keys(after.units)).toEqual(Object.keys(state.units));
          // Units that did not move are the very objects they were (the views share them).
          for (const id in state.units) if (expected[id] === state.units[id]) expect(after.units[id]).toBe(state.units[id]);
          if (lone && sameHex(expected[lone]!.hex, path[path.length - 1]!)) pickedUp++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    // The case the rule is about happened, more than once.
    expect(pickedUp).toBeGreaterThan(5);
  });

  it('changes no unit for an empty path', () => {
    const states = statesOf(playRandomGame('move-empty', 120));
    let checked = 0;
    for (const state of states) {
      const after = moved(state, Object.values(state.units).find((u) => u.type !== 'leader' && !u.eliminated)!, []);
      if (!after) continue;
      expect(after.units).toBe(state.units);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

// The units record in V8's fast mode (properties by hidden class, not a hash table), from the
// start and through every change: in the server a hash-table record made each move's copy of it
// 60-134 µs, against 2.5-3.7 µs for a fast one (engine/evolve.ts, initialState and copyOfUnits;
// docs/benchmarks.md, twenty-seventh session). V8's own check, %HasFastProperties, needs its
// natives syntax, which this test turns on for the function it makes (no timing involved).
// The scenario's unit ids are renamed to ids no other code uses: V8 keeps a record built key by
// key in fast mode when other code has already made the same keys in the same order (its hidden
// classes are shared), so only fresh ids show how initialState's own build comes out.
describe('evolve: the units record stays a fast record', () => {
  it('is in fast mode at the start and after every move, order and battle of random games', () => {
    setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
    const base = DEMO_SCENARIOS['vellara-ford']!;
    const fresh = { ...base, units: base.units.map((u) => ({ ...u, id: `fast-record-check-${u.id}` })) };
    let checked = 0;
    let changed = 0;
    for (const seed of ['fast-units-1', 'fast-units-2']) {
      const states = statesOf(playRandomGame(seed, 300, 8, 'vellara-ford', fresh));
      for (let i = 0; i < states.length; i++) {
        expect(hasFastProperties(states[i]!.units), `${seed}, state ${i}`).toBe(true);
        if (i > 0 && states[i]!.units !== states[i - 1]!.units) changed++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    // Records made by the changes themselves (moves, hits, retreats) were checked, not only the first.
    expect(changed).toBeGreaterThan(20);
  });
});
