// A game's turn log on the server: its latest lines in memory, the whole log only while someone
// needs it. Every accepted change adds its lines (engine/narrate-view.ts); the room reads the
// newest ones for its patch, and a client joining or reconnecting reads the whole log in its
// welcome. Kept whole in memory, the log grew with the game: a game held ~335 KB more after
// ~1,500 commands, nearly all of it its 925 lines, against 54 KB now (`npm run bench --
// referee`, docs/benchmarks.md, nineteenth session), every byte of it promoted to the old
// generation, against the memory per room of the rooms issue (≤ 512 KB) for thousands of
// games. So the latest lines are kept (at least `keepLines`), and the whole log, when a welcome
// needs older ones, is narrated again from the game's log in the store, the truth it was
// narrated from in the first place: in slices of `sliceEntries` entries with the event loop
// free between them, so a long game's welcome does not stall the other rooms, and once for a
// burst of joins (the eight clients of a game coming back after a take-over), kept while it is
// asked for again within `wholeKeepMs` (let go at the first change after that, or when the
// game's room empties: letGoOfWhole).
import { evolveNarrated, narratedSince, narrateStart, type NarratedEvent } from '../../engine/narrate-view.js';
import type { GameEvent, GameState } from '../../engine/index.js';
import type { LogEntry } from '../store/log-chain.js';

export interface TurnLogOptions {
  /** Lines always kept in memory (default 64); at most twice as many are, besides those of the
   *  changes the room has not told yet. */
  keepLines?: number;
  /** How long the whole log, once narrated again, is kept after it was last asked for, on the
   *  session's clock (default 60 s). */
  wholeKeepMs?: number;
  /** Log entries narrated between two turns of the event loop (default 100). */
  sliceEntries?: number;
}

const DEFAULTS: Required<TurnLogOptions> = { keepLines: 64, wholeKeepMs: 60_000, sliceEntries: 100 };

/** A game's log narrated from its entries (the start entry first; talk entries have no
 *  lines), in slices with the event loop free between them: its lines and the state's version
 *  after the last entry read. */
export async function narrateEntries(entries: readonly LogEntry[], sliceEntries = DEFAULTS.sliceEntries): Promise<{ lines: NarratedEvent[]; version: number }> {
  const [first, ...rest] = entries;
  if (!first || first.kind !== 'start') throw new Error('a game log begins with its start entry');
  const start = narrateStart((JSON.parse(first.body) as { events: GameEvent[] }).events);
  if (!start) throw new Error('the start entry of the log does not begin with GameStarted');
  let state: GameState = start.state;
  const lines = start.lines;
  for (let i = 0; i < rest.length; i++) {
    const e = rest[i]!;
    if (e.kind === 'command') {
      const next = evolveNarrated(state, (JSON.parse(e.body) as { events: GameEvent[] }).events);
      state = next.state;
      for (const l of next.lines) lines.push(l);
    }
    if ((i + 1) % sliceEntries === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { lines, version: state.version };
}

export class TurnLog {
  private readonly options: Required<TurnLogOptions>;
  /** The latest lines, in order: every line whose version is above `from`. */
  private recent: NarratedEvent[];
  /** Lines up to this version are no longer in `recent` (0: none was dropped). */
  private from: number;
  /** The whole log narrated again for a welcome, and when it was last asked for. */
  private whole: { lines: NarratedEvent[]; usedAt: number } | null = null;
  private narrating: Promise<NarratedEvent[]> | null = null;

  /** `start`: the lines memory begins with, every line after version `after`: a new game's
   *  whole log so far (after 0), or those of a restored game's last changes (the log has the
   *  rest). `read`: the game's log entries from the store. */
  constructor(
    private readonly read: () => Promise<LogEntry[]>,
    start: { lines: NarratedEvent[]; after: number },
    options: TurnLogOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.recent = [...start.lines];
    this.from = start.after;
  }

  /** The version after which memory keeps every line (0: the whole log). */
  get keptAfter(): number {
    return this.from;
  }

  /** Lines held in memory now (tests and benchmarks read it). */
  get linesInMemory(): number {
    return this.recent.length + (this.whole?.lines.length ?? 0);
  }

  /** A change's lines, once it is written; `now` on the session's clock. */
  add(lines: readonly NarratedEvent[], now: number): void {
    for (const l of lines) this.recent.push(l);
    if (this.whole) {
      if (now - this.whole.usedAt > this.options.wholeKeepMs) this.whole = null;
      else {
        // A change written before the log was read and applied after it is in it already.
        const last = this.whole.lines[this.whole.lines.length - 1]?.version ?? 0;
        for (const l of lines) if (l.version > last) this.whole.lines.push(l);
      }
    }
  }

  /** The lines after `version`, from memory: the room asks for those of the changes it has not
   *  told yet (however many lines they have, however many changes came since it last asked),
   *  so memory lets go of older lines only here, never of those after `version`: the room
   *  has told the ones before. */
  since(version: number): NarratedEvent[] {
    const lines = this.kept(version);
    // Not while the whole log is being narrated again: its lines are joined to these at the
    // version it reached, so none of those after it may go meanwhile.
    if (this.recent.length > 2 * this.options.keepLines && !this.narrating) {
      const drop = Math.min(this.recent.length - this.options.keepLines, this.recent.length - lines.length);
      if (drop > 0) this.from = this.recent.splice(0, drop)[drop - 1]!.version;
    }
    return lines;
  }

  /** Lets go of the whole log narrated again for welcomes (the room is empty: none is coming);
   *  the next welcome that needs it narrates it again. */
  letGoOfWhole(): void {
    this.whole = null;
  }

  /** The lines after `version`, from memory, letting go of none: a welcome reads them so, for
   *  a client may hold lines the room has not told the others yet. */
  kept(version: number): NarratedEvent[] {
    if (version < this.from) throw new Error(`the turn log's lines after version ${version} were asked for from memory, which keeps only those after version ${this.from}`);
    return narratedSince(this.recent, version);
  }

  /** The lines after `version` (0: the whole log), from memory where it keeps them all, else
   *  with the whole log narrated again from the store (once for a burst of asks). Rejects if
   *  the store cannot be read. */
  async after(version: number, now: number): Promise<NarratedEvent[]> {
    if (version >= this.from) return this.kept(version);
    return narratedSince(await this.wholeLog(now), version);
  }

  private async wholeLog(now: number): Promise<readonly NarratedEvent[]> {
    if (this.whole) {
      this.whole.usedAt = now;
      return this.whole.lines;
    }
    this.narrating ??= this.narrateAgain(now).finally(() => {
      this.narrating = null;
    });
    return this.narrating;
  }

  /** The log's lines up to the version its entries reach, joined to the kept lines after it
   *  (changes written while it was read and narrated), kept as the whole log from then on. */
  private async narrateAgain(now: number): Promise<NarratedEvent[]> {
    const { lines, version } = await narrateEntries(await this.read(), this.options.sliceEntries);
    if (version < this.from) throw new Error(`the game's log reaches version ${version}, but the turn log has dropped lines up to version ${this.from}`);
    for (const l of narratedSince(this.recent, version)) lines.push(l);
    // Set here, in the turn that joined them: a change applied from now on is added to it.
    this.whole = { lines, usedAt: now };
    return lines;
  }
}
