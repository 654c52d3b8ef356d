// The browser keeps the newest receipt per game (client/src/game/receipt-store.ts).
import { describe, expect, it } from 'vitest';
import { keepReceipt } from '../../client/src/game/receipt-store.js';

const r = (seq: number, gameId = 'g1') => ({ gameId, seq, hash: seq.toString(16).padStart(64, '0') });

describe('the receipt a browser keeps', () => {
  it('moves forward only, and ignores what is not a receipt', () => {
    expect(keepReceipt(null, r(3))).toEqual(r(3));
    expect(keepReceipt(r(3), r(5))).toEqual(r(5));
    expect(keepReceipt(r(5), r(4))).toEqual(r(5));
    expect(keepReceipt(r(5), { gameId: 'g1', seq: 6, hash: 'short' })).toEqual(r(5));
    expect(keepReceipt(r(5), undefined)).toEqual(r(5));
    // Another game's receipt replaces it (a page holds one game).
    expect(keepReceipt(r(5), r(1, 'g2'))).toEqual(r(1, 'g2'));
  });
});
