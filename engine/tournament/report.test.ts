import { describe, expect, it } from 'vitest';
import { bracketReport, eventReport, roundReport } from './report.js';
import { simulateSwiss } from './simulate.js';
import { computeStandings } from './standings.js';
import { event, forfeited, match, round, unfinished, won } from './test-support.js';

describe('result report for the forum (OT2022 format)', () => {
  const e = event(['A', 'B', 'C', 'D', 'E'], [
    round(1, ['A-B', 'C-D', 'E-'], [match('B', 'A', won('A', 5, 8), won('B', 8, 6)), match('C', 'D', unfinished(3, 4), forfeited('D', 'C'))]),
  ]);

  it('writes each game as "VASSAL ID: # banners won", the game\'s winner first', () => {
    expect(roundReport(e, e.rounds[0]!)).toBe(
      [
        'Test Open — Round 1',
        '',
        'Round 1, table 1: Player A v Player B',
        'Game 1',
        'Player A: 8 banners won',
        'Player B: 5 banners won',
        'Game 2',
        'Player B: 8 banners won',
        'Player A: 6 banners won',
        'Match points: Player B 1, Player A 2 (one game each; victory banners 13–14)',
        '',
        'Round 1, table 2: Player C v Player D',
        'Game 1 (not completed)',
        'Player C: 3 banners won',
        'Player D: 4 banners won',
        'Game 2: forfeited by Player D',
        'Match points: Player C 3, Player D 0 (forfeit)',
        '',
        'Round 1: Player E has the bye (3 points)',
      ].join('\n'),
    );
  });

  it('marks tables still without a result and refuses an unknown round', () => {
    const open = event(['A', 'B'], [round(1, ['A-B'])]);
    expect(roundReport(open, open.rounds[0]!)).toContain('(no result yet)');
    const r = eventReport(open, 4);
    expect(r.ok ? '' : r.rejection.code).toBe('report/no_such_round');
  });

  it('adds blocks lost for elimination matches, with the totals and who advances', () => {
    const swiss = simulateSwiss({ seed: 'report', entrants: 8 }).event;
    const [s1, , , , , , , s8] = computeStandings(swiss).map((s) => s.id);
    const names = new Map(swiss.entrants.map((x) => [x.id, x.name]));
    const withBracket = {
      ...swiss,
      bracket: {
        results: [
          {
            match: 'QF1' as const, a: s8!, b: s1!,
            games: [
              { winner: s8!, bannersA: 8, bannersB: 7, blocksLostA: 9, blocksLostB: 11 },
              { winner: s1!, bannersA: 6, bannersB: 8, blocksLostA: 10, blocksLostB: 7 },
            ],
          },
        ],
      },
    };
    const text = bracketReport(withBracket);
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    const n1 = names.get(s1!)!;
    const n8 = names.get(s8!)!;
    expect(text.value).toContain(
      [
        `Quarter Final 1: ${n1} (1) v ${n8} (8)`,
        'Game 1',
        `${n8}: 8 banners won, 9 blocks lost`,
        `${n1}: 7 banners won, 11 blocks lost`,
        'Game 2',
        `${n1}: 8 banners won, 7 blocks lost`,
        `${n8}: 6 banners won, 10 blocks lost`,
        'Total of both games',
        `${n1}: 15 banners won, 18 blocks lost`,
        `${n8}: 14 banners won, 19 blocks lost`,
        `${n1} advances (more victory banners).`,
      ].join('\n'),
    );
    expect(text.value).toContain(`Semi Final 1: ${n1} (1) v to be decided\n(no result yet)`);
    expect(text.value).toContain('Semi Final 2: to be decided v to be decided\n(no result yet)');
    const all = eventReport(withBracket);
    expect(all.ok && all.value.split('— Round').length - 1).toBe(4);
    expect(all.ok && all.value).toContain('— Elimination rounds');
  });
});
