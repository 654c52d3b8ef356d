// The client's words for seats, roles and log lines, without a browser: one seat-name helper
// (client/src/game/labels.ts, seatName) for the 8-, 6-, 4- and 2-player seatings
// (engine/rules/seating.ts), the talk channels a seat is offered (none that reaches only
// himself), a log line's first letter, and the referee's command line in words.
import { describe, expect, it } from 'vitest';
import { rolesText, seatName, type SeatNaming } from '../../client/src/game/labels.js';
import { channelMembers, talkChannels } from '../../client/src/game/seat.js';
import type { ClientView } from '../../client/src/game/view.js';
import { groups, sentenceStart } from '../../client/src/panels/TurnLog.js';
import { describeCommand } from '../../client/src/referee/StepSummary.js';
import type { LogLine } from '../../engine/narrate-view.js';
import { standardSeating, type PlayerCount } from '../../engine/rules/seating.js';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { act, startState } from '../../engine/sim/drive.js';
import type { GameState } from '../../engine/state.js';
import { viewFor } from '../../engine/view.js';

const armies = { south: { name: 'Aurel' }, north: { name: 'Tarsene League' } };
const naming = (players: PlayerCount): SeatNaming => ({ armies, seats: standardSeating(players) });
const names = (players: PlayerCount) => standardSeating(players).map((s) => [s.id, seatName(s.id, naming(players))]);

describe('a seat by its name', () => {
  it('eight players: the army and the one role', () => {
    expect(names(8)).toEqual([
      ['south:oc', "Aurel's Overall Commander"],
      ['south:left', "Aurel's Left Field General"],
      ['south:center', "Aurel's Center Field General"],
      ['south:right', "Aurel's Right Field General"],
      ['north:oc', "Tarsene League's Overall Commander"],
      ['north:left', "Tarsene League's Left Field General"],
      ['north:center', "Tarsene League's Center Field General"],
      ['north:right', "Tarsene League's Right Field General"],
    ]);
  });

  it('six, four and two players: the roles a seat holds, joined', () => {
    expect(names(6).slice(0, 3)).toEqual([
      ['south:left', "Aurel's Left Field General"],
      ['south:center', "Aurel's Overall Commander and Center Field General"],
      ['south:right', "Aurel's Right Field General"],
    ]);
    expect(names(4)).toEqual([
      ['south:flanks', "Aurel's Left and Right Field Generals"],
      ['south:center', "Aurel's Overall Commander and Center Field General"],
      ['north:flanks', "Tarsene League's Left and Right Field Generals"],
      ['north:center', "Tarsene League's Overall Commander and Center Field General"],
    ]);
    expect(names(2)).toEqual([
      ['south:general', "Aurel's Overall Commander and Left, Center and Right Field Generals"],
      ['north:general', "Tarsene League's Overall Commander and Left, Center and Right Field Generals"],
    ]);
  });

  it('"You" for oneself; one role when asked (what the table waits for); an unknown id as it is', () => {
    const four = naming(4);
    expect(seatName('south:center', four, { me: 'south:center' })).toBe('You');
    expect(seatName('south:center', four, { me: 'south:center', role: 'overall-commander' })).toBe('You (Overall Commander)');
    expect(seatName('south:center', four, { me: 'north:center', role: 'overall-commander' })).toBe("Aurel's Overall Commander");
    expect(seatName('north:flanks', four, { role: 'right-field-general' })).toBe("Tarsene League's Right Field General");
    expect(seatName('south:nobody', four)).toBe('south:nobody');
    // A seat given whole needs no list of seats (the start page's created game).
    expect(seatName({ id: 'north:oc', army: 'north', roles: ['overall-commander'] }, { armies })).toBe("Tarsene League's Overall Commander");
  });

  it('roles in words, in a fixed order whatever order they come in', () => {
    expect(rolesText(['center-field-general', 'overall-commander'])).toBe('Overall Commander and Center Field General');
    expect(rolesText(['right-field-general', 'left-field-general'])).toBe('Left and Right Field Generals');
    expect(rolesText([])).toBe('');
  });
});

const HAND = ['order-three-left#1', 'order-two-center#1', 'order-two-right#1', 'leadership-any-section#1', 'rally#1', 'order-light-troops#1', 'line-command#1', 'double-time#1'];
const start = (players: PlayerCount): GameState => startState({ scenario: DEMO_SCENARIOS['vellara-ford']!, players, seed: 'labels', forced: { deckOrder: HAND } });
const view = (s: GameState, seatId: string): ClientView => ({ ...viewFor(s, { kind: 'seat', seatId }), presence: [], spectators: 0, seedRevealed: '' });

describe('talk channels offered to a seat', () => {
  it('eight players: the Field Generals have their team, the visited one the front', () => {
    let s = start(8);
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: 'left' });
    expect(talkChannels(view(s, 'south:left'))).toEqual(['table', 'team:south', 'front:south:1']);
    // The courier rule closes the table to him for the rest of the turn (engine/talk.ts).
    expect(talkChannels(view(s, 'south:oc'))).toEqual(['front:south:1']);
    expect(talkChannels(view(s, 'south:right'))).toEqual(['table', 'team:south']);
  });

  it('two players: one person holds every role, so only the table is offered', () => {
    let s = start(2);
    s = act(s, 'south:general', { type: 'PlayArmyCard', cardId: 'order-light-troops#1', allocation: { left: 3, center: 3, right: 2 } });
    const v = view(s, 'south:general');
    expect(channelMembers(v, 'team:south')).toEqual(['south:general']);
    expect(channelMembers(v, 'front:south:1')).toEqual(['south:general']);
    expect(talkChannels(v)).toEqual(['table']);
  });

  it('four players: the Overall Commander visiting his own Center talks to no one; visiting the flanks he does', () => {
    const played = act(start(4), 'south:center', { type: 'IssueFieldCard', cardId: 'order-three-left#1' });
    const own = act(played, 'south:center', { type: 'CompleteCommandStep', visit: 'center' });
    expect(talkChannels(view(own, 'south:center'))).toEqual(['table', 'team:south']);
    const flanks = act(played, 'south:center', { type: 'CompleteCommandStep', visit: 'left' });
    expect(talkChannels(view(flanks, 'south:center'))).toEqual(['table', 'team:south', 'front:south:1']);
    expect(talkChannels(view(flanks, 'south:flanks'))).toEqual(['table', 'team:south', 'front:south:1']);
  });
});

describe('the turn log and the referee timeline in words', () => {
  const line = (version: number, text: string): LogLine => ({ version, turn: 1, text, army: 'south' });

  it('a line starting with a unit id keeps the id lower-case; other lines start with a capital', () => {
    expect(sentenceStart('a4 (light infantry) moved (3,6) → (3,5).')).toBe('a4 (light infantry) moved (3,6) → (3,5).');
    expect(sentenceStart('t13 (medium cavalry) is eliminated.')).toBe('t13 (medium cavalry) is eliminated.');
    expect(sentenceStart('the Overall Commander visits no one.')).toBe('The Overall Commander visits no one.');
    const g = groups([line(1, 'Turn 1, Aurel: the Left Field General ordered a4.'), line(2, 'Turn 1, Aurel: a4 (light infantry) moved (3,6) → (3,5).')]);
    expect(g).toHaveLength(1);
    expect(g[0]!.heading).toBe('Turn 1 · Aurel');
    expect(g[0]!.lines.map((l) => l.text)).toEqual(['The Left Field General ordered a4.', 'a4 (light infantry) moved (3,6) → (3,5).']);
  });

  it('a command names its sections in words', () => {
    expect(describeCommand({ type: 'EndOrders', section: 'left' })).toBe('End Orders: Left');
    expect(describeCommand({ type: 'IssueFieldCard', cardId: 'leadership-any-section#1', sections: ['center', 'right'] })).toBe('Issue Field Card: Leadership Any Section to Center, Right');
    expect(describeCommand({ type: 'CompleteCommandStep', visit: 'center' })).toBe('Complete Command Step: visiting the Center Field General');
  });
});
