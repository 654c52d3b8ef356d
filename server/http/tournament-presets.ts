// The preset tournaments' own routes (docs/tournament-api.md, "Other formats"): a game's or a
// table's result entered by the organizer or the referee (POST …/rounds/<n>/results), V:TES's
// final table (POST …/final), and the reads the shared routes hand over for a preset:
// standings, the round's pairings or tables, the report, the event file.
import { anyStandings, fail, ok, parseAnyEvent, vtesFinal, type Outcome, type TournamentFormat } from '../../engine/tournament/index.js';
import { presetReport, presetRoundCsv, standingsRowsCsv } from '../../engine/tournament/formats/report.js';
import { tournaments } from '../tournament/setup.js';
import type { TournamentState } from '../tournament/model.js';
import type { PresetResult } from '../tournament/preset-model.js';
import { toPresetEvent } from '../tournament/preset-event.js';
import { seedFor } from '../tournament/views.js';
import { fullView } from './tournament-schedule.js';
import { sendJson } from './api.js';
import { answer, bodyOf, refuse, requireActor, type TournamentRequest } from './tournament-api.js';
import * as S from './tournament-schemas.js';

/** A preset's options are checked by its own event parser before the tournament exists. */
export function checkFormatOptions(format: TournamentFormat, options: Record<string, unknown> | undefined): Outcome<null> {
  if (format === 'ot2022') return options && Object.keys(options).length > 0 ? fail('request/bad_body', 'formatOptions: OT2022 has no format options.') : ok(null);
  const parsed = parseAnyEvent({ name: 'check', seed: 'check', format, ...(options ? { options } : {}), entrants: [], rounds: [] });
  return parsed.ok ? ok(null) : fail(parsed.rejection.code, `formatOptions: ${parsed.rejection.message}`);
}

const view = (t: TournamentRequest) => () => fullView(tournaments().known(t.id), t);

async function result(t: TournamentRequest, round: string): Promise<boolean> {
  const body = await bodyOf(t, S.presetResultSchema);
  const actor = body && requireActor(t);
  const n = Number(round);
  if (!body || !actor) return true;
  if (!Number.isInteger(n) || n < 1) {
    refuse(t.res, { code: 'request/bad_round', message: 'The round must be a round number (1, 2, …).' });
    return true;
  }
  answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetResultSet', round: n, result: body.result as unknown as PresetResult }, body.reason ?? null), view(t));
  return true;
}

/** POST …/rounds/<n>/report (a player of the game) and …/rounds/<n>/confirm (another one). */
async function report(t: TournamentRequest, round: string, verb: 'report' | 'confirm'): Promise<boolean> {
  const n = Number(round);
  if (!Number.isInteger(n) || n < 1) {
    refuse(t.res, { code: 'request/bad_round', message: 'The round must be a round number (1, 2, …).' });
    return true;
  }
  if (verb === 'report') {
    const body = await bodyOf(t, S.presetReportSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetResultReported', round: n, result: body.result as unknown as PresetResult }), view(t));
  } else {
    const body = await bodyOf(t, S.presetConfirmSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetResultConfirmed', round: n, report: body.report }), view(t));
  }
  return true;
}

async function final(t: TournamentRequest): Promise<boolean> {
  const body = await bodyOf(t, S.presetFinalSchema);
  const actor = body && requireActor(t);
  if (!body || !actor) return true;
  const f = { seating: body.seating, ...(body.firstPlayer ? { firstPlayer: body.firstPlayer } : {}), ...(body.vp ? { vp: body.vp } : {}) };
  answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetFinalSet', final: f }, body.reason ?? null), view(t));
  return true;
}

async function request(t: TournamentRequest): Promise<boolean> {
  const body = await bodyOf(t, S.presetRequestSchema);
  const actor = body && requireActor(t);
  if (!body || !actor) return true;
  const a = body.player ?? actor.entrantId ?? '';
  answer(t.res, await tournaments().act(t.id, actor, (s) => ({ kind: 'PresetRequestMade', round: (s.preset?.rounds.length ?? 0) + 1, a, b: body.with })), view(t), 201);
  return true;
}

/** POST …/rounds/<n>/scenarios (organizer) and …/rounds/<n>/tables/<t>/scenario (a player). */
async function scenarios(t: TournamentRequest, round: string, table?: string): Promise<boolean> {
  const n = Number(round);
  const tb = table === undefined ? 0 : Number(table);
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(tb) || tb < 0) {
    refuse(t.res, { code: 'request/bad_round', message: 'The round and table must be numbers (1, 2, …).' });
    return true;
  }
  if (table === undefined) {
    const body = await bodyOf(t, S.presetScenariosSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetScenariosSet', round: n, scenarios: body.scenarios }), view(t));
    return true;
  }
  const body = await bodyOf(t, S.presetScenarioChoiceSchema);
  const actor = body && requireActor(t);
  if (body && actor) answer(t.res, await tournaments().act(t.id, actor, { kind: 'PresetScenarioChoice', round: n, table: tb, strike: body.strike, first: body.first }), view(t));
  return true;
}

export const presetActions = { result, report, final, request, scenarios };

function sendText(t: TournamentRequest, type: string, text: string, filename?: string): void {
  t.res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...(filename ? { 'content-disposition': `inline; filename="${filename}"` } : {}) });
  t.res.end(text);
}

/** The public event file of a preset tournament (the seed hidden until round 1, as OT2022's). */
export function publicPresetEvent(s: TournamentState, t: TournamentRequest) {
  return { ...toPresetEvent(s), seed: seedFor(s, t.actor) ?? 'hidden until round 1 is paired' };
}

/** The shared GET routes for a preset tournament; false when none matches. */
export function presetReads(t: TournamentRequest, s: TournamentState, what: string | undefined, round: number | null, csv: boolean): boolean {
  const event = toPresetEvent(s);
  if (what === 'event') sendJson(t.res, 200, publicPresetEvent(s, t));
  else if (what === 'standings') {
    const st = anyStandings(event, round ?? Infinity);
    if (csv) sendText(t, 'text/csv', standingsRowsCsv(st), `standings-${t.id}.csv`);
    else sendJson(t.res, 200, { event: event.name, ...st });
  } else if (what === 'pairings') {
    const r = event.rounds.find((q) => q.number === (round ?? event.rounds.length));
    const name = (id: string | null) => (id === null ? 'BYE' : (s.entrants.find((e) => e.id === id)?.name ?? id));
    if (!r) refuse(t.res, { code: 'pairing/no_such_round', message: round ? `Round ${round} is not paired yet.` : 'No round is paired yet.' });
    else if (csv) sendText(t, 'text/csv', presetRoundCsv(event, r), `pairings-${t.id}-round-${r.number}.csv`);
    else if ('tables' in r) sendJson(t.res, 200, { event: event.name, format: s.format, round: r.number, tables: r.tables.map((x) => ({ ...x, names: x.seats.map(name) })), sitOut: r.sitOut ?? [], results: r.results });
    else sendJson(t.res, 200, { event: event.name, format: s.format, round: r.number, pairings: r.pairings.map((p) => ({ ...p, aName: name(p.a), bName: name(p.b) })), results: r.results });
  } else if (what === 'report') {
    const rep = presetReport(event, round ?? undefined);
    if (!rep.ok) refuse(t.res, rep.rejection);
    else sendText(t, 'text/plain', `${rep.value}\n`);
  } else if (what === 'bracket' || what === 'final') {
    if (event.format !== 'vtes') refuse(t.res, { code: 'format/no_final', message: `A ${s.format} tournament has no final or bracket; its standings rank it.` });
    else {
      const f = vtesFinal(event);
      if (!f.ok) refuse(t.res, f.rejection);
      else sendJson(t.res, 200, f.value);
    }
  } else return false;
  return true;
}
