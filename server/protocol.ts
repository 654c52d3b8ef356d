// The wire protocol of the `epic` room (docs/protocol.md): every message a client may send,
// validated for shape with zod before anything else happens. Rules are the engine's.
import { z } from 'zod';
import { gameCommandSchema } from '../engine/command-schema.js';
import { receiptSchema } from './store/receipt.js';
import { compileShapeCheck, NOT_ACCEPTED, type ShapeCheck } from './shape-check.js';

export const ROOM_NAME = 'epic';
export const MAX_MESSAGE_BYTES = 16 * 1024;

const tokenSchema = z.string().min(16).max(128).regex(/^[\w-]+$/);

/** A join's options, checked before the token is looked up: `{ token }`, the state schema's
 *  fingerprint when the client skips the handshake (`schema`: rooms/schema-id.ts), and
 *  `logAfter`, the version of the last turn-log line a client joining again holds, so that its
 *  welcome carries only the lines after it (game/turn-log.ts: a long game's, or a game taken
 *  over, from memory rather than narrated again from the store). No token at all is
 *  `join/token_required`; a token that is there but cannot be an invite token (too short, not
 *  a string) is `join/bad_token`, as is one no game knows (the room's look-up); a `schema` that
 *  is not a fingerprint, a `logAfter` that is not a whole number ≥ 0, and other keys are
 *  `join/bad_options`. */
export function checkJoinOptions(options: unknown): { ok: true; token: string; schema?: string; logAfter?: number } | { ok: false; code: string; message: string } {
  const given = options !== null && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  if (given.token === undefined) return { ok: false, code: 'join/token_required', message: 'join with your invite token: { token }.' };
  const extra = Object.keys(given).filter((k) => k !== 'token' && k !== 'schema' && k !== 'logAfter');
  if (extra.length > 0) return { ok: false, code: 'join/bad_options', message: `a join takes only { token } (and the state schema's fingerprint, { schema }, and the last turn-log version held, { logAfter }); it also had ${extra.slice(0, 5).map((k) => JSON.stringify(k.slice(0, 40))).join(', ')}.` };
  if (given.schema !== undefined && (typeof given.schema !== 'string' || !/^[0-9a-f]{8}$/.test(given.schema)))
    return { ok: false, code: 'join/bad_options', message: "a join's schema is the state schema's fingerprint, 8 hex digits (server/rooms/schema-id.ts)." };
  if (given.logAfter !== undefined && !(Number.isSafeInteger(given.logAfter) && (given.logAfter as number) >= 0))
    return { ok: false, code: 'join/bad_options', message: "a join's logAfter is the version of the last turn-log line the client holds, a whole number from 0." };
  const token = tokenSchema.safeParse(given.token);
  if (!token.success) return { ok: false, code: 'join/bad_token', message: 'this is not an invite token (an invite token is the 32 letters, digits, - and _ after token= in your invite link); check the link.' };
  return { ok: true, token: token.data, ...(given.schema !== undefined ? { schema: given.schema as string } : {}), ...(given.logAfter !== undefined ? { logAfter: given.logAfter as number } : {}) };
}

const requestId = z.string().max(64).optional();

export const clientMessages = {
  command: z.object({ command: gameCommandSchema, basedOn: z.number().int().min(0).optional(), requestId }).strict(),
  talk: z.object({ channel: z.string().min(1).max(40), text: z.string().max(1000), requestId }).strict(),
  export: z.object({ format: z.enum(['json', 'text']), requestId }).strict(),
  /** `receipt`: a receipt to check the log against (store/receipt.ts). */
  verify: z.object({ receipt: receiptSchema.optional(), requestId }).strict(),
} as const;

export type ClientMessageType = keyof typeof clientMessages;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof clientMessages)[T]>;

/** The messages' shapes compiled once (shape-check.ts): what they accept, zod accepts as is;
 *  the rest goes to zod, for its verdict and its words. */
const fastChecks = Object.fromEntries(Object.entries(clientMessages).map(([type, schema]) => [type, compileShapeCheck(schema)])) as {
  [T in ClientMessageType]: ShapeCheck<ClientMessage<T>> | null;
};

export interface Rejected {
  requestId?: string;
  code: string;
  message: string;
}

/** A message's checks before the room acts on it: its size (at most MAX_MESSAGE_BYTES of
 *  payload as it came over the wire, MessagePack: `bytes`, which the room reads off the frame,
 *  rooms/frames.ts), then its shape. A refusal names the rule and, for a bad shape, each field. */
export function checkClientMessage<T extends ClientMessageType>(type: T, payload: unknown, bytes: number): { ok: true; message: ClientMessage<T> } | { ok: false; code: string; message: string } {
  if (bytes > MAX_MESSAGE_BYTES) return { ok: false, code: 'message/too_large', message: `A message is at most ${MAX_MESSAGE_BYTES} bytes of payload (MessagePack); this one has ${bytes}.` };
  const fast = fastChecks[type]?.(payload) ?? NOT_ACCEPTED;
  if (fast !== NOT_ACCEPTED) return { ok: true, message: fast as ClientMessage<T> };
  const parsed = clientMessages[type].safeParse(payload);
  if (!parsed.success) return { ok: false, code: 'message/malformed', message: `${type}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ')}` };
  return { ok: true, message: parsed.data as ClientMessage<T> };
}
