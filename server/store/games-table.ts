// The games table's rows for the life of an unfinished game: the ones restored at start, and
// the mark of a game nobody joined for a long time (abandoned) and its return (issue 17,
// item 1). Small functions, so that the store behind them can change (SQLite or PostgreSQL)
// without the registry or the sweep knowing.
import type { Db } from './database.js';

/** The ids of the games being played, oldest first: the only rows read at start (an index on
 *  status keeps abandoned, finished and void games out of the read). */
export function activeGameIds(db: Db): string[] {
  return (db.prepare("SELECT id FROM games WHERE status = 'active' ORDER BY created_at").all() as { id: string }[]).map((r) => r.id);
}

/** Marks an active game abandoned; false when its row was not active (finished or voided
 *  meanwhile), which leaves it as it is. */
export function markAbandoned(db: Db, gameId: string): boolean {
  return db.prepare("UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'active'").run(gameId).changes === 1;
}

/** An abandoned game opened again by one of its links is active again. */
export function reactivateAbandoned(db: Db, gameId: string): boolean {
  return db.prepare("UPDATE games SET status = 'active' WHERE id = ? AND status = 'abandoned'").run(gameId).changes === 1;
}

/** How many rows have this status (start-up reports and tests). */
export function countGames(db: Db, status: string): number {
  return (db.prepare('SELECT count(*) AS n FROM games WHERE status = ?').get(status) as { n: number }).n;
}
