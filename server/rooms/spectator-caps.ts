// Caps on spectators (issue 17, item 2): one spectator link opened thousands of times, or one
// address opening many games' links, would hold sockets and patch traffic for nothing. Per game
// (one spectator link a game, so also per token) and per address across the whole process.
import { ServerError } from '@colyseus/core';
import { spectatorJoins } from './join-pacing.js';
export const SPECTATORS_PER_GAME = Math.max(1, Number(process.env.REFEREE_SPECTATORS_PER_GAME) || 200);
export const SPECTATORS_PER_ADDRESS = Math.max(1, Number(process.env.REFEREE_SPECTATORS_PER_ADDRESS) || 20);

const byAddress = new Map<string, number>();

/** The refusal of one more spectator, or null (then `enter` must follow when he joins). */
export function spectatorRefusal(inGame: number, address: string): { code: string; message: string } | null {
  if (inGame >= SPECTATORS_PER_GAME) return { code: 'join/spectators_full', message: `This game has its ${SPECTATORS_PER_GAME} spectators; try again later.` };
  if ((byAddress.get(address) ?? 0) >= SPECTATORS_PER_ADDRESS) return { code: 'join/spectators_per_address', message: `At most ${SPECTATORS_PER_ADDRESS} spectator connections from one address.` };
  return null;
}

export function spectatorEntered(address: string): void {
  byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
}

export function spectatorLeft(address: string): void {
  const n = (byAddress.get(address) ?? 1) - 1;
  if (n <= 0) byAddress.delete(address);
  else byAddress.set(address, n);
}

/** Admits a spectator to a game with `inGame()` spectators, or throws the refusal for the
 *  join (close code 4029): the caps, then his turn among the spectators joining
 *  (join-pacing.ts; `join/busy` when too many wait), then the caps again, which others may
 *  have filled meanwhile. */
export async function admitSpectator(inGame: () => number, address: string): Promise<void> {
  const refuse = () => {
    const refused = spectatorRefusal(inGame(), address);
    if (refused) throw new ServerError(4029, `${refused.code}: ${refused.message}`);
  };
  refuse();
  if (!(await spectatorJoins.turn())) throw new ServerError(4029, 'join/busy: Many spectators are joining this referee just now; try again in a few seconds.');
  refuse();
}
