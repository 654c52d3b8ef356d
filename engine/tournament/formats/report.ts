// The presets' round reports and CSV (the command line's `report` and `--csv`): each table's
// result in words, as an organizer posts it, and the standings and pairings as spreadsheets.
import { toCsv } from '../export.js';
import type { Outcome, PlayerId } from '../types.js';
import { fail, ok } from '../types.js';
import { outcomeFor } from './aso2008/scoring.js';
import type { AnyStandings, PresetEvent } from './index.js';
import { scoreGame } from './urban-war/scoring.js';
import { scoreTable } from './vtes/scoring.js';

type Cell = string | number | boolean | null;

/** Every column the rows have, in the first row's order; objects as JSON. */
export function standingsRowsCsv(s: AnyStandings): string {
  const header = s.standings.length > 0 ? Object.keys(s.standings[0]!) : ['rank', 'id', 'name'];
  const value = (v: unknown): Cell => (v === undefined ? null : v === null || ['string', 'number', 'boolean'].includes(typeof v) ? (v as Cell) : JSON.stringify(v));
  return toCsv(header, s.standings.map((r) => header.map((h) => value(r[h]))));
}

/** A preset's round as CSV: one row per table and seat (V:TES) or per pairing. */
export function presetRoundCsv(e: PresetEvent, round: PresetEvent['rounds'][number]): string {
  const name = (id: PlayerId | null) => (id === null ? 'BYE' : (e.entrants.find((x) => x.id === id)?.name ?? id));
  if ('tables' in round)
    return toCsv(['round', 'table', 'seat', 'id', 'name'], [
      ...round.tables.flatMap((t) => t.seats.map((s, i) => [round.number, t.table, i + 1, s, name(s)])),
      ...(round.sitOut ?? []).map((s) => [round.number, null, null, s, `${name(s)} (sits out)`]),
    ]);
  return toCsv(['round', 'table', 'a_id', 'a_name', 'b_id', 'b_name'], round.pairings.map((p) => [round.number, p.table, p.a, name(p.a), p.b ?? '', name(p.b)]));
}

/** Round `number` (default the last) in words. */
export function presetReport(e: PresetEvent, number = e.rounds.length): Outcome<string> {
  const round = e.rounds.find((r) => r.number === number);
  if (!round) return fail('report/no_such_round', `The event has no round ${number} (it has ${e.rounds.length}).`);
  const name = (id: PlayerId) => e.entrants.find((x) => x.id === id)?.name ?? id;
  const lines = [`${e.name}: round ${number}`];
  if (e.format === 'vtes') {
    const r = e.rounds[number - 1]!;
    for (const t of r.tables) {
      const res = r.results.find((x) => x.table === t.table);
      if (!res) {
        lines.push(`Table ${t.table}: ${t.seats.map(name).join(', ')} (no result yet)`);
        continue;
      }
      const s = scoreTable(t.seats, res.vp);
      lines.push(`Table ${t.table}: ${s.map((x) => `${name(x.id)} ${x.vp} VP${x.gameWin ? ' (GW)' : ''} ${x.tp} TP`).join('; ')}`);
    }
    if (r.sitOut?.length) lines.push(`Sitting out: ${r.sitOut.map(name).join(', ')}`);
  } else if (e.format === 'aso2008') {
    const r = e.rounds[number - 1]!;
    for (const p of r.pairings) {
      if (p.b === null) {
        lines.push(`Bye: ${name(p.a)}`);
        continue;
      }
      const res = r.results.find((x) => (x.a === p.a && x.b === p.b) || (x.a === p.b && x.b === p.a));
      if (!res) lines.push(`Table ${p.table}: ${name(p.a)} v ${name(p.b)} (no result yet)`);
      else if (res.winner === null) lines.push(`Table ${p.table}: ${name(res.a)} drew with ${name(res.b)}${res.scenario ? ` (${res.scenario})` : ''}`);
      else lines.push(`Table ${p.table}: ${name(res.winner)} beat ${name(outcomeFor(res, res.a) === 'win' ? res.b : res.a)}${res.scenario ? ` (${res.scenario})` : ''}`);
    }
  } else {
    const r = e.rounds[number - 1]!;
    const entrant = (id: PlayerId) => e.entrants.find((x) => x.id === id)!;
    for (const p of r.pairings) {
      if (p.b === null) {
        lines.push(`Bye: ${name(p.a)}`);
        continue;
      }
      const res = r.results.find((x) => (x.a === p.a && x.b === p.b) || (x.a === p.b && x.b === p.a));
      if (!res) {
        lines.push(`Table ${p.table}: ${name(p.a)} v ${name(p.b)} (no result yet)`);
        continue;
      }
      const s = scoreGame(res, entrant(res.a), entrant(res.b));
      const verdict = s.winner === null ? 'draw' : `${s.kind} victory to ${name(s.winner === 'a' ? res.a : res.b)}`;
      lines.push(`Table ${p.table}: ${name(res.a)} (${s.levelA} casualties) ${s.pointsA} – ${s.pointsB} ${name(res.b)} (${s.levelB} casualties): ${verdict}`);
    }
  }
  return ok(lines.join('\n'));
}
