// Standings, pairings and the bracket as CSV (for spreadsheets and the tournament page) and
// as JSON-ready objects. CSV follows RFC 4180 (quoted when needed, CRLF line ends); a text
// cell starting with = + - @ is prefixed with ' so a spreadsheet shows it instead of running
// it as a formula (player names are typed by players).
import type { BracketState } from './bracket.js';
import type { Standing } from './standings.js';
import type { PlayerId, Round, TournamentEvent } from './types.js';

type Cell = string | number | boolean | null;

function cell(v: Cell): string {
  if (v === null) return '';
  if (typeof v !== 'string') return String(v);
  const text = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function standingsCsv(standings: readonly Standing[]): string {
  return toCsv(
    ['rank', 'id', 'name', 'points', 'strength_of_opposition', 'matches', 'byes', 'dropped', 'joined_round', 'above_next_by'],
    standings.map((s) => [s.rank, s.id, s.name, s.points, s.strengthOfOpposition, s.matches, s.byes, s.dropped, s.joinedRound, s.separatedFromNextBy]),
  );
}

export function standingsJson(event: TournamentEvent, standings: readonly Standing[], throughRound: number, swissRounds: number) {
  return { event: event.name, format: event.format, swissRounds, throughRound, standings };
}

export function pairingsCsv(event: TournamentEvent, round: Round): string {
  const names = new Map(event.entrants.map((e) => [e.id, e.name]));
  const name = (id: PlayerId | null) => (id === null ? 'BYE' : (names.get(id) ?? id));
  return toCsv(
    ['round', 'table', 'a_id', 'a_name', 'b_id', 'b_name'],
    round.pairings.map((p) => [round.number, p.table, p.a, name(p.a), p.b, name(p.b)]),
  );
}

export function bracketCsv(bracket: BracketState): string {
  const names = new Map(bracket.seeds.map((s) => [s.id, s.name]));
  const name = (id: PlayerId | null) => (id === null ? null : (names.get(id) ?? id));
  return toCsv(
    ['match', 'a_seed', 'a_id', 'a_name', 'b_seed', 'b_id', 'b_name', 'banners_a', 'banners_b', 'blocks_lost_a', 'blocks_lost_b', 'winner_id', 'decided_by', 'next'],
    bracket.matches.map((m) => [
      m.match, m.seedA, m.a, name(m.a), m.seedB, m.b, name(m.b),
      m.result?.bannersA ?? null, m.result?.bannersB ?? null, m.result?.blocksLostA ?? null, m.result?.blocksLostB ?? null,
      m.result?.winner ?? null, m.result?.decidedBy ?? null, m.next,
    ]),
  );
}
