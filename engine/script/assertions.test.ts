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

describe('the view, plays and card assertions fail when the state differs', () => {
  it('reports a wrong hand size, a leaked secret, a wrong play and a wrong card count', async () => {
    const { runScript } = await import('./run.js');
    const result = runScript({
      name: 'wrong on purpose',
      rule: 'the assertions must be able to fail',
      source: 'engine/script/assertions.ts',
      setup: { scenario: 'vellara-ford' },
      before: { totalCards: 61, view: { 'south:oc': { handSize: 7 }, referee: { noSecrets: true }, 'south:left': { handSize: 8 } }, mayNotBattle: ['a4'] },
      steps: [{ seat: 'south:left', talk: { channel: 'team:south', text: 'hello' }, expect: { rejected: 'talk/empty' } }],
    });
    const problems = result.steps.flatMap((s) => s.problems.concat(s.ok ? [] : [`${s.expected} / ${s.actual}`]));
    expect(problems.join('\n')).toMatch(/totalCards: expected 61, got 60/);
    expect(problems.join('\n')).toMatch(/view\.south:oc\.handSize: expected 7, got 8/);
    expect(problems.join('\n')).toMatch(/view\.referee\.noSecrets/);
    expect(problems.join('\n')).toMatch(/view\.south:left\.handSize: expected 8, got null/);
    expect(problems.join('\n')).toMatch(/mayNotBattle/);
    expect(problems.join('\n')).toMatch(/talk\/empty \/ accepted/);
    expect(result.ok).toBe(false);
  });
  it('reports a set-up that was expected to be refused but was not', async () => {
    const { runScript } = await import('./run.js');
    const result = runScript({ name: 'x', rule: 'x', source: 'x', expectSetup: { rejected: 'setup/bad_option' }, setup: { scenario: 'vellara-ford' }, steps: [] });
    expect(result.ok).toBe(false);
    expect(result.setupError).toMatch(/expected setup\/bad_option, got accepted/);
  });
});
