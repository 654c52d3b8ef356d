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
    expect(lines).toContain('Turn 1, Aurel: the Overall Commander issued Order Three Units Left to the Left Field General; his hand 8 → 7 cards.');
    expect(lines).toContain('Turn 1, Aurel: the Overall Commander visits the Center Field General at the front; the Left Field General received his orders by courier.');
    expect(lines).toContain('Turn 1, Aurel: the Left Field General ordered a1 (light cavalry).');
  });
  // With fewer than eight players a seat holds several roles (rules/seating.ts): a card to the
  // Overall Commander's own section, or to the visited general's other section, is not sent by courier.
  const threeCards = (players: 8 | 4 | 2, visit: 'left' | 'center' | null) =>
    narrate(
      runScript({
        name: 'n', rule: 'r', source: 's',
        setup: { scenario: 'vellara-ford', players, hands: { south: ['order-three-left#1', 'order-two-center#1', 'order-two-right#1', 'rally#1', 'order-light-troops#1', 'line-command#1', 'double-time#1', 'first-strike#1'] } },
        steps: [
          { seat: players === 8 ? 'south:oc' : players === 4 ? 'south:center' : 'south:general', command: { type: 'IssueFieldCard', cardId: 'order-three-left#1' } },
          { seat: players === 8 ? 'south:oc' : players === 4 ? 'south:center' : 'south:general', command: { type: 'IssueFieldCard', cardId: 'order-two-center#1' } },
          { seat: players === 8 ? 'south:oc' : players === 4 ? 'south:center' : 'south:general', command: { type: 'IssueFieldCard', cardId: 'order-two-right#1' } },
          { seat: players === 8 ? 'south:oc' : players === 4 ? 'south:center' : 'south:general', command: { type: 'CompleteCommandStep', visit } },
        ],
      }).events,
    ).find((l) => / visits /.test(l));
  it('names the generals who received their orders by courier, and only those', () => {
    expect(threeCards(8, 'left')).toBe('Turn 1, Aurel: the Overall Commander visits the Left Field General at the front; the Center and Right Field Generals received their orders by courier.');
    expect(threeCards(8, null)).toBe('Turn 1, Aurel: the Overall Commander visits no one; the Left, Center and Right Field Generals received their orders by courier.');
    // 4 players: the Overall Commander is the Center Field General; the flanks are one player.
    expect(threeCards(4, 'left')).toBe('Turn 1, Aurel: the Overall Commander visits the Left Field General at the front.');
    expect(threeCards(4, null)).toBe('Turn 1, Aurel: the Overall Commander visits no one; the Left and Right Field Generals received their orders by courier.');
    // 2 players: one person holds every role.
    expect(threeCards(2, null)).toBe('Turn 1, Aurel: the Overall Commander visits no one.');
  });
  it('tells an Initiative retreat from the hex it left, as a move is told', () => {
    const retreats = ['narrate', 'retreat-1', 'retreat-2', 'retreat-3'].flatMap((seed) => {
      const g = playRandomGame(seed, 400);
      const lines = narrate(g.events);
      return g.events.flatMap((e) => (e.type === 'InitiativeRetreatApplied' ? [{ e, line: lines.find((l) => l.includes(`${e.unitId} (`) && /retreat/.test(l)) }] : []));
    });
    expect(retreats.length).toBeGreaterThan(0);
    for (const { e, line } of retreats) {
      if (e.path.length) expect(line).toMatch(new RegExp(`retreated \\(\\d+,\\d+\\)( → \\(\\d+,\\d+\\)){${e.path.length}}`));
      else expect(line).toMatch(/could not retreat/);
    }
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
    expect(lines.filter((l) => /(attacks|makes a bonus close combat against) .* with \d+ (die|dice) /.test(l))).toHaveLength(declared.length);
    for (const l of lines) {
      const m = /with (\d+) (die|dice) /.exec(l);
      if (m) expect(m[2], l).toBe(m[1] === '1' ? 'die' : 'dice');
    }
    expect(declared.some((e) => e.type === 'BattleDeclared' && e.dice === 1)).toBe(true);
  });
});

describe('narrate an elephant whose retreat is blocked', () => {
  it('names the units that lose blocks for blocking it (rules option elephantBlockedRetreat)', async () => {
    const { readFileSync } = await import('node:fs');
    const script = JSON.parse(readFileSync(new URL('../test/rules/btl-elephant-retreat-blocked-blockers-lose.json', import.meta.url), 'utf8'));
    const lines = narrate(runScript(script).events);
    expect(lines.find((l) => l.includes('could not retreat'))).toMatch(
      /n1 \(elephant\) could not retreat \(1 hex for its flags\); it loses no block for the hexes it could not retreat: n2 \(medium infantry\) loses 1 block, n3 \(light infantry\) loses 1 block for blocking it \(the elephant's card\)\./,
    );
  });
});
