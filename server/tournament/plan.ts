// What the organizer's "pair" does, decided before any game room is opened: the next Swiss
// round (or a re-pairing of the last one) by the pure pairing of engine/tournament, or the
// bracket matches whose players are now known. The service then opens two game rooms per
// match and appends the RoundPaired / BracketPaired action.
import { computeBracket, publishRound, fail, ok, type BracketMatchId, type Outcome, type Pairing, type PlayerId } from '../../engine/tournament/index.js';
import type { Actor, PlannedMatch, TournamentState } from './model.js';
import { requireRole } from './roles.js';
import { noBracket } from './apply-presets.js';
import { liveMatches, toEvent } from './to-event.js';

export interface RoundPlan {
  readonly round: number;
  readonly pairings: readonly Pairing[];
  readonly matches: readonly PlannedMatch[];
}

export interface BracketPlan {
  readonly seeds: readonly PlayerId[];
  readonly matches: readonly PlannedMatch[];
}

export interface PairOptions {
  /** Re-pair this round (the last one, while none of its games has a result). */
  readonly round?: number;
  /** Pair although some disputes are still open. */
  readonly ignoreDisputes?: boolean;
}

function openDisputes(s: TournamentState): Outcome<null> {
  const live = new Set(liveMatches(s).map((m) => m.id));
  const open = s.disputes.filter((d) => d.ruling === null && live.has(d.matchId));
  if (open.length === 0) return ok(null);
  return fail('pairing/disputes_open', `${open.length} dispute(s) are still open (${open.map((d) => d.id).join(', ')}); the referee rules first, or pair with "ignoreDisputes": true and the published pairing stays whatever the ruling.`);
}

export function planRound(s: TournamentState, actor: Actor, options: PairOptions = {}): Outcome<RoundPlan> {
  const refused = requireRole(actor, ['organizer'], 'Pairing a round');
  if (refused) return refused as Outcome<never>;
  if (s.registrationOpen) return fail('pairing/registration_open', 'Close registration before pairing a round.');
  if (s.bracketSeeds) return fail('pairing/bracket_started', 'The elimination bracket has started; the Swiss rounds are over.');
  const number = options.round ?? s.rounds.length + 1;
  if (options.round !== undefined && number === s.rounds.length) {
    const started = liveMatches(s).find((m) => m.round === number && m.games.some((g) => g.result || g.report));
    if (started) return fail('pairing/round_has_results', `Round ${number} cannot be re-paired: ${started.id} already has a result.`);
  }
  if (!options.ignoreDisputes) {
    const d = openDisputes(s);
    if (!d.ok) return d;
  }
  const published = publishRound(toEvent(s), number);
  if (!published.ok) return published;
  const round = published.value.rounds.find((r) => r.number === number)!;
  const matches = round.pairings.flatMap((p) => (p.b === null ? [] : [{ id: `R${number}T${p.table}`, a: p.a, b: p.b, table: p.table, bracketMatch: null }]));
  return ok({ round: number, pairings: round.pairings, matches });
}

export function planBracket(s: TournamentState, actor: Actor, options: PairOptions = {}): Outcome<BracketPlan> {
  const refused = requireRole(actor, ['organizer'], 'Pairing the bracket');
  if (refused) return refused as Outcome<never>;
  if (s.preset) return noBracket(s);
  if (!options.ignoreDisputes) {
    const d = openDisputes(s);
    if (!d.ok) return d;
  }
  const bracket = computeBracket(toEvent(s));
  if (!bracket.ok) return bracket;
  const paired = new Set(liveMatches(s).filter((m) => m.stage === 'bracket').map((m) => m.bracketMatch));
  const tables: Record<BracketMatchId, number> = { QF1: 1, QF2: 2, QF3: 3, QF4: 4, SF1: 1, SF2: 2, F: 1 };
  const matches = bracket.value.matches.flatMap((m) =>
    m.a !== null && m.b !== null && !paired.has(m.match) ? [{ id: m.match, a: m.a, b: m.b, table: tables[m.match], bracketMatch: m.match }] : [],
  );
  if (matches.length === 0)
    return fail('bracket/nothing_to_pair', 'Every bracket match whose players are known is paired already; the next ones wait for their feeding matches to be decided.');
  return ok({ seeds: bracket.value.seeds.map((x) => x.id), matches });
}
