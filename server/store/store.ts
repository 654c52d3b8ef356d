// The referee's store: the games table, the invite tokens, the hash-chained log (through the
// group-committing writer), and the health probe, over either database (sql.ts). The rooms,
// the HTTP routes and the tournaments call these methods and never learn which database is
// behind them. (The tournament action log and the seat-link ledger are written against the
// same interface, beside their code: tournament/store.ts, tournament/link-ledger.ts.)
import type { LogEntry } from './log-chain.js';
import { Leases, type LeaseOptions } from './lease.js';
import { LogWriter } from './log-writer.js';
import { batchWhileBusy } from './batched-reads.js';
import { isStoreError, placeholders, type Database, type StoreKind } from './sql.js';

/** A game's status. `void`: its tournament match was re-paired. `abandoned`: reserved for
 *  unfinished games nobody joined for a long time (kept, not restored at start). Only
 *  `active` games are restored at start (gamesToRestore). */
export type GameStatus = 'active' | 'finished' | 'void' | 'abandoned';

export interface GameRow {
  id: string;
  createdAt: number;
  scenarioId: string;
  scenarioName: string;
  players: number;
  status: GameStatus;
  seed: string;
  seedHash: string;
  winner: string | null;
  finishedAt: number | null;
}

export type TokenKind = 'seat' | 'spectator' | 'referee';

export interface TokenRow {
  tokenHash: string;
  gameId: string;
  kind: TokenKind;
  seatId: string | null;
}

const GAME_COLUMNS = 'id, created_at, scenario_id, scenario_name, players, status, seed, seed_hash, winner, finished_at';

function toGame(r: Record<string, unknown>): GameRow {
  return {
    id: r.id as string,
    createdAt: Number(r.created_at),
    scenarioId: r.scenario_id as string,
    scenarioName: r.scenario_name as string,
    players: Number(r.players),
    status: r.status as GameStatus,
    seed: r.seed as string,
    seedHash: r.seed_hash as string,
    winner: (r.winner as string | null) ?? null,
    finishedAt: r.finished_at === null || r.finished_at === undefined ? null : Number(r.finished_at),
  };
}

export const INSERT_TOKEN = 'INSERT INTO tokens (token_hash, game_id, kind, seat_id) VALUES (?, ?, ?, ?)';

/** What /healthz says of the store. */
export type StoreHealth = { ok: true; kind: StoreKind; ms: number } | { ok: false; kind: StoreKind; code: string; reason: string };

export class Store {
  readonly log: LogWriter;
  /** Who owns which game's log (lease.ts); every append is fenced by them. */
  readonly leases: Leases;

  /** Token and status lookups: a burst of them (a dead process's seats joining again through
   *  this one) goes as one statement per round trip (batched-reads.ts). */
  private readonly tokenRead = batchWhileBusy<string, TokenRow>(async (hashes) => {
    const rows = await this.db.all<{ token_hash: string; game_id: string; kind: TokenKind; seat_id: string | null }>(`SELECT token_hash, game_id, kind, seat_id FROM tokens WHERE token_hash IN (${placeholders(hashes.length)})`, hashes);
    return new Map(rows.map((r) => [r.token_hash, { tokenHash: r.token_hash, gameId: r.game_id, kind: r.kind, seatId: r.seat_id }]));
  });
  private readonly statusRead = batchWhileBusy<string, GameStatus>(async (ids) => {
    const rows = await this.db.all<{ id: string; status: GameStatus }>(`SELECT id, status FROM games WHERE id IN (${placeholders(ids.length)})`, ids);
    return new Map(rows.map((r) => [r.id, r.status]));
  });

  constructor(
    readonly db: Database,
    leases: LeaseOptions = {},
  ) {
    this.log = new LogWriter(db);
    this.leases = new Leases(db, leases);
    this.log.fence = this.leases;
  }

  get kind(): StoreKind {
    return this.db.kind;
  }

  /** A new game's row and its tokens, in one transaction (its start entry follows through
   *  the log writer); with `leased`, this process's lease on it too (lease.ts, claimNew), so
   *  the game never stands without an owner. */
  async createGame(game: Omit<GameRow, 'status' | 'winner' | 'finishedAt'>, tokens: readonly Omit<TokenRow, 'gameId'>[], options: { leased?: boolean } = {}): Promise<void> {
    const claim = await this.db.transaction(async (tx) => {
      await tx.run('INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, ?, ?, ?, ?, ?, ?)', [game.id, game.createdAt, game.scenarioId, game.scenarioName, game.players, game.seed, game.seedHash]);
      await tx.runMany(INSERT_TOKEN, tokens.map((t) => [t.tokenHash, game.id, t.kind, t.seatId]));
      return options.leased ? this.leases.claimNew(tx, game.id) : null;
    });
    claim?.committed();
  }

  async game(id: string): Promise<GameRow | undefined> {
    const r = await this.db.get(`SELECT ${GAME_COLUMNS} FROM games WHERE id = ?`, [id]);
    return r ? toGame(r) : undefined;
  }

  gameStatus(id: string): Promise<GameStatus | undefined> {
    return this.statusRead(id);
  }

  /** The games to bring back when the referee starts: the active ones, oldest first. */
  async gamesToRestore(): Promise<string[]> {
    return (await this.db.all<{ id: string }>("SELECT id FROM games WHERE status = 'active' ORDER BY created_at, id")).map((r) => r.id);
  }

  /** Every game's id, whatever its status, a page at a time: the `limit` ids after `after`
   *  (null: from the first) in the store's order of ids. For going over the whole store (the
   *  command line's `verify --all`) without holding every id at once. */
  async gameIdsAfter(after: string | null, limit: number): Promise<string[]> {
    const rows = after === null ? await this.db.all<{ id: string }>('SELECT id FROM games ORDER BY id LIMIT ?', [limit]) : await this.db.all<{ id: string }>('SELECT id FROM games WHERE id > ? ORDER BY id LIMIT ?', [after, limit]);
    return rows.map((r) => r.id);
  }

  /** Marks an active game abandoned (nobody joined it for long: game/abandon.ts); false when
   *  its row was not active (finished or voided meanwhile), which leaves it as it is. */
  async markAbandoned(id: string): Promise<boolean> {
    return (await this.db.run("UPDATE games SET status = 'abandoned' WHERE id = ? AND status = 'active'", [id])) === 1;
  }

  /** An abandoned game opened again by one of its links is active again. */
  async reactivateAbandoned(id: string): Promise<boolean> {
    return (await this.db.run("UPDATE games SET status = 'active' WHERE id = ? AND status = 'abandoned'", [id])) === 1;
  }

  /** How many games have this status (start-up reports and tests). */
  async countGames(status: GameStatus): Promise<number> {
    return Number((await this.db.get<{ n: number | string }>('SELECT count(*) AS n FROM games WHERE status = ?', [status]))?.n ?? 0);
  }

  /** Marks an active game finished (a game already marked, or voided, is left as it is). */
  async markFinished(id: string, winner: string | null, at: number): Promise<void> {
    await this.db.run("UPDATE games SET status = 'finished', winner = ?, finished_at = ? WHERE id = ? AND status = 'active'", [winner, at, id]);
  }

  /** Replaces every link of a plain game's seat by one new token (its hash), in one
   *  transaction; returns the hashes let go, or null when the game has no such seat. A
   *  tournament's games are left alone (`tournament`): their links are the tournament's. */
  async replaceSeatLinks(gameId: string, seatId: string, tokenHash: string): Promise<string[] | null | 'tournament'> {
    return this.db.transaction(async (tx) => {
      if (await tx.get('SELECT 1 AS one FROM seat_links WHERE game_id = ? LIMIT 1', [gameId])) return 'tournament' as const;
      const old = (await tx.all<{ token_hash: string }>("SELECT token_hash FROM tokens WHERE game_id = ? AND kind = 'seat' AND seat_id = ?", [gameId, seatId])).map((r) => r.token_hash);
      if (old.length === 0) return null;
      await tx.run("DELETE FROM tokens WHERE game_id = ? AND kind = 'seat' AND seat_id = ?", [gameId, seatId]);
      await tx.run(INSERT_TOKEN, [tokenHash, gameId, 'seat', seatId]);
      return old;
    });
  }

  /** The token row of a token's SHA-256, or undefined. */
  token(tokenHash: string): Promise<TokenRow | undefined> {
    return this.tokenRead(tokenHash);
  }

  /** The SHA-256 of each spectator link of a game. A game's spectator links are all made with
   *  the game (createGame); later links open seats or the referee's view (tournament links). */
  async spectatorTokenHashes(gameId: string): Promise<string[]> {
    return (await this.db.all<{ token_hash: string }>("SELECT token_hash FROM tokens WHERE game_id = ? AND kind = 'spectator'", [gameId])).map((r) => r.token_hash);
  }

  append(entry: LogEntry): Promise<void> {
    return this.log.append(entry);
  }

  /** The append committed now where the log writer can (LogWriter.appendNow): true once it is
   *  durable; false, nothing done, where the caller must `append` instead. Throws what a failed
   *  append rejects with. */
  appendNow(entry: LogEntry): boolean {
    return this.log.appendNow(entry);
  }

  readLog(gameId: string): Promise<LogEntry[]> {
    return this.log.read(gameId);
  }

  /**
   * Proves the store can write now: upserts this process's row of `health_probe` and reads
   * it back, within `limitMs`. Not ok, with the store error's code and sentence, when the
   * store is read-only, full, unreachable, or locked past the limit (issue 17, item 3).
   */
  async probe(processId: string, at: number, limitMs: number): Promise<StoreHealth> {
    const t0 = performance.now();
    const work = (async () => {
      await this.db.run('INSERT INTO health_probe (process, at) VALUES (?, ?) ON CONFLICT (process) DO UPDATE SET at = excluded.at', [processId, at]);
      const back = await this.db.get<{ at: number }>('SELECT at FROM health_probe WHERE process = ?', [processId]);
      if (Number(back?.at) !== at) throw new Error('the probe row read back does not hold what was written');
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), limitMs);
    });
    try {
      const done = await Promise.race([work.then(() => 'done' as const), late]);
      if (done === 'late') {
        work.catch(() => undefined);
        return { ok: false, kind: this.kind, code: 'store/slow', reason: `a write to the store did not finish within ${limitMs} ms (locked by another process, or the disk or database server is stalled)` };
      }
      return { ok: true, kind: this.kind, ms: Math.round((performance.now() - t0) * 10) / 10 };
    } catch (err) {
      const code = isStoreError(err) ? err.code : 'store/failed';
      return { ok: false, kind: this.kind, code, reason: (err as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Commits what the writer holds, then closes the database. */
  private closing: Promise<void> | null = null;

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.leases.stopRenewing();
    await this.log.close();
    await this.leases.releaseAll().catch((err: Error) => console.error(`letting go of the game leases failed (${err.message}); they expire by themselves`));
    await this.db.close();
  }
}
