// The benchmarks' per-phase profiles, taken from inside a thread with the inspector: a CPU
// profile, a sampling heap profile (every allocation, kept or collected), or one of what the
// phase allocated that is still alive at its end (`live`: what each collection has to keep,
// copy and promote, by where it was allocated), or one of what the phase's scavenges promoted
// (`promoted`: every object that outlived the young generation, dead since or not: what makes
// the old generation grow and its mark-compacts come), each written as
// <dir>/<name>.cpuprofile or .heapprofile for Chrome's tools or a script. The server process
// (bench/server-process.ts) and the clients' threads (bench/load-clients.ts) use them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

export type ProfileKind = 'cpu' | 'heap' | 'live' | 'promoted';

/** A profiler writing into `dir` (made if missing), or null when no directory is asked for.
 *  `stop` takes the file's name and an optional touch to the profile before it is written, and
 *  gives the path it wrote. */
export function phaseProfiler(dir: string | undefined, kind: ProfileKind, cpuIntervalUs = 250) {
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  return {
    async start(): Promise<void> {
      if (kind === 'cpu') {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: cpuIntervalUs });
        await session.post('Profiler.start');
      } else {
        await session.post('HeapProfiler.enable');
        // `promoted`: samples dropped when a scavenge collects them, kept when a mark-compact does.
        await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: kind !== 'live', includeObjectsCollectedByMinorGC: kind === 'heap' });
      }
    },
    async stop(name: string, touch?: (profile: Record<string, unknown>) => void): Promise<string> {
      // A live profile leaves out the young generation's garbage not yet collected: what is
      // left is what a scavenge would keep, and what earlier ones promoted (dead or not).
      if (kind === 'live' || kind === 'promoted') (globalThis as { gc?: (o: { type: 'minor' }) => void }).gc?.({ type: 'minor' });
      const profile = (kind === 'cpu' ? (await session.post('Profiler.stop')).profile : (await session.post('HeapProfiler.stopSampling')).profile) as unknown as Record<string, unknown>;
      touch?.(profile);
      const file = join(dir, `${name}.${kind === 'cpu' || kind === 'heap' ? kind : `${kind}.heap`}profile`);
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}
