// Tournaments in a cluster (issue 18): two referee processes' services over one store. Each
// sees the other's actions (a game that finished in one process attaches its result to the
// match report that the other serves), and appends made at the same moment in both all land,
// in one gap-free audit trail, each decided on the state that includes the others.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../engine/tournament/index.js';
import { openTestStore } from '../../test/stores.js';
import type { Store } from '../store/store.js';
import type { GameRooms } from './game-rooms.js';
import { TournamentService } from './service.js';
import { TournamentStore } from './store.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

const rooms: GameRooms = {
  async open() {
    return ok('unused');
  },
  async close() {},
};

async function twoProcesses(shared: boolean) {
  const store = await openTestStore('shared');
  stores.push(store);
  let t = 0;
  const service = () => new TournamentService(new TournamentStore(store.db), rooms, () => ++t, () => 'shared-seed', shared);
  return { a: service(), b: service(), store: new TournamentStore(store.db) };
}

describe('tournament services of several processes on one store', () => {
  it("each sees the other's actions", async () => {
    const { a, b } = await twoProcesses(true);
    const { id } = await a.create({ name: 'Cluster Open', scenario: 'vellara-ford' });
    const org = { role: 'organizer' as const };
    expect((await a.act(id, org, { kind: 'RegistrationOpened' })).ok).toBe(true);
    expect((await b.state(id))!.entrants).toHaveLength(0); // b caches it now
    expect((await a.register(id, { role: 'entrant' }, 'Aurel', [])).ok).toBe(true);
    expect((await b.state(id))!.entrants.map((e) => e.name)).toEqual(['Aurel']);
    // And b's own action builds on it.
    expect((await b.register(id, { role: 'entrant' }, 'Tarsene', [])).ok).toBe(true);
    expect((await a.state(id))!.entrants.map((e) => e.name)).toEqual(['Aurel', 'Tarsene']);
  });

  it('a process that does not know it shares the store reads a stale state (what `shared` is for)', async () => {
    const { a, b } = await twoProcesses(false);
    const { id } = await a.create({ name: 'Lone Open', scenario: 'vellara-ford' });
    await a.act(id, { role: 'organizer' }, { kind: 'RegistrationOpened' });
    await b.state(id);
    await a.register(id, { role: 'entrant' }, 'Aurel', []);
    expect((await b.state(id))!.entrants).toHaveLength(0);
  });

  it('appends made at once in both processes all land, in one gap-free trail', async () => {
    const { a, b, store } = await twoProcesses(true);
    const { id } = await a.create({ name: 'Race Open', scenario: 'vellara-ford' });
    await a.act(id, { role: 'organizer' }, { kind: 'RegistrationOpened' });
    await b.state(id);
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];
    const results = await Promise.all(names.map((name, i) => (i % 2 === 0 ? a : b).register(id, { role: 'entrant' }, name, [])));
    expect(results.filter((r) => !r.ok), JSON.stringify(results.filter((r) => !r.ok))).toEqual([]);
    const trail = await store.read(id);
    expect(trail.map((e) => e.seq)).toEqual(trail.map((_, i) => i + 1));
    const folded = (await store.fold(id))!;
    expect(folded.entrants.map((e) => e.name).sort()).toEqual(names);
    expect((await a.state(id))!.entrants).toHaveLength(6);
    expect((await b.state(id))!.entrants).toHaveLength(6);
  });
});
