// The server benchmark's view into a room (onCommandTimed): every accepted command,
// and only those, is reported once with the version its patch carries and its times in
// order (received → committed → sent), so the benchmark can split its slowest commands'
// latency into time in the server and time outside it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { onCommandTimed, type CommandTiming } from '../../server/game/registry.js';
import { createGame, joinSeat, request, startTestReferee, type Seat } from './support.js';

describe('command timing', () => {
  let ref: Awaited<ReturnType<typeof startTestReferee>>;
  beforeAll(async () => {
    ref = await startTestReferee();
  });
  afterAll(async () => {
    await ref.close();
  });

  it('reports each accepted command once, in order, and no refused one', async () => {
    const timings: CommandTiming[] = [];
    const stop = onCommandTimed((t) => timings.push(t));
    try {
      const game = await createGame(ref.url);
      const seats: Record<string, Seat> = {};
      for (const [id, s] of Object.entries(game.seats)) seats[id] = await joinSeat(ref.url, game.gameId, s.token);
      const session = ref.registry.sessions.get(game.gameId)!;
      const dice = new Dice(seededRandom('timing'));
      const accepted: number[] = [];
      for (let i = 0; i < 4; i++) {
        const cmd = chooseCommand(session.state, dice)!;
        const answer = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: session.state.version });
        expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
        accepted.push(answer.payload.version);
        // A stale command (made against the version before this one) is refused: not timed.
        const stale = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: 0 });
        expect(stale.type).toBe('rejected');
      }
      expect(timings.map((t) => t.version)).toEqual(accepted);
      for (const t of timings) {
        expect(t.gameId).toBe(game.gameId);
        expect(t.received).toBeLessThanOrEqual(t.committed);
        expect(t.committed).toBeLessThanOrEqual(t.sent);
      }
      for (const s of Object.values(seats)) await s.room.leave();
    } finally {
      stop();
    }
  });

  it('a failing hook does not turn an accepted command into a refusal', async () => {
    const stop = onCommandTimed(() => {
      throw new Error('hook broke');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const game = await createGame(ref.url);
      const seats: Record<string, Seat> = {};
      for (const [id, s] of Object.entries(game.seats)) seats[id] = await joinSeat(ref.url, game.gameId, s.token);
      const session = ref.registry.sessions.get(game.gameId)!;
      const cmd = chooseCommand(session.state, new Dice(seededRandom('timing-hook')))!;
      const answer = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: session.state.version });
      expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
      // One more round trip on the same socket: anything the room sent about the first
      // command has arrived by the time this answer has.
      const stale = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: 0 });
      expect(stale.type).toBe('rejected');
      expect(seats[cmd.seat]!.messages.filter((m) => m.type === 'rejected' && m.payload?.requestId === answer.payload.requestId)).toEqual([]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('hook broke'));
      for (const s of Object.values(seats)) await s.room.leave();
    } finally {
      errors.mockRestore();
      stop();
    }
  });
});
