import { describe, expect, it } from 'vitest';
import { CARDS, cardDef } from './cards/catalog.js';
import { evolve, initialState } from './evolve.js';
import type { GameEvent } from './events.js';
import { narrate } from './narrate.js';
import { evolveNarrated, linesFor, narrateForTable, narrateForViewers, type NarratedEvent } from './narrate-view.js';
import type { PlayerCount } from './rules/seating.js';
import { runScript } from './script/run.js';
import { playRandomGame } from './sim/random-game.js';
import type { GameState } from './state.js';
import { viewFor, type GameView, type Viewer } from './view.js';

const SOUTH_HAND = ['order-three-left#1', 'order-two-center#1', 'rally#1', 'order-light-troops#1', 'line-command#1', 'double-time#1', 'order-two-right#1', 'first-strike#1'];

function issuedGame() {
  return runScript({
    name: 'n', rule: 'r', source: 's',
    setup: { scenario: 'vellara-ford', hands: { south: SOUTH_HAND } },
    steps: [
      { seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: 'order-three-left#1' } },
      { seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: 'order-two-center#1' } },
      { seat: 'south:oc', command: { type: 'CompleteCommandStep', visit: 'center' } },
    ],
  });
}

const seat = (seatId: string): Viewer => ({ kind: 'seat', seatId });

function viewersOf(state: GameState): Viewer[] {
  return [...state.seats.map((s) => seat(s.id)), { kind: 'spectator' }, { kind: 'referee' }];
}

/** Every card name a view shows: hands, plays, discards, last turn's plays, a pending First Strike. */
function namesShown(v: GameView): Set<string> {
  const names = new Set<string>();
  const add = (c: { name: string }) => names.add(c.name);
  v.hand?.forEach(add);
  v.discards.forEach(add);
  for (const p of [...v.turnState.plays, ...v.armies.north.lastTurnPlays, ...v.armies.south.lastTurnPlays]) {
    names.add(p.name);
    p.cards.forEach(add);
  }
  if (v.referee) [...v.referee.hands.north, ...v.referee.hands.south].forEach(add);
  for (const b of Object.values(v.turnState.battles)) if (b?.firstStrike) names.add(cardDef('first-strike').name);
  return names;
}

describe('the turn log per viewer', () => {
  it('names an issued card to the Overall Commander and its Field General, and hides it from the rest until the command step ends', () => {
    const r = issuedGame();
    const log = narrateForViewers(r.events);
    const issue = 'Turn 1, Aurel: the Overall Commander issued Order Three Units Left to the Left Field General; his hand 8 → 7 cards.';
    const faceDown = 'Turn 1, Aurel: the Overall Commander issued a Field card (face down); his hand 8 → 7 cards.';
    const completion = 'Turn 1, Aurel: the Overall Commander completed his command step with Order Three Units Left to the Left Field General, Order Two Units Center to the Center Field General; he visits the Center Field General at the front; the Left Field General received his orders by courier.';
    const text = (v: Viewer) => linesFor(log, v).map((l) => l.text);
    for (const v of [seat('south:oc'), seat('south:left'), { kind: 'referee' } as const]) expect(text(v)).toContain(issue);
    for (const v of [seat('south:center'), seat('south:right'), seat('north:oc'), seat('north:left'), { kind: 'spectator' } as const]) {
      expect(text(v)).not.toContain(issue);
      expect(text(v).filter((l) => l === faceDown).length).toBeGreaterThanOrEqual(1);
      expect(text(v)).toContain(completion);
    }
    // The Center Field General reads his own card in full, and the Left card face down.
    expect(text(seat('south:center'))).toContain('Turn 1, Aurel: the Overall Commander issued Order Two Units Center to the Center Field General; his hand 7 → 6 cards.');
    // Whose turn: none before the battle, then the south's.
    expect(log.map((n) => n.army)).toEqual([null, null, null, 'south', 'south', 'south']);
    expect(log.map((n) => n.turn)).toEqual([1, 1, 1, 1, 1, 1]);
    // The spectator reads both deals and both issues redacted, nothing else.
    expect(linesFor(log, { kind: 'spectator' }).filter((l) => l.redacted).map((l) => l.text)).toEqual([
      "Aurel's Overall Commander is dealt 8 Command cards.",
      expect.stringMatching(/^.+'s Overall Commander is dealt \d Command cards\.$/),
      faceDown,
      'Turn 1, Aurel: the Overall Commander issued a Field card (face down); his hand 7 → 6 cards.',
    ]);
  });

  it('names dealt cards only to the Overall Commander who holds them', () => {
    const log = narrateForViewers(issuedGame().events);
    const named = 'Aurel\'s Overall Commander is dealt 8 Command cards (Order Three Units Left, Order Two Units Center, Rally, ';
    expect(linesFor(log, seat('south:oc')).some((l) => l.text.startsWith(named))).toBe(true);
    expect(linesFor(log, { kind: 'referee' }).some((l) => l.text.startsWith(named))).toBe(true);
    for (const v of [seat('south:left'), seat('north:oc'), { kind: 'spectator' } as const]) {
      expect(linesFor(log, v).map((l) => l.text)).toContain("Aurel's Overall Commander is dealt 8 Command cards.");
    }
  });

  it('gives the referee the export\'s narration, told with the cards drawn and the completed command steps', () => {
    const g = playRandomGame('narrate-view-referee', 200);
    const mine = linesFor(narrateForViewers(g.events), { kind: 'referee' });
    const theirs = narrate(g.events);
    expect(mine).toHaveLength(theirs.length);
    for (let i = 0; i < mine.length; i++) {
      const a = mine[i]!.text;
      const b = theirs[i]!;
      if (a === b) continue;
      // Only the draws (cards named) and the completed command steps (plays named) differ.
      expect(/ (drew|is dealt) \d+ (Command )?cards? \(/.test(a) || a.includes('completed his command step'), `${a} vs ${b}`).toBe(true);
    }
  });

  it('narrates a log in pieces exactly as in one go, versions rising', () => {
    const g = playRandomGame('narrate-view-pieces', 150);
    const [first, ...rest] = g.events;
    let s = initialState(first as Extract<GameEvent, { type: 'GameStarted' }>);
    const pieces: NarratedEvent[] = [narrateForViewers([first!])[0]!];
    for (let i = 0; i < rest.length; i += 7) {
      const r = evolveNarrated(s, rest.slice(i, i + 7));
      pieces.push(...r.lines);
      s = r.state;
    }
    expect(pieces).toEqual(narrateForViewers(g.events));
    expect(JSON.stringify(s)).toBe(JSON.stringify(g.state));
    const versions = pieces.map((p) => p.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    const since = versions[Math.floor(versions.length / 2)]!;
    expect(linesFor(pieces, { kind: 'spectator' }, since).map((l) => l.version)).toEqual(versions.filter((v) => v > since));
  });

  // No line tells a viewer a card his view does not show: checked on every event of seeded
  // random games, for every seat, the spectator and the referee, in every seating.
  const games: [string, PlayerCount][] = [['leak-1', 8], ['leak-2', 8], ['leak-3', 6], ['leak-4', 4], ['leak-5', 2], ['leak-6', 8]];
  it.each(games)('leaks nothing in random game %s (%i players)', (seed, players) => {
    const g = playRandomGame(seed, 260, players);
    const [first, ...rest] = g.events;
    let s = initialState(first as Extract<GameEvent, { type: 'GameStarted' }>);
    const names = CARDS.map((c) => c.name);
    const sectionWords = /Left|Center|Right/;
    let redactions = 0;
    let checked = 0;
    for (const e of rest) {
      const next = evolve(s, e);
      const n = narrateForTable(s, e, next);
      if (n) {
        for (const viewer of viewersOf(next)) {
          const [line] = linesFor([n], viewer);
          const view = viewFor(next, viewer);
          const shown = [...namesShown(view)].join('\n');
          expect(line!.text, 'card ids never appear').not.toMatch(/[a-z-]+#\d+/);
          for (const name of names) {
            if (line!.text.includes(name)) expect(shown, `${JSON.stringify(viewer)} reads "${line!.text}" but his view shows no ${name}`).toContain(name);
          }
          if (e.type === 'FieldCardIssued') {
            const sees = view.turnState.plays.some((p) => p.cards.some((c) => c.id === e.cardId));
            if (!sees) {
              redactions++;
              expect(line!.redacted).toBe(true);
              expect(line!.text, 'a hidden card\'s section is not told').not.toMatch(sectionWords);
            } else expect(line!.text).toContain(cardDef(e.kind).name);
          }
          if (e.type === 'CommandCardsDrawn' && e.cardIds.length > 0 && view.hand !== null && view.me?.army === e.army) {
            expect(line!.text, 'the Overall Commander reads what he drew').toContain(`(${cardDef(next.cards[e.cardIds[0]!]!).name}`);
          }
          checked++;
        }
      }
      s = next;
    }
    expect(checked).toBeGreaterThan(500);
    // With one person per army nothing is ever hidden inside the army, but the opponent and
    // the spectator still read issued cards face down.
    expect(redactions).toBeGreaterThan(0);
  });
});
