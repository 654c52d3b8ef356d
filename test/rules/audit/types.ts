// One row of the rules audit (docs/rules-audit.md): an official rule or value, what the
// referee does, the page it comes from, and the scripted case that proves the referee's side.
import type { Check, Script } from './case-builder.js';
import type { SourceKey } from '../../../engine/rules/sources.js';

export type AuditArea = 'Units' | 'Terrain' | 'Combat' | 'Retreat and evade' | 'Leaders' | 'Command cards';

/**
 * How the referee stands to the official text:
 * - `agrees`: the official page states the value and the referee applies it;
 * - `option`: a rules option's other reading (the row names the option);
 * - `unconfirmed`: no official page states it; the referee's value is kept (rules-decisions.md);
 * - `open`: the official page states it and the referee does not apply it yet (said plainly).
 */
export type AuditStatus = 'agrees' | 'option' | 'unconfirmed' | 'open';

export interface AuditRow {
  /** Stable id: `<subject>/<point>`; the case runs under this name. */
  id: string;
  area: AuditArea;
  /** The unit type, terrain or rule page the row belongs to. */
  subject: string;
  /** The field or sentence audited ("close combat dice", "battle after entering"). */
  point: string;
  /** The official value or rule, in our words. */
  official: string;
  source: SourceKey;
  status: AuditStatus;
  /** The rules option and value this row shows (status `option`), e.g. `hillCloseCombat: "one-die-fewer"`. */
  option?: string;
  /** The case; the check's sentence is the referee's side. */
  script: Script;
  referee: string;
}

export type { Check, Script };
