// Builders for the V:TES tests.
import type { VtesEntrant, VtesEvent, VtesRound } from './types.js';

export function players(n: number): VtesEntrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

/** A round from tables of "p1 p2 p3 p4 p5" with victory points "1.5 0 1.5 0 0.5" (same order). */
export function vtesRound(number: number, tables: readonly [string, string][]): VtesRound {
  return {
    number,
    tables: tables.map(([seats], i) => ({ table: i + 1, seats: seats.split(' ') })),
    results: tables.map(([seats, vps], i) => {
      const ids = seats.split(' ');
      const v = vps.split(' ').map(Number);
      return { table: i + 1, vp: Object.fromEntries(ids.map((id, k) => [id, v[k]!])) };
    }),
  };
}

export function vtesEvent(entrants: VtesEntrant[], rounds: VtesRound[] = [], extra: Partial<VtesEvent> = {}): VtesEvent {
  return { name: 'V:TES test', seed: 'vtes-seed', format: 'vtes', entrants, rounds, ...extra };
}
