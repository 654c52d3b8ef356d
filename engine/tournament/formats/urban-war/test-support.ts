// Builders for the Urban War tests.
import type { Pairing } from '../../types.js';
import type { UwEntrant, UwEvent, UwResult, UwRound } from './types.js';

/** Players p1 … pn with 12 models each, factions from `faction(i)` (default all different). */
export function forces(n: number, faction: (i: number) => string = (i) => `F${i}`): UwEntrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, faction: faction(i), models: 12 }));
}

/** A game "A:lostA-B:lostB" (12-model forces: 0 light, 3 moderate, 6 heavy, 9 severe). */
export function game(text: string): UwResult {
  const [l, r] = text.split('-') as [string, string];
  const [a, lostA] = l.split(':') as [string, string];
  const [b, lostB] = r.split(':') as [string, string];
  return { a, b, lostA: Number(lostA), lostB: Number(lostB) };
}

export function uwRound(number: number, games: readonly string[], bye?: string, tables?: readonly number[]): UwRound {
  const results = games.map(game);
  const pairings: Pairing[] = results.map((r, i) => ({ table: tables?.[i] ?? i + 1, a: r.a, b: r.b }));
  if (bye) pairings.push({ table: results.length + 1, a: bye, b: null });
  return { number, pairings, results };
}

export function uwEvent(entrants: UwEntrant[], rounds: UwRound[] = [], extra: Partial<UwEvent> = {}): UwEvent {
  return { name: 'Urban War test', seed: 'uw-seed', format: 'urban-war', entrants, rounds, ...extra };
}
