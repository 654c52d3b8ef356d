// Caps on spectators (issue 17, item 2): one spectator link opened thousands of times, or one
// address opening many games' links, would hold sockets and patch traffic for nothing. Per game
// (one spectator link a game, so also per token) and per address across the whole process.
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
