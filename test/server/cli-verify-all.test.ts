// `npm run referee -- verify --all` (server/cli/verify-all.ts) over a store of the project's
// kind: every game verified a page at a time, whatever its status; a game whose log was
// changed, or whose log is empty, named with its first bad entry, and exit 1; a store whose
// games all verify, exit 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommand, Dice, randomStart } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { verifyAll } from '../../server/cli/verify-all.js';
import { GameSession } from '../../server/game/session.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { newStoreLocation } from '../stores.js';

const location = newStoreLocation('verify_all');
let store: Store;
const ids: string[] = [];

/** A game started and played `commands` commands by the random player. */
async function playedGame(seed: string, commands: number): Promise<string> {
  const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford', undefined, 'hmac-sha256');
  const made = await GameSession.create(store, start, 1);
  if ('rejection' in made) throw new Error(made.rejection.message);
  const dice = new Dice(seededRandom(`player:${seed}`));
  for (let i = 0; i < commands; i++) {
    const r = await made.session.submit(chooseCommand(made.session.state, dice)!, 2 + i);
    if (!r.ok) throw new Error(r.rejection.message);
  }
  return made.session.id;
}

async function run(pageSize?: number): Promise<{ status: number; lines: string[] }> {
  const lines: string[] = [];
  const status = await verifyAll(location, (l) => lines.push(l), pageSize);
  return { status, lines };
}

beforeAll(async () => {
  store = await openStore(location);
  ids.push(await playedGame('va-1', 8), await playedGame('va-2', 5), await playedGame('va-3', 3));
  // Status does not matter: an abandoned game is verified too.
  await store.markAbandoned(ids[2]!);
});
afterAll(async () => {
  await store?.close();
});

describe('npm run referee -- verify --all', () => {
  it('verifies every game, a page at a time, and exits 0 when all do', async () => {
    const entries = 9 + 6 + 4;
    for (const pageSize of [2, 200]) {
      const { status, lines } = await run(pageSize);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^✓ all 3 games in .* verify \\(${entries} entries\\): every hash chain is whole`))]);
      expect(status).toBe(0);
    }
  });

  it('says how far it got every so often, apart from its results', async () => {
    const lines: string[] = [];
    const notes: string[] = [];
    expect(await verifyAll(location, (l) => lines.push(l), 2, { every: 2, note: (l) => notes.push(l) })).toBe(0);
    expect(notes).toEqual(['… 2 games verified so far, 0 of them not']);
    expect(lines).toHaveLength(1);
  });

  it('names a game whose log was changed, with its first bad entry, and exits 1; the others still verify', async () => {
    const changed = ids[1]!;
    const [entry] = (await store.readLog(changed)).filter((e) => e.seq === 3);
    await store.db.run('UPDATE log SET body = ? WHERE game_id = ? AND seq = 3', [entry!.body.replace('"seat"', '"seat" '), changed]);
    const { status, lines } = await run(2);
    expect(lines).toEqual([
      `✗ game ${changed} (active): entry 3 does not match: entry 3 was changed after it was written (its hash does not match its content).`,
      expect.stringMatching(/^✗ 1 of 3 games in .* does not verify \(above\); the other 2 do\.$/),
    ]);
    expect(status).toBe(1);
    await store.db.run('UPDATE log SET body = ? WHERE game_id = ? AND seq = 3', [entry!.body, changed]);
    expect((await run()).status).toBe(0);
  });

  it('names a game whose log is empty', async () => {
    await store.createGame({ id: 'no-log', createdAt: 5, scenarioId: 'vellara-ford', scenarioName: 'The Fords of Vellara', players: 8, seed: 's', seedHash: 'h' }, []);
    const { status, lines } = await run();
    expect(lines).toEqual(['✗ game no-log (active): its log is empty; a game\'s log begins with its start entry.', expect.stringMatching(/^✗ 1 of 4 games in .* does not verify \(above\); the other 3 do\.$/)]);
    expect(status).toBe(1);
  });

  it('stops with exit 2, saying how far it got, when the store cannot be read', async () => {
    const broken = newStoreLocation('verify_all_broken');
    const other = await openStore(broken);
    await other.createGame({ id: 'g', createdAt: 1, scenarioId: 'vellara-ford', scenarioName: 'The Fords of Vellara', players: 8, seed: 's', seedHash: 'h' }, []);
    await other.db.run('DROP TABLE log');
    await other.close();
    const lines: string[] = [];
    expect(await verifyAll(broken, (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual([expect.stringMatching(/^✗ reading the store at .* failed after 0 games: .*log/)]);
  });
});
