// ASO 2008, "Choosing which scenario to play", on the referee: the organizer names each round's
// three scenarios; each player of a game sends his strike-out and first priority, secret until
// both are in; then the pure chooseScenario (engine/tournament/formats/aso2008/choice.ts)
// decides, its die drawn from the event seed (`seed/round-N/table-T/scenario`), so anyone can
// re-run it. Agreeing on a scenario needs nothing here: the result names the scenario played.
import { seededRandom } from '../../engine/rules/random.js';
import { chooseScenario, type ScenarioDecision } from '../../engine/tournament/formats/aso2008/choice.js';
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import type { ActionEntry, TournamentState } from './model.js';
import type { PresetAction, ScenarioChoiceEntry } from './preset-model.js';
import { requireRole } from './roles.js';

type Applied = Outcome<TournamentState>;

export function applyScenarioAction(s: TournamentState, entry: ActionEntry, a: Extract<PresetAction, { kind: 'PresetScenariosSet' | 'PresetScenarioChoice' }>): Applied {
  const p = s.preset!;
  if (s.format !== 'aso2008') return fail('scenario/not_in_format', 'Only ASO 2008 chooses among three scenarios a round.');
  if (a.kind === 'PresetScenariosSet') {
    const refused = requireRole(entry.actor, ['organizer'], "Naming a round's scenarios");
    if (refused) return refused;
    if (a.scenarios.length !== 3 || new Set(a.scenarios).size !== 3) return fail('scenario/not_three', 'ASO 2008 offers "3 scenarios each round to choose from": name three different scenarios.');
    if ((p.choices ?? []).some((c) => c.round === a.round)) return fail('scenario/choices_made', `Players have already chosen among round ${a.round}'s scenarios.`);
    return ok({ ...s, preset: { ...p, scenarios: { ...p.scenarios, [String(a.round)]: a.scenarios } } });
  }
  const round = p.rounds.find((r) => r.number === a.round);
  const pairing = round && 'pairings' in round ? round.pairings.find((x) => x.table === a.table && x.b !== null) : undefined;
  if (!pairing) return fail('pairing/no_such_round', `Round ${a.round} has no game at table ${a.table}.`);
  const me = entry.actor.entrantId;
  if (entry.actor.role !== 'entrant' || (me !== pairing.a && me !== pairing.b)) return fail('auth/wrong_role', 'Each player of the game sends his own choice, with his entrant token.');
  const scenarios = p.scenarios?.[String(a.round)];
  if (!scenarios) return fail('scenario/not_named', `The organizer has not named round ${a.round}'s three scenarios yet.`);
  if (!scenarios.includes(a.strike) || !scenarios.includes(a.first) || a.strike === a.first)
    return fail('scenario/bad_choice', `Strike one of ${scenarios.join(', ')} and give first priority to another.`);
  const mine = (c: ScenarioChoiceEntry) => c.round === a.round && c.table === a.table;
  const made = (p.choices ?? []).filter(mine);
  if (made.length === 2) return fail('scenario/decided', 'Both choices are in and the scenario is decided.');
  const choices = [...(p.choices ?? []).filter((c) => !(mine(c) && c.by === me)), { round: a.round, table: a.table, by: me!, strike: a.strike, first: a.first }];
  return ok({ ...s, preset: { ...p, choices } });
}

export interface ScenarioStatus {
  readonly scenarios: readonly string[];
  /** Who has sent his choice (the choices stay secret until both are in). */
  readonly chosen: readonly string[];
  readonly decision: (ScenarioDecision & { readonly choices: readonly ScenarioChoiceEntry[] }) | null;
}

/** A game's scenario choice as anyone may see it. */
export function scenarioStatus(s: TournamentState, round: number, table: number, a: string, b: string): ScenarioStatus | null {
  const scenarios = s.preset?.scenarios?.[String(round)];
  if (!scenarios) return null;
  const made = (s.preset?.choices ?? []).filter((c) => c.round === round && c.table === table);
  const ca = made.find((c) => c.by === a);
  const cb = made.find((c) => c.by === b);
  if (!ca || !cb) return { scenarios, chosen: made.map((c) => c.by), decision: null };
  const d = chooseScenario(scenarios, ca, cb, seededRandom(`${s.seed}/round-${round}/table-${table}/scenario`));
  return { scenarios, chosen: [a, b], decision: d.ok ? { ...d.value, choices: [ca, cb] } : null };
}
