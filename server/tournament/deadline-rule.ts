// The round deadline rule, pure (OT2022, General rule 2): "if a deadline passes without
// communication to the referee from either player involved in a game, both players will be
// counted as having forfeited the game". After a round's deadline (by the injected clock's
// `now`), every live match of the round with a game lacking a result is listed for the referee:
// `forfeitable` when neither player wrote to the referee about it and nothing else is pending
// (a hand report waiting for confirmation, an open dispute), `waiting` otherwise — those wait
// for his decision. Nothing is forfeited here: the referee applies the rule to the listed
// matches in one action (DeadlineForfeitsApplied, apply-schedule.ts), which sets the result of
// each of their games lacking one (`deadlineResult`).
import type { PlayerId } from '../../engine/tournament/index.js';
import type { GameResult, TournamentMatch, TournamentState } from './model.js';
import { DEFAULT_DEADLINE_FORFEIT, matchKey, type RoundDeadline } from './schedule-model.js';
import { liveMatches } from './to-event.js';

export interface WaitingMatch {
  readonly matchId: string;
  /** Why it waits: notes to the referee (their ids), a report waiting, an open dispute. */
  readonly notes: readonly string[];
  readonly reportPending: boolean;
  readonly disputeOpen: boolean;
}

export interface RoundDeadlineStatus {
  readonly round: number;
  readonly deadline: RoundDeadline;
  readonly passed: boolean;
  /** Matches of the round still lacking a result (all of them, before and after the deadline). */
  readonly open: readonly string[];
  /** After the deadline: the matches the rule forfeits when the referee applies it. */
  readonly forfeitable: readonly string[];
  /** After the deadline: the matches that wait for the referee's decision. */
  readonly waiting: readonly WaitingMatch[];
}

export function openGames(m: TournamentMatch): number[] {
  return m.games.filter((g) => g.result === null).map((g) => g.index);
}

/** Why a match lacking a result at the deadline is not forfeited by the rule; null if it is. */
export function waitingReason(s: TournamentState, m: TournamentMatch): WaitingMatch | null {
  const key = matchKey(m);
  const notes = (s.notes ?? []).filter((n) => n.matchKey === key).map((n) => n.id);
  const reportPending = m.games.some((g) => g.result === null && g.report !== null);
  const disputeOpen = s.disputes.some((d) => d.matchId === m.id && d.ruling === null && m.games[d.game]!.result === null);
  return notes.length || reportPending || disputeOpen ? { matchId: m.id, notes, reportPending, disputeOpen } : null;
}

/** The deadline status of one round at `now`; null if the round has no deadline. */
export function roundDeadlineStatus(s: TournamentState, round: number, now: number): RoundDeadlineStatus | null {
  const deadline = s.deadlines?.[String(round)];
  if (!deadline) return null;
  const open = liveMatches(s).filter((m) => m.stage === 'swiss' && m.round === round && openGames(m).length > 0);
  const passed = now >= deadline.at;
  const waiting = passed ? open.flatMap((m) => waitingReason(s, m) ?? []) : [];
  const held = new Set(waiting.map((w) => w.matchId));
  return { round, deadline, passed, open: open.map((m) => m.id), forfeitable: passed ? open.filter((m) => !held.has(m.id)).map((m) => m.id) : [], waiting };
}

/** Every round with a deadline, in order: the referee's deadline queue. */
export function deadlineQueue(s: TournamentState, now: number): RoundDeadlineStatus[] {
  return s.rounds.flatMap((r) => roundDeadlineStatus(s, r.number, now) ?? []);
}

/** The result the rule gives a game lacking one, under the tournament's option. */
export function deadlineResult(s: TournamentState, m: TournamentMatch): GameResult {
  const banners: Record<PlayerId, number> = { [m.a]: 0, [m.b]: 0 };
  const blocks = m.stage === 'bracket' ? { blocksLost: { [m.a]: 0, [m.b]: 0 } } : {};
  if ((s.deadlineForfeit ?? DEFAULT_DEADLINE_FORFEIT) === 'not-completed') return { winner: null, banners, ...blocks };
  return { winner: null, banners, bothForfeited: true };
}
