import { describe, expect, it } from 'vitest';
import { channelName, listText, rolesText, seatName } from './names.js';
import { standardSeating } from './rules/seating.js';

const armies = { south: { name: 'Aurel' }, north: { name: 'Tarsene League' } };

describe('names of seats and channels', () => {
  it('names every seat of 8, 6, 4 and 2 players by army and roles, never by id', () => {
    const named = (players: 8 | 6 | 4 | 2) => {
      const seats = standardSeating(players);
      return seats.map((s) => seatName(s.id, { armies, seats }));
    };
    expect(named(8)).toContain("Aurel's Overall Commander");
    expect(named(8)).toContain("Tarsene League's Left Field General");
    expect(named(4)).toEqual(expect.arrayContaining(["Aurel's Left and Right Field Generals", "Aurel's Overall Commander and Center Field General"]));
    expect(named(2)).toEqual(["Aurel's Overall Commander and Left, Center and Right Field Generals", "Tarsene League's Overall Commander and Left, Center and Right Field Generals"]);
    for (const players of [8, 6, 4, 2] as const) for (const name of named(players)) expect(name).not.toMatch(/(south|north):/);
  });
  it('says You for the viewer, with the role asked for', () => {
    const seats = standardSeating(4);
    expect(seatName('south:center', { armies, seats }, { me: 'south:center', role: 'overall-commander' })).toBe('You (Overall Commander)');
    expect(seatName('south:center', { armies, seats }, { me: 'north:center', role: 'overall-commander' })).toBe("Aurel's Overall Commander");
    expect(seatName('nobody', { armies, seats })).toBe('nobody');
  });
  it('names channels and lists', () => {
    expect(channelName('table', { armies })).toBe('Table (everyone)');
    expect(channelName('team:north', { armies })).toBe('Tarsene League Field Generals');
    expect(channelName('front:south:3', { armies })).toBe('Aurel front, turn 3');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(rolesText(['left-field-general', 'right-field-general'])).toBe('Left and Right Field Generals');
  });
});
