// The room's reads of a whole log: the seed check (`verify`: the chain, the seed against its
// published hash, every command re-decided, a receipt if one is given) and an `export`. Who may
// read is game/log-access.ts's rule; a finished game's export comes from its cached file
// (game/export-cache.ts); both are limited per address with the HTTP exports
// (REFEREE_EXPORTS_PER_MINUTE), since each may replay the whole log.
import type { Client } from '@colyseus/core';
import { gameExport } from '../game/export-cache.js';
import { logRefusal, logUnreadable, mayReadLog } from '../game/log-access.js';
import { registry } from '../game/registry.js';
import type { GameSession } from '../game/session.js';
import { takeLogRead } from '../http/limits.js';
import type { Rejected } from '../protocol.js';
import type { Receipt } from '../store/receipt.js';
import { verifyLog } from '../store/verify.js';
import type { SeatAuth } from './join-auth.js';

export type LogReadRequest = { type: 'verify'; receipt?: Receipt | undefined } | { type: 'export'; format: 'json' | 'text' };

/** Answers the read: `verify` or `export`, or a refusal sent with `reject`. */
export async function answerLogRead(session: GameSession, client: Client, auth: SeatAuth, requestId: string | undefined, request: LogReadRequest, reject: (r: Rejected) => void): Promise<void> {
  if (!mayReadLog(auth.kind, session.finished)) return reject({ requestId, ...logRefusal(request.type, auth.kind) });
  const address = (client.userData as { address?: string } | undefined)?.address ?? 'unknown';
  const limited = await takeLogRead(address);
  if (limited) return reject({ requestId, code: limited.code, message: limited.message });
  const reg = registry();
  if (request.type === 'export') {
    let content: string;
    try {
      content = await gameExport(reg, session.id, request.format);
    } catch (err) {
      return reject({ requestId, ...logUnreadable(err) });
    }
    return client.send('export', { requestId, format: request.format, content });
  }
  let entries;
  try {
    entries = await reg.store.readLog(session.id);
  } catch (err) {
    return reject({ requestId, ...logUnreadable(err) });
  }
  // A receipt a player submits (his client's last, or a file he hands the referee) is checked too.
  client.send('verify', { requestId, ...verifyLog(entries, session.seedHash, request.receipt ? [request.receipt] : []) });
}
