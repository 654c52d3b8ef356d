// Games that expire (issue 17, item 1): an unfinished game that nobody has been in for
// REFEREE_ABANDON_AFTER (default 7 days) is marked abandoned. Its row and log stay (exportable,
// verifiable), its room and session leave memory, the start does not restore it (it reads only
// active rows), and one of its own links brings it back like a finished game, active again
// (on-demand.ts). The sweep decides on the registry's clock (`reg.now`), so tests drive it with
// a fake clock; only how often it runs is real time.
//
// A game attached to a tournament is never abandoned by the sweep: what happens to a game its
// players leave unplayed is the tournament's to decide (a report by hand, a forfeit, a
// re-pairing that voids it: docs/protocol.md, "Games that expire").
import { matchMaker } from '@colyseus/core';
import { isOpening } from './on-demand.js';
import type { Registry } from './registry.js';

export const DEFAULT_ABANDON_AFTER = '7d';

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** REFEREE_ABANDON_AFTER: a whole number with a unit (`7d`, `36h`, `90m`, `600s`), or `off`
 *  (never). Milliseconds, or null for never; a bad value throws its sentence. */
export function abandonAfterFrom(value: string | undefined): number | null {
  const v = (value ?? DEFAULT_ABANDON_AFTER).trim().toLowerCase();
  if (v === 'off') return null;
  const m = /^(\d{1,9})([smhd])$/.exec(v);
  if (!m || Number(m[1]) === 0) throw new Error(`REFEREE_ABANDON_AFTER must be a whole number above 0 with a unit s, m, h or d (e.g. 7d, 36h), or off; it was "${String(value).slice(0, 40)}".`);
  return Number(m[1]) * UNITS[m[2]!]!;
}

/** How often the sweep looks: a tenth of the limit, between a second and an hour (a game is
 *  abandoned at most that much later than its limit). */
export function sweepIntervalMs(abandonAfterMs: number): number {
  return Math.min(3_600_000, Math.max(1000, Math.floor(abandonAfterMs / 10)));
}

/**
 * Marks abandoned every unfinished game in memory whose room has had no client for
 * `abandonAfterMs` by the registry's clock, and lets its room and session go. Returns their ids.
 */
export async function sweepAbandoned(reg: Registry, abandonAfterMs: number): Promise<string[]> {
  const now = reg.now();
  const gone: string[] = [];
  for (const [id, session] of [...reg.sessions]) {
    if (session.finished || isOpening(id)) continue;
    const room = matchMaker.getLocalRoomById(id);
    if (room && room.clients.length > 0) continue;
    if (now - session.lastSeen < abandonAfterMs) continue;
    if (await reg.keepsGame?.(id)) continue;
    // A row that is no longer active (voided meanwhile) is not marked; its session goes anyway.
    await reg.store.markAbandoned(id);
    reg.sessions.delete(id);
    // Any process may bring it back now (store/lease.ts).
    await reg.store.leases.release(id).catch((err: Error) => console.error(`game ${id}: letting go of its lease failed (${err.message}); it expires by itself`));
    gone.push(id);
    if (room) await room.disconnect();
  }
  return gone;
}

/** Runs the sweep every sweepIntervalMs; returns the function that stops it. */
export function startAbandonSweep(reg: Registry, abandonAfterMs: number | null): () => void {
  if (abandonAfterMs === null) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAbandoned(reg, abandonAfterMs)
      .then((ids) => {
        if (ids.length > 0) console.log(`${ids.length} game${ids.length === 1 ? '' : 's'} nobody joined for ${abandonAfterMs / 3_600_000} h marked abandoned`);
      })
      .catch((err: Error) => console.error(`the abandonment sweep failed: ${err.message}`))
      .finally(() => {
        running = false;
      });
  }, sweepIntervalMs(abandonAfterMs));
  timer.unref();
  return () => clearInterval(timer);
}
