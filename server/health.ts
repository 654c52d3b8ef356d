// GET /healthz payload.
import { readFileSync } from 'node:fs';
import { DEMO_SCENARIOS } from '../engine/scenario/demo/index.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export interface Health {
  status: 'ok';
  service: 'epic-referee';
  version: string;
  scenarios: string[];
}

export function health(): Health {
  return { status: 'ok', service: 'epic-referee', version: pkg.version, scenarios: Object.keys(DEMO_SCENARIOS) };
}
