// Receipts through real clients (issue 17, item 7; server/store/receipt.ts): every `accepted`
// answer, to a command or to a talk message, carries the chain's new head; a player keeps the
// last one. Someone holding the database deletes the last rows of the log, or rewrites the
// actor column of an entry and recomputes every later hash: the log alone still verifies, and
// the receipt catches both, in the referee's room (`verify` with the receipt) and in
// `npm run referee -- verify --receipt`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { verify } from '../../server/cli/referee.js';
import { entryHash, type LogEntry } from '../../server/store/log-chain.js';
import { receiptFile, type Receipt } from '../../server/store/receipt.js';
import { cliReads, createGame, joinSeat, request, startTestReferee, until, type Seat } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
  cliReads(referee.storeAt);
});
afterAll(async () => {
  cliReads(null);
  await referee.close();
});

/** Plays `n` commands and a table message through the seats; returns the last receipt each
 *  seat was given. */
async function play(gameId: string, clients: Record<string, Seat>, n: number, seed: string): Promise<Record<string, Receipt>> {
  const session = referee.registry.sessions.get(gameId)!;
  const dice = new Dice(seededRandom(seed));
  const kept: Record<string, Receipt> = {};
  for (let i = 0; i < n; i++) {
    const cmd = chooseCommand(session.state, dice)!;
    const a = await request(clients[cmd.seat]!, 'command', { command: cmd.command });
    expect(a.type).toBe('accepted');
    // The receipt is the head of the chain now: the entry this command was written as.
    const rows = await referee.registry.store.readLog(gameId);
    expect(a.payload.receipt).toEqual({ gameId, seq: rows.length, hash: rows[rows.length - 1]!.hash });
    kept[cmd.seat] = a.payload.receipt;
  }
  const said = await request(clients['south:left']!, 'talk', { channel: 'table', text: 'Well met.' });
  expect(said.type).toBe('accepted');
  expect(said.payload.receipt.seq).toBe((await referee.registry.store.readLog(gameId)).length);
  kept['south:left'] = said.payload.receipt;
  return kept;
}

async function cli(gameId: string, receipt?: Receipt): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const files: string[] = [];
  if (receipt) {
    const file = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'receipt.json');
    writeFileSync(file, receiptFile(receipt));
    files.push(file);
  }
  return { ok: await verify(gameId, (l) => lines.push(l), files), lines };
}

describe('receipts', () => {
  it('anchor the log: a truncated log and a rewritten actor column are caught by a receipt', async () => {
    const game = await createGame(referee.url);
    const clients: Record<string, Seat> = {};
    for (const [id, s] of Object.entries(game.seats)) clients[id] = await joinSeat(referee.url, game.gameId, s.token);
    const ref = await joinSeat(referee.url, game.gameId, game.referee.token);
    await until(() => ref.messages.some((m) => m.type === 'welcome'), "the referee's welcome");
    const kept = await play(game.gameId, clients, 14, 'receipts');
    const last = kept['south:left']!;
    const db = referee.registry.store.db;

    // Untouched: the room and the command line agree with the receipt.
    expect((await request(ref, 'verify', { receipt: last })).payload).toMatchObject({ ok: true, receipts: [{ seq: last.seq, ok: true }] });
    expect((await cli(game.gameId, last)).ok).toBe(true);
    // A malformed receipt is refused for its shape, naming the field.
    expect((await request(ref, 'verify', { receipt: { ...last, hash: 'abc' } })).payload).toMatchObject({ code: 'message/malformed', message: expect.stringMatching(/receipt\.hash/) });

    // The last three rows deleted: the chain is whole, so only the receipt tells.
    const rows = await referee.registry.store.readLog(game.gameId);
    const saved = rows.slice(-3);
    await db.run('DELETE FROM log WHERE game_id = ? AND seq > ?', [game.gameId, rows.length - 3]);
    expect((await cli(game.gameId)).ok).toBe(true);
    const cut = await cli(game.gameId, last);
    expect(cut.ok).toBe(false);
    expect(cut.lines.join('\n')).toMatch(/✗ receipt of entry \d+: the log ends at entry \d+, but the receipt holds entry \d+: entries were removed/);
    const inRoom = (await request(ref, 'verify', { receipt: last })).payload;
    expect(inRoom).toMatchObject({ ok: false, firstBad: null, receipts: [{ ok: false, reason: expect.stringMatching(/entries were removed/) }] });
    for (const e of saved) await db.run('INSERT INTO log (game_id, seq, at, kind, actor, body, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [e.gameId, e.seq, e.at, e.kind, e.actor, e.body, e.prevHash, e.hash]);
    expect((await cli(game.gameId, last)).ok).toBe(true);

    // An early command's actor column rewritten, and every later hash recomputed.
    const target = rows.find((e) => e.seq > 3 && e.kind === 'command')!;
    let prevHash = rows[target.seq - 2]!.hash;
    for (const e of rows.slice(target.seq - 1)) {
      const actor = e.seq === target.seq ? (e.actor === 'south:oc' ? 'north:oc' : 'south:oc') : e.actor;
      const changed: Omit<LogEntry, 'hash'> = { ...e, actor, prevHash };
      const hash = entryHash(changed);
      await db.run('UPDATE log SET actor = ?, prev_hash = ?, hash = ? WHERE game_id = ? AND seq = ?', [actor, prevHash, hash, e.gameId, e.seq]);
      prevHash = hash;
    }
    const forged = await cli(game.gameId, last);
    expect(forged.ok).toBe(false);
    expect(forged.lines.join('\n')).toMatch(/✗ receipt of entry \d+: entry \d+ does not carry the receipt's hash: the log was rewritten at or before/);
    expect(forged.lines[0]).toMatch(new RegExp(`entry ${target.seq} does not match: .*actor column says`));
    const roomForged = (await request(ref, 'verify', { receipt: last })).payload;
    expect(roomForged.receipts[0]).toMatchObject({ ok: false, reason: expect.stringMatching(/rewritten at or before/) });
    for (const c of [...Object.values(clients), ref]) await c.room.leave();
  }, 30_000);
});
