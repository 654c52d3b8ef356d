// A finished game's result for the match report: banners and blocks lost per army, as the
// entrants who held the armies.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../engine/sim/random-game.js';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import type { GameState } from '../../engine/state.js';
import { armyOutcome, resultForEntrants } from './game-result.js';

function shortScenario() {
  const base = DEMO_SCENARIOS['vellara-ford'] as Record<string, any>;
  return { ...base, id: 'short-ford', armies: { north: { ...base.armies.north, victoryBanners: 1 }, south: { ...base.armies.south, victoryBanners: 1 } } } as never;
}

describe('game results', () => {
  it('counts every block lost, an eliminated unit in full, and no leaders', () => {
    // The first of the seeded games that a unit's elimination (not a lone leader's) ended.
    const game = Array.from({ length: 20 }, (_, i) => playRandomGame(`result-${i + 1}`, 3000, 2, 'x', shortScenario())).find((g) =>
      Object.values(g.state.units).some((u) => u.eliminated && u.type !== 'leader'),
    )!;
    expect(game.state.winner).not.toBeNull();
    const units = Object.values(game.state.units);
    const eliminated = units.find((u) => u.eliminated && u.type !== 'leader')!;
    expect(eliminated).toBeDefined();
    // Change one state by hand: a leader hit, a 4-block unit down to 1.
    const leader = units.find((u) => u.type === 'leader')!;
    const whole = units.find((u) => !u.eliminated && u.type !== 'leader' && u.blocks === u.startingBlocks && u.army === 'north')!;
    const state: GameState = {
      ...game.state,
      units: { ...game.state.units, [leader.id]: { ...leader, blocks: 0, eliminated: true }, [whole.id]: { ...whole, blocks: 1 } },
    };
    const before = armyOutcome(game.state);
    const after = armyOutcome(state);
    expect(after.blocksLost.north).toBe(before.blocksLost.north + whole.startingBlocks - 1);
    expect(after.blocksLost[leader.army]).toBe(before.blocksLost[leader.army] + (leader.army === 'north' ? whole.startingBlocks - 1 : 0));
    const expectedLost = units.filter((u) => u.army === eliminated.army && u.type !== 'leader').reduce((n, u) => n + u.startingBlocks - u.blocks, 0);
    expect(before.blocksLost[eliminated.army]).toBe(expectedLost);
    expect(before.blocksLost[eliminated.army]).toBeGreaterThanOrEqual(eliminated.startingBlocks);
    expect(before.banners).toEqual({ north: game.state.armies.north.banners, south: game.state.armies.south.banners });
  });

  it('gives the result to the entrants by the army each held', () => {
    const outcome = { winner: 'north' as const, banners: { north: 3, south: 1 }, blocksLost: { north: 2, south: 9 } };
    expect(resultForEntrants(outcome, { e1: 'south', e2: 'north' })).toEqual({ winner: 'e2', banners: { e1: 1, e2: 3 }, blocksLost: { e1: 9, e2: 2 } });
    expect(resultForEntrants({ ...outcome, winner: null }, { e1: 'north', e2: 'south' }).winner).toBeNull();
  });
});
