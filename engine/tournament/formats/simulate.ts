// Whole preset events with seeded random results, for the property tests and the benchmark:
// each round paired (or seated) by the preset exactly as a real one is, then given random
// results of the preset's kind, with drops between rounds when asked.
import type { Rejection } from '../../rules/rejection.js';
import { Dice } from '../simulate.js';
import type { PlayerId } from '../types.js';
import type { AsoEvent, AsoResult } from './aso2008/types.js';
import { pairAny, type PresetEvent } from './index.js';
import type { UwEvent, UwResult } from './urban-war/types.js';
import type { VtesEvent, VtesTableResult } from './vtes/types.js';

export interface PresetSimulation<E extends PresetEvent> {
  readonly event: E;
  readonly failure?: { round: number; rejection: Rejection };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(3, '0')}`);

export function asoSimulationEvent(seed: string, n: number): AsoEvent {
  const dice = new Dice(`${seed}/entrants`);
  const nations = ['DK', 'SE', 'NO', 'DE', 'UK', 'FI'];
  return { name: `ASO ${n}`, seed, format: 'aso2008', entrants: ids(n).map((id, i) => ({ id, name: `Player ${i + 1}`, rating: 1200 + dice.int(800), nationality: nations[dice.int(nations.length)]! })), rounds: [] };
}

export function uwSimulationEvent(seed: string, n: number): UwEvent {
  const dice = new Dice(`${seed}/entrants`);
  const factions = ['Ecclesiast', 'Triad', 'Viridian', 'Shi Wan Nu', 'Syndicate'];
  return { name: `Urban War ${n}`, seed, format: 'urban-war', entrants: ids(n).map((id, i) => ({ id, name: `Player ${i + 1}`, faction: factions[dice.int(factions.length)]!, models: 8 + dice.int(10) })), rounds: [] };
}

export function vtesSimulationEvent(seed: string, n: number): VtesEvent {
  return { name: `V:TES ${n}`, seed, format: 'vtes', entrants: ids(n).map((id, i) => ({ id, name: `Player ${i + 1}` })), rounds: [] };
}

function asoResult(dice: Dice, a: PlayerId, b: PlayerId): AsoResult {
  const x = dice.int(10);
  return { a, b, winner: x < 1 ? null : x < 6 ? a : b };
}

function uwResult(dice: Dice, e: UwEvent, a: PlayerId, b: PlayerId): UwResult {
  const models = (id: PlayerId) => e.entrants.find((x) => x.id === id)!.models;
  return { a, b, lostA: dice.int(models(a) + 1), lostB: dice.int(models(b) + 1), ...(dice.chance(0.1) ? { withdrewA: true } : {}) };
}

/** A table's random game: some ousts (each one VP to the ouster), survivors a half each. */
export function vtesTableResult(dice: Dice, table: number, seats: readonly PlayerId[]): VtesTableResult {
  const vp: Record<PlayerId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const alive = [...seats];
  const ousts = dice.int(seats.length);
  for (let k = 0; k < ousts && alive.length > 1; k++) {
    const i = dice.int(alive.length);
    const prey = (i + 1) % alive.length;
    vp[alive[i]!]! += 1;
    alive.splice(prey, 1);
  }
  if (alive.length === 1) vp[alive[0]!]! += 1;
  else for (const s of alive) vp[s]! += 0.5;
  return { table, vp };
}

/** Plays `rounds` rounds of a preset event with random results (drops at `dropRate`). */
export function simulatePreset<E extends PresetEvent>(start: E, rounds: number, dropRate = 0, observe?: (before: E, round: E['rounds'][number]) => void): PresetSimulation<E> {
  const dice = new Dice(`${start.seed}/simulation`);
  let event = start;
  for (let n = 1; n <= rounds; n++) {
    if (n > 1 && dropRate > 0) event = { ...event, entrants: event.entrants.map((e) => (!e.dropped && dice.chance(dropRate) ? { ...e, dropped: true } : e)) };
    const paired = pairAny(event, n);
    if (!paired.ok) return { event, failure: { round: n, rejection: paired.rejection } };
    const round = paired.value.round as E['rounds'][number];
    observe?.(event, round);
    let done: unknown;
    if (event.format === 'vtes') {
      const r = round as VtesEvent['rounds'][number];
      done = { ...r, results: r.tables.map((t) => vtesTableResult(dice, t.table, t.seats)) };
    } else {
      const r = round as AsoEvent['rounds'][number];
      const ev = event;
      done = { ...r, results: r.pairings.filter((p) => p.b !== null).map((p) => (ev.format === 'aso2008' ? asoResult(dice, p.a, p.b!) : uwResult(dice, ev as UwEvent, p.a, p.b!))) };
    }
    event = { ...event, rounds: [...event.rounds, done] } as E;
  }
  return { event };
}
