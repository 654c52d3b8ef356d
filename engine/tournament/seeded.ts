// Seeded randomness for the tournament, derived from the event's recorded seed (never
// Math.random), so anyone can re-run a pairing or a tie-break from the published event file.
import { nextInt, seededRandom, shuffle } from '../rules/random.js';

/** A player's fixed random tie-break key in this event: the same whoever else is entered. */
export function tieBreakKey(eventSeed: string, player: string): number {
  return nextInt(seededRandom(`${eventSeed}/tie-break/${player}`), 2 ** 32)[0];
}

/** Round 1's random order (OT2022: "For the first round, players are paired randomly"). */
export function firstRoundOrder<T>(eventSeed: string, items: readonly T[]): T[] {
  return shuffle(items, seededRandom(`${eventSeed}/round-1`)).items;
}

/** A seeded shuffle under a named label of the event seed (the presets' card shuffles:
 *  `seed/<label>`), reproducible by anyone from the published event file. */
export function seededShuffle<T>(eventSeed: string, label: string, items: readonly T[]): T[] {
  return shuffle(items, seededRandom(`${eventSeed}/${label}`)).items;
}
