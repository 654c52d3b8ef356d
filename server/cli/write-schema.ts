// Writes docs/scripted-game.schema.json from the zod schema (npm run schema).
import { writeFileSync } from 'node:fs';
import { scriptJsonSchema } from '../../engine/script/json-schema.js';

const target = new URL('../../docs/scripted-game.schema.json', import.meta.url);
writeFileSync(target, JSON.stringify(scriptJsonSchema(), null, 2) + '\n');
console.log(`wrote ${target.pathname}`);
