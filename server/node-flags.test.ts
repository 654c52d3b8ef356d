import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, missingNodeFlagsNote, REFEREE_NODE_FLAGS } from './node-flags.js';

describe('the referee process’s node flags', () => {
  it('are all on npm start’s command line, before the script', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    const start = pkg.scripts.start!;
    // node reads its flags only before the script's name; after it they would be the script's.
    const command = start.slice(start.indexOf('node '), start.indexOf('server/main.ts'));
    for (const flag of REFEREE_NODE_FLAGS) expect(command.split(/\s+/)).toContain(flag);
  });

  it('names the flags a process started without', () => {
    expect(missingNodeFlags(['--no-memory-reducer', '--import', 'tsx'])).toEqual([]);
    expect(missingNodeFlags(['--import', 'tsx'])).toEqual(['--no-memory-reducer']);
    expect(missingNodeFlagsNote(['--no-memory-reducer'])).toBeNull();
    expect(missingNodeFlagsNote([])).toMatch(/^Started without --no-memory-reducer .*npm start/);
  });
});
