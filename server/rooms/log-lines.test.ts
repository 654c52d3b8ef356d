import { describe, expect, it } from 'vitest';
import { linesFor, type NarratedEvent } from '../../engine/narrate-view.js';
import { setLogLines } from './log-lines.js';
import { EpicState } from './state.js';

const open: NarratedEvent = { version: 5, turn: 1, army: 'south', text: 'The Left Field General ordered a unit.', secret: null };
const issued: NarratedEvent = { version: 6, turn: 1, army: 'south', text: 'issued Order Two Units Left to the Left Field General', secret: { seats: ['south:oc', 'south:left'], redacted: 'issued a Field card to a Field General' } };

function table(): EpicState {
  const state = new EpicState();
  state.log = '';
  for (const id of ['south:oc', 'south:left', 'north:oc']) state.seats.set(id, false);
  return state;
}
const lines = (json: string | undefined) => (json ? (JSON.parse(json) as { lines: unknown[] }).lines : null);

describe("the turn log's lines: the public field, and those read in full", () => {
  it('puts lines without secrets in the public field only', () => {
    const state = table();
    const full = setLogLines(state, [open]);
    expect(lines(state.log)).toEqual(linesFor([open], { kind: 'spectator' }));
    expect(full.size).toBe(0);
  });

  it('gives the public field the redacted line, and those who read it in full their own', () => {
    const state = table();
    const full = setLogLines(state, [open, issued]);
    expect(lines(state.log)).toEqual(linesFor([open, issued], { kind: 'spectator' }));
    expect(lines(state.log)![1]).toMatchObject({ text: 'issued a Field card to a Field General', redacted: true });
    for (const id of ['south:oc', 'south:left']) expect(lines(full.get(id))).toEqual(linesFor([open, issued], { kind: 'seat', seatId: id }));
    expect(full.has('north:oc')).toBe(false);
    expect(lines(full.get('referee'))).toEqual(linesFor([open, issued], { kind: 'referee' }));
    expect(state.log.includes('Order Two Units Left')).toBe(false);
  });

  it("makes no referee's lines while no referee is watching", () => {
    const state = table();
    const full = setLogLines(state, [open, issued], false);
    expect(full.has('referee')).toBe(false);
    expect(lines(full.get('south:left'))).toEqual(linesFor([open, issued], { kind: 'seat', seatId: 'south:left' }));
  });

  it('changes nothing for a change that wrote no line', () => {
    const state = table();
    setLogLines(state, [open]);
    const before = state.log;
    expect(setLogLines(state, []).size).toBe(0);
    expect(state.log).toBe(before);
  });
});
