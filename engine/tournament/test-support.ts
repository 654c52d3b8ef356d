// Builders shared by the tournament tests: short ways to write games, matches and events, and
// a deep freeze so any attempt to mutate an input throws (ES modules run in strict mode).
import type { Entrant, Game, MatchResult, Pairing, Round, TournamentEvent } from './types.js';

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A completed game won by `winner`, banners given for the result's a and b. */
export const won = (winner: string, bannersA: number, bannersB: number, blocks?: [number, number]): Game =>
  blocks ? { winner, bannersA, bannersB, blocksLostA: blocks[0], blocksLostB: blocks[1] } : { winner, bannersA, bannersB };
export const unfinished = (bannersA = 0, bannersB = 0): Game => ({ winner: null, bannersA, bannersB });
export const forfeited = (by: string, winner: string | null = null): Game => ({ winner, bannersA: 0, bannersB: 0, forfeitBy: by });

export const match = (a: string, b: string, g1: Game, g2: Game): MatchResult => ({ a, b, games: [g1, g2] });

/** A round from "A-B" strings ("E-" is a bye), tables in order, with the given results. */
export function round(number: number, pairs: readonly string[], results: readonly MatchResult[] = []): Round {
  const pairings: Pairing[] = pairs.map((p, i) => {
    const [a, b] = p.split('-');
    return { table: i + 1, a: a!, b: b ? b : null };
  });
  return { number, pairings, results };
}

export function event(ids: readonly string[], rounds: readonly Round[] = [], extra: Partial<TournamentEvent> = {}): TournamentEvent {
  const entrants: Entrant[] = ids.map((id) => ({ id, name: `Player ${id}` }));
  return { name: 'Test Open', seed: 'test-seed', format: 'ot2022', entrants, rounds: [...rounds], ...extra };
}
