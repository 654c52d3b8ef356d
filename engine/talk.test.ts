import { describe, expect, it } from 'vitest';
import type { GameState } from './state.js';
import { act, startState } from './sim/drive.js';
import { checkTalk, mayRead, postableChannels, talkRecipients } from './talk.js';

const scenario = {
  id: 'talk', name: 'Talk', firstArmy: 'south' as const,
  armies: { south: { name: 'Aurel', commandCards: 4, victoryBanners: 3 }, north: { name: 'Tarsene', commandCards: 4, victoryBanners: 3 } },
  units: [{ id: 's1', army: 'south' as const, type: 'heavy-infantry' as const, hex: { col: 3, row: 7 } }, { id: 'n1', army: 'north' as const, type: 'warrior-infantry' as const, hex: { col: 3, row: 1 } }],
};

const game = (players: 8 | 6 = 8): GameState => startState({ scenario, players, seed: 'talk', forced: { deckOrder: ['order-two-left#1', 'order-three-center#1', 'order-light-troops#1', 'rally#1'] } });

describe('talk rules', () => {
  it('refuses control characters, escape sequences, line separators and bidi overrides, naming the character', () => {
    const s = game();
    for (const [text, cp] of [['red\u001b[31m', 'U+001B'], ['bell\u0007', 'U+0007'], ['nul\u0000', 'U+0000'], ['flip\u202e', 'U+202E'], ['isolate\u2066', 'U+2066'], ['sep\u2028', 'U+2028']] as const) {
      const r = checkTalk(s, 'south:left', 'table', text);
      expect(r?.code, text).toBe('talk/unsafe_character');
      expect(r?.message).toContain(cp);
    }
    expect(checkTalk(s, 'south:left', 'table', 'hold the ford\nthen advance')).toBeNull();
  });
  it('Field Generals of one army may talk at any time; the Overall Commander and the other army may not join', () => {
    const s = game();
    expect(postableChannels(s, 'south:left')).toContain('team:south');
    expect(checkTalk(s, 'south:oc', 'team:south', 'hi')).toMatchObject({ code: 'talk/overall_commander_not_in_team' });
    expect(checkTalk(s, 'north:left', 'team:south', 'hi')).toMatchObject({ code: 'talk/other_army' });
    const to = talkRecipients(s, 'team:south');
    expect(to).toEqual(['south:left', 'south:center', 'south:right']);
    expect(mayRead({ kind: 'seat', seatId: 'north:left' }, to)).toBe(false);
    expect(mayRead({ kind: 'spectator' }, to)).toBe(false);
    expect(mayRead({ kind: 'referee' }, to)).toBe(true);
  });
  it('after Field cards the Overall Commander talks with exactly the one Field General he visits, that turn only', () => {
    let s = game();
    expect(checkTalk(s, 'south:oc', 'front:south:1', 'hold the ford')).toMatchObject({ code: 'talk/not_at_front' });
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-two-left#1' });
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-center#1' });
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: 'center' });
    expect(checkTalk(s, 'south:oc', 'front:south:1', 'hold the ford')).toBeNull();
    expect(checkTalk(s, 'south:center', 'front:south:1', 'yes sir')).toBeNull();
    expect(checkTalk(s, 'south:left', 'front:south:1', 'and me?')).toMatchObject({ code: 'talk/not_at_front' });
    expect(talkRecipients(s, 'front:south:1')).toEqual(['south:oc', 'south:center']);
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndOrders', section });
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndMoves', section });
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndBattles', section });
    expect(checkTalk(s, 'south:oc', 'front:south:1', 'still there?')).toMatchObject({ code: 'talk/not_at_front' });
  });
  it('after visiting one Field General the Overall Commander may not post on the table for the rest of his turn (courier rule)', () => {
    let s = game();
    expect(checkTalk(s, 'south:oc', 'table', 'good luck')).toBeNull();
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-two-left#1' });
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-center#1' });
    expect(checkTalk(s, 'south:oc', 'table', 'still choosing')).toBeNull();
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: 'left' });
    expect(checkTalk(s, 'south:oc', 'table', 'center, charge!')).toMatchObject({ code: 'talk/courier_table' });
    expect(postableChannels(s, 'south:oc')).toEqual(['front:south:1']);
    // The Field Generals, and the other army's Overall Commander, keep the table.
    expect(checkTalk(s, 'south:center', 'table', 'waiting')).toBeNull();
    expect(checkTalk(s, 'north:oc', 'table', 'we wait')).toBeNull();
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndOrders', section });
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndMoves', section });
    for (const section of ['left', 'center', 'right'] as const) s = act(s, `south:${section}`, { type: 'EndBattles', section });
    // His army's turn is over: the table is his again.
    expect(checkTalk(s, 'south:oc', 'table', 'your move')).toBeNull();
  });
  it('after an Army card he may talk with all of his Field Generals', () => {
    let s = game();
    s = act(s, 'south:oc', { type: 'PlayArmyCard', cardId: 'order-light-troops#1', allocation: { left: 0, center: 0, right: 1 } });
    expect(talkRecipients(s, 'front:south:1')).toEqual(['south:oc', 'south:left', 'south:center', 'south:right']);
    expect(checkTalk(s, 'south:oc', 'table', 'all of you, forward')).toBeNull();
  });
  it('refuses empty and over-long messages', () => {
    const s = game();
    expect(checkTalk(s, 'south:left', 'team:south', '   ')).toMatchObject({ code: 'talk/empty' });
    expect(checkTalk(s, 'south:left', 'team:south', 'x'.repeat(1001))).toMatchObject({ code: 'talk/too_long' });
    expect(checkTalk(s, 'south:left', 'radio', 'x')).toMatchObject({ code: 'talk/unknown_channel' });
  });
});
