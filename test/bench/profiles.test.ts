// The benchmarks' per-phase heap profiles (bench/profiles.ts): `heap` counts every object
// allocated, `promoted` only those that outlived the young generation (what makes the old
// generation grow and its mark-compacts come: BENCH_HEAP_PROFILE_PROMOTED).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { phaseProfiler, type ProfileKind } from '../../bench/profiles.js';

// The collector, asked for by hand: the test needs scavenges at points it chooses.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
(globalThis as { gc?: typeof gc }).gc ??= gc;

interface ProfileNode {
  callFrame: { functionName: string };
  selfSize: number;
  children: ProfileNode[];
}

/** The bytes a profile gives each function name. */
function bytesByFunction(file: string): Map<string, number> {
  const by = new Map<string, number>();
  const stack = [(JSON.parse(readFileSync(file, 'utf8')) as { head: ProfileNode }).head];
  while (stack.length > 0) {
    const node = stack.pop()!;
    by.set(node.callFrame.functionName, (by.get(node.callFrame.functionName) ?? 0) + node.selfSize);
    stack.push(...node.children);
  }
  return by;
}

const MB = 1024 * 1024;
const kept: unknown[] = [];
let sink = 0;

/** ~4 MB kept alive across the scavenges below: promoted. */
function keptAlive(): void {
  for (let i = 0; i < 4096; i++) kept.push(new Array(120).fill(i));
}

/** ~16 MB dead before any scavenge sees it. */
function thrownAway(): void {
  for (let i = 0; i < 16384; i++) sink += new Array(120).fill(i).length;
}

const dir = mkdtempSync(join(tmpdir(), 'profiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function profile(kind: ProfileKind): Promise<Map<string, number>> {
  kept.length = 0;
  const profiler = phaseProfiler(dir, kind)!;
  await profiler.start();
  keptAlive();
  thrownAway();
  gc({ type: 'minor' });
  gc({ type: 'minor' });
  return bytesByFunction(await profiler.stop(kind));
}

describe('bench/profiles.ts heap profiles', () => {
  it('a promoted profile keeps what outlived the scavenges and leaves out what they collected', async () => {
    const promoted = await profile('promoted');
    expect(promoted.get('keptAlive') ?? 0).toBeGreaterThan(2 * MB);
    expect(promoted.get('thrownAway') ?? 0).toBeLessThan(1 * MB);
    expect(sink).toBeGreaterThan(0);
  });

  it('a heap profile counts the collected objects too', async () => {
    const heap = await profile('heap');
    expect(heap.get('thrownAway') ?? 0).toBeGreaterThan(8 * MB);
    expect(heap.get('keptAlive') ?? 0).toBeGreaterThan(2 * MB);
  });
});
