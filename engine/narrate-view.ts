// The turn log per viewer: each event narrated once (engine/narrate.ts), with the facts a
// viewer's view hides told in a redacted form. What a viewer may read is taken from the
// engine's own views (engine/view.ts), never decided again here: a line names a card only
// if the viewer's view right after the event shows that card. So while the Overall
// Commander issues his cards, the other army and the Field Generals the card does not
// reach read "issued a Field card (face down)"; when he completes the command step the
// cards are face up for everyone (docs/rules-decisions.md, "revealing issued cards") and
// the completion line names them. Drawn cards are named only to their Overall Commander.
import type { ArmyId, Section } from './board/hex.js';
import { cardDef } from './cards/catalog.js';
import type { GameEvent } from './events.js';
import { evolve, initialState } from './evolve.js';
import { courierClause, narrateEvent, openingText } from './narrate.js';
import type { GameState, Play } from './state.js';
import { seatsSeeingHand, seatsSeeingPlay, type Viewer } from './view.js';

/** One event told once for the whole table: the full line, and for a line that names
 *  hidden facts, the seats that may read it in full and what everyone else reads. */
export interface NarratedEvent {
  /** The state's version right after the event: one per event, in log order. */
  version: number;
  turn: number;
  /** Whose turn it was (null before the first turn). */
  army: ArmyId | null;
  /** The full line, as the referee reads it. */
  text: string;
  secret: { seats: string[]; redacted: string } | null;
}

/** A line as one viewer reads it. */
export interface LogLine {
  version: number;
  turn: number;
  army: ArmyId | null;
  text: string;
  /** True when the viewer reads the redacted form of a line that hides something from him. */
  redacted?: true;
}

const FG: Record<Section, string> = { left: 'Left Field General', center: 'Center Field General', right: 'Right Field General' };

/** Whose turn the event happens in (null for the deal, before the first turn). */
function turnArmy(before: GameState, e: GameEvent): ArmyId | null {
  return e.type === 'CommandCardsDealt' ? null : before.activeArmy;
}

function playText(p: Play): string {
  const name = p.counterAttack ? `Counter Attack as ${cardDef(p.kind).name}` : cardDef(p.kind).name;
  const to = p.sections.length ? ` to the ${p.sections.map((s) => FG[s]).join(' and the ')}` : '';
  return `${name}${p.inspired ? ' (Inspired pair)' : ''}${to}`;
}

/** The seats whose view (after the event) shows a card of the current turn's plays. */
function seatsSeeingCard(after: GameState, cardId: string): string[] {
  const play = after.turnState.plays.find((p) => p.cardIds.includes(cardId));
  return play ? seatsSeeingPlay(after, play) : [];
}

/** The completion of the command step: the cards are turned face up, so the line names them. */
function completionLine(before: GameState, e: Extract<GameEvent, { type: 'CommandStepCompleted' }>): string {
  const head = `Turn ${before.turn}, ${before.armies[e.army].name}`;
  const plays = before.turnState.plays;
  const issued = plays.length ? `completed his command step with ${plays.map(playText).join(', ')}` : 'completed his command step without issuing a card';
  const visit = e.visit ? `visits the ${FG[e.visit]} at the front` : 'visits no one';
  return `${head}: the Overall Commander ${issued}; he ${visit}${courierClause(before, e.army, e.visit)}.`;
}

/** Narrates one event for every viewer, given the states before and after it (null for
 *  events not worth a line). */
export function narrateForTable(before: GameState, e: GameEvent, after: GameState): NarratedEvent | null {
  const base = { version: after.version, turn: before.turn, army: turnArmy(before, e) };
  if (e.type === 'CommandStepCompleted') return { ...base, text: completionLine(before, e), secret: null };
  const text = narrateEvent(before, e);
  if (text === null) return null;
  switch (e.type) {
    case 'FieldCardIssued': {
      const hand = before.armies[e.army].hand.length;
      const redacted = `Turn ${before.turn}, ${before.armies[e.army].name}: the Overall Commander issued a Field card (face down); his hand ${hand} → ${hand - 1} cards.`;
      return { ...base, text, secret: { seats: seatsSeeingCard(after, e.cardId), redacted } };
    }
    case 'CommandCardsDealt':
    case 'CommandCardsDrawn': {
      if (e.cardIds.length === 0) return { ...base, text, secret: null };
      return { ...base, text: narrateEvent(before, e, { nameDrawnCards: true })!, secret: { seats: seatsSeeingHand(after, e.army), redacted: text } };
    }
    default:
      return { ...base, text, secret: null };
  }
}

/** Does this viewer read the line in full (or its redacted form)? */
export function readsInFull(n: NarratedEvent, viewer: Viewer): boolean {
  return !n.secret || viewer.kind === 'referee' || (viewer.kind === 'seat' && n.secret.seats.includes(viewer.seatId));
}

/** The line as one viewer reads it. */
export function lineFor(n: NarratedEvent, viewer: Viewer): LogLine {
  const line = { version: n.version, turn: n.turn, army: n.army };
  if (readsInFull(n, viewer)) return { ...line, text: n.text };
  return { ...line, text: n.secret!.redacted, redacted: true };
}

/** The events of a log after `sinceVersion`, as narrated for the whole table. */
export function narratedSince(log: readonly NarratedEvent[], sinceVersion: number): NarratedEvent[] {
  let i = log.length;
  while (i > 0 && log[i - 1]!.version > sinceVersion) i--;
  return log.slice(i);
}

/** The lines of a log one viewer may read, after `sinceVersion` (0: all). */
export function linesFor(log: readonly NarratedEvent[], viewer: Viewer, sinceVersion = 0): LogLine[] {
  return narratedSince(log, sinceVersion).map((n) => lineFor(n, viewer));
}

/** The opening line (for the GameStarted event). */
export function openingLine(s: GameState): NarratedEvent {
  return {
    version: s.version,
    turn: s.turn,
    army: null,
    text: openingText(s),
    secret: null,
  };
}

/** Applies events one by one, narrating each: the state after them and their lines. */
export function evolveNarrated(state: GameState, events: readonly GameEvent[]): { state: GameState; lines: NarratedEvent[] } {
  let s = state;
  const lines: NarratedEvent[] = [];
  for (const e of events) {
    const next = evolve(s, e);
    const n = narrateForTable(s, e, next);
    if (n) lines.push(n);
    s = next;
  }
  return { state: s, lines };
}

/** The start of a log (its first events, beginning with GameStarted) narrated for the table:
 *  the state after them and their lines, to go on from with evolveNarrated (null: the events
 *  do not begin with GameStarted). */
export function narrateStart(events: readonly GameEvent[]): { state: GameState; lines: NarratedEvent[] } | null {
  const [first, ...rest] = events;
  if (!first || first.type !== 'GameStarted') return null;
  const s = initialState(first);
  const { state, lines } = evolveNarrated(s, rest);
  return { state, lines: [openingLine(s), ...lines] };
}

/** A whole log (beginning with GameStarted) narrated for the table. */
export function narrateForViewers(events: readonly GameEvent[]): NarratedEvent[] {
  return narrateStart(events)?.lines ?? [];
}
