// The schedule routes (docs/tournament-api.md, "Deadlines, scheduling, notes"): a round's
// deadline, proposing and accepting a match time, the calendar file, notes to the referee,
// contact details, and the deadline rule applied by the referee. Shape checks here; who may do
// what, and when (by the server's injected clock), in server/tournament/apply-schedule.ts.
import { registry } from '../game/registry.js';
import { roundDeadlineStatus } from '../tournament/deadline-rule.js';
import type { TournamentState } from '../tournament/model.js';
import { matchCalendar } from '../tournament/calendar.js';
import { matchScheduleView, scheduleView } from '../tournament/schedule-views.js';
import { tournaments } from '../tournament/setup.js';
import { tournamentView } from '../tournament/views.js';
import { zonedInstant } from '../tournament/zoned-time.js';
import { origin, sendJson } from './api.js';
import { answer, bodyOf, refuse, requireActor, type TournamentRequest } from './tournament-api.js';
import * as S from './tournament-schedule-schemas.js';

/** The tournament as `GET /:id` answers it, with its schedule. */
export function fullView(s: TournamentState, t: TournamentRequest) {
  return { ...tournamentView(s, t.actor, t.finished), ...scheduleView(s, t.actor, registry().now()) };
}

const view = (t: TournamentRequest) => (s: TournamentState) => fullView(s, t);

function roundOf(x: string | undefined): number | null {
  const n = Number(x);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** POST schedule routes; false when none matches. */
export async function scheduleActions(t: TournamentRequest): Promise<boolean> {
  const service = tournaments();
  const [what, x, y, z] = t.path;
  if (what === 'rounds' && roundOf(x) !== null && y === 'deadline' && !z) {
    const body = await bodyOf(t, S.setDeadlineSchema);
    const actor = body && requireActor(t);
    if (!body || !actor) return true;
    const at = zonedInstant(body.date, body.time, body.zone);
    if (!at.ok) refuse(t.res, at.rejection);
    else answer(t.res, await service.act(t.id, actor, { kind: 'RoundDeadlineSet', round: roundOf(x)!, at: at.value, zone: body.zone }, body.reason ?? null), view(t));
  } else if (what === 'rounds' && roundOf(x) !== null && y === 'forfeits' && !z) {
    const body = await bodyOf(t, S.forfeitsSchema);
    const actor = body && requireActor(t);
    if (!body || !actor) return true;
    const round = roundOf(x)!;
    const now = registry().now();
    // By default the matches the rule lists now; the list goes into the action (the audit trail).
    const done = await service.act(t.id, actor, (s) => ({ kind: 'DeadlineForfeitsApplied', round, matchIds: body.matches ?? [...(roundDeadlineStatus(s, round, now)?.forfeitable ?? [])] }), body.reason?.trim() || `Round ${round} deadline passed with no word to the referee from either player (OT2022, General rule 2).`);
    answer(t.res, done, view(t));
  } else if (what === 'matches' && x && y === 'schedule' && (z === 'propose' || z === 'accept') && t.path.length === 4) {
    const actor = requireActor(t);
    if (!actor) return true;
    if (z === 'propose') {
      const body = await bodyOf(t, S.proposeSchema);
      if (body) answer(t.res, await service.act(t.id, actor, { kind: 'MatchTimesProposed', matchId: x, times: body.times.map((v) => Date.parse(v)) }), view(t));
    } else {
      const body = await bodyOf(t, S.acceptSchema);
      if (body) answer(t.res, await service.act(t.id, actor, { kind: 'MatchTimeAccepted', matchId: x, time: Date.parse(body.time) }), view(t));
    }
  } else if (what === 'notes' && !x) {
    const body = await bodyOf(t, S.noteSchema);
    const actor = body && requireActor(t);
    if (!body || !actor) return true;
    const done = await service.act(t.id, actor, (s) => ({ kind: 'RefereeNoteWritten', noteId: `N${(s.notes?.length ?? 0) + 1}`, matchId: body.match, text: body.text }));
    answer(t.res, done, (s) => ({ noteId: s.notes![s.notes!.length - 1]!.id }), 201);
  } else if (what === 'entrants' && x && y === 'contact' && !z) {
    const body = await bodyOf(t, S.contactSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'ContactSet', entrantId: x, contact: body.contact }), view(t));
  } else return false;
  return true;
}

/** GET schedule routes; false when none matches. */
export function scheduleReads(t: TournamentRequest): boolean {
  const s = tournaments().known(t.id);
  const [what, x, y, z] = t.path;
  if (what === 'schedule' && !x) sendJson(t.res, 200, scheduleView(s, t.actor, registry().now()));
  else if (what === 'matches' && x && y === 'calendar.ics' && !z) {
    const m = s.matches.find((q) => q.id === x && !q.void);
    if (!m) return refuse(t.res, { code: 'match/unknown', message: `There is no match ${x}.` }), true;
    const ics = matchCalendar(s, m, origin(t.req));
    if (!ics.ok) return refuse(t.res, ics.rejection), true;
    t.res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store', 'content-disposition': `attachment; filename="${s.id}-${m.id}.ics"` });
    t.res.end(ics.value);
  } else return false;
  return true;
}

export { matchScheduleView };
