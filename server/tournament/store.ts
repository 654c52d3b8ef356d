// Tournaments in the referee's store (SQLite or PostgreSQL, store/sql.ts; tables in
// store/migrations/): the append-only action log (the audit trail
// and the truth: the state is folded from it, the SHA-256 of the organizer / referee / entrant
// tokens included, so no token table repeats the games' one), and an index from a game room
// to its tournament match so that a finished game finds its match report.
import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '../store/sql.js';
import { apply, created } from './apply.js';
import type { Action, ActionEntry, Actor, Role, TournamentState } from './model.js';

export function newTournamentId(): string {
  return randomBytes(6).toString('base64url');
}

export class TournamentStore {
  constructor(readonly db: Database) {}

  async ids(): Promise<string[]> {
    // `rowid`: SQLite's own; the PostgreSQL table has a serial column of that name.
    return (await this.db.all<{ id: string }>('SELECT id FROM tournaments ORDER BY created_at, rowid')).map((r) => r.id);
  }

  /** One page of the tournaments, newest first (by creation, then insertion), and how many
   *  there are (GET /api/tournaments: http/paging.ts), so a list does not read them all. */
  async page(limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const ids = (await this.db.all<{ id: string }>('SELECT id FROM tournaments ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?', [limit, offset])).map((r) => r.id);
    const total = Number((await this.db.get<{ n: number | string }>('SELECT count(*) AS n FROM tournaments'))?.n ?? 0);
    return { ids, total };
  }

  async exists(id: string): Promise<boolean> {
    return (await this.db.get('SELECT 1 AS one FROM tournaments WHERE id = ?', [id])) !== undefined;
  }

  /** The stored actions of a tournament, oldest first. */
  async read(id: string, afterSeq = 0): Promise<ActionEntry[]> {
    const rows = await this.db.all<{ seq: number; at: number; actor_role: Role; actor_entrant: string | null; reason: string | null; body: string }>(
      'SELECT seq, at, actor_role, actor_entrant, reason, body FROM tournament_actions WHERE tournament_id = ? AND seq > ? ORDER BY seq',
      [id, afterSeq],
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      at: Number(r.at),
      actor: { role: r.actor_role, ...(r.actor_entrant ? { entrantId: r.actor_entrant } : {}) },
      reason: r.reason,
      action: JSON.parse(r.body) as Action,
    }));
  }

  /** The state folded from the stored log. */
  async fold(id: string): Promise<TournamentState | null> {
    const [first, ...rest] = await this.read(id);
    if (!first) return null;
    let state = created(id, first);
    for (const entry of rest) {
      const next = apply(state, entry, false);
      if (!next.ok) throw new Error(`tournament ${id}, action ${entry.seq} no longer applies: ${next.rejection.code}`);
      state = next.value;
    }
    return state;
  }

  /** Appends one action (and, in the same transaction, the rows it brings: game links, and
   *  whatever `extra` writes, e.g. voided games). */
  async append<T = void>(id: string, entry: ActionEntry, extra?: (tx: Sql) => Promise<T>): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      if (entry.action.kind === 'TournamentCreated') await tx.run('INSERT INTO tournaments (id, created_at, name) VALUES (?, ?, ?)', [id, entry.at, entry.action.name]);
      await tx.run('INSERT INTO tournament_actions (tournament_id, seq, at, actor_role, actor_entrant, kind, reason, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        entry.seq,
        entry.at,
        entry.actor.role,
        entry.actor.entrantId ?? null,
        entry.action.kind,
        entry.reason,
        JSON.stringify(entry.action),
      ]);
      if (entry.action.kind === 'RoundPaired' || entry.action.kind === 'BracketPaired')
        await tx.runMany(
          'INSERT INTO tournament_games (game_id, tournament_id, match_id, game_index) VALUES (?, ?, ?, ?)',
          entry.action.matches.flatMap((m) => m.gameIds.map((g, i) => [g, id, m.id, i])),
        );
      return extra ? await extra(tx) : undefined;
    });
  }

  /** Marks games void (their match was re-paired) so that they are never restored on start-up
   *  (server/app.ts restores `active` games) and their links are refused (game-rooms.ts). */
  async voidGames(gameIds: readonly string[], at: number, tx: Sql = this.db): Promise<void> {
    for (const id of gameIds) await tx.run("UPDATE games SET status = 'void', finished_at = ? WHERE id = ? AND status = 'active'", [at, id]);
  }

  /** The tournament match a game room belongs to. */
  async gameLink(gameId: string): Promise<{ tournamentId: string; matchId: string; game: 0 | 1 } | null> {
    const row = await this.db.get<{ tournament_id: string; match_id: string; game_index: number }>('SELECT tournament_id, match_id, game_index FROM tournament_games WHERE game_id = ?', [gameId]);
    return row ? { tournamentId: row.tournament_id, matchId: row.match_id, game: Number(row.game_index) as 0 | 1 } : null;
  }

  /** Finished games of this tournament (from the games table): the start-up catch-up, and
   *  which games' logs are open to all. */
  async finishedGames(tournamentId: string): Promise<string[]> {
    return (await this.db.all<{ id: string }>("SELECT g.id FROM tournament_games t JOIN games g ON g.id = t.game_id WHERE t.tournament_id = ? AND g.status = 'finished'", [tournamentId])).map((r) => r.id);
  }
}

export function actorLabel(actor: Actor): string {
  return actor.role === 'entrant' ? `entrant ${actor.entrantId}` : actor.role;
}
