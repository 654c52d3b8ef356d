// Builders for the ASO 2008 tests: players with ratings, rounds from "A-B" strings, results
// from "A>B" (A won), "A=B" (draw).
import type { Pairing } from '../../types.js';
import type { AsoEntrant, AsoEvent, AsoResult, AsoRound } from './types.js';

/** Players p1 … pn rated 2000, 1990, … (p1 the highest). */
export function rated(n: number, nationality?: (i: number) => string): AsoEntrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2000 - 10 * i, ...(nationality ? { nationality: nationality(i) } : {}) }));
}

export function result(text: string): AsoResult {
  const draw = text.includes('=');
  const [a, b] = text.split(/[>=]/) as [string, string];
  return { a, b, winner: draw ? null : a };
}

export function asoRound(number: number, results: readonly string[], bye?: string): AsoRound {
  const rs = results.map(result);
  const pairings: Pairing[] = rs.map((r, i) => ({ table: i + 1, a: r.a, b: r.b }));
  if (bye) pairings.push({ table: rs.length + 1, a: bye, b: null });
  return { number, pairings, results: rs };
}

export function asoEvent(entrants: AsoEntrant[], rounds: AsoRound[] = [], extra: Partial<AsoEvent> = {}): AsoEvent {
  return { name: 'ASO test', seed: 'aso-seed', format: 'aso2008', entrants, rounds, ...extra };
}
