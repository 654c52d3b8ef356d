// Whole Swiss events with random (seeded) results, for property tests and the benchmark:
// entrants of random strength, late entries, drops between rounds, forfeits and games not
// completed. Every event is paired by pairRound exactly as a real one is.
import { nextInt, seededRandom, type RandomState } from '../rules/random.js';
import type { Rejection } from '../rules/rejection.js';
import { pairRound } from './pairing.js';
import { swissRounds } from './swiss-rounds.js';
import type { Entrant, Game, MatchResult, Pairing, PlayerId, Round, TournamentEvent } from './types.js';

export interface SimulationOptions {
  readonly seed: string;
  readonly entrants: number;
  /** Rounds to play (default: the event's Swiss rounds). */
  readonly rounds?: number;
  /** Chance a player drops before each round from round 2 (default 0). */
  readonly dropRate?: number;
  /** How many entrants join late, in round 2 or 3 (default 0). */
  readonly lateEntrants?: number;
  /** Chance a game is forfeited, and that it is not completed (defaults 0). */
  readonly forfeitRate?: number;
  readonly incompleteRate?: number;
  /** Leave the last round paired but without results (default false). */
  readonly leaveLastRoundOpen?: boolean;
  /** Called with the event as it stood and the round paired from it. */
  readonly observe?: (before: TournamentEvent, round: Round) => void;
}

export interface Simulation {
  readonly event: TournamentEvent;
  /** Set when a round could not be paired: the event holds the rounds before it. */
  readonly failure?: { round: number; rejection: Rejection };
}

/** A small mutable wrapper around the project's seeded generator, local to one simulation
 *  (also the presets' simulations, formats/simulate.ts). */
export class Dice {
  private state: RandomState;
  constructor(seed: string) {
    this.state = seededRandom(seed);
  }
  int(n: number): number {
    const [v, next] = nextInt(this.state, n);
    this.state = next;
    return v;
  }
  chance(p: number): boolean {
    return p > 0 && this.int(1_000_000) < p * 1_000_000;
  }
}

const VICTORY_BANNERS = 8;

function randomGame(dice: Dice, p: Pairing, strength: (id: PlayerId) => number, o: SimulationOptions): Game {
  const a = p.a;
  const b = p.b!;
  const blocks = () => ({ blocksLostA: dice.int(25), blocksLostB: dice.int(25) });
  if (dice.chance(o.forfeitRate ?? 0)) {
    const by = dice.int(2) === 0 ? a : b;
    return { winner: by === a ? b : a, bannersA: 0, bannersB: 0, forfeitBy: by };
  }
  if (dice.chance(o.incompleteRate ?? 0)) return { winner: null, bannersA: dice.int(VICTORY_BANNERS), bannersB: dice.int(VICTORY_BANNERS), ...blocks() };
  const sa = strength(a);
  const aWins = dice.int(sa + strength(b)) < sa;
  const loser = dice.int(VICTORY_BANNERS);
  return aWins
    ? { winner: a, bannersA: VICTORY_BANNERS, bannersB: loser, ...blocks() }
    : { winner: b, bannersA: loser, bannersB: VICTORY_BANNERS, ...blocks() };
}

function randomResult(dice: Dice, p: Pairing, strength: (id: PlayerId) => number, o: SimulationOptions): MatchResult {
  return { a: p.a, b: p.b!, games: [randomGame(dice, p, strength, o), randomGame(dice, p, strength, o)] };
}

export function simulateSwiss(o: SimulationOptions): Simulation {
  const dice = new Dice(`${o.seed}/simulation`);
  const late = Math.min(o.lateEntrants ?? 0, o.entrants - 2);
  const total = o.rounds ?? swissRounds(o.entrants);
  const entrants: Entrant[] = Array.from({ length: o.entrants }, (_, i) => {
    const id = `p${String(i + 1).padStart(3, '0')}`;
    const joinedRound = i >= o.entrants - late && total >= 2 ? 2 + dice.int(Math.min(2, total - 1)) : undefined;
    return joinedRound === undefined ? { id, name: `Player ${i + 1}` } : { id, name: `Player ${i + 1}`, joinedRound };
  });
  const strengths = new Map(entrants.map((e) => [e.id, 1 + dice.int(9)]));
  const strength = (id: PlayerId) => strengths.get(id)!;
  let event: TournamentEvent = { name: `Simulated ${o.entrants}`, seed: o.seed, format: 'ot2022', entrants, rounds: [] };
  for (let n = 1; n <= total; n++) {
    if (n > 1 && (o.dropRate ?? 0) > 0)
      event = { ...event, entrants: event.entrants.map((e) => (!e.dropped && dice.chance(o.dropRate!) ? { ...e, dropped: true } : e)) };
    const paired = pairRound(event, n);
    if (!paired.ok) return { event, failure: { round: n, rejection: paired.rejection } };
    o.observe?.(event, paired.value.round);
    const open = o.leaveLastRoundOpen && n === total;
    const results = open ? [] : paired.value.round.pairings.filter((p) => p.b !== null).map((p) => randomResult(dice, p, strength, o));
    event = { ...event, rounds: [...event.rounds, { ...paired.value.round, results }] };
  }
  return { event };
}
