// Whole games through real WebSocket clients: eight seats, a spectator and a referee play
// random legal games; after every step each of them is checked for what it must and must not
// see; talk goes only where the rules let it; the log replays to the live state, verifies,
// and a tampered entry is found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArmyId, GameState } from '../../engine/index.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { postableChannels } from '../../engine/talk.js';
import { foldLog } from '../../server/game/session.js';
import { publicPart } from '../../server/game/projection.js';
import { verify } from '../../server/cli/referee.js';
import { cliReads, createGame, heldText, joinSeat, request, startTestReferee, tableOf, until, type CreatedGame, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
  cliReads(referee.storeAt);
});
afterAll(async () => {
  cliReads(null);
  await referee.close();
});

/** Card ids and secrets this seat may not have seen at this state (JSON tokens). */
function forbidden(s: GameState, seatId: string | 'spectator'): string[] {
  const seat = s.seats.find((x) => x.id === seatId);
  const shown = new Set([...s.armies.north.lastTurnPlays, ...s.armies.south.lastTurnPlays].flatMap((p) => p.cardIds));
  const hidden = [...s.deck];
  for (const army of ['north', 'south'] as ArmyId[]) {
    if (!(seat && seat.army === army && seat.roles.includes('overall-commander'))) hidden.push(...s.armies[army].hand);
  }
  return [...hidden.filter((c) => !shown.has(c)).map((c) => JSON.stringify(c)), s.seed];
}

async function playGame(gameNo: number, commands: number): Promise<void> {
  const game: CreatedGame = await createGame(referee.url, { scenario: gameNo % 2 ? 'seven-standards' : 'vellara-ford', players: 8 });
  const clients: Record<string, Seat> = {};
  for (const [id, s] of Object.entries(game.seats)) clients[id] = await joinSeat(referee.url, game.gameId, s.token);
  clients.spectator = await joinSeat(referee.url, game.gameId, game.spectator.token);
  clients.referee = await joinSeat(referee.url, game.gameId, game.referee.token);
  const session = referee.registry.sessions.get(game.gameId)!;
  const dice = new Dice(seededRandom(`flow-${gameNo}`));
  const secrets: { text: string; readers: string[] }[] = [];

  for (let i = 0; i < commands && !session.finished; i++) {
    const cmd = chooseCommand(session.state, dice);
    if (!cmd) break;
    const answer = await request(clients[cmd.seat]!, 'command', { command: cmd.command, basedOn: session.state.version });
    expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
    const version = answer.payload.version;
    for (const [id, c] of Object.entries(clients)) await until(() => tableOf(c)?.version === version, `${id} to see version ${version}`);
    // What the spectator's client put back together from the patched map is the engine's
    // public view (cards as their ids), leaf for leaf: no stale or missing entry.
    expect(tableOf(clients.spectator!)).toEqual(JSON.parse(JSON.stringify(publicPart(session.state))));
    // Every seat, the spectator: nothing hidden in what it holds now.
    for (const [id, c] of Object.entries(clients)) {
      if (id === 'referee') continue;
      const held = heldText(c);
      for (const token of forbidden(session.state, id)) expect(held.includes(token), `${id} holds ${token}`).toBe(false);
    }
    // Talk: a Field General to his team; the Overall Commander at the front when open.
    if (i % 7 === 3) {
      const fg = `${session.state.activeArmy}:left`;
      const text = `team-secret-${gameNo}-${i}`;
      expect((await request(clients[fg]!, 'talk', { channel: `team:${session.state.activeArmy}`, text })).type).toBe('accepted');
      secrets.push({ text, readers: [`${session.state.activeArmy}:left`, `${session.state.activeArmy}:center`, `${session.state.activeArmy}:right`, 'referee'] });
    }
    const oc = `${session.state.activeArmy}:oc`;
    const front = postableChannels(session.state, oc).find((c) => c.startsWith('front:'));
    if (front && i % 5 === 0) {
      const text = `front-secret-${gameNo}-${i}`;
      expect((await request(clients[oc]!, 'talk', { channel: front, text })).type).toBe('accepted');
      const visit = session.state.turnState.visit;
      const army = session.state.activeArmy;
      const readers = visit === 'all' ? [`${army}:oc`, `${army}:left`, `${army}:center`, `${army}:right`] : [`${army}:oc`, `${army}:${visit}`];
      secrets.push({ text, readers: [...readers, 'referee'] });
    }
  }
  // Talk reached exactly its readers.
  await until(() => secrets.every((s) => clients.referee!.messages.some((m) => m.type === 'talk' && m.payload.text === s.text)), 'the referee to hear all talk');
  for (const [id, c] of Object.entries(clients)) {
    const heard = JSON.stringify(c.messages);
    for (const s of secrets) expect(heard.includes(JSON.stringify(s.text)), `${id} and "${s.text}"`).toBe(s.readers.includes(id));
  }
  // The log replays to the live state and verifies.
  expect(foldLog(await referee.registry.store.readLog(game.gameId)).state).toEqual(session.state);
  const lines: string[] = [];
  expect(await verify(game.gameId, (l) => lines.push(l))).toBe(true);
  // The server starts its games on the HMAC-SHA256 stream, and the log says so (issue 17, item 8).
  const start = JSON.parse((await referee.registry.store.readLog(game.gameId))[0]!.body);
  expect(start.command.generator).toBe('hmac-sha256');
  expect(start.events[0].random.source).toBe('hmac-sha256');
  expect(session.state.random.source).toBe('hmac-sha256');
}

describe('random games through the server', () => {
  it('every seat sees what it may and nothing more, after every step; talk reaches only its readers; the log replays and verifies', async () => {
    for (let g = 0; g < 3; g++) await playGame(g, 70);
  }, 240_000);

  it('verify finds a tampered entry in the database', async () => {
    const game = await createGame(referee.url);
    const oc = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    await until(() => tableOf(oc) !== null, 'state');
    const session = referee.registry.sessions.get(game.gameId)!;
    const dice = new Dice(seededRandom('tamper'));
    for (let i = 0; i < 3; i++) {
      const cmd = chooseCommand(session.state, dice)!;
      const c = cmd.seat === 'south:oc' ? oc : await joinSeat(referee.url, game.gameId, game.seats[cmd.seat]!.token);
      expect((await request(c, 'command', { command: cmd.command })).type).toBe('accepted');
    }
    await referee.registry.store.db.run("UPDATE log SET body = replace(body, '\"seat\":\"south:oc\"', '\"seat\":\"north:oc\"') WHERE game_id = ? AND seq = 2", [game.gameId]);
    const lines: string[] = [];
    expect(await verify(game.gameId, (l) => lines.push(l))).toBe(false);
    expect(lines.join('\n')).toMatch(/entry 2 does not match/);
  });
});
