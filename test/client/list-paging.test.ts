// The tournament list's page navigation (client/src/tournament/list-paging.ts): the summary
// and where Newer / Older lead, from the API's paging fields.
import { describe, expect, it } from 'vitest';
import { pageNav } from '../../client/src/tournament/list-paging.js';

describe('pageNav', () => {
  it('the first page has no newer page and leads to the next offset', () => {
    expect(pageNav({ total: 120, offset: 0, next: 50, shown: 50 })).toEqual({ text: 'Tournaments 1–50 of 120.', newer: null, older: 50 });
  });
  it('a middle page leads both ways; the last has no older page', () => {
    expect(pageNav({ total: 120, offset: 50, next: 100, shown: 50 })).toEqual({ text: 'Tournaments 51–100 of 120.', newer: 0, older: 100 });
    expect(pageNav({ total: 120, offset: 100, next: null, shown: 20 })).toEqual({ text: 'Tournaments 101–120 of 120.', newer: 50, older: null });
  });
  it('a page past the end says so and leads back', () => {
    expect(pageNav({ total: 3, offset: 60, next: null, shown: 0 }, 50)).toEqual({ text: 'No tournament here (3 in all).', newer: 10, older: null });
  });
});
