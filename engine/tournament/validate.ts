// Cross-field checks of an event file, after its shape (schema.ts): every player named is an
// entrant, a player sits at one table a round, a result belongs to a pairing of its round and
// is recorded once (so nothing is ever scored twice). The first problem is reported, naming
// the field.
import { checkPairedRounds, type Problem } from './formats/pair-rounds.js';
import { parseEventShape } from './schema.js';
import type { Game, MatchResult, TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';

/** The unordered pair's key: results may name the pairing's players in either order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

function checkGames(where: string, r: MatchResult): Problem {
  for (const [g, game] of r.games.entries() as Iterable<[number, Game]>) {
    const at = `${where}.games[${g}]`;
    if (game.winner !== null && game.winner !== r.a && game.winner !== r.b)
      return { code: 'event/winner_not_in_match', message: `${at}.winner: "${game.winner}" is not a player of this match (${r.a} v ${r.b}).` };
    if (game.forfeitBy !== undefined && game.forfeitBy !== r.a && game.forfeitBy !== r.b)
      return { code: 'event/forfeit_not_in_match', message: `${at}.forfeitBy: "${game.forfeitBy}" is not a player of this match (${r.a} v ${r.b}).` };
    if (game.forfeitBy !== undefined && game.winner === game.forfeitBy)
      return { code: 'event/forfeit_winner_conflict', message: `${at}: "${game.winner}" cannot both win and forfeit the game.` };
    if (game.bothForfeited && (game.winner !== null || game.forfeitBy !== undefined))
      return { code: 'event/double_forfeit_conflict', message: `${at}: a game both players forfeited has no winner (null) and no forfeitBy.` };
  }
  return null;
}

function checkRounds(event: TournamentEvent): Problem {
  return checkPairedRounds(event.entrants, event.rounds, 'OT2022', checkGames);
}

function checkBracket(event: TournamentEvent): Problem {
  const bracket = event.bracket;
  if (!bracket) return null;
  const known = new Set(event.entrants.map((e) => e.id));
  if (bracket.seeds) {
    const seen = new Set<string>();
    for (const [s, pid] of bracket.seeds.entries()) {
      if (!known.has(pid)) return { code: 'event/unknown_player', message: `bracket.seeds[${s}]: "${pid}" is not an entrant.` };
      if (seen.has(pid)) return { code: 'event/bracket_seeds', message: `bracket.seeds[${s}]: "${pid}" is seeded twice.` };
      seen.add(pid);
    }
  }
  const matches = new Set<string>();
  for (const [r, result] of bracket.results.entries()) {
    const at = `bracket.results[${r}]`;
    if (matches.has(result.match)) return { code: 'event/duplicate_result', message: `${at}.match: ${result.match} already has a result; edit that one instead.` };
    matches.add(result.match);
    for (const side of ['a', 'b'] as const)
      if (!known.has(result[side])) return { code: 'event/unknown_player', message: `${at}.${side}: "${result[side]}" is not an entrant.` };
    if (result.a === result.b) return { code: 'event/self_pairing', message: `${at}: a player cannot meet himself.` };
    const bad = checkGames(at, result);
    if (bad) return bad;
  }
  return null;
}

/** Validates an event, within itself; returns it unchanged (as parsed) or the first problem. */
export function validateEvent(event: TournamentEvent): Outcome<TournamentEvent> {
  const seen = new Set<string>();
  for (const [i, e] of event.entrants.entries()) {
    if (seen.has(e.id)) return fail('event/duplicate_entrant', `entrants[${i}].id: "${e.id}" is used by two entrants.`);
    seen.add(e.id);
  }
  for (const [i, round] of event.rounds.entries())
    for (const [p, pairing] of round.pairings.entries())
      if (pairing.a === pairing.b) return fail('event/self_pairing', `rounds[${i}].pairings[${p}]: "${pairing.a}" is paired with himself.`);
  const problem = checkRounds(event) ?? checkBracket(event);
  return problem ? fail(problem.code, problem.message) : ok(event);
}

/** An event file's JSON → a checked event, or the first problem with the field named. */
export function parseEvent(json: unknown): Outcome<TournamentEvent> {
  const shaped = parseEventShape(json);
  return shaped.ok ? validateEvent(shaped.value) : shaped;
}
