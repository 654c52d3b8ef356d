import { describe, expect, it } from 'vitest';
import { matches } from './assertions.js';

describe('the events assertion (deep partial match)', () => {
  const event = { type: 'BattleHitsScored', unitId: 'n1', hits: 2, dice: [{ face: 'heavy', result: 'hit' }, { face: 'banner', result: 'flag' }] };
  it('matches an event by the fields it lists', () => {
    expect(matches(event, { type: 'BattleHitsScored', hits: 2 })).toBe(true);
    expect(matches(event, { dice: [{ result: 'hit' }, { face: 'banner' }] })).toBe(true);
  });
  it('fails on a differing value, a missing key or an array of another length', () => {
    expect(matches(event, { hits: 3 })).toBe(false);
    expect(matches(event, { flags: 1 })).toBe(false);
    expect(matches(event, { dice: [{ result: 'hit' }] })).toBe(false);
  });
});
