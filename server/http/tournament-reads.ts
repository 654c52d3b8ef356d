// The tournament API's reads: the tournament, its event file, standings and pairings (JSON or
// CSV), the bracket, the forum report, a match report with its games' logs, the disputes and
// the audit trail. Everything is computed from the stored state by the pure tournament math.
import { bracketCsv, computeBracket, computeStandings, eventReport, pairingsCsv, standingsCsv, standingsJson, swissRounds } from '../../engine/tournament/index.js';
import { gameExport } from '../game/export-cache.js';
import { logUnreadable } from '../game/log-access.js';
import { registry } from '../game/registry.js';
import { tournaments } from '../tournament/setup.js';
import { toEvent } from '../tournament/to-event.js';
import { auditView, disputeView, matchView, publicEvent } from '../tournament/views.js';
import { fail, sendJson } from './api.js';
import { clientAddress, takeLogRead } from './limits.js';
import { refuse, type TournamentRequest } from './tournament-api.js';
import { fullView, matchScheduleView, scheduleReads } from './tournament-schedule.js';
import { presetReads } from './tournament-presets.js';

function sendText(t: TournamentRequest, type: 'text/plain' | 'text/csv', text: string, filename?: string): void {
  t.res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...(filename ? { 'content-disposition': `inline; filename="${filename}"` } : {}) });
  t.res.end(text);
}

function roundParam(t: TournamentRequest): number | null | 'bad' {
  const v = t.url.searchParams.get('round');
  if (v === null) return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 'bad';
}

async function gameLog(t: TournamentRequest, matchId: string, n: string): Promise<void> {
  const s = tournaments().known(t.id);
  const m = s.matches.find((x) => x.id === matchId && !x.void);
  const game = m?.games[Number(n) - 1];
  if (!m || !game) return refuse(t.res, { code: 'match/unknown', message: `There is no game ${n} of match ${matchId}.` });
  // A finished game's log is part of its match report, open to all; before the end only the
  // tournament's officials may read it (hands and the deck are in it).
  const official = t.actor?.role === 'organizer' || t.actor?.role === 'referee';
  if (!t.finished(game.gameId) && !official) return refuse(t.res, { code: 'log/not_yet', message: "A game's log is open to all once the game is over; before that, to the organizer and the referee." });
  const limited = await takeLogRead(clientAddress(t.req));
  if (limited) {
    t.res.setHeader('retry-after', String(limited.seconds));
    return fail(t.res, 429, limited.code, limited.message);
  }
  const text = t.url.searchParams.get('format') === 'text';
  let content: string;
  try {
    // A finished game's from its cached file (game/export-cache.ts).
    content = await gameExport(registry(), game.gameId, text ? 'text' : 'json');
  } catch (err) {
    const unreadable = logUnreadable(err);
    return fail(t.res, 500, unreadable.code, unreadable.message);
  }
  if (text) return sendText(t, 'text/plain', content);
  t.res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  t.res.end(content);
}

/** GET routes; false when none matches. */
export async function tournamentReads(t: TournamentRequest): Promise<boolean> {
  const service = tournaments();
  const s = service.known(t.id);
  const [what, x, y, z, w] = t.path;
  const csv = t.url.searchParams.get('format') === 'csv';
  const round = roundParam(t);
  if (round === 'bad') {
    fail(t.res, 400, 'request/bad_round', 'round must be a round number (1, 2, …).');
    return true;
  }
  if (s.preset && !x && presetReads(t, s, what, round, csv)) return true;
  if (scheduleReads(t)) return true;
  const event = toEvent(s);
  if (what === undefined) sendJson(t.res, 200, fullView(s, t));
  else if (what === 'event' && !x) sendJson(t.res, 200, publicEvent(s, t.actor));
  else if (what === 'standings' && !x) {
    const through = Math.min(round ?? Infinity, event.rounds.length);
    const standings = computeStandings(event, through);
    if (csv) sendText(t, 'text/csv', standingsCsv(standings), `standings-${t.id}.csv`);
    else sendJson(t.res, 200, standingsJson(event, standings, through, swissRounds(event.entrants.length)));
  } else if (what === 'pairings' && !x) {
    const r = event.rounds.find((q) => q.number === (round ?? event.rounds.length));
    if (!r) refuse(t.res, { code: 'pairing/no_such_round', message: round ? `Round ${round} is not paired yet.` : 'No round is paired yet.' });
    else if (csv) sendText(t, 'text/csv', pairingsCsv(event, r), `pairings-${t.id}-round-${r.number}.csv`);
    else sendJson(t.res, 200, { event: event.name, round: r.number, pairings: r.pairings.map((p) => ({ ...p, aName: s.entrants.find((e) => e.id === p.a)?.name, bName: p.b === null ? 'BYE' : s.entrants.find((e) => e.id === p.b)?.name })) });
  } else if (what === 'bracket' && !x) {
    const b = computeBracket(event);
    if (!b.ok) refuse(t.res, b.rejection);
    else if (csv) sendText(t, 'text/csv', bracketCsv(b.value), `bracket-${t.id}.csv`);
    else sendJson(t.res, 200, b.value);
  } else if (what === 'report' && !x) {
    const report = eventReport(event, round ?? undefined);
    if (!report.ok) refuse(t.res, report.rejection);
    else sendText(t, 'text/plain', `${report.value}\n`);
  } else if (what === 'audit' && !x) {
    if (t.actor?.role !== 'organizer' && t.actor?.role !== 'referee') refuse(t.res, { code: 'auth/wrong_role', message: "The audit trail needs the organizer's or the referee's token." });
    else sendJson(t.res, 200, { tournament: t.id, actions: auditView(await service.store.read(t.id)) });
  } else if (what === 'disputes' && !x) {
    sendJson(t.res, 200, { disputes: s.disputes.map((d) => disputeView(s, d, t.actor)) });
  } else if (what === 'matches' && x && !y) {
    const m = s.matches.find((q) => q.id === x && !q.void);
    if (!m) refuse(t.res, { code: 'match/unknown', message: `There is no match ${x}.` });
    else sendJson(t.res, 200, { ...matchView(s, m, t.finished), schedule: matchScheduleView(s, m, t.actor), disputes: s.disputes.filter((d) => d.matchId === m.id).map((d) => disputeView(s, d, t.actor)) });
  } else if (what === 'matches' && x && y === 'games' && z && w === 'log') await gameLog(t, x, z);
  else return false;
  return true;
}
