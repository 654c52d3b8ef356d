// The spectators' `welcome`, encoded once (issue 17, item 2). Every spectator of a game reads
// the same welcome (the scenario, the table talk and the turn log as spectators may read
// them), and encoding it was the largest part of a spectator's join that the room itself does:
// a crowd of a thousand encoded the same frame a thousand times. The frame is kept until the
// game moves on or someone talks (its key: the version and the talk's length).
import { getMessageBytes, Protocol } from '@colyseus/core';

export class WelcomeFrame {
  private cached: { key: string; frame: Buffer } | null = null;

  /** The encoded `welcome` message for this key, built (and encoded) only when the key changed. */
  frame(key: string, build: () => unknown): Buffer {
    if (this.cached?.key !== key) this.cached = { key, frame: getMessageBytes.raw(Protocol.ROOM_DATA, 'welcome', build()) };
    return this.cached.frame;
  }
}
