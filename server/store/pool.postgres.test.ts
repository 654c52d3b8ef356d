// The PostgreSQL connection pool (postgres.ts, PoolOptions): a referee opens its warm
// connections at start and keeps them however idle, so that a burst (a dead process's games
// coming to this one) does not wait for new server processes; the connections a burst opened
// above them close again once idle.
import { describe, expect, it } from 'vitest';
import { newStoreLocation } from '../../test/stores.js';
import { openDatabaseAt } from './open.js';
import { PostgresDatabase } from './postgres.js';

describe('the PostgreSQL connection pool', () => {
  it('opens the warm connections at start, grows for a burst up to its most, and closes only the connections above the warm ones when idle', async () => {
    const db = await openDatabaseAt(newStoreLocation('pool'), { pool: { max: 6, warm: 3, idleMs: 30 } });
    try {
      if (!(db instanceof PostgresDatabase)) throw new Error('this test runs on PostgreSQL only');
      expect(db.connections()).toEqual({ open: 3, idle: 3 });
      // Eight statements at once, each holding its connection a moment: the pool opens its most.
      const seen = { opened: 0, closed: 0 };
      let allClosed = () => {};
      const closedAll = new Promise<void>((resolve) => (allClosed = resolve));
      db.onConnection((what) => ++seen[what] === 3 && what === 'closed' && allClosed());
      await Promise.all(Array.from({ length: 8 }, () => db.get('SELECT pg_sleep(0.05)')));
      expect(seen.opened).toBe(3);
      // The three above the warm ones close once idle; the warm ones stay.
      await closedAll;
      expect(db.connections()).toEqual({ open: 3, idle: 3 });
      expect(seen).toEqual({ opened: 3, closed: 3 });
    } finally {
      await db.close();
    }
  });
});
