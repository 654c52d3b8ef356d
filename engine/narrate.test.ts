import { describe, expect, it } from 'vitest';
import { runScript } from './script/run.js';
import { narrate } from './narrate.js';
import { playRandomGame } from './sim/random-game.js';

describe('narrate', () => {
  it('tells the turn in the game\'s words', () => {
    const r = runScript({
      name: 'n', rule: 'r', source: 's',
      setup: { scenario: 'vellara-ford', hands: { south: ['order-three-left#1', 'order-two-center#1', 'rally#1', 'order-light-troops#1', 'line-command#1', 'double-time#1', 'order-two-right#1', 'first-strike#1'] } },
      steps: [
        { seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: 'order-three-left#1' } },
        { seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: 'order-two-center#1' } },
        { seat: 'south:oc', command: { type: 'CompleteCommandStep', visit: 'center' } },
        { seat: 'south:left', command: { type: 'OrderUnit', section: 'left', unitId: 'a1' } },
      ],
    });
    const lines = narrate(r.events);
    expect(lines).toContain('Turn 1, Aurel: the Overall Commander issued Order Three Units Left to the Left Field General; Army Command 8 → 7.');
    expect(lines).toContain('Turn 1, Aurel: the Overall Commander visits the Center Field General at the front; Left Field General received orders by courier.');
    expect(lines).toContain('Turn 1, Aurel: the Left Field General ordered a1 (light cavalry).');
  });
  it('has a line for every card play and draw of a random game', () => {
    const g = playRandomGame('narrate', 300);
    const lines = narrate(g.events);
    const plays = g.events.filter((e) => e.type === 'FieldCardIssued' || e.type === 'ArmyCardPlayed').length;
    expect(lines.filter((l) => /the Overall Commander (issued|played)/.test(l))).toHaveLength(plays);
    expect(lines.filter((l) => / drew \d card/.test(l))).toHaveLength(g.events.filter((e) => e.type === 'CommandCardsDrawn').length);
  });
  it('counts one die as a die', () => {
    const g = playRandomGame('narrate', 300);
    const lines = narrate(g.events);
    const declared = g.events.filter((e) => e.type === 'BattleDeclared');
    expect(lines.filter((l) => /attacks .* with \d+ (die|dice) /.test(l))).toHaveLength(declared.length);
    for (const l of lines) {
      const m = /with (\d+) (die|dice) /.exec(l);
      if (m) expect(m[2], l).toBe(m[1] === '1' ? 'die' : 'dice');
    }
    expect(declared.some((e) => e.type === 'BattleDeclared' && e.dice === 1)).toBe(true);
  });
});
