// Runs one audit row's case and says what failed (nothing: the referee does what the row says).
import { runScript } from '../../../engine/script/run.js';
import type { AuditRow } from './types.js';

export function auditFailures(row: AuditRow): string[] {
  const result = runScript(row.script);
  if (result.setupError) return [result.setupError];
  return result.steps.filter((s) => !s.ok).map((s) => `step ${s.index + 1} ${s.label}: expected ${s.expected}, got ${s.actual}${s.problems.length ? ` — ${s.problems.join('; ')}` : ''}`);
}
