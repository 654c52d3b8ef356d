// Receipts: the log's anchor outside the server (issue 17, item 7). Every `accepted` answer to
// a command or a talk message carries the chain's new head, `{gameId, seq, hash}`: the entry
// the change was written as, and the hash that covers it and, through the chain, every entry
// before it. A client keeps the last one (the browser saves it per game and offers it as a
// file). Later, verify checks the log against a receipt: if entries were removed from the end,
// the log no longer reaches the receipt's entry; if any entry up to it was rewritten (talk text,
// actor, time, kind, body) and the later hashes recomputed, the entry's hash no longer matches.
// Only zod here: the browser reads receipt files with the same schema.
import { z } from 'zod';

export const RECEIPT_FORMAT = 'epic-referee-receipt/1';

export interface Receipt {
  gameId: string;
  seq: number;
  hash: string;
}

/** A receipt as the room takes it and as a file holds it (`format` optional in the room). */
export const receiptSchema = z
  .object({
    format: z.literal(RECEIPT_FORMAT).optional(),
    gameId: z.string().min(1).max(64),
    seq: z.number().int().min(1),
    hash: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in 64 lower-case hex digits'),
  })
  .strict();

/** A receipt file's content (what the browser downloads and `verify --receipt` reads). */
export function receiptFile(r: Receipt): string {
  return `${JSON.stringify({ format: RECEIPT_FORMAT, gameId: r.gameId, seq: r.seq, hash: r.hash }, null, 2)}\n`;
}

/** Reads a receipt file's text: the receipt, or why it is not one. */
export function parseReceipt(text: string): Receipt | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'a receipt is JSON';
  }
  const parsed = receiptSchema.safeParse(json);
  if (!parsed.success) return `not a receipt (${parsed.error.issues.map((i) => `${i.path.join('.') || 'receipt'}: ${i.message}`).join('; ')})`;
  return { gameId: parsed.data.gameId, seq: parsed.data.seq, hash: parsed.data.hash };
}

export interface ReceiptCheck {
  seq: number;
  ok: boolean;
  /** Why it does not match (null when it does). */
  reason: string | null;
}

/** Checks a log (its entries' seq and hash) against a receipt. */
export function checkReceipt(entries: readonly { gameId: string; seq: number; hash: string }[], r: Receipt): ReceiptCheck {
  const bad = (reason: string): ReceiptCheck => ({ seq: r.seq, ok: false, reason });
  const gameId = entries[0]?.gameId;
  if (gameId !== undefined && r.gameId !== gameId) return bad(`the receipt is of game ${r.gameId}, not of game ${gameId}`);
  const entry = entries.find((e) => e.seq === r.seq);
  if (!entry) return bad(`the log ends at entry ${entries.length}, but the receipt holds entry ${r.seq}: entries were removed from the log`);
  if (entry.hash !== r.hash) return bad(`entry ${r.seq} does not carry the receipt's hash: the log was rewritten at or before entry ${r.seq}`);
  return { seq: r.seq, ok: true, reason: null };
}
