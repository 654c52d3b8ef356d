// PM2's monitoring agent, which @colyseus/core imports when its matchmaker starts, never starts
// in a referee process (server/no-pm2-agent.ts): no exception handlers of its own, no samplers
// on timers (one listed every open socket each second), no patched HTTP server.
import { createRequire } from 'node:module';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createGame, joinSeat, startTestReferee } from './support.js';

describe("PM2's agent", () => {
  it('is the quiet stand-in, and a referee starts and plays with it, adding no exception handler nor HTTP patch', async () => {
    const handlers = { uncaught: process.listenerCount('uncaughtException'), rejection: process.listenerCount('unhandledRejection') };
    const createServer = http.createServer;
    const referee = await startTestReferee();
    try {
      // What @colyseus/core's dynamic import of @pm2/io receives.
      // (This file imports only what a test of the server does: the stand-in comes with app.ts.)
      const io = (await import('@pm2/io')) as unknown as { default: { quiet?: boolean } };
      expect(io.default.quiet).toBe(true);
      expect(createRequire(import.meta.url)('@pm2/io')).toBe(io.default);
      const game = await createGame(referee.url);
      const seat = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
      expect(seat.room.roomId).toBe(game.gameId);
      await seat.room.leave();
      expect(process.listenerCount('uncaughtException')).toBe(handlers.uncaught);
      expect(process.listenerCount('unhandledRejection')).toBe(handlers.rejection);
      expect(http.createServer).toBe(createServer);
    } finally {
      await referee.close();
    }
  });
});
