// Writes docs/units-and-terrain.md from the unit and terrain tables (npm run reference).
import { writeFileSync } from 'node:fs';
import { referenceMarkdown } from '../../engine/units/reference.js';

const target = new URL('../../docs/units-and-terrain.md', import.meta.url);
writeFileSync(target, referenceMarkdown());
console.log(`wrote ${target.pathname}`);
