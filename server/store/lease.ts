// Owner leases: one referee process owns a game's log at a time (issue 18, fencing). A process
// takes a game's lease when it opens the game's room (and when it creates it), renews the
// leases it holds while it lives, and lets go when the room goes. Each log batch checks, in
// its own transaction (the lease rows locked FOR UPDATE on PostgreSQL; SQLite's write lock
// serializes anyway), that no other process holds the lease of a game it writes: an append
// by a process that lost its lease is refused with `store/lease_lost` and the chain is never
// forked; the log's primary key (game_id, seq) backs this up.
//
// Expiry runs on the wall clock of the process taking over (leases are for processes that die
// without letting go: SIGKILL, a lost machine); renewals keep a living owner's lease ahead.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { LogEntry } from './log-chain.js';
import { NONE_REFUSED, type LogFence } from './log-writer.js';
import { placeholders, StoreError, type Database, type Sql } from './sql.js';

/** A lease row as the fence reads it. */
export interface FenceRow {
  game_id: string;
  owner: string;
}

/** The fence's query for `n` games, made once per store kind and length (a string built per
 *  batch was hashed anew by each statement-cache lookup). PostgreSQL locks the lease rows
 *  until the batch commits; SQLite's write lock, held by the batch, serializes anyway. */
const fenceQueries: Record<Database['kind'], string[]> = { sqlite: [], postgres: [] };
function fenceSql(kind: Database['kind'], n: number): string {
  let sql = fenceQueries[kind][n];
  if (sql === undefined) {
    sql = `SELECT game_id, owner FROM game_leases WHERE game_id IN (${placeholders(n)})${kind === 'postgres' ? ' FOR UPDATE' : ''}`;
    if (n <= 64) fenceQueries[kind][n] = sql;
  }
  return sql;
}

/** Games renewed per statement (well under SQLite's and PostgreSQL's parameter limits). */
const RENEW_CHUNK = 500;

export interface LeaseOptions {
  /** How long a lease lasts without renewal (default 30 s). */
  ttlMs?: number;
  /** The clock leases are dated by (tests move it). */
  clock?: () => number;
  /** This process's name in the lease rows (default host:pid:random). */
  owner?: string;
}

/** `store/lease_held`: another process holds the game's lease; who (null: it let go since),
 *  so that a take-over need not read the lease again to ask whether that owner still lives. */
export class LeaseHeld extends StoreError {
  constructor(
    gameId: string,
    readonly owner: string | null,
    expiresAt: number,
  ) {
    super('store/lease_held', `game ${gameId} is owned by another referee process (${owner ?? 'unknown'}) until ${new Date(expiresAt).toISOString()}; it is played there`);
  }
}

export class Leases implements LogFence {
  readonly owner: string;
  readonly ttlMs: number;
  private readonly clock: () => number;
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    options: LeaseOptions = {},
  ) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.clock = options.clock ?? Date.now;
  }

  /** Takes (or renews) the game's lease: it is free, expired, or already this process's.
   *  Refused with `store/lease_held` while another process holds it. */
  async take(gameId: string): Promise<void> {
    const now = this.clock();
    const changed = await this.db.run(
      'INSERT INTO game_leases (game_id, owner, expires_at) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at WHERE game_leases.owner = excluded.owner OR game_leases.expires_at < ?',
      [gameId, this.owner, now + this.ttlMs, now],
    );
    if (changed === 0) {
      const row = await this.db.get<{ owner: string; expires_at: number }>('SELECT owner, expires_at FROM game_leases WHERE game_id = ?', [gameId]);
      throw new LeaseHeld(gameId, row?.owner ?? null, Number(row?.expires_at ?? 0));
    }
    this.held.add(gameId);
  }

  /** A new game's lease, written inside the transaction that writes the game's row
   *  (Store.createGame): in a cluster the other processes look for active games without an
   *  owner to take over (game/takeover.ts), and a game whose row stood for a moment before its
   *  lease was taken over by one of them, its creator's own take then refused (250 games
   *  created across three processes in the cluster benchmark). Held here once `committed` is
   *  called, after the transaction commits. */
  async claimNew(tx: Sql, gameId: string): Promise<{ committed(): void }> {
    await tx.run('INSERT INTO game_leases (game_id, owner, expires_at) VALUES (?, ?, ?)', [gameId, this.owner, this.clock() + this.ttlMs]);
    return { committed: () => void this.held.add(gameId) };
  }

  /** Takes a game's lease from `from`, a process known to be dead (cluster.ts: its liveness
   *  channel is gone), without waiting for the lease to expire. Only that owner's lease is
   *  taken: if another process got there first, this is refused with `store/lease_held`. */
  async takeOver(gameId: string, from: string): Promise<void> {
    const changed = await this.db.run('UPDATE game_leases SET owner = ?, expires_at = ? WHERE game_id = ? AND owner = ?', [this.owner, this.clock() + this.ttlMs, gameId, from]);
    if (changed === 0) throw new StoreError('store/lease_held', `game ${gameId} was taken over by another referee process first`);
    this.held.add(gameId);
  }

  /** The owner of a game's lease, or null when nobody holds it. */
  async ownerOf(gameId: string): Promise<string | null> {
    const row = await this.db.get<{ owner: string }>('SELECT owner FROM game_leases WHERE game_id = ?', [gameId]);
    return row?.owner ?? null;
  }

  /** The unfinished games and who holds each one's lease (null: nobody, or it expired): what
   *  a process of a cluster looks through for games to take over. */
  async activeGameOwners(): Promise<{ gameId: string; owner: string | null }[]> {
    const now = this.clock();
    return (await this.activeGameLeases()).map((l) => ({ gameId: l.gameId, owner: l.owner !== null && l.expiresAt! >= now ? l.owner : null }));
  }

  /** The unfinished games and their leases as the table holds them, expired ones too (owner
   *  and expiry null: no lease), in the games' order of creation: what an operator reads
   *  (`npm run referee -- games`). */
  async activeGameLeases(): Promise<{ gameId: string; owner: string | null; expiresAt: number | null }[]> {
    const rows = await this.db.all<{ id: string; owner: string | null; expires_at: number | string | null }>(
      "SELECT g.id AS id, l.owner AS owner, l.expires_at AS expires_at FROM games g LEFT JOIN game_leases l ON l.game_id = g.id WHERE g.status = 'active' ORDER BY g.created_at, g.id",
    );
    return rows.map((r) => ({ gameId: r.id, owner: r.owner, expiresAt: r.expires_at === null ? null : Number(r.expires_at) }));
  }

  /** Lets go of a game's lease (its room has gone): another process may take it at once. */
  async release(gameId: string): Promise<void> {
    if (!this.held.delete(gameId)) return;
    await this.db.run('DELETE FROM game_leases WHERE game_id = ? AND owner = ?', [gameId, this.owner]);
  }

  /** Lets go of every lease this process holds (it is closing: another may take over now). */
  async releaseAll(): Promise<void> {
    this.held.clear();
    await this.db.run('DELETE FROM game_leases WHERE owner = ?', [this.owner]);
  }

  holds(gameId: string): boolean {
    return this.held.has(gameId);
  }

  /** Renews every lease held; a lease found taken by another process is dropped from the set
   *  (this process's appends to that game are refused from now on).
   *
   *  All of them in one transaction: one commit, so one fsync, however many games are held.
   *  Renewing them one statement at a time cost a commit each, back to back on the event loop
   *  (its turns only awaited microtasks in between): with 250 games a ~100 ms stall of every
   *  room every ten seconds, which set the server benchmark's p99 (docs/benchmarks.md, issue
   *  18). Leases whose row is gone or no longer this process's go through `take`, as before:
   *  taken back if free or expired, lost if another process holds them. */
  async renewAll(): Promise<string[]> {
    const held = [...this.held];
    if (held.length === 0) return [];
    const expires = this.clock() + this.ttlMs;
    const renewed = await this.db.transaction(async (tx) => {
      const ours = new Set<string>();
      for (let i = 0; i < held.length; i += RENEW_CHUNK) {
        const chunk = held.slice(i, i + RENEW_CHUNK);
        const rows = await tx.all<{ game_id: string }>(`UPDATE game_leases SET expires_at = ? WHERE owner = ? AND game_id IN (${placeholders(chunk.length)}) RETURNING game_id`, [expires, this.owner, ...chunk]);
        for (const r of rows) ours.add(r.game_id);
      }
      return ours;
    });
    const lost: string[] = [];
    for (const gameId of held) {
      if (renewed.has(gameId) || !this.held.has(gameId)) continue;
      try {
        await this.take(gameId);
      } catch {
        this.held.delete(gameId);
        lost.push(gameId);
      }
    }
    return lost;
  }

  /** Renews every third of the lease's life until `stop`. */
  startRenewing(onLost: (gameIds: string[]) => void = () => {}): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.renewAll().then(
        (lost) => lost.length > 0 && onLost(lost),
        (err: Error) => console.error(`renewing game leases failed: ${err.message}`),
      );
    }, Math.max(50, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
  }

  stopRenewing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * The log writer's check, inside the batch's transaction (log-writer.ts runs the query): the
   * lease rows of the batch's games, read with `fenceQuery`; `refusals` gives the games whose
   * lease another process holds now, each with the refusal for its entries. A game nobody
   * leases (the command line, a test's store) is written as before.
   */
  fenceQuery(entries: readonly LogEntry[]): { sql: string; params: string[] } {
    // Most batches hold one entry (one command): no set to make for them.
    const games = entries.length === 1 ? [entries[0]!.gameId] : [...new Set(entries.map((e) => e.gameId))];
    return { sql: fenceSql(this.db.kind, games.length), params: games };
  }

  /** The same check in one condition (the lone entry's insert, log-writer.ts): no other
   *  process holds the game's lease. A refused entry is then written through fenceQuery and
   *  refusals, which name the owner (and forget the game here). */
  readonly allows = 'NOT EXISTS (SELECT 1 FROM game_leases WHERE game_id = ? AND owner <> ?)';
  allowsParams(gameId: string): readonly unknown[] {
    return [gameId, this.owner];
  }

  refusals(rows: readonly FenceRow[]): ReadonlyMap<string, Error> {
    let refused: Map<string, StoreError> | null = null;
    for (const row of rows) {
      if (row.owner === this.owner) continue;
      this.held.delete(row.game_id);
      (refused ??= new Map()).set(row.game_id, new StoreError('store/lease_lost', `this referee process no longer owns game ${row.game_id} (${row.owner} took it over); nothing was written, and this process stops writing it`));
    }
    return refused ?? NONE_REFUSED;
  }
}
