// What the pages and the API show of the schedule (schedule-model.ts): round deadlines (public,
// as instants with the zone they were given in: each page renders them in its viewer's zone),
// each match's agreed time (public: OT2022's "tournament page with the schedule of games") and
// its open proposal (the two entrants and the officials), notes to the referee (the writer and
// the officials), contact details (the entrant, his opponents of the current round, the
// officials — never anyone else, never exports), and the referee's deadline queue.
import type { PlayerId } from '../../engine/tournament/index.js';
import { deadlineQueue } from './deadline-rule.js';
import type { Actor, TournamentMatch, TournamentState } from './model.js';
import { DEFAULT_DEADLINE_FORFEIT, matchKey, type RefereeNote } from './schedule-model.js';
import { liveMatches } from './to-event.js';
import { wallTime } from './zoned-time.js';

const iso = (t: number) => new Date(t).toISOString();

function official(viewer: Actor | null): boolean {
  return viewer?.role === 'organizer' || viewer?.role === 'referee';
}

function playsIn(viewer: Actor | null, m: TournamentMatch): boolean {
  return viewer?.role === 'entrant' && (viewer.entrantId === m.a || viewer.entrantId === m.b);
}

/** An entrant's opponents of the current round: his live bracket match if the bracket has one
 *  for him, else his match of the last Swiss round paired. */
export function currentOpponents(s: TournamentState, entrantId: PlayerId): PlayerId[] {
  const mine = liveMatches(s).filter((m) => m.a === entrantId || m.b === entrantId);
  const bracket = mine.filter((m) => m.stage === 'bracket');
  const current = bracket.length ? [bracket[bracket.length - 1]!] : mine.filter((m) => m.stage === 'swiss' && m.round === s.rounds.length);
  return current.map((m) => (m.a === entrantId ? m.b : m.a));
}

/** The contact details this viewer may read, by entrant id. */
export function visibleContacts(s: TournamentState, viewer: Actor | null): Record<PlayerId, string> {
  const all = s.contacts ?? {};
  if (official(viewer)) return { ...all };
  if (viewer?.role !== 'entrant' || !viewer.entrantId) return {};
  const may = new Set([viewer.entrantId, ...currentOpponents(s, viewer.entrantId)]);
  return Object.fromEntries(Object.entries(all).filter(([id]) => may.has(id)));
}

function noteView(n: RefereeNote) {
  return { id: n.id, matchId: n.matchId, by: n.by, text: n.text, at: iso(n.at) };
}

export function matchScheduleView(s: TournamentState, m: TournamentMatch, viewer: Actor | null) {
  const sch = s.schedules?.[matchKey(m)];
  const p = sch?.proposal ?? null;
  const mayReadProposal = official(viewer) || playsIn(viewer, m);
  return {
    agreed: sch?.agreed ? { time: iso(sch.agreed.time), proposedBy: sch.agreed.proposedBy, acceptedBy: sch.agreed.acceptedBy, at: iso(sch.agreed.at) } : null,
    proposal: p && mayReadProposal ? { by: p.by, times: p.times.map(iso), at: iso(p.at) } : null,
    proposalOpen: p !== null,
    calendar: sch?.agreed ? `/api/tournaments/${s.id}/matches/${m.id}/calendar.ics` : null,
  };
}

export function scheduleView(s: TournamentState, viewer: Actor | null, now: number) {
  const notes = (s.notes ?? []).filter((n) => official(viewer) || (viewer?.role === 'entrant' && viewer.entrantId === n.by));
  return {
    deadlineForfeit: s.deadlineForfeit ?? DEFAULT_DEADLINE_FORFEIT,
    deadlines: Object.entries(s.deadlines ?? {}).map(([round, d]) => ({ round: Number(round), at: iso(d.at), zone: d.zone, wallTime: wallTime(d.at, d.zone) })).sort((x, y) => x.round - y.round),
    schedules: Object.fromEntries(liveMatches(s).map((m) => [m.id, matchScheduleView(s, m, viewer)])),
    notes: notes.map(noteView),
    contacts: visibleContacts(s, viewer),
    /** The referee's queue: after each round's deadline, the matches the rule forfeits and those
     *  waiting for his decision (with their notes). Officials only. */
    deadlineQueue: official(viewer)
      ? deadlineQueue(s, now).map((q) => ({ ...q, deadline: { at: iso(q.deadline.at), zone: q.deadline.zone }, waiting: q.waiting.map((w) => ({ ...w, notes: (s.notes ?? []).filter((n) => w.notes.includes(n.id)).map(noteView) })) }))
      : null,
  };
}
