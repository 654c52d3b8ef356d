// Issue 17, items 4 and 9: only the matchmaking routes the client needs answer, no CORS unless
// configured, and every answer carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, startTestReferee, type CreatedGame } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
let game: CreatedGame;
beforeAll(async () => {
  referee = await startTestReferee();
  game = await createGame(referee.url);
});
afterAll(async () => {
  await referee.close();
});

const post = (path: string, body: unknown) => fetch(`${referee.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify(body) });

describe('the open internet', () => {
  it('refuses Colyseus matchmaking by room name: no seat reservation without a token', async () => {
    for (const method of ['join', 'create', 'joinOrCreate']) {
      const res = await post(`/matchmake/${method}/epic`, {});
      const text = await res.text();
      expect(res.status, `${method}: ${text}`).toBeGreaterThanOrEqual(400);
      expect(text).not.toContain('sessionId');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
  it('refuses a tournament whose name hides a right-to-left override, saying why', async () => {
    const res = await fetch(`${referee.url}/api/tournaments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Spring Cup\u202Etxt.exe' }) });
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error.message).toContain('bidirectional overrides');
    const ok = await fetch(`${referee.url}/api/tournaments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Spring Cup' }) });
    expect(ok.status).toBe(201);
    await ok.text();
  });
  it('answers a body over the limit with 413 request/too_large, not a reset connection', async () => {
    const res = await fetch(`${referee.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: 'vellara-ford', players: 8, pad: 'x'.repeat(2_000_000) }) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('request/too_large');
  });
  it('takes an export token in the Authorization header as well as the query string', async () => {
    const res = await fetch(`${referee.url}/api/games/${game.gameId}/export`, { headers: { authorization: `Bearer ${game.referee.token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { entries?: unknown[] }).entries?.length).toBeGreaterThan(0);
    const none = await fetch(`${referee.url}/api/games/${game.gameId}/export`);
    expect(none.status).toBe(403);
    await none.text();
  });
  it('sends HSTS when PUBLIC_URL says the referee is reached over https, and not over plain http', async () => {
    const plain = await fetch(`${referee.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    await plain.text();
    process.env.PUBLIC_URL = 'https://referee.example';
    try {
      for (const path of ['/', '/api/games/nope/export']) {
        const res = await fetch(`${referee.url}${path}`);
        expect(res.headers.get('strict-transport-security'), path).toBe('max-age=15552000');
        await res.text();
      }
      const reserve = await fetch(`${referee.url}/matchmake/joinById/nope`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(reserve.headers.get('strict-transport-security')).toBe('max-age=15552000');
      await reserve.text();
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });
  it('builds invite links on PUBLIC_URL, whatever Host the request names', async () => {
    process.env.PUBLIC_URL = 'https://referee.example/';
    try {
      const res = await fetch(`${referee.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example' }, body: JSON.stringify({ scenario: 'vellara-ford', players: 2 }) });
      const body = (await res.json()) as { seats: Record<string, { url: string }>; spectator: { url: string } };
      expect(res.status).toBe(201);
      for (const link of [...Object.values(body.seats).map((s) => s.url), body.spectator.url]) expect(link.startsWith('https://referee.example/?game=')).toBe(true);
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });
  it('without PUBLIC_URL, does not believe a Host naming another machine: the links name the address the request came in on', async () => {
    const res = await fetch(`${referee.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'evil.example' }, body: JSON.stringify({ scenario: 'vellara-ford', players: 2 }) });
    const body = (await res.json()) as { seats: Record<string, { url: string }>; spectator: { url: string } };
    expect(res.status).toBe(201);
    const port = new URL(referee.url).port;
    for (const link of [...Object.values(body.seats).map((s) => s.url), body.spectator.url]) expect(link).toMatch(new RegExp(`^http://(127\\.0\\.0\\.1|\\[::1\\]):${port}/\\?game=`));
    // A Host that names this machine is kept (a club's players open it by its LAN name or address).
    const local = await fetch(`${referee.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: 'vellara-ford', players: 2 }) });
    expect(((await local.json()) as { spectator: { url: string } }).spectator.url.startsWith(`${referee.url}/?game=`)).toBe(true);
  });
  it('sends the security headers and no CORS on pages and the API', async () => {
    for (const path of ['/', '/healthz', '/api/games/nope/export']) {
      const res = await fetch(`${referee.url}${path}`, { headers: { origin: 'https://evil.example' } });
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      await res.text();
    }
  });
});


describe('the matchmaking routes at the edge', () => {
  it('refuse a body over 256 KB with 413 before reading it into memory, and carry the security headers', async () => {
    const res = await fetch(`${referee.url}/matchmake/joinById/${game.gameId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: game.spectator.token, pad: 'x'.repeat(1_000_000) }) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('request/too_large');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A reservation of ordinary size still goes through.
    const ok = await fetch(`${referee.url}/matchmake/joinById/${game.gameId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: game.spectator.token }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    await ok.text();
  });
  it('say no X-Powered-By', async () => {
    const res = await fetch(`${referee.url}/api/games/${game.gameId}/export`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    await res.text();
  });
});
