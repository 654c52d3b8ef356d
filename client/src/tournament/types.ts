// The tournament as the referee's API shows it (docs/tournament-api.md, server/tournament/views.ts).
export type Army = 'north' | 'south';

export interface GameResult {
  winner: string | null;
  banners: Record<string, number>;
  blocksLost?: Record<string, number>;
  forfeitBy?: string;
  /** Both players forfeited (the round deadline rule). */
  bothForfeited?: true;
}

export interface MatchGame {
  game: 1 | 2;
  gameId: string;
  armies: Record<string, Army>;
  finishedInRoom: boolean;
  result: GameResult | null;
  source: 'room' | 'hand' | 'organizer' | 'referee' | 'ruling' | 'deadline' | null;
  roomResult: GameResult | null;
  /** `seq`: the report's entry in the audit trail, named by the confirmation. */
  report: { by: string; result: GameResult; at: number; seq: number } | null;
  log: { text: string; json: string };
  disputes: string[];
}

export interface Match {
  id: string;
  stage: 'swiss' | 'bracket';
  round: number | null;
  bracketMatch: string | null;
  table: number;
  a: string;
  b: string;
  complete: boolean;
  points: Record<string, number | string> | null;
  games: MatchGame[];
}

export interface Dispute {
  id: string;
  matchId: string;
  game: 1 | 2;
  by: string;
  openedAt: number;
  status: 'open' | 'ruled';
  text?: string;
  ruling: { reason?: string; at: number; changed: boolean; result?: GameResult | null } | null;
}

export interface Standing {
  rank: number;
  id: string;
  name: string;
  points: number;
  strengthOfOpposition: number;
  matches: number;
  byes: number;
  dropped: boolean;
  joinedRound: number;
  separatedFromNextBy: string | null;
}

export interface BracketMatch {
  match: string;
  label: string;
  a: string | null;
  b: string | null;
  seedA: number | null;
  seedB: number | null;
  result: { bannersA: number; bannersB: number; blocksLostA: number; blocksLostB: number; winner: string; decidedBy: string } | null;
  next: string | null;
}

export interface Tournament extends ScheduleView {
  id: string;
  name: string;
  format: string;
  seed: string | null;
  seedHash: string;
  playersPerGame: number;
  scenario: string;
  roundScenarios: Record<string, string>;
  registrationOpen: boolean;
  phase: 'setup' | 'registration' | 'swiss' | 'swiss-complete' | 'bracket' | 'finished';
  swissRounds: number;
  you: { role: 'organizer' | 'referee' | 'entrant'; entrantId: string | null } | null;
  entrants: { id: string; name: string; members: string[]; dropped: boolean; joinedRound: number; profile?: Record<string, string | number> }[];
  rounds: { number: number; pairings: { table: number; a: string; b: string | null; matchId: string | null }[] }[];
  matches: Match[];
  standings: Standing[];
  bracket: { seeds: { seed: number; id: string; name: string }[]; matches: BracketMatch[]; champion: string | null } | { error: { code: string; message: string } } | null;
  disputes: Dispute[];
  /** A preset tournament (ASO 2008, Urban War, V:TES); null for OT2022. */
  preset: PresetView | null;
}

export type PresetFormat = 'aso2008' | 'urban-war' | 'vtes';

/** A preset's pairing (ASO 2008, Urban War) with its result, if entered. */
export interface PresetPairing {
  table: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string;
  result: Record<string, unknown> | null;
  /** ASO 2008: the round's three scenarios and this game's choice (secret until both are in). */
  scenario?: { scenarios: string[]; chosen: string[]; decision: { scenario: string; how: string; roll: number | null } | null } | null;
  /** A player's report waiting for the other's confirmation. */
  report?: { by: string; seq: number; result: Record<string, unknown> } | null;
}

/** A V:TES table of 4 or 5, seats from position one, with its victory points once entered. */
export interface PresetTable {
  table: number;
  seats: string[];
  names: string[];
  result: { table: number; vp: Record<string, number> } | null;
  report?: { by: string; seq: number; result: Record<string, unknown> } | null;
}

export interface PresetView {
  format: PresetFormat;
  title: string;
  options: Record<string, unknown>;
  rounds: number;
  timeLimitMinutes: number | null;
  paired: ({ number: number; pairings: PresetPairing[] } | { number: number; tables: PresetTable[]; sitOut: { id: string; name: string }[] })[];
  standings: { format: string; rounds: number; throughRound: number; standings: ({ rank: number; id: string; name: string } & Record<string, unknown>)[]; winners?: string[]; finalists?: string[] };
  final: { finalists: string[]; seating: string[] | null; firstPlayer: string | null; result: { vp: Record<string, number>; winner: string; decidedBy: string } | null; timeLimitMinutes: number } | { error: { code: string; message: string } } | null;
}

/** The schedule (server/tournament/schedule-views.ts): instants as ISO strings in UTC; each page
 *  shows them in its viewer's own time zone. */
export interface RefereeNote { id: string; matchId: string; by: string; text: string; at: string }

export interface MatchScheduleView {
  agreed: { time: string; proposedBy: string; acceptedBy: string; at: string } | null;
  /** The open proposal: to the match's two entrants and the officials only. */
  proposal: { by: string; times: string[]; at: string } | null;
  proposalOpen: boolean;
  calendar: string | null;
}

export interface RoundDeadlineStatus {
  round: number;
  deadline: { at: string; zone: string };
  passed: boolean;
  open: string[];
  forfeitable: string[];
  waiting: { matchId: string; notes: RefereeNote[]; reportPending: boolean; disputeOpen: boolean }[];
}

export interface ScheduleView {
  deadlineForfeit: 'both-forfeit' | 'not-completed';
  deadlines: { round: number; at: string; zone: string; wallTime: string }[];
  schedules: Record<string, MatchScheduleView>;
  notes: RefereeNote[];
  contacts: Record<string, string>;
  deadlineQueue: RoundDeadlineStatus[] | null;
}

export interface SeatLinks {
  gameId: string;
  armies: Record<string, Army>;
  seats: { seatId: string; army: Army; roles: string[]; url: string }[];
  referee: string | null;
}

/** One line of the list of tournaments (GET /api/tournaments). */
export interface TournamentListEntry {
  id: string;
  name: string;
  createdAt: number;
  phase: Tournament['phase'];
  round: number;
  swissRounds: number;
  bracket: 'quarter-finals' | 'semi-finals' | 'final' | null;
  entrants: number;
  activeEntrants: number;
  registrationOpen: boolean;
  url: string;
}
