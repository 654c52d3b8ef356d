// The turn log's new lines as they reach the browser: the public `log` field of the synced state
// (server/rooms/state.ts: the latest change's lines as spectators read them, riding in its
// patch), and the lines this client reads in full where the public ones are redacted (its seat's
// or the referee's), in its `private` messages (server/rooms/private-parts.ts). A line read in
// full always wins over the public one of the same version, whichever came first.
import type { LogLine } from '../../../engine/narrate-view.js';

/** The part of the synced state that carries log lines (the schema class, or a plain object). */
export interface LogFields {
  log?: string;
}

export class LogFieldReader {
  private seenPublic: string | undefined;
  /** Versions whose line this client holds in full. */
  private readonly full = new Set<number>();

  /** The public field's lines, if it changed since the last call, in version order, but those
   *  this client already holds in full. */
  read(state: LogFields | undefined): LogLine[] {
    const json = state?.log;
    if (!json || json === this.seenPublic) return [];
    this.seenPublic = json;
    return this.parse('public field', json).filter((l) => !this.full.has(l.version));
  }

  /** The lines of a `private` message (read in full), in version order. */
  readFull(json: string): LogLine[] {
    const lines = this.parse('private lines', json);
    for (const l of lines) this.full.add(l.version);
    return lines;
  }

  private parse(what: string, json: string): LogLine[] {
    let lines: unknown;
    try {
      lines = (JSON.parse(json) as { lines?: unknown }).lines;
    } catch (err) {
      console.error(`turn log: the ${what} could not be read (${(err as Error).message})`);
      return [];
    }
    if (!Array.isArray(lines)) {
      console.error(`turn log: the ${what} holds no lines`);
      return [];
    }
    return [...(lines as LogLine[])].sort((a, b) => a.version - b.version);
  }
}
