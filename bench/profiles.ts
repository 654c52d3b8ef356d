// The benchmarks' per-phase profiles, taken from inside a thread with the inspector: a CPU
// profile or a sampling heap profile (every allocation, kept or collected), each written as
// <dir>/<name>.cpuprofile or .heapprofile for Chrome's tools or a script. The server process
// (bench/server-process.ts) and the clients' threads (bench/load-clients.ts) use them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

export type ProfileKind = 'cpu' | 'heap';

/** A profiler writing into `dir` (made if missing), or null when no directory is asked for.
 *  `stop` takes the file's name and an optional touch to the profile before it is written. */
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
        await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      }
    },
    async stop(name: string, touch?: (profile: Record<string, unknown>) => void): Promise<void> {
      const profile = (kind === 'cpu' ? (await session.post('Profiler.stop')).profile : (await session.post('HeapProfiler.stopSampling')).profile) as unknown as Record<string, unknown>;
      touch?.(profile);
      writeFileSync(join(dir, `${name}.${kind}profile`), JSON.stringify(profile));
    },
  };
}
