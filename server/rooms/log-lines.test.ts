import { describe, expect, it } from 'vitest';
import { linesFor, type NarratedEvent } from '../../engine/narrate-view.js';
import { setLogLines } from './log-lines.js';
import { EpicState, SeatSlot } from './state.js';

const open: NarratedEvent = { version: 5, turn: 1, army: 'south', text: 'The Left Field General ordered a unit.', secret: null };
const issued: NarratedEvent = { version: 6, turn: 1, army: 'south', text: 'issued Order Two Units Left to the Left Field General', secret: { seats: ['south:oc', 'south:left'], redacted: 'issued a Field card to a Field General' } };

function table(): EpicState {
  const state = new EpicState();
  state.log = '';
  for (const id of ['south:oc', 'south:left', 'north:oc']) {
    const slot = new SeatSlot();
    slot.id = id;
    slot.log = '';
    state.seats.set(id, slot);
  }
  const referee = new SeatSlot();
  referee.id = 'referee';
  referee.log = '';
  state.referee = referee;
  return state;
}
const lines = (json: string) => (json ? (JSON.parse(json) as { lines: unknown[] }).lines : null);

describe("the turn log's fields in the synced state", () => {
  it('puts lines without secrets in the public field only', () => {
    const state = table();
    setLogLines(state, [open]);
    expect(lines(state.log)).toEqual(linesFor([open], { kind: 'spectator' }));
    for (const slot of state.seats.values()) expect(slot.log).toBe('');
    expect(state.referee.log).toBe('');
  });

  it('gives the public field the redacted line, and the slots of those who read it in full their own', () => {
    const state = table();
    setLogLines(state, [open, issued]);
    expect(lines(state.log)).toEqual(linesFor([open, issued], { kind: 'spectator' }));
    expect(lines(state.log)![1]).toMatchObject({ text: 'issued a Field card to a Field General', redacted: true });
    for (const id of ['south:oc', 'south:left']) expect(lines(state.seats.get(id)!.log)).toEqual(linesFor([open, issued], { kind: 'seat', seatId: id }));
    expect(state.seats.get('north:oc')!.log).toBe('');
    expect(lines(state.referee.log)).toEqual(linesFor([open, issued], { kind: 'referee' }));
    expect(state.log.includes('Order Two Units Left')).toBe(false);
  });

  it('changes nothing for a change that wrote no line', () => {
    const state = table();
    setLogLines(state, [open]);
    const before = state.log;
    setLogLines(state, []);
    expect(state.log).toBe(before);
  });
});
