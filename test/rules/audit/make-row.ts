// One audit row from its parts: the rules option it shows (merged into the case's options), its
// status (an option's row is `option` unless said otherwise), and the case built from its turn.
import type { RulesOptions } from '../../../engine/rules/options.js';
import { script, type Check, type TurnSpec } from './case-builder.js';
import type { AuditRow, AuditStatus } from './types.js';

export type RowParts = Pick<AuditRow, 'id' | 'area' | 'subject' | 'point' | 'official' | 'source'> & {
  status?: AuditStatus;
  option?: Partial<RulesOptions>;
  spec: TurnSpec;
  check: Check;
  /** false: the check is made in the movement step. */
  toBattle?: boolean;
};

/** The id's first part from a subject ("Leader", "Battle back" → "leader", "battle-back"). */
export function slugOf(subject: string): string {
  return subject.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function optionText(option: Partial<RulesOptions> | undefined): string | undefined {
  return option ? Object.entries(option).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ') : undefined;
}

export function makeRow(r: RowParts, defaultStatus: AuditStatus = 'agrees'): AuditRow {
  const option = optionText(r.option);
  const spec = r.option ? { ...r.spec, options: { ...(r.spec.options ?? {}), ...r.option } } : r.spec;
  return {
    id: r.id,
    area: r.area,
    subject: r.subject,
    point: r.point,
    official: r.official,
    source: r.source,
    status: r.status ?? (r.option ? 'option' : defaultStatus),
    ...(option ? { option } : {}),
    script: script(`${r.subject}: ${r.point}`, r.official, `audit ${r.id}`, spec, r.check, { toBattle: r.toBattle ?? true }),
    referee: r.check.referee,
  };
}
