// What a public web server owes its visitors (issue 17, items 4 and 9), at the edge, before any
// route: security headers on every answer, no cross-origin access unless the operator names an
// origin, and only the matchmaking routes the client uses (joinById, reconnect) answering.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';

/** The page's own script, style and sockets only; never framed (frame-ancestors); inline style
 *  attributes allowed (React's style props on the board). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Half a year: browsers that saw the referee over TLS keep to it across a tournament season. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000';

/** HSTS only when the referee is served over TLS: its own socket is encrypted, or `PUBLIC_URL`
 *  says the players reach it through https (a TLS proxy in front). Over plain http the header
 *  is meaningless (browsers ignore it) and on a LAN without TLS it would promise what is not. */
export function servedOverTls(req: IncomingMessage, publicUrl = process.env.PUBLIC_URL): boolean {
  return (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true || /^https:\/\//i.test(publicUrl ?? '');
}

export function securityHeaders(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (servedOverTls(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
}

/** Colyseus answers its matchmaking routes with `Access-Control-Allow-Origin: *` and
 *  credentials, and exposes join/create/joinOrCreate by room name, which would hand anyone a
 *  seat reservation in a live game without a token. The client only joins a game by its id with
 *  its token (and reconnects); cross-origin access only for the origin in `CORS_ORIGIN`. */
export function closeMatchmaking(corsOrigin = process.env.CORS_ORIGIN): void {
  const controller = matchMaker.controller as unknown as {
    exposedMethods: string[];
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders(headers: Headers): Record<string, string>;
  };
  controller.exposedMethods = ['joinById', 'reconnect'];
  controller.DEFAULT_CORS_HEADERS = {};
  controller.getCorsHeaders = (): Record<string, string> => (corsOrigin ? { 'Access-Control-Allow-Origin': corsOrigin, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', Vary: 'Origin' } : {});
}
