// The preset tournaments' actions (preset-model.ts), decided on the state: who may (the
// organizer pairs; the organizer or the referee enters results and the final, as the score
// cards come back), in what order, and that the preset's event file stays valid — checked by
// the preset's own parser (engine/tournament/formats/), so a bad victory point or a lost model
// too many is refused with the preset's code, never half-applied.
import { fail, ok, parseAnyEvent, vtesFinal, type Outcome } from '../../engine/tournament/index.js';
import { pairKey } from '../../engine/tournament/validate.js';
import type { ActionEntry, TournamentState } from './model.js';
import type { EntrantProfile, PresetAction, PresetResult, PresetRound } from './preset-model.js';
import { toPresetEvent } from './preset-event.js';
import { requireRole } from './roles.js';
import { applyScenarioAction } from './preset-scenarios.js';
import { applyReportAction } from './preset-reports.js';

type Applied = Outcome<TournamentState>;

/** What a preset needs of each entrant at sign-up (ASO 2008: the rating; Urban War: the force). */
export function checkProfile(format: TournamentState['format'], p: EntrantProfile | undefined): Outcome<null> {
  if (format === 'aso2008' && (p?.rating === undefined || !Number.isFinite(p.rating)))
    return fail('entrant/profile_required', 'An ASO 2008 entrant needs his ASO rating at tournament start ("profile": {"rating": …}); pools and seeding follow it.');
  if (format === 'urban-war' && (!p?.faction || !Number.isInteger(p.models) || p.models! < 1))
    return fail('entrant/profile_required', 'An Urban War entrant needs his faction and the number of models in his force ("profile": {"faction": …, "models": …}); the casualty thresholds follow from it.');
  return ok(null);
}

/** A preset has no OT2022 Top 8 (V:TES's final is its own action). */
export function noBracket(s: TournamentState): { ok: false; rejection: { code: string; message: string } } {
  return fail('format/no_bracket', `A ${s.format} tournament has no Top 8 bracket${s.format === 'vtes' ? '; its final is a table of five (POST …/final)' : ''}.`);
}

export function sameGame(round: PresetRound, r: PresetResult, x: PresetResult): boolean {
  if ('tables' in round) return (r as { table: number }).table === (x as { table: number }).table;
  const a = r as { a: string; b: string };
  const b = x as { a: string; b: string };
  return pairKey(a.a, a.b) === pairKey(b.a, b.b);
}

function hasResults(r: PresetRound): boolean {
  return r.results.length > 0;
}

/** The result put into its round (replacing an earlier one of the same game), and any
 *  report waiting for that game's confirmation dropped: this result is the one that counts. */
export function withResult(s: TournamentState, roundNumber: number, result: PresetResult): Applied {
  const p = s.preset!;
  const round = p.rounds.find((r) => r.number === roundNumber);
  if (!round) return fail('pairing/no_such_round', `Round ${roundNumber} is not paired yet.`);
  if (p.final) return fail('result/final_started', 'The final is seated; the preliminary results are closed.');
  const results = [...(round.results as PresetResult[]).filter((x) => !sameGame(round, result, x)), result];
  const rounds = p.rounds.map((r) => (r.number === roundNumber ? ({ ...r, results } as PresetRound) : r));
  const reports = (p.reports ?? []).filter((x) => !(x.round === roundNumber && sameGame(round, result, x.result)));
  return ok({ ...s, preset: { ...p, rounds, reports } });
}

export function applyPresetAction(s: TournamentState, entry: ActionEntry, a: PresetAction): Applied {
  const p = s.preset;
  if (!p) return fail('format/not_a_preset', `This is an ${s.format.toUpperCase()} tournament; its rounds are paired with two games a match.`);
  switch (a.kind) {
    case 'PresetRoundPaired': {
      const refused = requireRole(entry.actor, ['organizer'], 'Pairing a round');
      if (refused) return refused;
      if (s.registrationOpen) return fail('pairing/registration_open', 'Close registration before pairing a round.');
      const n = a.round.number;
      if (n === p.rounds.length && n > 0) {
        // As in OT2022: not once a result or a player's report is in.
        if (hasResults(p.rounds[n - 1]!) || (p.reports ?? []).some((x) => x.round === n)) return fail('pairing/round_has_results', `Round ${n} cannot be re-paired: it already has results or reports.`);
        // The old pairing's scenario choices go with it.
        const choices = (p.choices ?? []).filter((x) => x.round !== n);
        return ok({ ...s, preset: { ...p, rounds: [...p.rounds.slice(0, n - 1), a.round], choices } });
      }
      if (n !== p.rounds.length + 1) return fail('pairing/round_out_of_order', `Round ${n} cannot be paired now; the next is round ${p.rounds.length + 1}.`);
      return ok({ ...s, preset: { ...p, rounds: [...p.rounds, a.round] } });
    }
    case 'PresetResultSet': {
      const refused = requireRole(entry.actor, ['organizer', 'referee'], 'Entering a result');
      return refused ?? withResult(s, a.round, a.result);
    }
    case 'PresetResultReported':
    case 'PresetResultConfirmed':
      return applyReportAction(s, entry, a);
    case 'PresetRequestMade': {
      if (s.format !== 'aso2008') return fail('request/not_in_format', 'Only ASO 2008 takes requests to be paired.');
      const organizer = entry.actor.role === 'organizer';
      if (!organizer && !(entry.actor.role === 'entrant' && entry.actor.entrantId === a.a))
        return fail('auth/wrong_role', "A request to be paired is made by the entrant himself (his token), or recorded by the organizer.");
      if (a.a === a.b) return fail('request/self', 'A player cannot ask to meet himself.');
      const unknown = [a.a, a.b].find((id) => !s.entrants.some((e) => e.id === id && !e.dropped));
      if (unknown) return fail('entrant/unknown', `"${unknown}" is not an entrant still playing.`);
      if (a.round !== p.rounds.length + 1) return fail('request/round_paired', `Requests are for the next round to pair, round ${p.rounds.length + 1}.`);
      return ok({ ...s, preset: { ...p, requests: [...(p.requests ?? []), { round: a.round, a: a.a, b: a.b, mutual: organizer }] } });
    }
    case 'PresetScenariosSet':
    case 'PresetScenarioChoice':
      return applyScenarioAction(s, entry, a);
    case 'PresetFinalSet': {
      const refused = requireRole(entry.actor, ['organizer', 'referee'], 'Seating the final');
      if (refused) return refused;
      if (s.format !== 'vtes') return fail('final/no_final', 'Only V:TES ends with a final table; this format ranks by its standings.');
      return ok({ ...s, preset: { ...p, final: a.final } });
    }
  }
}

/** The preset's own check of its event file after a change (refusing the change if invalid). */
export function checkPresetEvent(s: TournamentState): Outcome<null> {
  if (!s.preset) return ok(null);
  const parsed = parseAnyEvent(JSON.parse(JSON.stringify(toPresetEvent(s))));
  if (!parsed.ok) return parsed;
  if (parsed.value.format === 'vtes' && parsed.value.final) {
    const f = vtesFinal(parsed.value);
    if (!f.ok) return f;
  }
  return ok(null);
}
