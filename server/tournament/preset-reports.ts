// Results reported by the players of a preset tournament's game (V:TES: of a table) and
// confirmed by another of them — Urban War's score cards are "filled out by a player's
// opponent … To help keep everyone honest", and the organizer or the referee may still enter
// or correct any result (PresetResultSet). A report is checked as if it were the result (the
// preset's own checks), so a bad one is refused at once; the confirmation names the report it
// read (its audit-trail seq), so a report changed meanwhile is not confirmed by mistake.
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import type { ActionEntry, TournamentState } from './model.js';
import type { PresetAction, PresetResult, PresetRound } from './preset-model.js';
import { checkPresetEvent, sameGame, withResult } from './apply-presets.js';

type Applied = Outcome<TournamentState>;

/** The players of the game this result is for, or null if the round has no such game. */
function playersOf(round: PresetRound, result: PresetResult): readonly string[] | null {
  if ('tables' in round) return round.tables.find((t) => t.table === (result as { table: number }).table)?.seats ?? null;
  const r = result as { a: string; b: string };
  const p = round.pairings.find((x) => x.b !== null && [x.a, x.b].sort().join() === [r.a, r.b].sort().join());
  return p ? [p.a, p.b!] : null;
}

export function applyReportAction(s: TournamentState, entry: ActionEntry, a: Extract<PresetAction, { kind: 'PresetResultReported' | 'PresetResultConfirmed' }>): Applied {
  const p = s.preset!;
  const me = entry.actor.role === 'entrant' ? entry.actor.entrantId : undefined;
  if (!me) return fail('auth/wrong_role', "Reporting or confirming a game is for its players (their entrant tokens); the organizer and the referee enter results directly.");
  const round = p.rounds.find((r) => r.number === a.round);
  if (!round) return fail('pairing/no_such_round', `Round ${a.round} is not paired yet.`);
  if (a.kind === 'PresetResultReported') {
    const players = playersOf(round, a.result);
    if (!players) return fail('result/no_such_game', `Round ${a.round} has no such game.`);
    if (!players.includes(me)) return fail('auth/wrong_role', 'Only a player of the game reports its result.');
    if ((round.results as PresetResult[]).some((x) => sameGame(round, a.result, x))) return fail('result/already_in', 'This game already has a result; ask the organizer or the referee to correct it.');
    const trial = withResult(s, a.round, a.result);
    if (!trial.ok) return trial;
    const checked = checkPresetEvent(trial.value);
    if (!checked.ok) return checked;
    const reports = [...(p.reports ?? []).filter((x) => !(x.round === a.round && sameGame(round, a.result, x.result))), { round: a.round, result: a.result, by: me, seq: entry.seq }];
    return ok({ ...s, preset: { ...p, reports } });
  }
  const report = (p.reports ?? []).find((x) => x.round === a.round && x.seq === a.report);
  if (!report) return fail('result/report_changed', `There is no report ${a.report} waiting in round ${a.round}: it was changed or already settled; read the game again.`);
  const players = playersOf(round, report.result)!;
  if (!players.includes(me) || me === report.by) return fail('auth/wrong_role', 'Another player of the game confirms the report, not the one who made it.');
  return withResult(s, a.round, report.result);
}
