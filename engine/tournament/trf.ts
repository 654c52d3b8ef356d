// FIDE TRF-16 Swiss histories (chess tournament reports), read so that their next round can
// be paired under our rules as a test of the pairing on real-sized, long histories. Only the
// player lines (001) are used; columns are fixed-width:
//   1–3 "001", 5–8 start rank, 15–47 name, 81–84 points, then from column 92 one 8-character
//   block per round every 10 columns: opponent (4), colour (1), result (1).
// Result codes: 1 = 0 (win, draw, loss), + - (forfeit win / loss), W D L (unrated games),
// H F U (half-point, full-point, pairing-allocated bye), Z (absent, zero).
// Under TRF a forfeited game was not played: it neither bars a rematch nor counts as an
// opponent for Strength of Opposition; its points count.
import type { PlayerRecord } from './records.js';
import type { PlayerId } from './types.js';
import { fail, ok, type Outcome } from './types.js';

export interface TrfGame {
  readonly round: number;
  /** Start rank of the opponent, or null (bye, absence). */
  readonly opponent: number | null;
  readonly result: string;
}

export interface TrfPlayer {
  readonly rank: number;
  readonly name: string;
  /** The points column as printed. */
  readonly points: number;
  readonly games: readonly TrfGame[];
}

export interface Trf {
  readonly players: readonly TrfPlayer[];
  /** Rounds with at least one game played; the next round is this + 1. */
  readonly roundsPlayed: number;
}

const POINTS: Record<string, number> = { '1': 1, '=': 0.5, '0': 0, '+': 1, '-': 0, W: 1, D: 0.5, L: 0, H: 0.5, F: 1, U: 1, Z: 0, ' ': 0 };
const PLAYED = new Set(['1', '=', '0', 'W', 'D', 'L']);
const BYE = new Set(['F', 'U', '+']);

export function parseTrf(text: string): Outcome<Trf> {
  const players: TrfPlayer[] = [];
  for (const [i, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (!line.startsWith('001')) continue;
    const rank = Number(line.slice(4, 8));
    const points = Number(line.slice(80, 84));
    if (!Number.isInteger(rank) || rank < 1 || Number.isNaN(points)) return fail('trf/bad_player_line', `Line ${i + 1}: not a TRF player line (start rank or points unreadable).`);
    const games: TrfGame[] = [];
    for (let at = 91, round = 1; at < line.length; at += 10, round++) {
      const block = line.slice(at, at + 8);
      if (block.trim() === '') continue;
      const opp = block.slice(0, 4).trim();
      const result = block.slice(7, 8) || ' ';
      if (!(result in POINTS)) return fail('trf/bad_result', `Line ${i + 1}, round ${round}: unknown result code "${result}".`);
      const opponent = opp === '0000' || opp === '' ? null : Number(opp);
      if (opponent !== null && !Number.isInteger(opponent)) return fail('trf/bad_opponent', `Line ${i + 1}, round ${round}: opponent "${opp}" is not a start rank.`);
      games.push({ round, opponent, result });
    }
    players.push({ rank, name: line.slice(14, 47).trim(), points, games });
  }
  if (players.length === 0) return fail('trf/no_players', 'No player lines (001) found.');
  const roundsPlayed = Math.max(0, ...players.flatMap((p) => p.games.filter((g) => g.opponent !== null).map((g) => g.round)));
  return ok({ players, roundsPlayed });
}

/** Player ids in our model: the start rank as text. */
export const trfId = (rank: number): PlayerId => String(rank);

/** Records over the rounds played, for ranking and pairing under our rules. */
export function trfRecords(trf: Trf): PlayerRecord[] {
  return trf.players.map((p) => {
    const opponents: PlayerId[] = [];
    const met = new Set<PlayerId>();
    const against = new Map<PlayerId, number>();
    let points = 0;
    let byes = 0;
    for (const g of p.games) {
      if (g.round > trf.roundsPlayed) continue;
      points += POINTS[g.result]!;
      if (g.opponent === null) {
        if (BYE.has(g.result)) byes++;
      } else if (PLAYED.has(g.result)) {
        const o = trfId(g.opponent);
        opponents.push(o);
        met.add(o);
        against.set(o, (against.get(o) ?? 0) + POINTS[g.result]!);
      }
    }
    return { id: trfId(p.rank), points, opponents, byes, met, against };
  });
}

/** Players to pair next: all but those marked absent or with a pre-set result for that round. */
export function trfPresentNext(trf: Trf): PlayerId[] {
  const next = trf.roundsPlayed + 1;
  return trf.players.filter((p) => !p.games.some((g) => g.round === next)).map((p) => trfId(p.rank));
}
