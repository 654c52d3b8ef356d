// Paging on GET /api/tournaments (issue 17, item 1; server/http/paging.ts): limit (default 50,
// at most 200) and offset, the answer naming total and next; bad values refused with
// request/bad_paging and a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectRefused, type Api } from '../tournament/support.js';
import { startTestReferee } from './support.js';

let referee: Awaited<ReturnType<typeof startTestReferee>>;
let api: Api;
const names: string[] = [];
beforeAll(async () => {
  referee = await startTestReferee();
  api = apiClient(referee.url);
  for (let i = 1; i <= 7; i++) {
    const made = await api('POST', '/api/tournaments', { name: `Cup ${i}` });
    expect(made.status, made.text).toBe(201);
    names.unshift(`Cup ${i}`); // newest first
  }
});
afterAll(async () => {
  await referee.close();
});

describe('GET /api/tournaments pages', () => {
  it('answers the first page by default, with the total and no next page', async () => {
    const all = await api('GET', '/api/tournaments');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 7, limit: 50, offset: 0, next: null });
    expect(all.body.tournaments.map((t: { name: string }) => t.name)).toEqual(names);
  });

  it('walks the list page by page through next, each tournament once', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const page = await api('GET', `/api/tournaments?limit=3&offset=${offset}`);
      expect(page.status, page.text).toBe(200);
      expect(page.body.total).toBe(7);
      expect(page.body.tournaments.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.tournaments.map((t: { name: string }) => t.name));
      offset = page.body.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(names);
    // Past the end: an empty page, not an error.
    const past = await api('GET', '/api/tournaments?limit=3&offset=30');
    expect(past.body).toMatchObject({ tournaments: [], total: 7, next: null });
  });

  it('refuses a bad limit or offset with request/bad_paging and a sentence', async () => {
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'limit=2.5', 'limit=', 'offset=-1', 'offset=x', 'offset=1e3']) {
      const a = await api('GET', `/api/tournaments?${q}`);
      expectRefused(a, 400, 'request/bad_paging');
    }
    expect((await api('GET', '/api/tournaments?limit=200')).status).toBe(200);
  });
});
