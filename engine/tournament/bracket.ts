// The Top 8 elimination bracket (OT2022, Elimination Rounds): "the top 8 ranked players will
// advance"; Quarter Final 1: 1st v 8th and Quarter Final 2: 4th v 5th → Semi Final 1;
// Quarter Final 3: 2nd v 7th and Quarter Final 4: 3rd v 6th → Semi Final 2; the winners of
// both Semi Finals meet in the Final, "conducted in the same manner". Each match is two games;
// the winner has more total victory banners, then "the least total blocks destroyed", then
// "the player who was ranked highest in the Swiss rounds".
// Decisions (docs/tournament-format.md): dropped players do not advance (the next-ranked
// does); a forfeit of either game loses the match, and if both forfeit the higher Swiss rank
// advances; a game not completed counts with the banners and blocks recorded for it.
import { swissRounds } from './swiss-rounds.js';
import { computeStandings } from './standings.js';
import type { BracketMatchId, BracketResult, PlayerId, TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';
import { pairKey } from './validate.js';
import { forfeitersOf } from './forfeits.js';

export type EliminationDecision = 'banners' | 'blocks-lost' | 'swiss-rank' | 'forfeit' | 'double-forfeit';

export interface EliminationTotals {
  readonly bannersA: number;
  readonly bannersB: number;
  readonly blocksLostA: number;
  readonly blocksLostB: number;
  readonly winner: PlayerId;
  readonly decidedBy: EliminationDecision;
}

export interface BracketMatch {
  readonly match: BracketMatchId;
  readonly label: string;
  /** The higher Swiss seed first; null until the feeding match is decided. */
  readonly a: PlayerId | null;
  readonly b: PlayerId | null;
  readonly seedA: number | null;
  readonly seedB: number | null;
  /** Totals oriented to this match's a and b; null until its result is recorded. */
  readonly result: EliminationTotals | null;
  readonly next: BracketMatchId | null;
}

export interface BracketState {
  readonly seeds: readonly { seed: number; id: PlayerId; name: string }[];
  readonly matches: readonly BracketMatch[];
  readonly champion: PlayerId | null;
}

export const BRACKET_LABELS: Record<BracketMatchId, string> = {
  QF1: 'Quarter Final 1', QF2: 'Quarter Final 2', QF3: 'Quarter Final 3', QF4: 'Quarter Final 4',
  SF1: 'Semi Final 1', SF2: 'Semi Final 2', F: 'Final',
};

/** Where the players of each match come from: seed numbers, or the winners of two matches. */
const SHAPE: readonly { match: BracketMatchId; from: readonly [number, number] | readonly [BracketMatchId, BracketMatchId]; next: BracketMatchId | null }[] = [
  { match: 'QF1', from: [1, 8], next: 'SF1' },
  { match: 'QF2', from: [4, 5], next: 'SF1' },
  { match: 'QF3', from: [2, 7], next: 'SF2' },
  { match: 'QF4', from: [3, 6], next: 'SF2' },
  { match: 'SF1', from: ['QF1', 'QF2'], next: 'F' },
  { match: 'SF2', from: ['QF3', 'QF4'], next: 'F' },
  { match: 'F', from: ['SF1', 'SF2'], next: null },
];

/** The winner of one elimination match between a (seed seedA) and b (seed seedB). */
export function decideElimination(r: BracketResult, a: PlayerId, seedA: number, seedB: number): Outcome<EliminationTotals> {
  const flip = r.a !== a;
  const b = flip ? r.a : r.b;
  for (const [g, game] of r.games.entries())
    if (game.forfeitBy === undefined && !game.bothForfeited && (game.blocksLostA === undefined || game.blocksLostB === undefined))
      return fail('bracket/blocks_missing', `${BRACKET_LABELS[r.match]}, game ${g + 1}: blocks lost are needed for both players in elimination matches (OT2022, Elimination Rounds).`);
  const sum = (f: (g: BracketResult['games'][number]) => number | undefined) => r.games.reduce((n, g) => n + (f(g) ?? 0), 0);
  const [bannersA, bannersB] = flip ? [sum((g) => g.bannersB), sum((g) => g.bannersA)] : [sum((g) => g.bannersA), sum((g) => g.bannersB)];
  const [blocksLostA, blocksLostB] = flip
    ? [sum((g) => g.blocksLostB), sum((g) => g.blocksLostA)]
    : [sum((g) => g.blocksLostA), sum((g) => g.blocksLostB)];
  const totals = { bannersA, bannersB, blocksLostA, blocksLostB };
  const higher = seedA < seedB ? a : b;
  const forfeiters = forfeitersOf(r);
  if (forfeiters.size === 2) return ok({ ...totals, winner: higher, decidedBy: 'double-forfeit' });
  if (forfeiters.size === 1) return ok({ ...totals, winner: forfeiters.has(a) ? b : a, decidedBy: 'forfeit' });
  if (bannersA !== bannersB) return ok({ ...totals, winner: bannersA > bannersB ? a : b, decidedBy: 'banners' });
  if (blocksLostA !== blocksLostB) return ok({ ...totals, winner: blocksLostA < blocksLostB ? a : b, decidedBy: 'blocks-lost' });
  return ok({ ...totals, winner: higher, decidedBy: 'swiss-rank' });
}

function seedsOf(event: TournamentEvent): Outcome<PlayerId[]> {
  if (event.bracket?.seeds) return ok([...event.bracket.seeds]);
  const total = swissRounds(event.entrants.length);
  const unfinished = event.rounds.find((r) => r.results.length < r.pairings.filter((p) => p.b !== null).length);
  if (event.rounds.length < total || unfinished)
    return fail('bracket/swiss_incomplete', `The Top 8 advance "after completion of the designated number of Swiss rounds" (OT2022): ${total} rounds for ${event.entrants.length} entrants, ${unfinished ? `and round ${unfinished.number} still lacks results` : `${event.rounds.length} paired so far`}.`);
  const top = computeStandings(event).filter((s) => !s.dropped).slice(0, 8).map((s) => s.id);
  if (top.length < 8) return fail('bracket/too_few_players', `The elimination bracket needs 8 players still in the event; there are ${top.length}.`);
  return ok(top);
}

/** The bracket: seeds, each match's players and result, and the champion once decided. */
export function computeBracket(event: TournamentEvent): Outcome<BracketState> {
  const seeded = seedsOf(event);
  if (!seeded.ok) return seeded;
  const seeds = seeded.value;
  const seedOf = new Map(seeds.map((id, i) => [id, i + 1]));
  const names = new Map(event.entrants.map((e) => [e.id, e.name]));
  const results = new Map((event.bracket?.results ?? []).map((r) => [r.match, r]));
  const done = new Map<BracketMatchId, BracketMatch>();
  for (const { match, from, next } of SHAPE) {
    const players = from.map((f) => (typeof f === 'number' ? seeds[f - 1]! : (done.get(f)!.result?.winner ?? null)));
    const [x, y] = players as [PlayerId | null, PlayerId | null];
    const ordered = x !== null && y !== null && seedOf.get(y)! < seedOf.get(x)! ? [y, x] : [x, y];
    const [a, b] = ordered as [PlayerId | null, PlayerId | null];
    const r = results.get(match);
    let result: EliminationTotals | null = null;
    if (r) {
      if (a === null || b === null) return fail('bracket/not_ready', `${BRACKET_LABELS[match]} has a result, but its players are not known until the matches before it are decided.`);
      if (pairKey(r.a, r.b) !== pairKey(a, b))
        return fail('bracket/wrong_players', `${BRACKET_LABELS[match]} is ${a} v ${b} by the bracket, but its result names ${r.a} v ${r.b}.`);
      const decided = decideElimination(r, a, seedOf.get(a)!, seedOf.get(b)!);
      if (!decided.ok) return decided;
      result = decided.value;
    }
    done.set(match, { match, label: BRACKET_LABELS[match], a, b, seedA: a === null ? null : seedOf.get(a)!, seedB: b === null ? null : seedOf.get(b)!, result, next });
  }
  return ok({
    seeds: seeds.map((id, i) => ({ seed: i + 1, id, name: names.get(id) ?? id })),
    matches: [...done.values()],
    champion: done.get('F')!.result?.winner ?? null,
  });
}
