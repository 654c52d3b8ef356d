// Exports of finished games from a cached file (issue 17, item 2): a finished game's log never
// changes, so its JSON and text exports are built once (at the first export), written under
// DATA_DIR/exports/, and read from there afterwards: asking again does not replay the log.
// Never invalidated. An unfinished game (the referee's export) is built from the log each time.
// The file is written to a temporary name and renamed, so a reader never sees half of one.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJson, exportMeta, exportText } from './export.js';
import { gameStatus, readGame } from './on-demand.js';
import type { Registry } from './registry.js';

export type ExportFormat = 'json' | 'text';

/** Game ids are base64url; anything else never names a file. */
const SAFE_ID = /^[\w-]{1,64}$/;

function cacheFile(dir: string, gameId: string, format: ExportFormat): string {
  return join(dir, `${gameId}.${format === 'json' ? 'json' : 'txt'}`);
}

/** The export built from the log (the log is read and replayed). */
export async function buildExport(reg: Registry, gameId: string, format: ExportFormat): Promise<string> {
  const entries = await reg.store.readLog(gameId);
  if (format === 'text') return exportText(entries);
  return JSON.stringify(exportJson(exportMeta(await readGame(reg, gameId)), entries));
}

/**
 * The game's export: a finished game's from its cached file (written now if it is not there
 * yet), any other game's built from its log. Throws when the log cannot be read (the callers
 * answer `server/log_unreadable`); a cache that cannot be written is logged, and the export is
 * served all the same.
 */
export async function gameExport(reg: Registry, gameId: string, format: ExportFormat): Promise<string> {
  const dir = reg.exportDir;
  if (!dir || !SAFE_ID.test(gameId) || (await gameStatus(reg, gameId)) !== 'finished') return buildExport(reg, gameId, format);
  const file = cacheFile(dir, gameId, format);
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`export cache: reading ${file} failed (${(err as Error).message}); building it from the log`);
  }
  const content = await buildExport(reg, gameId, format);
  try {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, content);
    await rename(partial, file);
  } catch (err) {
    console.error(`export cache: writing ${file} failed (${(err as Error).message}); served from the log`);
  }
  return content;
}
