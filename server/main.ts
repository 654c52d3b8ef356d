// `npm start`: the referee on PORT (default 2567), with its database in data/.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startReferee } from './app.js';
import { abandonAfterFrom } from './game/abandon.js';
import { applyLoopNice, loopNiceFrom } from './loop-priority.js';

/** A setting read from the environment; a bad one stops the start with its sentence alone. */
function settingOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

const port = Number(process.env.PORT ?? 2567);
const loopNice = settingOrExit(() => loopNiceFrom(process.env.REFEREE_LOOP_NICE));
const abandonAfterMs = settingOrExit(() => abandonAfterFrom(process.env.REFEREE_ABANDON_AFTER));
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
const referee = await startReferee({
  port,
  dbFile: process.env.REFEREE_DB ?? join(dataDir, 'referee.sqlite'),
  clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
  abandonAfterMs,
});
// After the start, so that the checkpointer's worker thread keeps the normal priority.
const priorityNote = applyLoopNice(loopNice);
if (priorityNote) console.log(priorityNote);
console.log(`Epic Ancients referee on http://localhost:${referee.port} (${referee.restored} unfinished game${referee.restored === 1 ? '' : 's'} restored)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void referee.close().then(() => process.exit(0));
  });
}
