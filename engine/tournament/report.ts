// The result report for the forum, in OT2022's format ("The format for reporting results"):
//   Player 1 Vassal ID: # banners won
//   (add # blocks lost for elimination round matches)
//   Player 2 Vassal ID: # banners won
// one block per game (the game's winner first, as "the score should be reported by the
// winning player"), then the match's outcome in a sentence. The entrant's `name` is his
// VASSAL ID.
import { computeBracket, type BracketMatch } from './bracket.js';
import { scoreMatch, BYE_POINTS, type MatchScore } from './scoring.js';
import type { BracketResult, Game, MatchResult, PlayerId, Round, TournamentEvent } from './types.js';
import { fail, ok, type Outcome } from './types.js';
import { pairKey } from './validate.js';

type NameOf = (id: PlayerId) => string;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function line(name: string, banners: number, blocks: number | undefined, elimination: boolean): string {
  return `${name}: ${plural(banners, 'banner')} won${elimination ? `, ${plural(blocks ?? 0, 'block')} lost` : ''}`;
}

function gameLines(r: MatchResult, g: Game, index: number, nameOf: NameOf, elimination: boolean): string[] {
  if (g.bothForfeited) return [`Game ${index + 1}: forfeited by both players`];
  if (g.forfeitBy !== undefined) return [`Game ${index + 1}: forfeited by ${nameOf(g.forfeitBy)}`];
  const a = line(nameOf(r.a), g.bannersA, g.blocksLostA, elimination);
  const b = line(nameOf(r.b), g.bannersB, g.blocksLostB, elimination);
  if (g.winner === null) return [`Game ${index + 1} (not completed)`, a, b];
  return [`Game ${index + 1}`, ...(g.winner === r.b ? [b, a] : [a, b])];
}

function swissSentence(r: MatchResult, s: MatchScore, nameOf: NameOf): string {
  const pts = `${nameOf(r.a)} ${s.pointsA}, ${nameOf(r.b)} ${s.pointsB}`;
  const why: Record<MatchScore['outcome'], string> = {
    'two-wins': 'both games won by one player',
    split: `one game each; victory banners ${s.bannersA}–${s.bannersB}`,
    'split-banners-tied': `one game each; victory banners tied ${s.bannersA}–${s.bannersB}`,
    'one-completed': 'one game completed, the other not',
    'not-completed': 'games not completed',
    forfeit: 'forfeit',
    'double-forfeit': 'both players forfeited',
  };
  return `Match points: ${pts} (${why[s.outcome]})`;
}

/** One Swiss round: every table with a result, and the bye. */
export function roundReport(event: TournamentEvent, round: Round): string {
  const names = new Map(event.entrants.map((e) => [e.id, e.name]));
  const nameOf: NameOf = (id) => names.get(id) ?? id;
  const results = new Map(round.results.map((r) => [pairKey(r.a, r.b), r]));
  const out: string[] = [`${event.name} — Round ${round.number}`];
  for (const p of [...round.pairings].sort((x, y) => x.table - y.table)) {
    out.push('');
    if (p.b === null) {
      out.push(`Round ${round.number}: ${nameOf(p.a)} has the bye (${BYE_POINTS} points)`);
      continue;
    }
    const r = results.get(pairKey(p.a, p.b));
    out.push(`Round ${round.number}, table ${p.table}: ${nameOf(p.a)} v ${nameOf(p.b)}`);
    if (!r) {
      out.push('(no result yet)');
      continue;
    }
    r.games.forEach((g, i) => out.push(...gameLines(r, g, i, nameOf, false)));
    out.push(swissSentence(r, scoreMatch(r), nameOf));
  }
  return out.join('\n');
}

const DECIDED: Record<string, string> = {
  banners: 'more victory banners',
  'blocks-lost': 'victory banners tied, fewer blocks lost',
  'swiss-rank': 'victory banners and blocks lost tied, higher Swiss rank',
  forfeit: 'forfeit',
  'double-forfeit': 'both forfeited, higher Swiss rank',
};

function bracketMatchReport(m: BracketMatch, r: BracketResult | undefined, nameOf: NameOf): string[] {
  const players = `${m.a === null ? 'to be decided' : `${nameOf(m.a)} (${m.seedA})`} v ${m.b === null ? 'to be decided' : `${nameOf(m.b)} (${m.seedB})`}`;
  const out = [`${m.label}: ${players}`];
  if (!r || !m.result || m.a === null || m.b === null) return [...out, '(no result yet)'];
  r.games.forEach((g, i) => out.push(...gameLines(r, g, i, nameOf, true)));
  const t = m.result;
  out.push('Total of both games', line(nameOf(m.a), t.bannersA, t.blocksLostA, true), line(nameOf(m.b), t.bannersB, t.blocksLostB, true));
  out.push(`${nameOf(t.winner)} ${m.next ? 'advances' : 'wins the tournament'} (${DECIDED[t.decidedBy]}).`);
  return out;
}

/** The elimination bracket's report: every match, with blocks lost (OT2022's format). */
export function bracketReport(event: TournamentEvent): Outcome<string> {
  const b = computeBracket(event);
  if (!b.ok) return b;
  const names = new Map(event.entrants.map((e) => [e.id, e.name]));
  const nameOf: NameOf = (id) => names.get(id) ?? id;
  const results = new Map((event.bracket?.results ?? []).map((r) => [r.match, r]));
  const out = [`${event.name} — Elimination rounds`];
  for (const m of b.value.matches) out.push('', ...bracketMatchReport(m, results.get(m.match), nameOf));
  return ok(out.join('\n'));
}

/** The report of round `number`, or of every round and the bracket (if any) when omitted. */
export function eventReport(event: TournamentEvent, number?: number): Outcome<string> {
  if (number !== undefined) {
    const round = event.rounds.find((r) => r.number === number);
    return round ? ok(roundReport(event, round)) : fail('report/no_such_round', `Round ${number} is not paired yet.`);
  }
  const parts = event.rounds.map((r) => roundReport(event, r));
  if (event.bracket) {
    const b = bracketReport(event);
    if (!b.ok) return b;
    parts.push(b.value);
  }
  return ok(parts.join('\n\n'));
}

