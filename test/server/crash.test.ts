// The referee as `npm start` runs it, a separate process: its event loop's priority
// (REFEREE_LOOP_NICE), a DATABASE_URL it cannot reach, and crash recovery: it accepts
// commands, is killed with SIGKILL, starts again, and every seat comes back to the game as it
// stood, with every accepted command kept. On the test project's store: in the postgres
// project the process gets DATABASE_URL (a schema of its own), else its SQLite file.
import { afterAll, describe, expect, it } from 'vitest';
import { unitFromLeaf } from '../../engine/unit-wire.js';
import { threadNices } from '../thread-nices.js';
import { freePort, killed, refereeProcesses } from './referee-process.js';
import { createGame, handOf, joinSeat, privateOf, request, tableOf, until, type Seat } from './support.js';

const processes = refereeProcesses('crash');

afterAll(() => {
  processes.killAll();
});

describe('the referee process (npm start)', () => {
  it("raises its event loop's priority as REFEREE_LOOP_NICE asks, and no other thread's", async () => {
    const started = await processes.start(await freePort(), { REFEREE_LOOP_NICE: '-6' });
    const pid = started.process.pid!;
    if (process.getuid?.() === 0) {
      expect(started.output()).toContain('Event loop at nice -6 (REFEREE_LOOP_NICE).');
      if (process.platform === 'linux') {
        const nices = threadNices(pid);
        expect(nices.get(pid)).toBe(-6); // the main thread, the event loop
        expect([...nices].filter(([tid]) => tid !== pid).every(([, nice]) => nice === 0)).toBe(true); // GC helpers, the checkpointer, libuv's pool
      }
    } else {
      expect(started.output()).toContain('Event loop left at nice 0: raising a priority needs CAP_SYS_NICE');
    }
    await killed(started);
  }, 60_000);

  it('stops at start with a clear sentence when DATABASE_URL cannot be reached', async () => {
    const bad = processes.spawn(await freePort(), { DATABASE_URL: 'postgres://referee:secret@127.0.0.1:1/nowhere' });
    const code = await new Promise<number | null>((resolve) => bad.process.once('exit', resolve));
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/^The referee cannot start: store\/unreachable: cannot reach PostgreSQL at postgres:\/\/referee:\*\*\*@127\.0\.0\.1:1\/nowhere: .*Is DATABASE_URL right and the server running\?/);
    expect(bad.output()).not.toContain('secret');
  }, 60_000);

  /** A setting the process refuses at start: exit code 2 and this one sentence, nothing else. */
  async function refusedAtStart(env: Record<string, string>, sentence: string): Promise<void> {
    const bad = processes.spawn(await freePort(), env);
    const code = await new Promise<number | null>((resolve) => bad.process.once('exit', resolve));
    expect(code).toBe(2);
    expect(bad.output().trim()).toBe(sentence);
  }

  // Each setting the process reads as a number, given a value it is not.
  it.each([
    ['a REFEREE_LOOP_NICE out of range', { REFEREE_LOOP_NICE: '-30' }, 'REFEREE_LOOP_NICE must be a whole number from -20 (highest priority) to 19; it was "-30".'],
    ['a REFEREE_SQLITE_CACHE_MB that is not a size, naming its unit', { REFEREE_SQLITE_CACHE_MB: '64MB' }, 'REFEREE_SQLITE_CACHE_MB must be a whole number of MiB above 0; it is "64MB".'],
    ['a REFEREE_STORE_QUERY_TIMEOUT_MS that is not a time in milliseconds', { REFEREE_STORE_QUERY_TIMEOUT_MS: '30s' }, 'REFEREE_STORE_QUERY_TIMEOUT_MS must be a whole number of milliseconds above 0; it is "30s".'],
    ['a REFEREE_DEATH_CONFIRM_MS that is not a time in milliseconds', { REFEREE_DEATH_CONFIRM_MS: '0.5s' }, 'REFEREE_DEATH_CONFIRM_MS must be a whole number of milliseconds above 0; it is "0.5s".'],
    ['a REFEREE_PING_INTERVAL_MS that is not a time in milliseconds', { REFEREE_PING_INTERVAL_MS: '3s' }, 'REFEREE_PING_INTERVAL_MS must be a whole number of milliseconds above 0; it is "3s".'],
    ['a REFEREE_PING_MISSES of none', { REFEREE_PING_MISSES: '0' }, 'REFEREE_PING_MISSES must be a whole number of pings above 0; it is "0".'],
  ])('refuses %s with a sentence saying so', async (_what, env, sentence) => {
    await refusedAtStart(env, sentence);
  }, 60_000);
});

describe('crash recovery', () => {
  it('after SIGKILL the referee restores the game and every seat rejoins it as it stood', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = await processes.start(port);
    // The process deals from a random seed: games are made until one's south Overall Commander
    // holds a section order card (most deals do), the card this test issues.
    const sectionCard = (seat: Seat) => handOf(seat, 'south:oc').find((c) => /^order-(two|three|four)-(left|center|right)$/.test(c.kind.replace(/#.*/, '')));
    let game = await createGame(url);
    let oc = await joinSeat(url, game.gameId, game.seats['south:oc']!.token);
    await until(() => privateOf(oc, 'south:oc')?.hand?.length === 8, 'the hand');
    for (let deals = 1; !sectionCard(oc); deals++) {
      if (deals === 10) throw new Error('ten deals in a row without a section order card in the south hand');
      await oc.room.leave(true);
      game = await createGame(url);
      oc = await joinSeat(url, game.gameId, game.seats['south:oc']!.token);
      await until(() => privateOf(oc, 'south:oc')?.hand?.length === 8, 'the hand');
    }
    const seats: Record<string, Seat> = { 'south:oc': oc };
    for (const [id, s] of Object.entries(game.seats)) if (id !== 'south:oc') seats[id] = await joinSeat(url, game.gameId, s.token);

    // Play: a Field card, the command step, an order, a talk message.
    const card = sectionCard(oc)!;
    const section = card.kind.split('-').pop()!;
    expect((await request(seats['south:oc']!, 'command', { command: { type: 'IssueFieldCard', cardId: card.id } })).type).toBe('accepted');
    expect((await request(seats['south:oc']!, 'command', { command: { type: 'CompleteCommandStep', visit: section } })).type).toBe('accepted');
    expect(tableOf(seats['south:oc']!)).toBeTruthy();
    const units = Object.entries((seats['south:oc']!.room.state as { units: { toJSON(): Record<string, string> } }).units.toJSON()).map(([id, leaf]) => [id, unitFromLeaf(leaf)!] as const);
    const unit = units.find(([, u]) => u.army === 'south' && u.type !== 'leader' && sectionOf(u, section));
    const ordered = await request(seats[`south:${section}`]!, 'command', { command: { type: 'OrderUnit', section, unitId: unit![0] } });
    expect(ordered.type).toBe('accepted');
    expect((await request(seats['south:left']!, 'talk', { channel: 'team:south', text: 'hold the ford' })).type).toBe('accepted');
    const lastVersion = ordered.payload.version;
    const ocHand = privateOf(seats['south:oc']!, 'south:oc').hand;

    await killed(first);
    await processes.start(port);

    const back: Record<string, Seat> = {};
    for (const [id, s] of Object.entries(game.seats)) back[id] = await joinSeat(url, game.gameId, s.token);
    for (const [id, s] of Object.entries(back)) {
      await until(() => tableOf(s)?.version === lastVersion, `${id} to see version ${lastVersion}`);
      expect(s.messages.find((m) => m.type === 'welcome')!.payload.you.seatId).toBe(id);
    }
    expect(privateOf(back['south:oc']!, 'south:oc').hand).toEqual(ocHand);
    expect(tableOf(back['north:oc']!).turnState.orders).toHaveProperty(unit![0]);
    const welcome = back['south:center']!.messages.find((m) => m.type === 'welcome')!.payload;
    expect(welcome.talk.map((t: { text: string }) => t.text)).toEqual(['hold the ford']);
    expect(back['north:left']!.messages.find((m) => m.type === 'welcome')!.payload.talk).toEqual([]);
    // The game goes on.
    expect((await request(back[`south:${section}`]!, 'command', { command: { type: 'EndOrders', section } })).type).toBe('accepted');
  }, 90_000);
});

function sectionOf(u: { col: number; row: number }, section: string): boolean {
  const x = 2 * u.col + (u.row % 2);
  return section === 'left' ? x <= 16 : section === 'center' ? x >= 16 && x <= 34 : x >= 34;
}
