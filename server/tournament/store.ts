// Tournaments in the referee's SQLite database: the append-only action log (the audit trail
// and the truth: the state is folded from it, the SHA-256 of the organizer / referee / entrant
// tokens included, so no token table repeats the games' one), and an index from a game room
// to its tournament match so that a finished game finds its match report.
import { randomBytes } from 'node:crypto';
import type { Db } from '../store/database.js';
import { apply, created } from './apply.js';
import { createSeatLinkTable } from './link-ledger.js';
import type { Action, ActionEntry, Actor, Role, TournamentState } from './model.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tournaments (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_actions (
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  actor_role TEXT NOT NULL,
  actor_entrant TEXT,
  kind TEXT NOT NULL,
  reason TEXT,
  body TEXT NOT NULL,
  PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE IF NOT EXISTS tournament_games (
  game_id TEXT PRIMARY KEY,
  tournament_id TEXT NOT NULL REFERENCES tournaments(id),
  match_id TEXT NOT NULL,
  game_index INTEGER NOT NULL
);
`;

/** Creates the tournament tables (idempotent); called once by startReferee. */
export function createTournamentTables(db: Db): void {
  db.exec(SCHEMA);
  createSeatLinkTable(db);
}

export function newTournamentId(): string {
  return randomBytes(6).toString('base64url');
}

export class TournamentStore {
  constructor(readonly db: Db) {}

  ids(): string[] {
    return (this.db.prepare('SELECT id FROM tournaments ORDER BY created_at, rowid').all() as { id: string }[]).map((r) => r.id);
  }

  exists(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM tournaments WHERE id = ?').get(id) !== undefined;
  }

  /** The stored actions of a tournament, oldest first. */
  read(id: string): ActionEntry[] {
    const rows = this.db.prepare('SELECT seq, at, actor_role, actor_entrant, reason, body FROM tournament_actions WHERE tournament_id = ? ORDER BY seq').all(id) as {
      seq: number; at: number; actor_role: Role; actor_entrant: string | null; reason: string | null; body: string;
    }[];
    return rows.map((r) => ({
      seq: r.seq,
      at: r.at,
      actor: { role: r.actor_role, ...(r.actor_entrant ? { entrantId: r.actor_entrant } : {}) },
      reason: r.reason,
      action: JSON.parse(r.body) as Action,
    }));
  }

  /** The state folded from the stored log. */
  fold(id: string): TournamentState | null {
    const [first, ...rest] = this.read(id);
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
  append(id: string, entry: ActionEntry, extra?: () => void): void {
    this.db.transaction(() => {
      if (entry.action.kind === 'TournamentCreated') this.db.prepare('INSERT INTO tournaments (id, created_at, name) VALUES (?, ?, ?)').run(id, entry.at, entry.action.name);
      this.db
        .prepare('INSERT INTO tournament_actions (tournament_id, seq, at, actor_role, actor_entrant, kind, reason, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, entry.seq, entry.at, entry.actor.role, entry.actor.entrantId ?? null, entry.action.kind, entry.reason, JSON.stringify(entry.action));
      if (entry.action.kind === 'RoundPaired' || entry.action.kind === 'BracketPaired') {
        const link = this.db.prepare('INSERT INTO tournament_games (game_id, tournament_id, match_id, game_index) VALUES (?, ?, ?, ?)');
        for (const m of entry.action.matches) m.gameIds.forEach((g, i) => link.run(g, id, m.id, i));
      }
      extra?.();
    })();
  }

  /** Marks games void (their match was re-paired) so that they are never restored on start-up
   *  (server/app.ts restores `active` games) and their links are refused (game-rooms.ts). */
  voidGames(gameIds: readonly string[], at: number): void {
    const mark = this.db.prepare("UPDATE games SET status = 'void', finished_at = ? WHERE id = ? AND status = 'active'");
    for (const id of gameIds) mark.run(at, id);
  }

  /** The tournament match a game room belongs to. */
  gameLink(gameId: string): { tournamentId: string; matchId: string; game: 0 | 1 } | null {
    const row = this.db.prepare('SELECT tournament_id, match_id, game_index FROM tournament_games WHERE game_id = ?').get(gameId) as
      | { tournament_id: string; match_id: string; game_index: number }
      | undefined;
    return row ? { tournamentId: row.tournament_id, matchId: row.match_id, game: row.game_index as 0 | 1 } : null;
  }

  /** Finished games of this tournament (from the games table), for the start-up catch-up. */
  finishedGames(tournamentId: string): string[] {
    return (this.db.prepare("SELECT g.id FROM tournament_games t JOIN games g ON g.id = t.game_id WHERE t.tournament_id = ? AND g.status = 'finished'").all(tournamentId) as { id: string }[]).map((r) => r.id);
  }
}

export function actorLabel(actor: Actor): string {
  return actor.role === 'entrant' ? `entrant ${actor.entrantId}` : actor.role;
}
