// Writes docs/rules-audit.md from the audit rows (npm run reference).
import { writeFileSync } from 'node:fs';
import { auditRows } from './index.js';
import { auditMarkdown } from './markdown.js';

const target = new URL('../../../docs/rules-audit.md', import.meta.url);
writeFileSync(target, auditMarkdown(auditRows()));
console.log(`wrote ${target.pathname}`);
