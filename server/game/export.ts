// Exports of a game's log: JSON for machines (entries with their hashes, verifiable by
// `npm run referee -- verify <file>`) and readable text, turn by turn.
import { narrate } from '../../engine/narrate.js';
import type { LogEntry } from '../store/log-chain.js';
import { foldLog } from './session.js';

export interface GameExport {
  format: 'epic-referee-log/1';
  game: { id: string; scenario: string; players: number; seedHash: string; finished: boolean; winner: string | null };
  entries: LogEntry[];
}

export function exportJson(meta: GameExport['game'], entries: LogEntry[]): GameExport {
  return { format: 'epic-referee-log/1', game: meta, entries };
}

export function exportText(entries: LogEntry[]): string {
  const { events, talk } = foldLog(entries);
  const lines = narrate(events);
  const said = talk.map((t) => `[talk ${t.channel}] ${t.seat}: ${t.text}`);
  return [...lines, ...(said.length ? ['', 'Talk:', ...said] : [])].join('\n') + '\n';
}
