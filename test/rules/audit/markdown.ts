// docs/rules-audit.md, written from the audit rows: each row's official text and page, what the
// referee does (its case's own claim) and the case that proves it.
import { SOURCES, sourceLabel } from '../../../engine/rules/sources.js';
import type { AuditArea, AuditRow, AuditStatus } from './types.js';

const AREAS: AuditArea[] = ['Units', 'Terrain', 'Combat', 'Retreat and evade', 'Leaders', 'Command cards'];

const STATUS_TEXT: Record<AuditStatus, string> = {
  agrees: 'agrees',
  option: 'option',
  unconfirmed: 'unconfirmed',
  open: '**open**',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function source(row: AuditRow): string {
  const url = SOURCES[row.source];
  if (url.startsWith('http')) return `[${sourceLabel(row.source)}](${url})`;
  return row.source === 'command-deck' ? sourceLabel(row.source) : `[${sourceLabel(row.source)}](rules-decisions.md)`;
}

export function auditMarkdown(rows: AuditRow[]): string {
  const count = (s: AuditStatus) => rows.filter((r) => r.status === s).length;
  const lines = [
    '# Rules audit',
    '',
    'Every unit, terrain and combat value the referee applies, set against the game\'s official',
    'reference pages (commandsandcolors.net, Commands & Colors: Ancients, "the game"). Each row',
    'gives the official text in our words, its page, what the referee does, and the scripted case',
    'that proves it: the case is a whole game run against the engine (`test/rules/audit/`), and',
    'the referee column is that case\'s own claim, so the table cannot drift from the code. This',
    'file is written from the rows by `npm run reference`; a test fails when they disagree.',
    '',
    'Status: **agrees** — the official page states it and the referee applies it; **option** — a',
    'rules option\'s other reading, named in the row ([rules-decisions.md](rules-decisions.md) gives',
    'its source); **unconfirmed** — no official page found states it (the stored copies of several',
    'pages stop short), the referee\'s value is kept and recorded in rules-decisions.md; **open** —',
    'the official text says it and the referee does not apply it yet.',
    '',
    `${rows.length} rows: ${count('agrees')} agree, ${count('option')} rules options, ${count('unconfirmed')} unconfirmed, ${count('open')} open.`,
    '',
    'Run one case: `npx vitest run test/rules/audit.test.ts -t "<case>"`.',
    '',
  ];
  for (const area of AREAS) {
    const mine = rows.filter((r) => r.area === area);
    if (mine.length === 0) continue;
    lines.push(`## ${area}`, '', '| subject | point | official | source | referee | status | case |', '|---|---|---|---|---|---|---|');
    for (const r of mine) {
      const status = r.option ? `${STATUS_TEXT[r.status]}: \`${r.option}\`` : STATUS_TEXT[r.status];
      lines.push(`| ${cell(r.subject)} | ${cell(r.point)} | ${cell(r.official)} | ${source(r)} | ${cell(r.referee)} | ${status} | \`${r.id}\` |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
