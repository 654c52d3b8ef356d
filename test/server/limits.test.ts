// Anonymous creation is limited per address, and may be closed to holders of a key (issue 17,
// item 1). Small limits for the test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.REFEREE_CREATE_PER_MINUTE = '3';
});

const { startTestReferee } = await import('./support.js');

let referee: Awaited<ReturnType<typeof startTestReferee>>;
beforeAll(async () => {
  referee = await startTestReferee();
});
afterAll(async () => {
  delete process.env.REFEREE_CREATION_KEY;
  await referee.close();
});

const create = (headers: Record<string, string> = {}) =>
  fetch(`${referee.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ scenario: 'vellara-ford', players: 2 }) });

describe('creating without limit', () => {
  it('answers 429 rate/limited with Retry-After past the per-address creations a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await create();
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate/limited');
      } else await res.text();
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Reading is not limited.
    const list = await fetch(`${referee.url}/api/scenarios`);
    expect(list.status).toBe(200);
    await list.text();
  });
  it('refuses creation without the operator\'s key when one is set', async () => {
    process.env.REFEREE_CREATION_KEY = 'club-secret';
    const res = await create();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('auth/creation_key');
    const wrong = await create({ 'x-creation-key': 'guess' });
    expect(wrong.status).toBe(403);
    await wrong.text();
  });
});
