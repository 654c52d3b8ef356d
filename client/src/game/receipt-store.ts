// The last receipt this browser was given for a game (server/store/receipt.ts): the chain's
// head in an `accepted` answer. Kept in localStorage per game, so it outlives a reload or a
// closed tab, and only ever moves forward (a later entry replaces an earlier one). Where
// storage is unavailable (private mode, full), the receipt lives in memory only.
import type { Receipt } from '../../../server/store/receipt.js';

const key = (gameId: string) => `epic-referee:receipt:${gameId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isReceipt(v: unknown, gameId: string): v is Receipt {
  const r = v as Receipt | null;
  return !!r && r.gameId === gameId && Number.isInteger(r.seq) && r.seq > 0 && typeof r.hash === 'string' && /^[0-9a-f]{64}$/.test(r.hash);
}

export function loadReceipt(gameId: string): Receipt | null {
  try {
    const v: unknown = JSON.parse(storage()?.getItem(key(gameId)) ?? 'null');
    return isReceipt(v, gameId) ? { gameId: v.gameId, seq: v.seq, hash: v.hash } : null;
  } catch {
    return null;
  }
}

/** The receipt to keep: the newer of the one held and the one just given. */
export function keepReceipt(held: Receipt | null, given: unknown): Receipt | null {
  const gameId = (given as Receipt | null)?.gameId;
  if (typeof gameId !== 'string' || !isReceipt(given, gameId)) return held;
  if (held && held.gameId === gameId && held.seq >= given.seq) return held;
  const next = { gameId, seq: given.seq, hash: given.hash };
  try {
    storage()?.setItem(key(gameId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the receipt stays in memory.
  }
  return next;
}
