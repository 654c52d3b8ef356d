// The turn log's new lines as they ride in the synced state (server/rooms/state.ts): the public
// `log` (the latest change's lines as spectators read them) and the `log` of the slots this
// client's view holds (its seat's, or the referee's: the same lines, read in full where the
// public ones are redacted). Each field is read once per new value.
import type { LogLine } from '../../../engine/narrate-view.js';

/** The parts of the synced state that carry log lines (the schema classes, or plain objects). */
export interface LogFields {
  log?: string;
  seats?: { forEach(each: (slot: { log?: string }, seatId: string) => void): void };
  referee?: { log?: string };
}

export class LogFieldReader {
  private readonly seen = new Map<string, string>();

  /** The lines of every log field that changed since the last call, one per version, in
   *  version order: where the public field and a slot hold the same version, the slot's (its
   *  holder reads that line in full). */
  read(state: LogFields | undefined): LogLine[] {
    if (!state) return [];
    const byVersion = new Map<number, LogLine>();
    this.take('public', state.log, byVersion);
    state.seats?.forEach((slot, seatId) => this.take(`seat:${seatId}`, slot.log, byVersion));
    this.take('referee', state.referee?.log, byVersion);
    return [...byVersion.values()].sort((a, b) => a.version - b.version);
  }

  private take(field: string, json: string | undefined, into: Map<number, LogLine>): void {
    if (!json || this.seen.get(field) === json) return;
    this.seen.set(field, json);
    let lines: unknown;
    try {
      lines = (JSON.parse(json) as { lines?: unknown }).lines;
    } catch (err) {
      console.error(`turn log: the ${field} field could not be read (${(err as Error).message})`);
      return;
    }
    if (!Array.isArray(lines)) return console.error(`turn log: the ${field} field holds no lines`);
    for (const line of lines as LogLine[]) into.set(line.version, line);
  }
}
