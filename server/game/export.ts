// Exports of a game's log: JSON for machines (entries with their hashes, verifiable by
// `npm run referee -- verify <file>`) and readable text, turn by turn, for referees reviewing
// a dispute and for the players once the game is over.
import { evolve, initialState, type GameEvent, type GameState } from '../../engine/index.js';
import { channelName, seatName } from '../../engine/names.js';
import { narrateEvent, openingText } from '../../engine/narrate.js';
import { sha256, type LogEntry } from '../store/log-chain.js';
import type { GameSession } from './session.js';

export interface GameExport {
  format: 'epic-referee-log/1';
  game: { id: string; scenario: string; players: number; seedHash: string; finished: boolean; winner: string | null };
  entries: LogEntry[];
}

export function exportJson(meta: GameExport['game'], entries: LogEntry[]): GameExport {
  return { format: 'epic-referee-log/1', game: meta, entries };
}

/** The JSON export's game facts, from a game's session (the room's export and the HTTP one). */
export function exportMeta(session: GameSession): GameExport['game'] {
  const s = session.state;
  return { id: session.id, scenario: s.scenario.id, players: s.seats.length, seedHash: session.seedHash, finished: session.finished, winner: s.winner };
}

/** "2026-11-23 17:02:11 UTC". */
function when(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Who the game was, before the turns: its id, the scenario, the seats by name, the seed's
 *  hash, and (once it is over) the result and the revealed seed. Read from the log's entries
 *  and the state they replay to, so an exported file tells the same as the database. */
function header(gameId: string, first: GameState, last: GameState, startedAt: number): string[] {
  const over = last.winner !== null;
  const seats = first.seats.map((s) => `  ${seatName(s, first)} (seat ${s.id})`);
  const banners = (a: 'south' | 'north') => `${last.armies[a].name} ${last.armies[a].banners}`;
  return [
    `Epic Ancients: game ${gameId}, ${first.scenario.name}, ${first.seats.length} players, begun ${when(startedAt)}.`,
    'Seats:',
    ...seats,
    `Seed hash: ${sha256(first.seed)}.`,
    over
      ? `Result: ${last.armies[last.winner!].name} won; Victory Banners ${banners('south')}, ${banners('north')}. Seed (revealed at the end): ${first.seed}.`
      : `Result: not finished (turn ${last.turn}); the seed stays hidden until the game ends.`,
    '',
  ];
}

/** The whole log in words: the header, then every event's line with the cards dealt and
 *  drawn named (whoever may read the export may read those: the referee at any time, the
 *  players once the game is over and the seed is revealed), and each message of talk where it
 *  was said among the turns, with its time, channel and speaker. */
export function exportText(entries: LogEntry[]): string {
  const [first, ...rest] = entries;
  if (!first || first.kind !== 'start') throw new Error('a game log begins with its start entry');
  const [start, ...opening] = (JSON.parse(first.body) as { events: GameEvent[] }).events;
  if (!start || start.type !== 'GameStarted') throw new Error('a game log begins with GameStarted');
  const initial = initialState(start);
  let s = initial;
  const lines = [openingText(s)];
  const tell = (events: GameEvent[]) => {
    for (const e of events) {
      const line = narrateEvent(s, e, { nameDrawnCards: true });
      if (line) lines.push(line);
      s = evolve(s, e);
    }
  };
  tell(opening);
  for (const entry of rest) {
    const body = JSON.parse(entry.body) as { events?: GameEvent[]; seat?: string; channel?: string; text?: string };
    if (entry.kind === 'command') tell(body.events ?? []);
    else if (entry.kind === 'talk') lines.push(`  [${when(entry.at)}, ${channelName(body.channel ?? '', s)}] ${seatName(body.seat ?? '', s)}: ${body.text ?? ''}`);
  }
  return [...header(first.gameId, initial, s, first.at), ...lines].join('\n') + '\n';
}
