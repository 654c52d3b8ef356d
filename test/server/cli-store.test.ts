// `npm run referee -- verify` (one game, and `--all`) and `export` as real processes, against the store the test
// project runs on: DATABASE_URL for PostgreSQL, REFEREE_DB for a SQLite file (store/open.ts),
// as an operator runs them beside a live referee. And a DATABASE_URL that cannot be reached
// gets a clear sentence and exit status 1.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { testStoreKind } from '../stores.js';
import { createGame, joinSeat, request, startTestReferee } from './support.js';

const root = new URL('../..', import.meta.url).pathname;
let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  await referee.close();
});

/** The command line in a process of its own, pointed at `env`'s store only. */
function cli(args: string[], env: Record<string, string>): { status: number | null; out: string; err: string } {
  const { DATABASE_URL: _url, REFEREE_DB: _db, ...rest } = process.env;
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/cli/referee.ts'), ...args], { cwd: root, env: { ...rest, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

const storeEnv = (): Record<string, string> => (testStoreKind() === 'postgres' ? { DATABASE_URL: referee.storeAt } : { REFEREE_DB: referee.storeAt });

describe(`the command line on the ${testStoreKind()} store`, () => {
  it('verifies and exports a live game from the store the server writes', async () => {
    const game = await createGame(referee.url);
    const session = referee.registry.sessions.get(game.gameId)!;
    const seats = Object.fromEntries(await Promise.all(Object.entries(game.seats).map(async ([id, s]) => [id, await joinSeat(referee.url, game.gameId, s.token)] as const)));
    const dice = new Dice(seededRandom('cli-store'));
    for (let i = 0; i < 6; i++) {
      const cmd = chooseCommand(session.state, dice)!;
      expect((await request(seats[cmd.seat]!, 'command', { command: cmd.command })).type).toBe('accepted');
    }
    const verified = cli(['verify', game.gameId], storeEnv());
    expect(verified.err).toBe('');
    expect(verified.status).toBe(0);
    expect(verified.out).toMatch(new RegExp(`^✓ game ${game.gameId}: 7 entries; the hash chain is whole`));
    const exported = cli(['export', game.gameId], storeEnv());
    expect(exported.status).toBe(0);
    const json = JSON.parse(exported.out);
    expect(json.entries).toEqual(await referee.registry.store.readLog(game.gameId));
    expect(json.game).toMatchObject({ id: game.gameId, seedHash: game.seedHash, finished: false });
    const text = cli(['export', game.gameId, '--text'], storeEnv());
    expect(text.status).toBe(0);
    expect(text.out).toContain(`game ${game.gameId}`);
    // Every game of the store at once, as an operator checks a backup.
    const all = cli(['verify', '--all'], storeEnv());
    expect(all.err).toBe('');
    expect(all.status).toBe(0);
    expect(all.out).toMatch(/^✓ (the one game|all \d+ games) in .* verif(ies|y) \(\d+ entries\): every hash chain is whole/);
    // `--all` goes alone: a receipt belongs to one game.
    const mixed = cli(['verify', '--all', '--receipt', 'r.json'], storeEnv());
    expect(mixed.status).toBe(2);
    expect(mixed.err).toMatch(/^usage: .*verify --all/);
    // A game the store does not hold is named as such.
    const unknown = cli(['verify', 'no-such-game'], storeEnv());
    expect(unknown.status).toBe(1);
    expect(unknown.out).toMatch(/^✗ no game "no-such-game" in /);
  }, 120_000);

  it('says clearly when DATABASE_URL cannot be reached', () => {
    const r = cli(['export', 'some-game'], { DATABASE_URL: 'postgres://referee:secret@127.0.0.1:1/nowhere' });
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^cannot open the store at postgres:\/\/referee:\*\*\*@127\.0\.0\.1:1\/nowhere: store\/unreachable: cannot reach PostgreSQL/);
    expect(r.err).not.toContain('secret');
  }, 60_000);
});
