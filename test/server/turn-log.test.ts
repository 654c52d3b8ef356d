// The turn log through real clients: every seat, the spectator and the referee receive the
// log's lines as their role may read them (history with `welcome`, new lines in the synced
// state's `log` fields, in the patch of each accepted command); an issued card is named only to the Overall
// Commander, the Field General it reaches and the referee until the command step ends. And
// the seed check as a room message.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardDef, CARDS, legalCommands, type GameCommand, type Viewer } from '../../engine/index.js';
import { buildTimeline, linesUpTo, talkUpTo } from '../../client/src/referee/replay.js';
import { linesFor } from '../../engine/narrate-view.js';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { LogFieldReader, type LogFields } from '../../client/src/game/log-fields.js';
import { createGame, joinSeat, request, startTestReferee, until, type CreatedGame, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

interface Line {
  version: number;
  turn: number;
  army: string | null;
  text: string;
  redacted?: true;
}

/** A state snapshot (JSON, as the test client keeps them) as the log reader reads the room's. */
function logFieldsOf(snapshot: string): LogFields {
  return { log: (JSON.parse(snapshot) as { log?: string }).log };
}

/** The lines a client was sent in full (its private messages). */
function fullLinesOf(c: Seat, from = 0): string[] {
  return c.messages.slice(from).flatMap((m) => (m.type === 'private' && m.payload.log ? [m.payload.log as string] : []));
}

/** Every log field and line a client was sent, from the `from`-th state and message on, as text. */
function logFieldText(c: Seat, from = 0, fromMessage = 0): string {
  return [...c.seen.slice(from).map((snap) => logFieldsOf(snap).log ?? ''), ...fullLinesOf(c, fromMessage)].join('\n');
}

/** The lines a client holds, as the browser's connection builds them: its welcome's history,
 *  then the public field of every state it was patched to and the lines of its private messages,
 *  in the order they came, by version (client/src/game/log-fields.ts, connection.ts). */
function linesOf(c: Seat): Line[] {
  const byVersion = new Map<number, Line>();
  // The welcome comes right after the join's full state (Colyseus sends what onJoin sent once
  // the state is out), whose public field may hold a line the welcome has in full: read after it.
  let welcomed = false;
  const welcome = () => {
    if (welcomed) return;
    welcomed = true;
    for (const m of c.messages) if (m.type === 'welcome') for (const l of (m.payload.log ?? []) as Line[]) byVersion.set(l.version, l);
  };
  const reader = new LogFieldReader();
  // The private messages and the patches of one change come in that order (private first):
  // read them as the browser does, each private message before the states that follow it.
  const privates = c.messages.filter((m) => m.type === 'private' && m.payload.log);
  let next = 0;
  for (const snap of c.seen) {
    const version = (JSON.parse(snap) as { version: number }).version;
    while (next < privates.length && privates[next]!.payload.version <= version) for (const l of reader.readFull(privates[next++]!.payload.log)) byVersion.set(l.version, l as Line);
    for (const l of reader.read(logFieldsOf(snap))) byVersion.set(l.version, l as Line);
    welcome();
  }
  welcome();
  while (next < privates.length) for (const l of reader.readFull(privates[next++]!.payload.log)) byVersion.set(l.version, l as Line);
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
}

const textOf = (c: Seat) => linesOf(c).map((l) => l.text).join('\n');

function viewerOf(id: string): Viewer {
  return id === 'referee' ? { kind: 'referee' } : id === 'spectator' ? { kind: 'spectator' } : { kind: 'seat', seatId: id };
}

async function joinAll(game: CreatedGame): Promise<Record<string, Seat>> {
  const clients: Record<string, Seat> = {};
  for (const [id, s] of Object.entries(game.seats)) clients[id] = await joinSeat(referee.url, game.gameId, s.token);
  clients.spectator = await joinSeat(referee.url, game.gameId, game.spectator.token);
  clients.referee = await joinSeat(referee.url, game.gameId, game.referee.token);
  for (const [id, c] of Object.entries(clients)) await until(() => c.messages.some((m) => m.type === 'welcome'), `${id}'s welcome`);
  return clients;
}

describe('the turn log', () => {
  it('reaches each seat, the spectator and the referee with only what each may read', async () => {
    const game = await createGame(referee.url);
    const clients = await joinAll(game);
    const session = referee.registry.sessions.get(game.gameId)!;
    const army = session.state.activeArmy;
    const armyName = session.state.armies[army].name;
    const oc = `${army}:oc`;

    // History on joining: the opening line and the deal, the cards named to their holder only.
    const firstHand = session.state.armies[army].hand.map((id) => cardDef(session.state.cards[id]!).name);
    expect(linesOf(clients.spectator!)[0]!.text).toContain(`${session.state.scenario.name}: `);
    expect(textOf(clients[oc]!)).toContain(`${armyName}'s Overall Commander is dealt ${firstHand.length} Command cards (${firstHand[0]}`);
    expect(textOf(clients.referee!)).toContain(`${armyName}'s Overall Commander is dealt ${firstHand.length} Command cards (${firstHand[0]}`);
    for (const id of [`${army}:left`, 'spectator', army === 'south' ? 'north:oc' : 'south:oc']) {
      expect(textOf(clients[id]!)).toContain(`${armyName}'s Overall Commander is dealt ${firstHand.length} Command cards.`);
    }

    // The Overall Commander issues a section card: one Field General is concerned.
    const issue = legalCommands(session.state, oc).find((c): c is Extract<GameCommand, { type: 'IssueFieldCard' }> => c.type === 'IssueFieldCard' && /^order-(two|three|four)-(left|center|right)#/.test(c.cardId));
    expect(issue, 'a section card in the first hand').toBeTruthy();
    const kind = session.state.cards[issue!.cardId]!;
    const name = cardDef(kind).name;
    const section = kind.split('-').pop() as 'left' | 'center' | 'right';
    const before = session.state.version;
    const seenBefore = new Map(Object.entries(clients).map(([id, c]) => [id, c.seen.length]));
    expect((await request(clients[oc]!, 'command', { command: issue })).type).toBe('accepted');
    for (const [id, c] of Object.entries(clients)) await until(() => linesOf(c).some((l) => l.version > before), `${id} to read the issue`);

    const readers = new Set([oc, `${army}:${section}`, 'referee']);
    for (const [id, c] of Object.entries(clients)) {
      const last = linesOf(c).at(-1)!;
      if (readers.has(id)) {
        expect(last.text, id).toContain(`the Overall Commander issued ${name} to the ${section[0]!.toUpperCase()}${section.slice(1)} Field General`);
        expect(last.redacted, id).toBeUndefined();
      } else {
        expect(last.text, id).toMatch(/the Overall Commander issued a Field card \(face down\); his hand \d+ → \d+ cards\.$/);
        expect(last.redacted, id).toBe(true);
        // Nothing this client received since names the card: no log field of any state it was
        // patched to, no message. (Its own Overall Commander's dealt hand may hold a card of the
        // same name, in its welcome's history or its private part: that is his.)
        const since = c.messages.map((m) => (m.type === 'welcome' ? { ...m, payload: { ...m.payload, log: [] } } : m));
        expect(JSON.stringify(since).includes(name), `${id} received "${name}"`).toBe(false);
        expect(logFieldText(c, seenBefore.get(id)).includes(name), `${id} was patched with "${name}"`).toBe(false);
        // The line came in the patch of its change: no message of its own.
        expect(c.messages.some((m) => m.type === 'log'), `${id} got a log message`).toBe(false);
      }
    }

    // The command step ends: the card is face up, and every line says so.
    const mid = session.state.version;
    expect((await request(clients[oc]!, 'command', { command: { type: 'CompleteCommandStep', visit: null } })).type).toBe('accepted');
    for (const [id, c] of Object.entries(clients)) {
      await until(() => linesOf(c).some((l) => l.version > mid), `${id} to read the completion`);
      expect(linesOf(c).at(-1)!.text, id).toContain(`completed his command step with ${name}`);
    }

    // A newcomer (and a second tab of a seat) gets the same history in its welcome.
    const late = await joinSeat(referee.url, game.gameId, game.spectator.token);
    const lateLeft = await joinSeat(referee.url, game.gameId, game.seats[`${army}:${section}`]!.token);
    await until(() => late.messages.some((m) => m.type === 'welcome') && lateLeft.messages.some((m) => m.type === 'welcome'), 'the late welcomes');
    expect(linesOf(late)).toEqual(linesOf(clients.spectator!));
    expect(linesOf(lateLeft)).toEqual(linesOf(clients[`${army}:${section}`]!));
    // The log fields carried each line: history plus what came later, no gaps.
    const spectatorVersions = linesOf(clients.spectator!).map((l) => l.version);
    expect(spectatorVersions).toEqual((await session.logFor({ kind: 'spectator' }, 0)).map((l) => l.version));
    await late.room.leave();
    await lateLeft.room.leave();
    for (const c of Object.values(clients)) await c.room.leave();
  }, 30_000);

  it('never sends a hidden card name over a few turns of a game', async () => {
    const game = await createGame(referee.url);
    const clients = await joinAll(game);
    const session = referee.registry.sessions.get(game.gameId)!;
    const names = CARDS.map((c) => c.name);
    // Drive the game: every issue is followed by a check, the command step ended by the OC.
    for (let turn = 0; turn < 3; turn++) {
      const army = session.state.activeArmy;
      const oc = `${army}:oc`;
      const issues = legalCommands(session.state, oc).filter((c) => c.type === 'IssueFieldCard').slice(0, 1);
      for (const command of issues) {
        const v = session.state.version;
        expect((await request(clients[oc]!, 'command', { command })).type).toBe('accepted');
        for (const c of Object.values(clients)) await until(() => linesOf(c).some((l) => l.version > v), 'the issue line');
        // Who may not see the play reads no card name in the new line.
        for (const [id, c] of Object.entries(clients)) {
          const line = linesOf(c).at(-1)!;
          const sees = session.view(viewerOf(id)).turnState.plays.length > 0;
          if (!sees) for (const n of names) expect(line.text.includes(n), `${id}: ${line.text}`).toBe(false);
        }
      }
      expect((await request(clients[oc]!, 'command', { command: { type: 'CompleteCommandStep', visit: null } })).type).toBe('accepted');
      // Each section ends its orders, moves and battles.
      for (let guard = 0; guard < 30 && session.state.activeArmy === army && !session.finished; guard++) {
        const waiting = session.view({ kind: 'referee' }).waitingFor;
        const w = waiting[0];
        if (!w) break;
        const cmd = legalCommands(session.state, w.seatId).find((c) => c.type === 'EndOrders' || c.type === 'EndMoves' || c.type === 'EndBattles' || c.type === 'DeclineFirstStrike');
        if (!cmd) break;
        expect((await request(clients[w.seatId]!, 'command', { command: cmd })).type).toBe('accepted');
      }
    }
    // Each client holds exactly the log as its role reads it: history and live lines together.
    for (const [id, c] of Object.entries(clients)) {
      const whole = await session.logFor(viewerOf(id), 0);
      await until(() => linesOf(c).length === whole.length, `${id} to hold the whole log`);
      expect(linesOf(c), id).toEqual(whole);
    }
    expect(session.state.turn).toBeGreaterThan(1);
    // Draws: named to the Overall Commander who drew, counted for everyone else.
    expect(textOf(clients['south:oc']!)).toMatch(/Overall Commander drew \d cards? \(/);
    expect(textOf(clients.spectator!)).not.toMatch(/drew \d cards? \(/);
    for (const c of Object.values(clients)) await c.room.leave();
  }, 30_000);

  it('verifies the seed for the referee, names the entry that does not match, and waits for the end for players', async () => {
    const game = await createGame(referee.url);
    const ref = await joinSeat(referee.url, game.gameId, game.referee.token);
    const oc = await joinSeat(referee.url, game.gameId, game.seats['south:oc']!.token);
    const session = referee.registry.sessions.get(game.gameId)!;
    const issue = legalCommands(session.state, 'south:oc').find((c) => c.type === 'IssueFieldCard')!;
    expect((await request(oc, 'command', { command: issue })).type).toBe('accepted');
    expect((await request(oc, 'command', { command: { type: 'CompleteCommandStep', visit: null } })).type).toBe('accepted');

    const ok = await request(ref, 'verify', {});
    expect(ok.type).toBe('verify');
    expect(ok.payload).toMatchObject({ ok: true, entries: 3, firstBad: null, seedChecked: true });

    const refused = await request(oc, 'verify', {});
    expect(refused.type).toBe('rejected');
    expect(refused.payload.code).toBe('verify/not_yet');
    expect((await request(oc, 'verify', { extra: 1 })).payload.code).toBe('message/malformed');

    // A changed entry: the check names it.
    await referee.registry.store.db.run("UPDATE log SET body = replace(body, '\"visit\":null', '\"visit\":\"left\"') WHERE game_id = ? AND seq = 3", [game.gameId]);
    const bad = await request(ref, 'verify', {});
    expect(bad.payload.ok).toBe(false);
    expect(bad.payload.firstBad.seq).toBe(3);
    expect(bad.payload.firstBad.reason).toMatch(/entry 3 was changed after it was written/);
    await ref.room.leave();
    await oc.room.leave();
  }, 20_000);

  it("replays the referee's export in the timeline to the live state, step by step, and continues it as the game goes on", async () => {
    const game = await createGame(referee.url);
    const clients = await joinAll(game);
    const session = referee.registry.sessions.get(game.gameId)!;
    const dice = new Dice(seededRandom('timeline'));
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const cmd = chooseCommand(session.state, dice)!;
        expect((await request(clients[cmd.seat]!, 'command', { command: cmd.command })).type).toBe('accepted');
        // A Field General: the courier rule may close the table to an Overall Commander (engine/talk.ts).
        if (i === 2) expect((await request(clients['north:left']!, 'talk', { channel: 'table', text: 'a word in between' })).type).toBe('accepted');
      }
    };
    await play(12);
    const first = await request(clients.referee!, 'export', { format: 'json' });
    const t1 = buildTimeline(first.payload.content);
    expect(t1.steps).toHaveLength(13); // the start and twelve commands
    const said = t1.steps.map((st, i) => (st.talk.length ? i : -1)).filter((i) => i >= 0);
    expect(said).toEqual([3]); // said after the third command
    expect(talkUpTo(t1, 2)).toEqual([]);
    expect(talkUpTo(t1, 3).map((t) => t.text)).toEqual(['a word in between']);
    expect(JSON.stringify(t1.steps.at(-1)!.state)).toBe(JSON.stringify(session.state));
    // The log up to the last step, as each role reads it, is what the room sent it.
    for (const id of ['spectator', 'referee', 'north:oc', 'south:left']) {
      expect(linesFor(linesUpTo(t1, t1.steps.length - 1), viewerOf(id))).toEqual(await session.logFor(viewerOf(id), 0));
    }
    await play(8);
    const t2 = buildTimeline((await request(clients.referee!, 'export', { format: 'json' })).payload.content, t1);
    expect(t2.steps).toHaveLength(21);
    expect(t2.steps[12]).toBe(t1.steps[12]); // continued, not rebuilt
    expect(JSON.stringify(t2.steps.at(-1)!.state)).toBe(JSON.stringify(session.state));
    expect(JSON.stringify(buildTimeline((await request(clients.referee!, 'export', { format: 'json' })).payload.content).steps.at(-1)!.state)).toBe(JSON.stringify(session.state));
    // An export of another game is not continued from this one.
    expect(() => buildTimeline('{"format":"other"}')).toThrow(/not an epic-referee-log\/1 export/);
    for (const c of Object.values(clients)) await c.room.leave();
  }, 30_000);
});

describe("a long game's turn log, most of it no longer in memory (game/turn-log.ts)", () => {
  let short: Awaited<ReturnType<typeof startTestReferee>>;
  beforeAll(async () => {
    // Four lines kept: a few commands in, a welcome's older lines come from the store.
    short = await startTestReferee(undefined, { turnLog: { keepLines: 4, sliceEntries: 5 } });
  });
  afterAll(async () => {
    await short.close();
  });

  async function played(commands: number) {
    const game = await createGame(short.url);
    const clients: Record<string, Seat> = {};
    for (const [id, s] of Object.entries(game.seats)) clients[id] = await joinSeat(short.url, game.gameId, s.token);
    clients.spectator = await joinSeat(short.url, game.gameId, game.spectator.token);
    for (const [id, c] of Object.entries(clients)) await until(() => c.messages.some((m) => m.type === 'welcome'), `${id}'s welcome`);
    const session = short.registry.sessions.get(game.gameId)!;
    const dice = new Dice(seededRandom(`long-${game.gameId}`));
    // At least `commands`, and on until memory has let lines go (the game is random: some
    // commands tell no line), so the tests below read older lines from the store.
    for (let i = 0; i < commands || (session.turnLog.keptAfter < 5 && i < 400); i++) {
      const cmd = chooseCommand(session.state, dice)!;
      expect((await request(clients[cmd.seat]!, 'command', { command: cmd.command })).type).toBe('accepted');
    }
    return { game, clients, session };
  }

  it('welcomes a late joiner with the whole log as his role reads it, the older lines read again from the store', async () => {
    const { game, clients, session } = await played(30);
    expect(session.turnLog.keptAfter).toBeGreaterThan(0);
    expect(session.turnLog.linesInMemory).toBeLessThanOrEqual(8);
    const read = vi.spyOn(short.registry.store, 'readLog');
    const lateSpectator = await joinSeat(short.url, game.gameId, game.spectator.token);
    const lateSeat = await joinSeat(short.url, game.gameId, game.seats['north:oc']!.token);
    for (const c of [lateSpectator, lateSeat]) await until(() => c.messages.some((m) => m.type === 'welcome'), 'the late welcome');
    for (const [late, id] of [[lateSpectator, 'spectator'], [lateSeat, 'north:oc']] as const) {
      const welcome = late.messages.find((m) => m.type === 'welcome')!.payload;
      expect(welcome.logFrom).toBeUndefined();
      expect(linesOf(late), id).toEqual(linesOf(clients[id]!));
      expect(linesOf(late)[0]!.text).toContain(`${session.state.scenario.name}: `);
      expect(linesOf(late), id).toEqual(await session.logFor(viewerOf(id), 0));
    }
    // Both welcomes came from one read of the log.
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    expect(session.turnLog.linesInMemory).toBeGreaterThan(8);
    for (const c of [...Object.values(clients), lateSpectator, lateSeat]) await c.room.leave();
    // Nobody left to welcome: the whole log is let go, the latest lines kept.
    await until(() => session.turnLog.linesInMemory <= 8, 'the whole log let go');
  }, 30_000);

  it('welcomes a client joining again with the lines after the last one it holds (logAfter), from memory', async () => {
    const { game, clients, session } = await played(30);
    const held = linesOf(clients['south:oc']!);
    // Within the last four lines, which memory always keeps (keepLines: 4).
    const upTo = held[held.length - 3]!.version;
    expect(upTo).toBeGreaterThan(session.turnLog.keptAfter);
    const read = vi.spyOn(short.registry.store, 'readLog');
    const again = await joinSeat(short.url, game.gameId, game.seats['south:oc']!.token, { logAfter: upTo });
    await until(() => again.messages.some((m) => m.type === 'welcome'), 'the welcome');
    const welcome = again.messages.find((m) => m.type === 'welcome')!.payload;
    expect(welcome.logAfter).toBe(upTo);
    expect(welcome.log).toEqual(held.filter((l) => l.version > upTo));
    // A spectator's too, and from a version memory no longer keeps: the older lines from the store.
    const watcher = await joinSeat(short.url, game.gameId, game.spectator.token, { logAfter: 3 });
    await until(() => watcher.messages.some((m) => m.type === 'welcome'), 'the welcome');
    expect(read).toHaveBeenCalledTimes(1);
    expect(watcher.messages.find((m) => m.type === 'welcome')!.payload.log).toEqual(linesOf(clients.spectator!).filter((l) => l.version > 3));
    // A version this game has not reached is not believed: the whole log.
    const ahead = await joinSeat(short.url, game.gameId, game.seats['north:left']!.token, { logAfter: session.state.version + 100 });
    await until(() => ahead.messages.some((m) => m.type === 'welcome'), 'the welcome');
    expect(ahead.messages.find((m) => m.type === 'welcome')!.payload.logAfter).toBeUndefined();
    expect(linesOf(ahead)).toEqual(linesOf(clients['north:left']!));
    read.mockRestore();
    for (const c of [...Object.values(clients), again, watcher, ahead]) await c.room.leave();
  }, 30_000);

  it('welcomes with the lines memory keeps and where they begin when the store cannot be read, and says so in the server log', async () => {
    const { game, clients, session } = await played(20);
    const read = vi.spyOn(short.registry.store, 'readLog').mockRejectedValue(new Error('the disk is gone'));
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const late = await joinSeat(short.url, game.gameId, game.spectator.token);
    await until(() => late.messages.some((m) => m.type === 'welcome'), 'the late welcome');
    const welcome = late.messages.find((m) => m.type === 'welcome')!.payload;
    const from = session.turnLog.keptAfter;
    expect(welcome.logFrom).toBe(from);
    expect((welcome.log as Line[]).map((l) => l.version)).toEqual(linesOf(clients.spectator!).filter((l) => l.version > from).map((l) => l.version));
    expect(said.mock.calls.some((c) => /turn log's earlier lines could not be read for a welcome \(the disk is gone\)/.test(String(c[0])))).toBe(true);
    read.mockRestore();
    said.mockRestore();
    for (const c of [...Object.values(clients), late]) await c.room.leave();
  }, 30_000);
});
