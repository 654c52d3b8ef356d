// Whole preset events with seeded random results (engine/tournament/formats/simulate.ts): every
// round is paired or seated (no dead end), the event stays valid, and what each text forbids
// never happens — a rematch (ASO 2008, Urban War), a second bye (Urban War), a repeated
// predator-prey relationship where the field allows none (V:TES).
import { describe, expect, it } from 'vitest';
import { anyStandings, parseAnyEvent } from '../../engine/tournament/index.js';
import { asoSimulationEvent, simulatePreset, uwSimulationEvent, vtesSimulationEvent } from '../../engine/tournament/formats/simulate.js';
import { pairKey } from '../../engine/tournament/validate.js';
import type { Pairing } from '../../engine/tournament/types.js';

function noRematchOrSecondBye(rounds: readonly { pairings: readonly Pairing[] }[], byesOnce: boolean): void {
  const met = new Set<string>();
  const byes = new Set<string>();
  for (const r of rounds)
    for (const p of r.pairings) {
      if (p.b === null) {
        if (byesOnce) expect(byes.has(p.a), `${p.a} has a second bye`).toBe(false);
        byes.add(p.a);
        continue;
      }
      const k = pairKey(p.a, p.b);
      expect(met.has(k), `${p.a} v ${p.b} again`).toBe(false);
      met.add(k);
    }
}

describe('simulated ASO 2008 events', () => {
  it.each([9, 10, 16, 33, 47, 64, 100])('%i players, five rounds, drops: no dead end, no rematch, valid event', (n) => {
    for (let s = 0; s < 6; s++) {
      const sim = simulatePreset(asoSimulationEvent(`aso-${n}-${s}`, n), 5, 0.03);
      expect(sim.failure).toBeUndefined();
      expect(parseAnyEvent(JSON.parse(JSON.stringify(sim.event))).ok).toBe(true);
      noRematchOrSecondBye(sim.event.rounds, true);
      const st = anyStandings(sim.event);
      expect(st.standings).toHaveLength(n);
      expect(st.winners!.length).toBeGreaterThan(0);
    }
  });
});

describe('simulated Urban War events', () => {
  it.each([5, 8, 11, 16, 25, 32, 61])('%i players, the table\'s rounds, drops: no dead end, no rematch, no second bye', (n) => {
    for (let s = 0; s < 6; s++) {
      const start = uwSimulationEvent(`uw-${n}-${s}`, n);
      const sim = simulatePreset(start, Math.ceil(Math.log2(n)), 0.03);
      expect(sim.failure).toBeUndefined();
      expect(parseAnyEvent(JSON.parse(JSON.stringify(sim.event))).ok).toBe(true);
      noRematchOrSecondBye(sim.event.rounds, true);
      // Tables are 1 … pairs in every round.
      for (const r of sim.event.rounds) {
        const tables = r.pairings.filter((p) => p.b !== null).map((p) => p.table).sort((a, b) => a - b);
        expect(tables).toEqual(tables.map((_, i) => i + 1));
      }
    }
  });
});

describe('simulated V:TES events', () => {
  it.each([4, 5, 6, 7, 8, 9, 11, 12, 13, 17, 23, 40, 77])('%i players, three rounds: tables of 4 and 5, everyone present seated once', (n) => {
    for (let s = 0; s < 4; s++) {
      const sim = simulatePreset(vtesSimulationEvent(`vtes-${n}-${s}`, n), 3);
      expect(sim.failure).toBeUndefined();
      expect(parseAnyEvent(JSON.parse(JSON.stringify(sim.event))).ok).toBe(true);
      for (const r of sim.event.rounds) {
        for (const t of r.tables) expect([4, 5]).toContain(t.seats.length);
        expect(r.tables.flatMap((t) => t.seats).length + (r.sitOut?.length ?? 0)).toBe(n);
      }
    }
  });

  it.each([10, 14, 20, 32, 50])('%i players, three rounds: no predator-prey relationship repeated', (n) => {
    for (let s = 0; s < 4; s++) {
      const sim = simulatePreset(vtesSimulationEvent(`prey-${n}-${s}`, n), 3);
      const seen = new Set<string>();
      for (const r of sim.event.rounds)
        for (const t of r.tables)
          for (const [i, x] of t.seats.entries()) {
            const rel = `${x}>${t.seats[(i + 1) % t.seats.length]}`;
            expect(seen.has(rel), rel).toBe(false);
            seen.add(rel);
          }
    }
  });
});
