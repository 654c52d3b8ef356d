// Steps around Colyseus's matchmaking calls (the HTTP joinById / reconnect a client makes before
// its socket opens): the void-game refusal (tournament/game-rooms.ts), games brought back on
// demand (game/on-demand.ts) and the spectators' seat pacing (rooms/seat-pacing.ts). One wrapper
// of the matchmaker's `invokeMethod` runs them all, so each can be added and removed on its own:
// wrapping the method once per step made every stop restore its own saved original, which undid
// the others unless they were stopped in exactly the reverse order.
import { matchMaker, type AuthContext } from '@colyseus/core';

/** The matchmaker call a step sees; `next()` passes it on (to the next step, then Colyseus). */
export interface MatchmakingCall {
  method: string;
  roomId: string;
  clientOptions: unknown;
  next(): Promise<unknown>;
}

export type MatchmakingStep = (call: MatchmakingCall) => Promise<unknown>;

const steps: MatchmakingStep[] = [];
let colyseus: typeof matchMaker.controller.invokeMethod | null = null;

/** Adds a step; the step added last runs first. Returns the function that removes it. */
export function addMatchmakingStep(step: MatchmakingStep): () => void {
  const controller = matchMaker.controller;
  if (!colyseus) {
    const original = controller.invokeMethod;
    colyseus = original;
    controller.invokeMethod = function (this: typeof controller, method, roomId, clientOptions, authOptions?: AuthContext) {
      const at = (i: number): Promise<unknown> =>
        i < 0 ? original.call(this, method, roomId, clientOptions, authOptions) : steps[i]!({ method, roomId, clientOptions, next: () => at(i - 1) });
      return at(steps.length - 1);
    };
  }
  steps.push(step);
  return () => {
    const i = steps.indexOf(step);
    if (i >= 0) steps.splice(i, 1);
    if (steps.length === 0 && colyseus) {
      controller.invokeMethod = colyseus;
      colyseus = null;
    }
  };
}
