// An SQLite database made before the store had migrations opens unchanged: its tables keep
// their definitions and rows, the migrations are recorded, and its games restore and verify.
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeEntry } from './log-chain.js';
import { openStore } from './open.js';

describe('an SQLite database from before migrations', () => {
  it('opens with its tables and rows as they were', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'legacy-')), 'referee.sqlite');
    const old = new BetterSqlite3(file);
    old.pragma('journal_mode = WAL');
    // The schema the referee created before (database.ts, tournament/store.ts, link-ledger.ts):
    // the first migration holds exactly those statements.
    old.exec(readFileSync(new URL('./migrations/sqlite/001-initial.sql', import.meta.url), 'utf8'));
    old.prepare("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES ('g1', 5, 's', 'S', 8, 'x', 'y')").run();
    const start = makeEntry(null, { gameId: 'g1', at: 5, kind: 'start', actor: 'organizer', body: '{}' });
    old.prepare('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(start.gameId, start.seq, start.at, start.kind, start.actor, start.body, start.prevHash, start.hash);
    const tablesBefore = old.prepare("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name").all();
    old.close();

    const store = await openStore(file);
    const tablesAfter = (await store.db.all<{ name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")).filter((t) => !['schema_migrations', 'health_probe', 'game_leases', 'games_status', 'tokens_game'].includes(t.name) && !t.name.startsWith('sqlite_autoindex_game_leases') && !t.name.startsWith('sqlite_autoindex_health_probe') && !t.name.startsWith('sqlite_autoindex_schema_migrations'));
    expect(tablesAfter).toEqual(tablesBefore);
    expect(await store.gamesToRestore()).toEqual(['g1']);
    expect(await store.readLog('g1')).toEqual([start]);
    expect((await store.db.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version)).toEqual([1, 2, 3, 4, 5]);
    await store.close();
  });
});
