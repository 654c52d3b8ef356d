// The two original demonstration scenarios that ship with the referee (not copies of
// published maps): see docs/scenarios.md.
import vellaraFord from './vellara-ford.json' with { type: 'json' };
import sevenStandards from './seven-standards.json' with { type: 'json' };
import type { ScenarioInput } from '../types.js';

export const DEMO_SCENARIOS: Record<string, ScenarioInput> = {
  'vellara-ford': vellaraFord as ScenarioInput,
  'seven-standards': sevenStandards as ScenarioInput,
};
