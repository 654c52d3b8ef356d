// This client's private part (its seat's: the Overall Commander's hand, the plays it may see;
// or the referee's), as the referee sends it: in the welcome and in `private` messages, each
// naming the version of the game it belongs to (server/rooms/private-parts.ts). The room sends
// a change's private message before its patch, so a part is held until the synced state reaches
// its version: the hand and the board always show the same moment.

import type { PrivateMessage } from '../../../server/rooms/private-parts.js';

export type { PrivateMessage };

/** How many parts are kept: the one the state is at, and those ahead of it. */
const KEPT = 8;

export class PrivateParts {
  private held: { version: number; part: string }[] = [];

  take(m: PrivateMessage | undefined): void {
    if (!m || m.part === undefined) return;
    const at = this.held.findIndex((h) => h.version >= m.version);
    if (at === -1) this.held.push({ version: m.version, part: m.part });
    else if (this.held[at]!.version === m.version) this.held[at] = { version: m.version, part: m.part };
    else this.held.splice(at, 0, { version: m.version, part: m.part });
    if (this.held.length > KEPT) this.held.splice(0, this.held.length - KEPT);
  }

  /** The part as of the state's version: the newest one not ahead of it. */
  at(version: number | undefined): string | undefined {
    if (version === undefined) return undefined;
    let found: string | undefined;
    for (const h of this.held) {
      if (h.version > version) break;
      found = h.part;
    }
    return found;
  }
}
