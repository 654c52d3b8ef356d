// The HTTP server's edge, before any handler (Colyseus answers its matchmaking routes before
// Express sees them, so Express's middleware cannot guard them): every answer carries the
// security headers, and a matchmaking body over MAX_BODY is refused with 413 before anyone
// keeps it (a POST that does not say its length, 411), as `/api` refuses its own.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MAX_BODY } from './api.js';
import { securityHeaders } from './hygiene.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ code, message, error: `${code}: ${message}` }));
}

/** Why this request is refused at the edge, answered, or false when it goes on. */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  securityHeaders(req, res, () => {});
  // `/api` reads its own bodies under the same cap (http/api.ts); the matchmaker reads its whole.
  if (!req.url?.startsWith('/matchmake/') || req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const length = req.headers['content-length'];
  if (length === undefined) {
    if (req.headers['transfer-encoding'] === undefined) return false; // no body at all
    refuse(res, 411, 'request/length_required', `Send the body with its Content-Length (at most ${MAX_BODY / 1024} KB).`);
    req.resume();
    return true;
  }
  if (!/^\d+$/.test(length) || Number(length) > MAX_BODY) {
    refuse(res, 413, 'request/too_large', `The body must be at most ${MAX_BODY / 1024} KB.`);
    // Read and dropped, never kept: the client gets its answer, not a reset connection.
    req.resume();
    return true;
  }
  return false;
}

/** Puts the guard in front of the server's request listeners (Colyseus's and Express's). */
export function guardServer(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (guardRequest(req, res)) return;
    for (const l of listeners) l.call(server, req, res);
  });
}
