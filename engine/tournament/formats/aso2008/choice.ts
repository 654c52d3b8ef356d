// ASO 2008, "Choosing which scenario to play" and "ABS" (shared/rules/aso2008-tournament-rules.txt):
// pure functions of the two players' secret choices, with the die (when the text rolls one)
// from a seeded random state, so that the referee's page and a re-run agree.
import { nextInt, type RandomState } from '../../../rules/random.js';
import { fail, ok, type Outcome } from '../../types.js';

export interface ScenarioChoice {
  /** "choose one of the 3 scenarios which you will not play" */
  readonly strike: string;
  /** "and give the other 2 a priority": the first priority. */
  readonly first: string;
}

export interface ScenarioDecision {
  readonly scenario: string;
  readonly how: 'different-strikes' | 'same-first-priority' | 'die-roll';
  /** The die (1–6) when one was rolled: 1–3 player A's first priority, 4–6 player B's. */
  readonly roll: number | null;
}

function checkChoice(scenarios: readonly string[], c: ScenarioChoice, who: string): string | null {
  if (!scenarios.includes(c.strike)) return `${who}'s struck scenario "${c.strike}" is not one of the round's three`;
  if (!scenarios.includes(c.first)) return `${who}'s first priority "${c.first}" is not one of the round's three`;
  if (c.first === c.strike) return `${who} cannot give first priority to the scenario he struck`;
  return null;
}

/** The strike-out method's three outcomes (1. different strikes: the remaining one; 2. same
 *  strike and same first priority: that one; 3. same strike, different first: a die roll). */
export function chooseScenario(scenarios: readonly string[], a: ScenarioChoice, b: ScenarioChoice, random: RandomState): Outcome<ScenarioDecision> {
  if (scenarios.length !== 3 || new Set(scenarios).size !== 3) return fail('scenario/not_three', 'ASO 2008 offers "3 scenarios each round to choose from"; give three different scenarios.');
  const bad = checkChoice(scenarios, a, 'Player A') ?? checkChoice(scenarios, b, 'Player B');
  if (bad) return fail('scenario/bad_choice', `${bad} (ASO 2008, Choosing which scenario to play).`);
  if (a.strike !== b.strike) return ok({ scenario: scenarios.find((s) => s !== a.strike && s !== b.strike)!, how: 'different-strikes', roll: null });
  if (a.first === b.first) return ok({ scenario: a.first, how: 'same-first-priority', roll: null });
  const roll = nextInt(random, 6)[0] + 1;
  return ok({ scenario: roll <= 3 ? a.first : b.first, how: 'die-roll', roll });
}

export interface AbsBid {
  /** "It is not possible to choose nothing / blank, you have to choose a side." */
  readonly side: string;
  /** "a given side but level 0 balance, level 1, level 2, or level 3" */
  readonly level: 0 | 1 | 2 | 3;
}

export interface AbsDecision {
  readonly sideA: string;
  readonly sideB: string;
  /** The balance provisions in effect: each strengthens the other side against `side`. */
  readonly balances: readonly { readonly side: string; readonly level: number }[];
  readonly roll: number | null;
}

/** ABS: same side — the higher bid plays it and its balance is in effect ("yielding the balance
 *  provisions to the other player"); same side and level — a die roll (1–3 A, 4–6 B), "the
 *  loser gets the balance"; different sides — "both balance levels are in effect". */
export function absSides(sides: readonly [string, string], a: AbsBid, b: AbsBid, random: RandomState): Outcome<AbsDecision> {
  for (const [who, bid] of [['A', a], ['B', b]] as const) {
    if (!sides.includes(bid.side)) return fail('abs/bad_side', `Player ${who} bid for "${bid.side}", which is not a side of this scenario (${sides.join(', ')}).`);
    if (![0, 1, 2, 3].includes(bid.level)) return fail('abs/bad_level', `Player ${who}'s balance level must be 0, 1, 2 or 3.`);
  }
  const other = (s: string) => (s === sides[0] ? sides[1] : sides[0]);
  if (a.side !== b.side) return ok({ sideA: a.side, sideB: b.side, balances: [{ side: a.side, level: a.level }, { side: b.side, level: b.level }], roll: null });
  let roll: number | null = null;
  let aWins = a.level > b.level;
  if (a.level === b.level) {
    roll = nextInt(random, 6)[0] + 1;
    aWins = roll <= 3;
  }
  const winner = aWins ? a : b;
  return ok({ sideA: aWins ? a.side : other(a.side), sideB: aWins ? other(b.side) : b.side, balances: [{ side: winner.side, level: winner.level }], roll });
}
