// What OT2022 play around the games needs (docs/tournament-api.md, "Deadlines, scheduling,
// notes"): each round's deadline, the time the two entrants of a match agree, their notes to
// the referee, entrants' contact details, and the referee's one action applying the deadline
// rule. OT2022, General rule 2: "It is up to the individual players to arrange and play their
// games. The schedule will give a deadline … If a player does not respond to emails, please
// contact the tournament referee … if a deadline passes without communication to the referee
// from either player involved in a game, both players will be counted as having forfeited the
// game." All of it is optional in the state, so logs written before it fold unchanged.
import type { PlayerId } from '../../engine/tournament/index.js';

/** A round's deadline: the instant, and the IANA zone the organizer gave it in. */
export interface RoundDeadline {
  readonly at: number;
  readonly zone: string;
}

export interface MatchSchedule {
  /** The open proposal: one or more times (instants), by one entrant, for the other to accept.
   *  A new proposal replaces it. */
  readonly proposal: { readonly by: PlayerId; readonly times: readonly number[]; readonly at: number } | null;
  /** The time both agreed: proposed by one, accepted by the other. */
  readonly agreed: { readonly time: number; readonly proposedBy: PlayerId; readonly acceptedBy: PlayerId; readonly at: number } | null;
}

export interface RefereeNote {
  readonly id: string;
  readonly matchId: string;
  /** The match's identity across a re-pairing (its game 1's room id): see matchKey. */
  readonly matchKey: string;
  readonly by: PlayerId;
  readonly text: string;
  readonly at: number;
}

/**
 * How the deadline rule scores a game with no result (a named option of the tournament,
 * docs/tournament-format.md): `both-forfeit` (default) — "both players will be counted as
 * having forfeited the game" (0 match points each); `not-completed` — the milder reading of the
 * rule's "Generally": the game counts as not completed (OT2022's scoring table, 1 each).
 */
export type DeadlineForfeit = 'both-forfeit' | 'not-completed';
export const DEFAULT_DEADLINE_FORFEIT: DeadlineForfeit = 'both-forfeit';

export interface ScheduleState {
  /** By Swiss round number ("1", "2", …). */
  readonly deadlines?: Readonly<Record<string, RoundDeadline>>;
  /** By match key. */
  readonly schedules?: Readonly<Record<string, MatchSchedule>>;
  readonly notes?: readonly RefereeNote[];
  /** Never in public views or exports: the entrant, his current opponents, the officials. */
  readonly contacts?: Readonly<Record<PlayerId, string>>;
  readonly deadlineForfeit?: DeadlineForfeit;
}

export type ScheduleAction =
  /** The organizer sets or changes (with a reason) a paired round's deadline. */
  | { kind: 'RoundDeadlineSet'; round: number; at: number; zone: string }
  | { kind: 'MatchTimesProposed'; matchId: string; times: number[] }
  | { kind: 'MatchTimeAccepted'; matchId: string; time: number }
  | { kind: 'RefereeNoteWritten'; noteId: string; matchId: string; text: string }
  /** An entrant's own contact details (or the organizer's, for him); null clears them. */
  | { kind: 'ContactSet'; entrantId: PlayerId; contact: string | null }
  /** The deadline rule applied by the referee (or organizer) to the listed matches of a round. */
  | { kind: 'DeadlineForfeitsApplied'; round: number; matchIds: string[] };

/** A match's identity: its id (R1T1) is given again to a re-paired round's new match, its game
 *  1's room id never is. */
export function matchKey(m: { readonly games: readonly { readonly gameId: string }[] }): string {
  return m.games[0]!.gameId;
}
