// The room's synced state is kept in step incrementally (only what changed is rebuilt). It
// must always equal a projection made from scratch: a part left stale would show a seat an
// old hand or plays, or hide a change from the table.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine/index.js';
import { statesOf } from '../../engine/sim/drive.js';
import { playRandomGame } from '../../engine/sim/random-game.js';
import { publicEntries } from '../../engine/view-parts.js';
import { phaseOf } from '../../engine/machine.js';
import { privatePart, publicPart } from '../game/projection.js';
import type { GameSession } from '../game/session.js';
import { unitLeaf } from '../../engine/unit-wire.js';
import type { EpicState } from './state.js';
import { partsOf, REFEREE } from './private-parts.js';
import { initialRoomState, refereePartNow, seatPartMayDiffer, syncRoomState } from './sync.js';

function fromScratch(s: GameState) {
  return {
    public: publicEntries(publicPart(s)),
    units: Object.fromEntries(Object.values(s.units).map((u) => [u.id, unitLeaf(u)])),
    private: Object.fromEntries([...s.seats.map((x) => [x.id, JSON.stringify(privatePart(s, { kind: 'seat', seatId: x.id }))]), ['referee', JSON.stringify(privatePart(s, { kind: 'referee' }))]]),
  };
}

function synced(room: EpicState) {
  const units: Record<string, unknown> = {};
  room.units.forEach((leaf, id) => (units[id] = leaf));
  const priv: Record<string, string> = Object.fromEntries(partsOf(room));
  return { public: new Map(room.public.entries()), units, private: priv };
}

/** A session as far as the sync reads it. */
function sessionAt(states: GameState[]): { session: GameSession; at: (i: number) => void } {
  const session = { id: 'g', seedHash: 'h', state: states[0]! } as unknown as GameSession;
  return { session, at: (i) => ((session as { state: GameState }).state = states[i]!) };
}

describe('room sync', () => {
  it('equals a projection from scratch after every command (8, 6, 4 and 2 players)', () => {
    for (const players of [8, 6, 4, 2] as const) {
      const states = statesOf(playRandomGame(`sync-${players}`, 300, players));
      const { session, at } = sessionAt(states);
      const room = initialRoomState(session);
      expect(synced(room)).toEqual(fromScratch(states[0]!));
      for (let i = 1; i < states.length; i++) {
        at(i);
        syncRoomState(room, session);
        expect(synced(room), `${players} players, after command ${i}`).toEqual(fromScratch(states[i]!));
      }
    }
  });

  it('equals it after any jump, forward or back (as after a restore)', () => {
    const states = statesOf(playRandomGame('sync-jumps', 400));
    const { session, at } = sessionAt(states);
    const room = initialRoomState(session);
    // A fixed walk over the game: long and short jumps, both ways.
    let i = 0;
    for (const step of [37, -5, 120, -100, 1, 63, -63, 200, -1, 150, -399, 399]) {
      i = Math.min(states.length - 1, Math.max(0, i + step));
      at(i);
      syncRoomState(room, session);
      expect(synced(room), `at state ${i}`).toEqual(fromScratch(states[i]!));
    }
  });

  it('a command patches only what it changed', () => {
    const states = statesOf(playRandomGame('sync-small', 200));
    const { session, at } = sessionAt(states);
    const room = initialRoomState(session);
    let sets = 0;
    const set = room.public.set.bind(room.public);
    room.public.set = (k: string, v: string) => (sets++, set(k, v));
    for (let i = 1; i < states.length; i++) {
      at(i);
      syncRoomState(room, session);
    }
    // A handful of leaves of some fifty change per command (the status, the trails, …).
    expect(sets / (states.length - 1)).toBeLessThan(12);
    expect(room.public.size).toBeGreaterThan(40);
  });

  it("the public map's keys stay the same from a game's first state to its last: a command changes leaves, never adds or removes one", () => {
    // The turn's records keyed by unit or section are one leaf each (PUBLIC_WHOLE): walked, an
    // order, a trail or a battle added keys that the turn's end removed, and every client's map
    // rehashed its tables as they came and went (docs/benchmarks.md, thirty-first session).
    for (const seed of ['keys-1', 'keys-2', 'keys-3']) {
      const states = statesOf(playRandomGame(seed, 400));
      const { session, at } = sessionAt(states);
      const room = initialRoomState(session);
      const keys = [...room.public.keys()].sort();
      let battles = 0;
      let orders = 0;
      for (let i = 1; i < states.length; i++) {
        at(i);
        syncRoomState(room, session);
        if (Object.keys(states[i]!.turnState.battles).length > 0) battles++;
        if (Object.keys(states[i]!.turnState.orders).length > 0) orders++;
        expect([...room.public.keys()].sort(), `${seed}, state ${i}`).toEqual(keys);
      }
      // The walk went through battles and orders, where keys used to come and go.
      expect(battles).toBeGreaterThan(0);
      expect(orders).toBeGreaterThan(0);
    }
  });

  it("makes the referee's part only while a referee watches, and the one who comes gets the synced state's part", () => {
    const states = statesOf(playRandomGame('sync-referee', 200));
    const refereePart = (i: number) => fromScratch(states[i]!).private.referee;
    // The referee joins at a command that changes his part, so that the synced state's part
    // and the session's differ.
    const join = states.findIndex((_, i) => i >= 60 && refereePart(i) !== refereePart(i - 1));
    expect(join).toBeGreaterThan(0);
    const { session, at } = sessionAt(states);
    const room = initialRoomState(session);
    // Nobody watching for a while: no referee's part is made or held, and none is sent.
    for (let i = 1; i < join; i++) {
      at(i);
      expect(syncRoomState(room, session, false).has(REFEREE)).toBe(false);
      expect(partsOf(room).has(REFEREE)).toBe(false);
    }
    // A referee joins while the session is a command ahead of the room (its append being
    // committed): the welcome's part is the synced state's, not the session's.
    at(join);
    expect(refereePartNow(room, session)).toBe(refereePart(join - 1));
    // Watching from then on: kept equal to a projection from scratch after every command.
    for (let i = join; i < join + 80; i++) {
      at(i);
      syncRoomState(room, session, true);
      expect(synced(room).private, `after command ${i}`).toEqual(fromScratch(states[i]!).private);
    }
    // The referee leaves: the part is let go at the next change, and made afresh for the next one.
    at(join + 80);
    syncRoomState(room, session, false);
    expect(partsOf(room).has(REFEREE)).toBe(false);
    at(join + 81);
    syncRoomState(room, session, false);
    expect(refereePartNow(room, session)).toBe(refereePart(join + 81));
  });

  it('makes no seat\'s part again for a step that changes none of its inputs (orders to battle)', () => {
    // Plays are hidden in the command phase only: from orders to battle they stay shown, so a
    // step between the two, the turn's plays, hands and seats unchanged, leaves every part as it
    // was (the test above holds the parts right whatever this check says).
    let steps = 0;
    for (const seed of ['sync-steps-1', 'sync-steps-2', 'sync-steps-3']) {
      const states = statesOf(playRandomGame(seed, 150));
      for (let i = 1; i < states.length; i++) {
        const a = states[i - 1]!;
        const b = states[i]!;
        if (phaseOf(a.step) !== 'orders' || phaseOf(b.step) !== 'battle') continue;
        if (a.seats !== b.seats || a.turnState.plays !== b.turnState.plays || a.activeArmy !== b.activeArmy || a.armies !== b.armies) continue;
        steps++;
        for (const seat of b.seats) expect(seatPartMayDiffer(a, b, seat), `${seed}, command ${i}, ${seat.id}`).toBe(false);
        for (const seat of b.seats) expect(JSON.stringify(privatePart(b, { kind: 'seat', seatId: seat.id }))).toBe(JSON.stringify(privatePart(a, { kind: 'seat', seatId: seat.id })));
      }
    }
    expect(steps).toBeGreaterThan(3);
  });

  it("gives a seat its new part when only one of its part's inputs changed (its army's hand, the active army, the seats)", () => {
    const states = statesOf(playRandomGame('sync-inputs', 60));
    const base = states.find((x) => phaseOf(x.step) === 'command' && x.turnState.plays.length > 0) ?? states[states.length - 1]!;
    const oc = base.seats.find((x) => x.roles.includes('overall-commander') && x.army === 'south')!;
    const variants: [string, GameState][] = [
      // A card leaves the hand and nothing else changes (as a First Strike card can).
      ['the hand', { ...base, armies: { ...base.armies, south: { ...base.armies.south, hand: base.armies.south.hand.slice(1) } } }],
      ['the active army', { ...base, activeArmy: base.activeArmy === 'north' ? 'south' : 'north' }],
      ['the seats', { ...base, seats: base.seats.map((x) => (x.id === oc.id ? { ...x, roles: x.roles.filter((r) => r !== 'overall-commander') } : x)) }],
    ];
    for (const [what, changed] of variants) {
      const { session, at } = sessionAt([base, changed]);
      const room = initialRoomState(session);
      at(1);
      syncRoomState(room, session);
      expect(synced(room).private, `after a change of ${what} alone`).toEqual(fromScratch(changed).private);
    }
  });
});
