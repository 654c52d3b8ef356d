// GET /metrics (issue 18): the Prometheus text an operator scrapes, counting what really
// happened in the rooms: clients joined, commands accepted and logged, refusals by code, the
// commit latency, and the process's event-loop delay; with REFEREE_METRICS_TOKEN set it answers
// only the operator.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCommand, Dice } from '../../engine/sim/random-game.js';
import { seededRandom } from '../../engine/rules/random.js';
import { createGame, joinSeat, metricSample as sample, request, startTestReferee, type Seat } from './support.js';
import { testStoreKind } from '../stores.js';

describe('GET /metrics', () => {
  let ref: Awaited<ReturnType<typeof startTestReferee>>;
  beforeAll(async () => {
    ref = await startTestReferee();
  });
  afterAll(async () => {
    await ref.close();
  });
  const scrape = async () => {
    const res = await fetch(`${ref.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('counts rooms, clients, accepted commands, refusals by code and commit latency', async () => {
    const before = await scrape();
    expect(sample(before, 'referee_rooms')).toBe(0);
    expect(sample(before, 'referee_clients')).toBe(0);
    expect(before).toContain('nodejs_eventloop_lag_p99_seconds');
    // Counted in a cluster only (test/cluster/cluster.test.ts makes one); here, none.
    expect(sample(before, 'referee_joins_rerouted_total')).toBe(0);
    // PostgreSQL's connections are counted (at least the one the store opened with); SQLite has none.
    if (testStoreKind() === 'postgres') expect(sample(before, 'referee_store_connections')).toBeGreaterThanOrEqual(1);
    else expect(sample(before, 'referee_store_connections')).toBeNull();
    const acceptedBefore = sample(before, 'referee_commands_total') ?? 0;

    const game = await createGame(ref.url);
    const seats: Record<string, Seat> = {};
    for (const [id, s] of Object.entries(game.seats)) seats[id] = await joinSeat(ref.url, game.gameId, s.token);
    const session = ref.registry.sessions.get(game.gameId)!;
    const dice = new Dice(seededRandom('metrics'));
    for (let i = 0; i < 3; i++) {
      const cmd = chooseCommand(session.state, dice)!;
      const answer = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: session.state.version });
      expect(answer.type, JSON.stringify(answer.payload)).toBe('accepted');
    }
    const cmd = chooseCommand(session.state, dice)!;
    const stale = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: 0 });
    expect(stale.payload.code).toBe('command/stale');

    const after = await scrape();
    expect(sample(after, 'referee_rooms')).toBe(1);
    expect(sample(after, 'referee_clients')).toBe(8);
    expect(sample(after, 'referee_games_in_memory')).toBe(1);
    expect(sample(after, 'referee_commands_total')).toBe(acceptedBefore + 3);
    expect(sample(after, 'referee_rejections_total{code="command/stale"}')).toBe(1);
    expect(sample(after, 'referee_commit_seconds_count')).toBe(acceptedBefore + 3);
    for (const s of Object.values(seats)) await s.room.leave();
  });

  it('counts a change the store could not record, by its code: here another process owning the game (store/lease_lost)', async () => {
    const before = await scrape();
    // Counted in a cluster only; none here, and no Redis to reconnect to.
    expect(sample(before, 'referee_games_taken_over_total')).toBe(0);
    expect(before).not.toContain('referee_redis_reconnects_total');
    expect(before).not.toContain('referee_store_failures_total{');
    const game = await createGame(ref.url);
    const seats: Record<string, Seat> = {};
    for (const [id, s] of Object.entries(game.seats)) seats[id] = await joinSeat(ref.url, game.gameId, s.token);
    const session = ref.registry.sessions.get(game.gameId)!;
    // The fault: another process holds the game's lease (as after a take-over).
    await ref.registry.store.db.run('UPDATE game_leases SET owner = ? WHERE game_id = ?', ['another-process', game.gameId]);
    const cmd = chooseCommand(session.state, new Dice(seededRandom('metrics-lease')))!;
    const refused = await request(seats[cmd.seat]!, 'command', { command: cmd.command, basedOn: session.state.version });
    expect(refused.payload.code).toBe('server/storage_failed');
    expect(refused.payload.message).toContain('store/lease_lost');
    const after = await scrape();
    expect(sample(after, 'referee_store_failures_total{area="room",code="store/lease_lost"}')).toBe(1);
    expect(sample(after, 'referee_rejections_total{code="server/storage_failed"}')).toBe(1);
    // The room has let its seats go (another process owns the game), so no leave is awaited.
    for (const s of Object.values(seats)) void s.room.leave(true).catch(() => undefined);
  });

  it("names in docs/deploy.md's alert rules only metrics the referee serves", async () => {
    const deploy = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    const rules = /```yaml\n# \/etc\/prometheus\/rules\/referee\.yml\n([\s\S]*?)```/.exec(deploy)?.[1];
    expect(rules, 'the sample rule file in docs/deploy.md').toBeDefined();
    const names = new Set([...rules!.matchAll(/\b((?:referee|nodejs)_\w+?)(?:_bucket|_count|_sum)?\b/g)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThanOrEqual(5);
    // Served by this process (scraped), or only in a cluster (declared in server/metrics.ts).
    const served = await scrape();
    const declared = readFileSync(new URL('../../server/metrics.ts', import.meta.url), 'utf8');
    for (const name of names) expect(served.includes(`# HELP ${name} `) || declared.includes(`'${name}'`), name).toBe(true);
  });

  it('answers only the operator when a metrics token is set', async () => {
    const secured = await startTestReferee(undefined, { metricsToken: 'operator-secret' });
    try {
      const url = `http://127.0.0.1:${secured.port}/metrics`;
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('auth/metrics_token');
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      const operator = await fetch(url, { headers: { authorization: 'Bearer operator-secret' } });
      expect(operator.status).toBe(200);
      expect(await operator.text()).toContain('referee_rooms');
    } finally {
      await secured.close();
    }
  });
});
