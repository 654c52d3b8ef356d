// A page of the tournaments table, newest first (GET /api/tournaments: http/paging.ts), so a
// list does not read every tournament there is.
import type { Db } from './database.js';

/** The ids of one page, newest first (by creation, then insertion), and how many there are. */
export function tournamentPage(db: Db, limit: number, offset: number): { ids: string[]; total: number } {
  const ids = (db.prepare('SELECT id FROM tournaments ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?').all(limit, offset) as { id: string }[]).map((r) => r.id);
  const total = (db.prepare('SELECT count(*) AS n FROM tournaments').get() as { n: number }).n;
  return { ids, total };
}
