// A unit's move along a path, with the leaders it carries (engine/evolve.ts, moveAlong): made in
// one copy of the units record for the whole path, it must leave the units exactly as moving
// hex by hex does, as the rule of attached leaders reads (the leaders of the unit's army on the
// hex it leaves go with it, at every step: those it started with, and a lone leader it reached
// on the way).
import { describe, expect, it } from 'vitest';
import { sameHex, type Hex } from './board/hex.js';
import { evolve } from './evolve.js';
import type { GameState } from './state.js';
import { statesOf } from './sim/drive.js';
import { Dice, playRandomGame } from './sim/random-game.js';
import { seededRandom } from './rules/random.js';

/** The rule applied one hex at a time, a state per step, as evolve did before. */
function hexByHex(state: GameState, unitId: string, path: readonly Hex[]): GameState['units'] {
  let s = state;
  for (const to of path) {
    const unit = s.units[unitId]!;
    let units = { ...s.units, [unitId]: { ...unit, hex: to } };
    if (unit.type !== 'leader')
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
      const states = statesOf(playRandomGame(seed, 120));
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
