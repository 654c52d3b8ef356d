import { describe, expect, it } from 'vitest';
import { replay } from '../evolve.js';
import { DEMO_SCENARIOS } from '../scenario/demo/index.js';
import { decideStartGame } from './setup.js';

const scenario = DEMO_SCENARIOS['seven-standards']!;

describe('set up', () => {
  it('shuffles two decks from the seed and deals each Overall Commander his Command number', () => {
    const d = decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 's1' });
    if (!d.ok) throw new Error(d.rejection.message);
    const s = replay(d.events);
    expect(s.armies.south.hand).toHaveLength(7);
    expect(s.armies.north.hand).toHaveLength(6);
    expect(s.deck).toHaveLength(120 - 13);
    expect(s.activeArmy).toBe('north');
    const again = decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 's1' });
    expect(again).toEqual(d);
    const other = decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 's2' });
    expect(other.ok && other.events[0]!.type === 'GameStarted' && d.events[0]!.type === 'GameStarted' && other.events[0].deckOrder).not.toEqual(d.events[0]!.type === 'GameStarted' && d.events[0].deckOrder);
  });
  it('seats 8, 6, 4 or 2 players as the rules describe', () => {
    const seats = (players: 8 | 6 | 4 | 2) => {
      const d = decideStartGame({ type: 'StartGame', scenario, players, seed: 'x' });
      return d.ok ? replay(d.events).seats.filter((s) => s.army === 'south') : [];
    };
    expect(seats(8).map((s) => s.roles)).toEqual([['overall-commander'], ['left-field-general'], ['center-field-general'], ['right-field-general']]);
    expect(seats(6).find((s) => s.id === 'south:center')!.roles).toEqual(['center-field-general', 'overall-commander']);
    expect(seats(4).map((s) => s.id)).toEqual(['south:flanks', 'south:center']);
    expect(seats(2)[0]!.roles).toHaveLength(4);
  });
  it('refuses bad set-ups with the reason', () => {
    expect(decideStartGame({ type: 'StartGame', scenario, players: 5 as never, seed: 'x' })).toMatchObject({ ok: false, rejection: { code: 'setup/bad_player_count' } });
    expect(decideStartGame({ type: 'StartGame', scenario: { ...scenario, firstArmy: 'east' } as never, players: 8, seed: 'x' })).toMatchObject({ ok: false, rejection: { code: 'setup/bad_scenario' } });
    expect(decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 'x', options: { decks: 3 } as never })).toMatchObject({ ok: false, rejection: { code: 'setup/bad_option' } });
    expect(decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 'x', options: { colour: 'red' } as never })).toMatchObject({ ok: false, rejection: { code: 'setup/bad_option' } });
    expect(decideStartGame({ type: 'StartGame', scenario, players: 8, seed: 'x', forced: { deckOrder: ['joker#1'] } })).toMatchObject({ ok: false, rejection: { code: 'setup/bad_forced_deck' } });
  });
});
