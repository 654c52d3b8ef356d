// Deciding the schedule actions (schedule-model.ts): round deadlines (organizer), proposed and
// accepted times (the two entrants of a match), notes to the referee and contact details
// (entrants), and the deadline rule applied by the referee in one action. Pure, like apply.ts:
// the instant of each action is the entry's `at` (the service's injected clock), so a replay
// decides exactly as the first time.
import { fail, ok, type Outcome, type PlayerId } from '../../engine/tournament/index.js';
import { unsafeNameCharacter, unsafeTextCharacter } from '../../engine/text.js';
import { deadlineResult, openGames } from './deadline-rule.js';
import type { ActionEntry, TournamentMatch, TournamentState } from './model.js';
import { requireRole } from './roles.js';
import { matchKey, type MatchSchedule, type RoundDeadline, type ScheduleAction } from './schedule-model.js';
import { matchResult } from './to-event.js';

type Applied = Outcome<TournamentState>;

export const MAX_PROPOSED_TIMES = 10;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_CONTACT_LENGTH = 200;

const utc = (t: number) => `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function liveMatch(s: TournamentState, matchId: string): Outcome<TournamentMatch> {
  const m = s.matches.find((x) => x.id === matchId && !x.void);
  return m ? ok(m) : fail('match/unknown', `There is no match ${matchId}.`);
}

/** The match of an entrant's scheduling action: his own, and not over yet. */
function ownOpenMatch(s: TournamentState, entry: ActionEntry, matchId: string, what: string): Outcome<TournamentMatch> {
  const found = liveMatch(s, matchId);
  if (!found.ok) return found;
  const m = found.value;
  const me = entry.actor.entrantId;
  if (entry.actor.role !== 'entrant' || (me !== m.a && me !== m.b)) return fail('schedule/not_your_match', `Only the two entrants of ${m.id} ${what}.`);
  if (matchResult(m)) return fail('schedule/match_reported', `${m.id} is over: both its games have a result.`);
  return ok(m);
}

function withSchedule(s: TournamentState, m: TournamentMatch, change: Partial<MatchSchedule>): TournamentState {
  const key = matchKey(m);
  const was = s.schedules?.[key] ?? { proposal: null, agreed: null };
  return { ...s, schedules: { ...s.schedules, [key]: { ...was, ...change } } };
}

/** A round's deadline, set or changed by the organizer; a change needs a reason (audit trail). */
export function setDeadline(s: TournamentState, entry: ActionEntry, round: number, at: number, zone: string): Applied {
  const refused = requireRole(entry.actor, ['organizer'], 'Setting a round deadline');
  if (refused) return refused;
  if (!s.rounds.some((r) => r.number === round)) return fail('deadline/no_such_round', `Round ${round} is not paired; a deadline is set when pairing a round, or later for a paired one.`);
  if (!Number.isFinite(at) || at <= entry.at) return fail('deadline/in_past', `A deadline must be later than now (${utc(entry.at)}).`);
  const had = s.deadlines?.[String(round)];
  if (had && !entry.reason?.trim()) return fail('audit/reason_required', `Round ${round} has a deadline (${utc(had.at)}); say why it changes: it goes into the audit trail.`);
  return ok({ ...s, deadlines: { ...s.deadlines, [String(round)]: { at, zone } } });
}

/** The deadline given with a round's pairing (or re-pairing): it replaces the round's earlier
 *  one without a reason, the pairing being audited itself; a re-pairing without one keeps it. */
export function deadlineWithPairing(paired: TournamentState, entry: ActionEntry, round: number, d: RoundDeadline): Applied {
  const deadlines = Object.fromEntries(Object.entries(paired.deadlines ?? {}).filter(([k]) => k !== String(round)));
  return setDeadline({ ...paired, deadlines }, entry, round, d.at, d.zone);
}

function propose(s: TournamentState, entry: ActionEntry, matchId: string, times: readonly number[]): Applied {
  const found = ownOpenMatch(s, entry, matchId, 'propose times for it');
  if (!found.ok) return found;
  const distinct = [...new Set(times)].sort((x, y) => x - y);
  if (distinct.length === 0 || distinct.length > MAX_PROPOSED_TIMES) return fail('schedule/bad_times', `Propose 1 to ${MAX_PROPOSED_TIMES} different times.`);
  const past = distinct.find((t) => !Number.isFinite(t) || t <= entry.at);
  if (past !== undefined) return fail('schedule/time_past', `${Number.isFinite(past) ? utc(past) : 'That time'} is already past; propose times to come.`);
  // A new proposal (from either entrant) replaces the open one (issue 19: "or proposes others").
  return ok(withSchedule(s, found.value, { proposal: { by: entry.actor.entrantId!, times: distinct, at: entry.at } }));
}

function accept(s: TournamentState, entry: ActionEntry, matchId: string, time: number): Applied {
  const found = ownOpenMatch(s, entry, matchId, 'accept a time for it');
  if (!found.ok) return found;
  const m = found.value;
  const proposal = s.schedules?.[matchKey(m)]?.proposal;
  if (!proposal) return fail('schedule/nothing_proposed', `No time is proposed for ${m.id}; propose some for your opponent to accept.`);
  if (proposal.by === entry.actor.entrantId) return fail('schedule/own_proposal', 'Your opponent accepts the times you proposed, not you; propose others to replace them.');
  if (!proposal.times.includes(time)) return fail('schedule/not_proposed', `${Number.isFinite(time) ? utc(time) : 'That time'} is not one of the times proposed for ${m.id}.`);
  if (time <= entry.at) return fail('schedule/time_past', `${utc(time)} is already past; propose other times.`);
  return ok(withSchedule(s, m, { proposal: null, agreed: { time, proposedBy: proposal.by, acceptedBy: entry.actor.entrantId!, at: entry.at } }));
}

function writeNote(s: TournamentState, entry: ActionEntry, noteId: string, matchId: string, text: string): Applied {
  const found = liveMatch(s, matchId);
  if (!found.ok) return found;
  const m = found.value;
  const me = entry.actor.entrantId;
  if (entry.actor.role !== 'entrant' || (me !== m.a && me !== m.b)) return fail('note/not_your_match', `Only the two entrants of ${m.id} write to the referee about it.`);
  const body = text.trim();
  if (!body) return fail('note/text_required', 'Say what the referee should know (e.g. "my opponent does not answer my e-mails").');
  if (body.length > MAX_NOTE_LENGTH) return fail('note/too_long', `A note holds at most ${MAX_NOTE_LENGTH} characters; this one has ${body.length}.`);
  const bad = unsafeTextCharacter(body);
  if (bad) return fail('note/bad_character', `The note holds ${bad}: a text may not hold control characters or bidirectional overrides.`);
  if ((s.notes ?? []).some((n) => n.id === noteId)) return fail('note/duplicate', `Note ${noteId} exists already.`);
  return ok({ ...s, notes: [...(s.notes ?? []), { id: noteId, matchId: m.id, matchKey: matchKey(m), by: me!, text: body, at: entry.at }] });
}

/** Contact details (optional): checked as a name is (one line, no control characters). */
export function checkContact(contact: string): Outcome<string> {
  const c = contact.trim();
  if (c.length > MAX_CONTACT_LENGTH) return fail('contact/too_long', `Contact details hold at most ${MAX_CONTACT_LENGTH} characters.`);
  const bad = unsafeNameCharacter(c);
  if (bad) return fail('contact/bad_character', `The contact details hold ${bad}: no control characters or bidirectional overrides.`);
  return ok(c);
}

export function withContact(s: TournamentState, entrantId: PlayerId, contact: string): TournamentState {
  const contacts = { ...s.contacts };
  if (contact) contacts[entrantId] = contact;
  else delete contacts[entrantId];
  return { ...s, contacts };
}

function setContact(s: TournamentState, entry: ActionEntry, entrantId: PlayerId, contact: string | null): Applied {
  const { actor } = entry;
  if (!(actor.role === 'organizer' || (actor.role === 'entrant' && actor.entrantId === entrantId)))
    return fail('auth/wrong_role', "Contact details are given by the entrant himself (his token) or by the organizer.");
  if (!s.entrants.some((e) => e.id === entrantId)) return fail('entrant/unknown', `"${entrantId}" is not an entrant.`);
  const checked = checkContact(contact ?? '');
  return checked.ok ? ok(withContact(s, entrantId, checked.value)) : checked;
}

/** The deadline rule applied to the listed matches of a round: each of their games lacking a
 *  result gets the rule's result (source `deadline`). The list is the referee's: by default the
 *  matches the rule forfeits (deadline-rule.ts); a match waiting for him (a note) is forfeited
 *  only if he names it. A ruling or a set result reverses it like any other result. */
function applyForfeits(s: TournamentState, entry: ActionEntry, round: number, matchIds: readonly string[]): Applied {
  const refused = requireRole(entry.actor, ['referee', 'organizer'], 'Applying the deadline rule');
  if (refused) return refused;
  const deadline = s.deadlines?.[String(round)];
  if (!deadline) return fail('deadline/none', `Round ${round} has no deadline.`);
  if (entry.at < deadline.at) return fail('deadline/not_passed', `Round ${round}'s deadline (${utc(deadline.at)}) has not passed yet.`);
  if (matchIds.length === 0) return fail('deadline/nothing_to_forfeit', `No match of round ${round} is listed for the deadline rule.`);
  if (new Set(matchIds).size !== matchIds.length) return fail('deadline/duplicate_match', 'A match is listed twice.');
  let next = s;
  for (const id of matchIds) {
    const m = next.matches.find((x) => x.id === id && !x.void);
    if (!m || m.stage !== 'swiss' || m.round !== round) return fail('deadline/not_in_round', `${id} is not a match of round ${round}.`);
    const open = openGames(m);
    if (open.length === 0) return fail('deadline/match_complete', `${id} has both its results; the deadline rule does not touch it.`);
    const result = deadlineResult(next, m);
    const games = m.games.map((g) => (open.includes(g.index) ? { ...g, result, source: 'deadline' as const, report: null } : g)) as unknown as TournamentMatch['games'];
    next = { ...next, matches: next.matches.map((x) => (x === m ? { ...m, games } : x)) };
  }
  return ok(next);
}

export function applyScheduleAction(s: TournamentState, entry: ActionEntry, a: ScheduleAction): Applied {
  switch (a.kind) {
    case 'RoundDeadlineSet':
      return setDeadline(s, entry, a.round, a.at, a.zone);
    case 'MatchTimesProposed':
      return propose(s, entry, a.matchId, a.times);
    case 'MatchTimeAccepted':
      return accept(s, entry, a.matchId, a.time);
    case 'RefereeNoteWritten':
      return writeNote(s, entry, a.noteId, a.matchId, a.text);
    case 'ContactSet':
      return setContact(s, entry, a.entrantId, a.contact);
    case 'DeadlineForfeitsApplied':
      return applyForfeits(s, entry, a.round, a.matchIds);
    default: {
      const _exhaustive: never = a;
      return fail('action/unknown', `Unknown tournament action ${(_exhaustive as { kind: string }).kind}.`);
    }
  }
}
