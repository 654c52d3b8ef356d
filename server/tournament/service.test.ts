// The tournament service with stand-in game rooms: a re-paired round's old games are marked
// void with the new pairing and their rooms closed; rooms opened for a pairing that cannot be
// completed are voided and closed too, and nothing is appended.
import { afterEach, describe, expect, it } from 'vitest';
import { ok, fail } from '../../engine/tournament/index.js';
import { openTestStore } from '../../test/stores.js';
import type { Store } from '../store/store.js';
import type { GameRooms } from './game-rooms.js';
import { TournamentService } from './service.js';
import { TournamentStore } from './store.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function setUp(failOpenAt = Infinity) {
  const store = await openTestStore('service');
  stores.push(store);
  const db = store.db;
  let opened = 0;
  const closed: string[] = [];
  const rooms: GameRooms = {
    async open() {
      if (++opened >= failOpenAt) return fail('request/unknown_scenario', 'no such scenario');
      const id = `g${opened}`;
      await db.run("INSERT INTO games (id, created_at, scenario_id, scenario_name, players, seed, seed_hash) VALUES (?, 0, 's', 'S', 2, 'x', 'y')", [id]);
      return ok(id);
    },
    async close(ids) {
      closed.push(...ids);
    },
  };
  let t = 0;
  const service = new TournamentService(new TournamentStore(db), rooms, () => ++t, () => 'service-seed');
  const status = async (id: string) => (await store.gameStatus(id))!;
  return { service, closed, status };
}

async function fourEntrants(service: TournamentService) {
  const { id } = await service.create({ name: 'Unit Open', scenario: 'vellara-ford' });
  const org = { role: 'organizer' as const };
  await service.act(id, org, { kind: 'RegistrationOpened' });
  for (const name of ['A', 'B', 'C', 'D']) expect((await service.register(id, { role: 'entrant' }, name, [])).ok).toBe(true);
  await service.act(id, org, { kind: 'RegistrationClosed' });
  return { id, org };
}

describe('the game rooms of pairings', () => {
  it("voids a re-paired round's old games with the pairing, and closes their rooms", async () => {
    const { service, closed, status } = await setUp();
    const { id, org } = await fourEntrants(service);
    expect((await service.pairRound(id, org)).ok).toBe(true);
    expect(closed).toEqual([]);
    const again = await service.pairRound(id, org, { round: 1 }, 'a mistake in the entrants');
    expect(again.ok).toBe(true);
    expect(closed).toEqual(['g1', 'g2', 'g3', 'g4']);
    for (const g of closed) expect(await status(g)).toBe('void');
    for (const g of ['g5', 'g6', 'g7', 'g8']) expect(await status(g)).toBe('active');
    expect((await service.store.read(id)).filter((e) => e.action.kind === 'RoundPaired').map((e) => e.reason)).toEqual([null, 'a mistake in the entrants']);
  });

  it('voids and closes the rooms of a pairing that could not be completed, and appends nothing', async () => {
    const { service, closed, status } = await setUp(4);
    const { id, org } = await fourEntrants(service);
    const before = (await service.store.read(id)).length;
    const paired = await service.pairRound(id, org);
    expect(!paired.ok && paired.rejection.code).toBe('request/unknown_scenario');
    expect(!paired.ok && paired.rejection.message).toMatch(/^R1T2, game 2: /);
    expect(closed).toEqual(['g1', 'g2', 'g3']);
    for (const g of closed) expect(await status(g)).toBe('void');
    expect(await service.store.read(id)).toHaveLength(before);
    expect((await service.state(id))!.rounds).toEqual([]);
  });
});
