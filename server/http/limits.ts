// Limits on anonymous creation (issue 17, item 1): every route that creates something (a game,
// a tournament, an entrant's sign-up) is rate-limited per address with rate-limiter-flexible
// (in memory; a cluster would give it a Redis store), and an operator may close creation to
// those who hold a key (REFEREE_CREATION_KEY, sent as the `x-creation-key` header).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export const CREATE_PER_MINUTE = Math.max(1, Number(process.env.REFEREE_CREATE_PER_MINUTE) || 120);

const limiter = new RateLimiterMemory({ points: CREATE_PER_MINUTE, duration: 60 });

/** Reads of a whole log (exports, and the room's seed check, which replays it) one address may
 *  ask a minute (issue 17, item 2): over HTTP and through the rooms alike. */
export const LOG_READS_PER_MINUTE = Math.max(1, Number(process.env.REFEREE_EXPORTS_PER_MINUTE) || 60);
const logReads = new RateLimiterMemory({ points: LOG_READS_PER_MINUTE, duration: 60 });

/** Takes one log read for the address: null when allowed, else the refusal (seconds to wait). */
export async function takeLogRead(address: string): Promise<{ code: 'rate/limited'; message: string; seconds: number } | null> {
  try {
    await logReads.consume(address);
    return null;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    return { code: 'rate/limited', message: `At most ${LOG_READS_PER_MINUTE} exports and seed checks a minute from one address: try again in ${seconds} s.`, seconds };
  }
}

/** Does this request create something? */
export function isCreatingRoute(method: string | undefined, path: string): boolean {
  if (method !== 'POST') return false;
  return path === '/api/games' || path === '/api/tournaments' || /^\/api\/tournaments\/[\w-]+\/entrants$/.test(path);
}

/** The client's address: the socket's, or with TRUST_PROXY set the first X-Forwarded-For hop. */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = process.env.TRUST_PROXY ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

function keyMatches(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Fail = (res: ServerResponse, status: number, code: string, message: string) => void;

/** Checks a creating request; answers and returns false when it is refused. */
export async function admitCreation(req: IncomingMessage, res: ServerResponse, fail: Fail): Promise<boolean> {
  const key = process.env.REFEREE_CREATION_KEY;
  if (key && !keyMatches(String(req.headers['x-creation-key'] ?? ''), key)) {
    fail(res, 403, 'auth/creation_key', 'This referee creates games and tournaments only for holders of its creation key (the x-creation-key header).');
    return false;
  }
  try {
    await limiter.consume(clientAddress(req));
    return true;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    res.setHeader('retry-after', String(seconds));
    fail(res, 429, 'rate/limited', `At most ${CREATE_PER_MINUTE} creations a minute from one address: try again in ${seconds} s.`);
    return false;
  }
}
