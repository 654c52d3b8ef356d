// The synced state's schema, named by a short fingerprint (FNV-1a of its reflection, the bytes
// Colyseus sends as the join's handshake). A client built with the same state classes
// (client/src/game/connection.ts imports them) joins with them and skips the handshake: it
// neither receives nor decodes the schema again on every join, which is most of a join's
// decoding work (the cluster benchmark's take-over: 800 seats joining again at once). It names
// the fingerprint in its join options; a page built for another schema (loaded before the
// referee was updated) is refused with `join/client_outdated` and told to reload, rather than
// decoding the state wrongly. A client that names no fingerprint gets the handshake, as before.
import { Encoder, Reflection } from '@colyseus/schema';
import { EpicState } from './state.js';
import { PUBLIC_WIRE_VERSION } from '../../engine/view-parts.js';

/** FNV-1a, 32 bits, as 8 hex digits: a name for a version, not a check against tampering. */
export function fnv1a(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const b of bytes) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The fingerprint of the `epic` room's state schema, and of what its public map holds
 *  (engine/view-parts.ts, PUBLIC_WIRE_VERSION): a page that reads the map another way is as
 *  outdated as one built for other classes. */
export const STATE_SCHEMA_ID = schemaIdFor(PUBLIC_WIRE_VERSION);

/** The fingerprint of these state classes with a public map of that version. */
export function schemaIdFor(publicWireVersion: number): string {
  return fnv1a(new Uint8Array([...Reflection.encode(new Encoder(new EpicState())), ...new TextEncoder().encode(`public-wire-${publicWireVersion}`)]));
}
