// Results and disputes (OT2022: "The score should be reported by the winning player"; "The
// tournament referee will be the final arbiter of disputes"). A game's result comes from its
// room when the game ends there, from a hand report confirmed by the opponent (a game played
// elsewhere), from the organizer or referee (a forfeit, a missed deadline: with a reason), or
// from a referee's ruling on a dispute. A result that counts is replaced only by a ruling or
// by the organizer/referee, never by a second report, so nothing is counted twice.
import { fail, ok, type Outcome, type PlayerId } from '../../engine/tournament/index.js';
import type { ActionEntry, Dispute, GameResult, ResultSource, TournamentGame, TournamentMatch, TournamentState } from './model.js';
import { requireRole } from './roles.js';

type Applied = Outcome<TournamentState>;

function findGame(s: TournamentState, matchId: string, index: number): Outcome<{ match: TournamentMatch; game: TournamentGame }> {
  const match = s.matches.find((m) => m.id === matchId && !m.void) ?? s.matches.find((m) => m.id === matchId);
  if (!match) return fail('match/unknown', `There is no match ${matchId}.`);
  if (match.void) return fail('match/void', `${matchId} was re-paired by the organizer; its games no longer count.`);
  const game = match.games[index];
  if (!game) return fail('match/unknown_game', `A match has games 1 and 2 (index 0 and 1); there is no game ${index + 1}.`);
  return ok({ match, game });
}

function count(v: unknown): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1000;
}

/** A result must name exactly the match's two entrants (OT2022's report: banners, and blocks
 *  lost in elimination matches). */
export function checkResult(match: TournamentMatch, r: GameResult): Outcome<GameResult> {
  const players = [match.a, match.b];
  const sameKeys = (o: Readonly<Record<string, number>>) => Object.keys(o).length === 2 && players.every((p) => count(o[p]));
  if (!sameKeys(r.banners)) return fail('result/bad_banners', `Give the victory banners of both ${match.a} and ${match.b} as whole numbers 0 or more.`);
  if (r.blocksLost && !sameKeys(r.blocksLost)) return fail('result/bad_blocks', `Give the blocks lost of both ${match.a} and ${match.b} as whole numbers 0 or more.`);
  if (r.winner !== null && !players.includes(r.winner)) return fail('result/winner_not_in_match', `"${r.winner}" is not a player of ${match.id}; the winner is ${match.a}, ${match.b} or null (not completed).`);
  if (r.forfeitBy !== undefined && !players.includes(r.forfeitBy)) return fail('result/forfeit_not_in_match', `"${r.forfeitBy}" is not a player of ${match.id}.`);
  if (r.forfeitBy !== undefined && r.forfeitBy === r.winner) return fail('result/forfeit_winner', 'A player cannot both win and forfeit a game.');
  if (r.bothForfeited && (r.winner !== null || r.forfeitBy !== undefined)) return fail('result/double_forfeit_conflict', 'A game both players forfeited has no winner (null) and no single forfeitBy.');
  if (match.stage === 'bracket' && r.forfeitBy === undefined && !r.bothForfeited && !r.blocksLost)
    return fail('result/blocks_required', 'Elimination matches count blocks lost too (OT2022, Elimination Rounds): give blocksLost for both players.');
  return ok(r);
}

function setGame(s: TournamentState, match: TournamentMatch, index: number, change: Partial<TournamentGame>): TournamentState {
  const games = match.games.map((g, i) => (i === index ? { ...g, ...change } : g)) as unknown as TournamentMatch['games'];
  return { ...s, matches: s.matches.map((m) => (m === match ? { ...m, games } : m)) };
}

function sameResult(x: GameResult | null, y: GameResult | null): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}

function isPlayer(match: TournamentMatch, id: PlayerId | undefined): boolean {
  return id === match.a || id === match.b;
}

export function applyResultAction(s: TournamentState, entry: ActionEntry): Applied {
  const { actor, action: a, reason } = entry;
  switch (a.kind) {
    case 'GameFinished': {
      const refused = requireRole(actor, ['room'], 'Recording a finished game');
      if (refused) return refused;
      const found = findGame(s, a.matchId, a.game);
      if (!found.ok) return found;
      const { match, game } = found.value;
      if (game.gameId !== a.gameId) return fail('match/wrong_game', `Game ${a.gameId} is not game ${a.game + 1} of ${match.id}.`);
      if (game.roomResult) return fail('result/already_attached', `Game ${a.gameId}'s result is already attached to ${match.id}.`);
      // A result that already counts (a confirmed hand report, a ruling) stands; the room's is
      // kept beside it for the referee.
      if (game.result) return ok(setGame(s, match, a.game, { roomResult: a.result }));
      return ok(setGame(s, match, a.game, { roomResult: a.result, result: a.result, source: 'room', report: null }));
    }
    case 'GameReported': {
      const found = findGame(s, a.matchId, a.game);
      if (!found.ok) return found;
      const { match, game } = found.value;
      if (actor.role !== 'entrant' || !isPlayer(match, actor.entrantId)) return fail('result/not_your_match', `Only the players of ${match.id} report its games.`);
      if (game.result) return fail('result/already_final', `Game ${a.game + 1} of ${match.id} already has a result; open a dispute to have the referee look at it.`);
      const checked = checkResult(match, a.result);
      if (!checked.ok) return checked;
      return ok(setGame(s, match, a.game, { report: { by: actor.entrantId!, result: a.result, at: entry.at, seq: entry.seq } }));
    }
    case 'GameConfirmed': {
      const found = findGame(s, a.matchId, a.game);
      if (!found.ok) return found;
      const { match, game } = found.value;
      if (actor.role !== 'entrant' || !isPlayer(match, actor.entrantId)) return fail('result/not_your_match', `Only the players of ${match.id} confirm its games.`);
      if (!game.report) return fail('result/nothing_to_confirm', `Game ${a.game + 1} of ${match.id} has no reported result waiting for confirmation.`);
      if (game.report.by === actor.entrantId) return fail('result/confirm_own_report', 'The opponent confirms a reported result, not the player who reported it.');
      // The confirmation names the report the opponent read: a report changed since (a new
      // GameReported entry) is not confirmed by it.
      if (a.reportSeq !== undefined && a.reportSeq !== game.report.seq)
        return fail('result/report_changed', `Game ${a.game + 1} of ${match.id}: the report you confirm (entry ${a.reportSeq}) is not the one waiting now (entry ${game.report.seq}); read the new report before confirming it.`);
      return ok(setGame(s, match, a.game, { result: game.report.result, source: 'hand', report: null }));
    }
    case 'GameResultSet': {
      const refused = requireRole(actor, ['organizer', 'referee'], 'Setting a game result');
      if (refused) return refused;
      if (!reason?.trim()) return fail('audit/reason_required', 'Say why the result is set (a forfeit, a missed deadline…): it goes into the audit trail.');
      const found = findGame(s, a.matchId, a.game);
      if (!found.ok) return found;
      const checked = checkResult(found.value.match, a.result);
      if (!checked.ok) return checked;
      return ok(setGame(s, found.value.match, a.game, { result: a.result, source: actor.role as ResultSource, report: null }));
    }
    case 'DisputeOpened': {
      const found = findGame(s, a.matchId, a.game);
      if (!found.ok) return found;
      const { match } = found.value;
      if (actor.role !== 'entrant' || !isPlayer(match, actor.entrantId)) return fail('dispute/not_your_match', `Only the players of ${match.id} open a dispute on its games.`);
      if (!a.text.trim()) return fail('dispute/text_required', 'Say what the dispute is about.');
      if (s.disputes.some((d) => d.id === a.disputeId)) return fail('dispute/duplicate', `Dispute ${a.disputeId} exists already.`);
      const same = s.disputes.filter((d) => d.matchId === a.matchId && d.game === a.game);
      if (same.some((d) => d.ruling === null)) return fail('dispute/already_open', `Game ${a.game + 1} of ${match.id} already has an open dispute.`);
      // OT2022: "The tournament referee will be the final arbiter of disputes": a ruling is final.
      if (same.length > 0) return fail('dispute/already_ruled', `The referee has ruled on game ${a.game + 1} of ${match.id}; the ruling is final (OT2022).`);
      const d: Dispute = { id: a.disputeId, matchId: a.matchId, game: a.game, by: actor.entrantId!, text: a.text.trim(), openedAt: entry.at, ruling: null };
      return ok({ ...s, disputes: [...s.disputes, d] });
    }
    case 'DisputeRuled': {
      const refused = requireRole(actor, ['referee'], 'Ruling on a dispute');
      if (refused) return refused;
      const d = s.disputes.find((x) => x.id === a.disputeId);
      if (!d) return fail('dispute/unknown', `There is no dispute ${a.disputeId}.`);
      if (d.ruling) return fail('dispute/already_ruled', `Dispute ${d.id} has been ruled on already; the ruling is final (OT2022).`);
      if (!reason?.trim()) return fail('dispute/reason_required', 'A ruling needs its written reason.');
      const found = findGame(s, d.matchId, d.game);
      if (!found.ok) return found;
      const { match, game } = found.value;
      let next = s;
      if (a.result) {
        const checked = checkResult(match, a.result);
        if (!checked.ok) return checked;
        next = setGame(s, match, d.game, { result: a.result, source: 'ruling', report: null });
      }
      const ruling = { reason: reason.trim(), at: entry.at, changed: a.result !== null && !sameResult(a.result, game.result), result: a.result };
      return ok({ ...next, disputes: next.disputes.map((x) => (x.id === d.id ? { ...x, ruling } : x)) });
    }
    default:
      return fail('action/unknown', `Unknown tournament action ${(a as { kind: string }).kind}.`);
  }
}
