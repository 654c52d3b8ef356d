// The published event (engine/tournament, docs/tournament-format.md) derived from the
// stored tournament: entrants, each Swiss round's pairings, and a match's result once both of
// its games have a result that counts. Standings, pairings, the bracket and the forum report
// are then the pure tournament math over this event, so a changed result recomputes all of
// them and nothing is ever applied twice.
import type { Game, MatchResult, PlayerId, TournamentEvent } from '../../engine/tournament/index.js';
import type { GameResult, ScenarioSpec, TournamentMatch, TournamentState } from './model.js';

/** A game's result oriented to a match's a and b. */
export function gameToEngine(r: GameResult, a: PlayerId, b: PlayerId): Game {
  return {
    winner: r.winner,
    bannersA: r.banners[a] ?? 0,
    bannersB: r.banners[b] ?? 0,
    ...(r.blocksLost ? { blocksLostA: r.blocksLost[a] ?? 0, blocksLostB: r.blocksLost[b] ?? 0 } : {}),
    ...(r.forfeitBy !== undefined ? { forfeitBy: r.forfeitBy } : {}),
    ...(r.bothForfeited ? { bothForfeited: true as const } : {}),
  };
}

/** The match's result once both games have one that counts; null before. */
export function matchResult(m: TournamentMatch): MatchResult | null {
  const [g1, g2] = m.games;
  if (!g1.result || !g2.result) return null;
  return { a: m.a, b: m.b, games: [gameToEngine(g1.result, m.a, m.b), gameToEngine(g2.result, m.a, m.b)] };
}

export function liveMatches(s: TournamentState): TournamentMatch[] {
  return s.matches.filter((m) => !m.void);
}

export function toEvent(s: TournamentState): TournamentEvent {
  const live = liveMatches(s);
  const results = (round: number) => live.filter((m) => m.stage === 'swiss' && m.round === round).flatMap((m) => matchResult(m) ?? []);
  return {
    name: s.name,
    seed: s.seed,
    // The OT2022 event; a preset tournament's own event is toPresetEvent (preset-event.ts).
    format: 'ot2022',
    entrants: s.entrants.map((e) => ({ id: e.id, name: e.name, ...(e.dropped ? { dropped: true } : {}), ...(e.joinedRound > 1 ? { joinedRound: e.joinedRound } : {}) })),
    rounds: s.rounds.map((r) => ({ number: r.number, pairings: r.pairings, results: results(r.number) })),
    ...(s.bracketSeeds
      ? {
          bracket: {
            seeds: s.bracketSeeds,
            results: live.filter((m) => m.stage === 'bracket').flatMap((m) => {
              const r = matchResult(m);
              return r ? [{ match: m.bracketMatch!, ...r }] : [];
            }),
          },
        }
      : {}),
  };
}

/** The scenario of a Swiss round (its own, or the event's) or of the bracket. */
export function scenarioFor(s: TournamentState, round: number | 'bracket'): ScenarioSpec {
  return s.roundScenarios[String(round)] ?? s.scenario;
}
