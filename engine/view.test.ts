import { describe, expect, it } from 'vitest';
import { decide } from './decide/index.js';
import { phaseOf } from './machine.js';
import type { GameState } from './state.js';
import { DEMO_SCENARIOS } from './scenario/demo/index.js';
import { act, startState, statesOf } from './sim/drive.js';
import { playRandomGame } from './sim/random-game.js';
import { cardId, cardView, privateViewOf, publicViewOf, seatsSeeingHand, seatsSeeingPlay, viewFor, wirePublicViewAfter, wirePublicViewOf } from './view.js';

const start = (players: 8 | 6 | 4 | 2 = 8): GameState => startState({ scenario: DEMO_SCENARIOS['vellara-ford']!, players, seed: 'view-test-seed-unique' });

describe('viewFor: each role sees what it may', () => {
  it('the Overall Commander sees his own hand, nobody else does', () => {
    const s = start();
    const oc = viewFor(s, { kind: 'seat', seatId: 'south:oc' });
    expect(oc.hand?.map((c) => c.id)).toEqual(s.armies.south.hand);
    for (const seat of ['south:left', 'north:oc', 'north:center']) {
      const v = viewFor(s, { kind: 'seat', seatId: seat });
      if (seat === 'north:oc') expect(v.hand?.map((c) => c.id)).toEqual(s.armies.north.hand);
      else expect(v.hand).toBeNull();
      const json = JSON.stringify(v);
      if (seat !== 'south:oc') for (const c of s.armies.south.hand) expect(json).not.toContain(JSON.stringify(c));
    }
  });
  it('the other army sees hand sizes and Command numbers only', () => {
    const v = viewFor(start(), { kind: 'seat', seatId: 'north:right' });
    expect(v.armies.south).toMatchObject({ handSize: 8, commandNumber: 8 });
    expect(v.referee).toBeNull();
  });
  it('no player or spectator view holds the deck order or the seed; the referee sees all', () => {
    const s = start();
    for (const viewer of [{ kind: 'spectator' as const }, { kind: 'seat' as const, seatId: 'south:oc' }]) {
      const json = JSON.stringify(viewFor(s, viewer));
      expect(json).not.toContain('view-test-seed-unique');
      expect(json).not.toContain(JSON.stringify(s.deck.slice(0, 3)).slice(1, -1));
      expect(json).not.toContain('"deck"');
    }
    const ref = viewFor(s, { kind: 'referee' });
    expect(ref.referee?.deck).toEqual(s.deck);
    expect(ref.referee?.seed).toBe('view-test-seed-unique');
    expect(ref.referee?.hands.north.map((c) => c.id)).toEqual(s.armies.north.hand);
  });
  it('a Field General sees the card issued to him; the others get theirs by courier and see it only after the command step', () => {
    let s = start();
    const card = s.armies.south.hand.find((c) => s.cards[c]!.endsWith('-left') || s.cards[c]!.endsWith('-center') || s.cards[c]!.endsWith('-right'));
    if (!card) throw new Error('this seed deals no section card to south');
    const section = s.cards[card]!.split('-').pop() as 'left' | 'center' | 'right';
    s = act(s, 'south:oc', { type: 'IssueFieldCard', cardId: card });
    const mine = viewFor(s, { kind: 'seat', seatId: `south:${section}` });
    expect(mine.turnState.plays.map((p) => p.cards[0]!.id)).toEqual([card]);
    const other = section === 'left' ? 'south:right' : 'south:left';
    expect(viewFor(s, { kind: 'seat', seatId: other }).turnState).toMatchObject({ plays: [], hiddenPlays: 1 });
    expect(viewFor(s, { kind: 'seat', seatId: 'north:oc' }).turnState.plays).toEqual([]);
    s = act(s, 'south:oc', { type: 'CompleteCommandStep', visit: section });
    expect(viewFor(s, { kind: 'seat', seatId: 'north:oc' }).turnState.plays.map((p) => p.cards[0]!.id)).toEqual([card]);
  });
  it('says whom the table is waiting for', () => {
    const v = viewFor(start(), { kind: 'spectator' });
    expect(v.waitingFor).toEqual([{ army: 'south', role: 'overall-commander', seatId: 'south:oc', for: 'to issue Command cards' }]);
    const six = viewFor(start(6), { kind: 'spectator' });
    expect(six.waitingFor[0]!.seatId).toBe('south:center');
  });
});

describe('decide: refusals that scripts cannot express', () => {
  it('refuses a stale command and an unknown seat, changing nothing', () => {
    const s = start();
    const before = JSON.stringify(s);
    const stale = decide(s, { seat: 'south:oc', command: { type: 'CompleteCommandStep', visit: null }, basedOn: s.version - 1 });
    expect(stale).toMatchObject({ ok: false, rejection: { code: 'command/stale' } });
    expect(decide(s, { seat: 'spectator', command: { type: 'CompleteCommandStep', visit: null } })).toMatchObject({ ok: false, rejection: { code: 'seat/unknown' } });
    expect(decide(s, { seat: 'south:oc', command: { type: 'Nonsense' } as never })).toMatchObject({ ok: false, rejection: { code: 'command/unknown_type' } });
    expect(decide(s, null as never)).toMatchObject({ ok: false, rejection: { code: 'command/malformed' } });
    expect(decide(s, { seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: 42, sections: 'left' } as never })).toMatchObject({ ok: false });
    expect(JSON.stringify(s)).toBe(before);
  });
  it('accepts a command made against the current version', () => {
    const s = start();
    const card = s.armies.south.hand[0]!;
    const kind = s.cards[card]!;
    const d = decide(s, { seat: 'south:oc', command: kind.startsWith('order-') && kind.endsWith('troops') ? { type: 'PlayArmyCard', cardId: card, allocation: { left: 0, center: 0, right: 0 } } : { type: 'IssueFieldCard', cardId: card, sections: ['center'] }, basedOn: s.version });
    expect(d.ok || d.rejection.code !== 'command/stale').toBe(true);
  });
});

describe('privateViewOf', () => {
  it('gives exactly the private fields of viewFor, for every seat and the referee', () => {
    const s = start(6);
    for (const viewer of [...s.seats.map((x) => ({ kind: 'seat' as const, seatId: x.id })), { kind: 'referee' as const }]) {
      const full = viewFor(s, viewer);
      expect(privateViewOf(s, viewer, cardView)).toEqual({ me: full.me, hand: full.hand, referee: full.referee, plays: full.turnState.plays, hiddenPlays: full.turnState.hiddenPlays });
    }
  });
  it('shared, writes out as the copy does at every step of a game, and its seats see one view object per play', () => {
    let sawSharedPlay = false;
    for (const s of statesOf(playRandomGame('view-share', 150))) {
      const viewers = [...s.seats.map((x) => ({ kind: 'seat' as const, seatId: x.id })), { kind: 'referee' as const }];
      for (const viewer of viewers) expect(JSON.stringify(privateViewOf(s, viewer, cardId, 'share'))).toBe(JSON.stringify(privateViewOf(s, viewer, cardId)));
      // The referee sees every play: each seat that sees one holds the very same view object.
      const all = privateViewOf(s, { kind: 'referee' }, cardId, 'share').plays;
      for (const viewer of viewers.slice(0, -1)) {
        for (const play of privateViewOf(s, viewer, cardId, 'share').plays) {
          expect(all).toContain(play);
          sawSharedPlay = true;
        }
        // Copies share nothing.
        for (const play of privateViewOf(s, viewer, cardId).plays) expect(all).not.toContain(play);
      }
    }
    expect(sawSharedPlay).toBe(true);
  });
});

describe('wirePublicViewOf: the public view as the server syncs it', () => {
  it('is the public view less waitingFor and version, shared or copied, at every step of a game', () => {
    for (const s of statesOf(playRandomGame('wire-view', 200))) {
      const { waitingFor: _w, version: _v, ...expected } = JSON.parse(JSON.stringify(publicViewOf(s, cardId))) as Record<string, unknown>;
      expect(JSON.parse(JSON.stringify(wirePublicViewOf(s, cardId, 'share')))).toEqual(expected);
      expect(JSON.parse(JSON.stringify(wirePublicViewOf(s, cardId)))).toEqual(expected);
    }
  });

  it('shared, keeps the turn part while the turn state and the phase are the same, and the section steps while the step is', () => {
    const states = statesOf(playRandomGame('wire-view-keep', 200));
    let kept = 0;
    for (let i = 1; i < states.length; i++) {
      const [a, b] = [states[i - 1]!, states[i]!];
      const [va, vb] = [wirePublicViewOf(a, cardId, 'share'), wirePublicViewOf(b, cardId, 'share')];
      if (a.step === b.step) expect(vb.sectionSteps).toBe(va.sectionSteps);
      if (a.turnState === b.turnState && phaseOf(a.step) === phaseOf(b.step)) {
        expect(vb.turnState).toBe(va.turnState);
        kept++;
      }
    }
    // Most orders and moves change only the units: the diff then skips the whole turn part.
    expect(kept).toBeGreaterThan(0);
  });
});

describe('wirePublicViewAfter: the shared view made from the one before it', () => {
  it('is the same view as wirePublicViewOf at every step, its unchanged parts the last view\'s own objects', () => {
    const states = statesOf(playRandomGame('wire-view-after', 250));
    let last = wirePublicViewOf(states[0]!, cardId, 'share');
    const kept = { armies: 0, turnState: 0, sectionSteps: 0, plays: 0 };
    const made = { armies: 0, turnState: 0, sectionSteps: 0, plays: 0 };
    for (let i = 1; i < states.length; i++) {
      const [a, b] = [states[i - 1]!, states[i]!];
      const v = wirePublicViewAfter(b, a, last);
      expect(JSON.parse(JSON.stringify(v)), `state ${i}`).toEqual(JSON.parse(JSON.stringify(wirePublicViewOf(b, cardId))));
      // A part is kept exactly when its inputs are the same objects; else it is made anew.
      if (a.armies.north === b.armies.north && a.armies.south === b.armies.south) (expect(v.armies).toBe(last.armies), kept.armies++);
      else (expect(v.armies).not.toBe(last.armies), made.armies++);
      if (a.turnState === b.turnState && phaseOf(a.step) === phaseOf(b.step)) (expect(v.turnState).toBe(last.turnState), kept.turnState++);
      else (expect(v.turnState).not.toBe(last.turnState), made.turnState++);
      // The plays likewise, within a changed turn part: kept while the plays and whether the
      // phase hides them are unchanged.
      if (a.turnState.plays === b.turnState.plays && (phaseOf(a.step) === 'command') === (phaseOf(b.step) === 'command')) (expect(v.turnState.plays).toBe(last.turnState.plays), kept.plays++);
      else made.plays++;
      if (a.step === b.step) (expect(v.sectionSteps).toBe(last.sectionSteps), kept.sectionSteps++);
      else made.sectionSteps++;
      last = v;
    }
    for (const part of ['armies', 'turnState', 'sectionSteps', 'plays'] as const) {
      expect(kept[part], `${part} kept`).toBeGreaterThan(0);
      expect(made[part], `${part} made`).toBeGreaterThan(0);
    }
  });
});

describe('seatsSeeingPlay / seatsSeeingHand', () => {
  it('name exactly the seats whose private view shows the play or the hand, at every step of games', () => {
    let hidden = 0;
    for (const players of [8, 6, 2] as const) {
      for (const s of statesOf(playRandomGame(`seeing-${players}`, 200, players))) {
        for (const p of s.turnState.plays) {
          const seeing = s.seats.filter((x) => privateViewOf(s, { kind: 'seat', seatId: x.id }, cardId).plays.some((v) => v.cards.includes(p.cardIds[0]!))).map((x) => x.id);
          expect(seatsSeeingPlay(s, p)).toEqual(seeing);
          if (seeing.length < s.seats.length) hidden++;
        }
        for (const army of ['north', 'south'] as const) {
          const seeing = s.seats.filter((x) => x.army === army && privateViewOf(s, { kind: 'seat', seatId: x.id }, cardId).hand !== null).map((x) => x.id);
          expect(seatsSeeingHand(s, army)).toEqual(seeing);
        }
      }
    }
    // Plays hidden from some seats (the command step) were among those checked.
    expect(hidden).toBeGreaterThan(10);
  });
});
