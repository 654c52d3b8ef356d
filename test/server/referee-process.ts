// server/main.ts in a process of its own, as `npm start` runs it: for the tests of what only the
// process does (the settings it reads from the environment, its event loop's priority, crash
// recovery). On the test project's store: in the postgres project the process gets
// DATABASE_URL (a schema of its own), else its SQLite file in a data directory of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newStoreLocation, testStoreKind } from '../stores.js';
import { until } from './support.js';

const root = new URL('../..', import.meta.url).pathname;

// A free loopback port: the cluster harness's.
export { freePort } from '../cluster/harness.js';

/** A referee process, its stdout and stderr gathered in `output()`. */
export interface RefereeProcess {
  process: ChildProcess;
  output: () => string;
}

/** The referee processes of one test file, on one store and data directory named after
 *  `name`: `spawn` starts one (Node itself, not npx, so the pid is the server's own), `start`
 *  waits until it listens, `killAll` ends every one still running (SIGKILL). */
export function refereeProcesses(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `referee-${name}-`));
  // Whatever the environment running the tests says: its PostgreSQL schema, or none (SQLite).
  const storeEnv = { DATABASE_URL: testStoreKind() === 'postgres' ? newStoreLocation(name) : '' };
  const spawned: ChildProcess[] = [];
  const spawnReferee = (port: number, env: Record<string, string> = {}): RefereeProcess => {
    let out = '';
    const proc = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...storeEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout!.on('data', (d) => (out += d));
    proc.stderr!.on('data', (d) => (out += d));
    spawned.push(proc);
    return { process: proc, output: () => out };
  };
  return {
    spawn: spawnReferee,
    async start(port: number, env: Record<string, string> = {}): Promise<RefereeProcess> {
      const started = spawnReferee(port, env);
      await until(() => started.output().includes('Epic Ancients referee on'), `the referee process to start (output: ${started.output()})`, 30_000);
      return started;
    },
    killAll(): void {
      for (const p of spawned) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    },
  };
}

/** Kills a referee process (SIGKILL) and waits until it is gone. */
export async function killed(p: RefereeProcess): Promise<void> {
  p.process.kill('SIGKILL');
  await until(() => p.process.exitCode !== null || p.process.signalCode !== null, 'the process to die');
}
