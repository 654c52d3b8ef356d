// The referee's timeline, replayed in the browser with the pure engine: the log's export
// (`epic-referee-log/1`, docs/protocol.md) folded step by step (the start, then each
// accepted command), keeping the state and the narrated lines after every step. The log is
// the truth: every state here is `evolve` over its events, as on the server.
import type { SeatedCommand } from '../../../engine/commands.js';
import type { GameEvent } from '../../../engine/events.js';
import { initialState } from '../../../engine/evolve.js';
import { evolveNarrated, openingLine, type NarratedEvent } from '../../../engine/narrate-view.js';
import type { GameState } from '../../../engine/state.js';
import type { TalkRecord } from '../game/connection.js';

/** One entry of the exported log (server/store/log-chain.ts). */
export interface ExportedEntry {
  seq: number;
  at: number;
  kind: 'start' | 'command' | 'talk';
  actor: string;
  body: string;
  hash: string;
}

export interface Step {
  /** The log entry that made this step. */
  seq: number;
  hash: string;
  at: number;
  /** The seat that sent the command (null for the start). */
  seat: string | null;
  command: SeatedCommand['command'] | null;
  state: GameState;
  /** The lines of this step's events, for the whole table (read per viewer with lineFor). */
  lines: NarratedEvent[];
  /** Talk said after this step's command and before the next one. */
  talk: TalkRecord[];
}

/** A talk entry of the log is what the room's `talk` message carries. */
export type { TalkRecord };

export interface Timeline {
  gameId: string;
  seedHash: string;
  steps: Step[];
  /** Entries folded so far (talk included), to continue from on the next export. */
  entries: number;
}

export class TimelineError extends Error {}

function parseBody<T>(e: ExportedEntry): T {
  try {
    return JSON.parse(e.body) as T;
  } catch {
    throw new TimelineError(`entry ${e.seq} is not readable JSON`);
  }
}

/** Reads an export (the JSON text the room's `export` message carries). */
export function parseExport(content: string): { gameId: string; seedHash: string; entries: ExportedEntry[] } {
  let data: { format?: string; game?: { id: string; seedHash: string }; entries?: ExportedEntry[] };
  try {
    data = JSON.parse(content);
  } catch {
    throw new TimelineError('the export is not JSON');
  }
  if (data.format !== 'epic-referee-log/1' || !data.game || !Array.isArray(data.entries)) throw new TimelineError(`not an epic-referee-log/1 export (format ${String(data.format)})`);
  return { gameId: data.game.id, seedHash: data.game.seedHash, entries: data.entries };
}

/** Folds an export into a timeline, continuing from `previous` when the export extends it
 *  (same entries, same hashes, more of them). */
export function buildTimeline(content: string, previous: Timeline | null = null): Timeline {
  const { gameId, seedHash, entries } = parseExport(content);
  const prefixHolds = (t: Timeline) => {
    if (t.gameId !== gameId || t.entries > entries.length) return false;
    const last = t.steps[t.steps.length - 1]!;
    const same = entries.find((e) => e.seq === last.seq);
    return same !== undefined && same.hash === last.hash;
  };
  const steps: Step[] = previous && prefixHolds(previous) ? [...previous.steps] : [];
  let from = steps.length ? previous!.entries : 0;
  if (steps.length === 0) {
    const first = entries[0];
    if (!first || first.kind !== 'start') throw new TimelineError('the log does not begin with the game start');
    const body = parseBody<{ events: GameEvent[] }>(first);
    const [started, ...rest] = body.events;
    if (!started || started.type !== 'GameStarted') throw new TimelineError('the start entry holds no GameStarted event');
    const s0 = initialState(started);
    const r = evolveNarrated(s0, rest);
    steps.push({ seq: first.seq, hash: first.hash, at: first.at, seat: null, command: null, state: r.state, lines: [openingLine(s0), ...r.lines], talk: [] });
    from = 1;
  }
  for (const e of entries.slice(from)) {
    if (e.kind === 'talk') {
      const t = parseBody<Omit<TalkRecord, 'seq' | 'at'>>(e);
      // A copy: the previous timeline keeps its own steps.
      const last = steps[steps.length - 1]!;
      steps[steps.length - 1] = { ...last, talk: [...last.talk, { seq: e.seq, at: e.at, seat: t.seat, channel: t.channel, text: t.text, recipients: t.recipients }] };
      continue;
    }
    if (e.kind !== 'command') continue;
    const body = parseBody<{ seat: string; command: SeatedCommand['command']; events: GameEvent[] }>(e);
    const r = evolveNarrated(steps[steps.length - 1]!.state, body.events);
    steps.push({ seq: e.seq, hash: e.hash, at: e.at, seat: body.seat, command: body.command, state: r.state, lines: r.lines, talk: [] });
  }
  return { gameId, seedHash, steps, entries: entries.length };
}

/** The talk said up to (and right after) step `index`. */
export function talkUpTo(t: Timeline, index: number): TalkRecord[] {
  return t.steps.slice(0, index + 1).flatMap((s) => s.talk);
}

/** The lines of the log up to and including step `index`. */
export function linesUpTo(t: Timeline, index: number): NarratedEvent[] {
  return t.steps.slice(0, index + 1).flatMap((s) => s.lines);
}
