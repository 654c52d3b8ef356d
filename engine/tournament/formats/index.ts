// Any format's event file, parsed and computed by its own preset (format.ts): the command line
// and the server call these, so OT2022's own functions and files keep their meaning and a
// preset adds to them.
import { parseEvent } from '../validate.js';
import { computeStandings } from '../standings.js';
import { pairRound } from '../pairing.js';
import { swissRounds } from '../swiss-rounds.js';
import type { Outcome, TournamentEvent } from '../types.js';
import { fail, ok } from '../types.js';
import { FORMATS, type TournamentFormat } from './format.js';
import { pairAsoRound } from './aso2008/pairing.js';
import { parseAsoEvent } from './aso2008/schema.js';
import { asoStandings, asoWinners } from './aso2008/standings.js';
import { asoOptions, type AsoEvent } from './aso2008/types.js';
import { pairUwRound } from './urban-war/pairing.js';
import { parseUwEvent } from './urban-war/schema.js';
import { scoreCards, uwStandings, type ScoreCardLine } from './urban-war/standings.js';
import { uwOptions, type UwEvent } from './urban-war/types.js';
import { vtesFinal } from './vtes/final.js';
import { seatVtesRound } from './vtes/round.js';
import { parseVtesEvent } from './vtes/schema.js';
import { vtesStandings } from './vtes/standings.js';
import { vtesOptions, type VtesEvent } from './vtes/types.js';

export type AnyEvent = TournamentEvent | AsoEvent | UwEvent | VtesEvent;
export type PresetEvent = AsoEvent | UwEvent | VtesEvent;

/** An event file of any format → the checked event, or the first problem. */
export function parseAnyEvent(json: unknown): Outcome<AnyEvent> {
  const format = json !== null && typeof json === 'object' ? (json as { format?: unknown }).format : undefined;
  switch (format) {
    case 'aso2008':
      return parseAsoEvent(json);
    case 'urban-war':
      return parseUwEvent(json);
    case 'vtes':
      return parseVtesEvent(json);
    case 'ot2022':
      return parseEvent(json);
    default:
      return fail('event/unknown_format', `format: ${JSON.stringify(format ?? null)} is not a tournament format; use one of ${FORMATS.map((f) => `"${f}"`).join(', ')}.`);
  }
}

export function isPreset(e: AnyEvent): e is PresetEvent {
  return e.format !== 'ot2022';
}

/** The rounds the event plays before any final: Swiss rounds, or preliminary rounds. */
export function roundsOf(e: AnyEvent): number {
  switch (e.format) {
    case 'ot2022':
      return swissRounds(e.entrants.length);
    case 'aso2008':
      return asoOptions(e).rounds;
    case 'urban-war':
      return uwOptions(e).rounds;
    case 'vtes':
      return vtesOptions(e).rounds;
  }
}

export interface AnyStandings {
  readonly format: TournamentFormat;
  readonly rounds: number;
  readonly throughRound: number;
  /** Each format's own rows (rank, id, name, its points and tie-breaks, what separates a row
   *  from the next). */
  readonly standings: readonly ({ readonly rank: number; readonly id: string; readonly name: string } & Record<string, unknown>)[];
  /** ASO 2008: the winner(s) ("the last undefeated"); V:TES: the finalists. */
  readonly winners?: readonly string[];
  readonly finalists?: readonly string[];
  /** Urban War: every player's score card, round by round. */
  readonly scoreCards?: Readonly<Record<string, readonly ScoreCardLine[]>>;
}

export function anyStandings(e: AnyEvent, throughRound = Infinity): AnyStandings {
  const through = Math.min(throughRound, e.rounds.length);
  const base = { format: e.format, rounds: roundsOf(e), throughRound: through };
  switch (e.format) {
    case 'ot2022':
      return { ...base, standings: computeStandings(e, through).map((s) => ({ ...s })) };
    case 'aso2008': {
      const s = asoStandings(e, through);
      return { ...base, standings: s.map((x) => ({ ...x })), winners: asoWinners(s) };
    }
    case 'urban-war':
      return { ...base, standings: uwStandings(e, through).map((x) => ({ ...x })), scoreCards: Object.fromEntries(scoreCards(e, through)) };
    case 'vtes': {
      const s = vtesStandings(e, through);
      // 3.1.6: a tournament without final has no finalists; its standings are final.
      const finalists = vtesOptions(e).final ? { finalists: s.filter((x) => !x.dropped).slice(0, 5).map((x) => x.id) } : {};
      return { ...base, standings: s.map((x) => ({ ...x })), ...finalists };
    }
  }
}

/** The next round's pairing (or seating), or round `number` re-paired: `{ round, … }` ready to
 *  append to the event's rounds. */
export function pairAny(e: AnyEvent, number = e.rounds.length + 1): Outcome<{ round: AnyEvent['rounds'][number] } & Record<string, unknown>> {
  const r = e.format === 'ot2022' ? pairRound(e, number) : e.format === 'aso2008' ? pairAsoRound(e, number) : e.format === 'urban-war' ? pairUwRound(e, number) : seatVtesRound(e, number);
  return r.ok ? ok({ ...r.value }) : r;
}

export { vtesFinal, type TournamentFormat };
