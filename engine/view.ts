// viewFor(state, viewer): what one seat, a spectator or a referee may see. Hidden
// information never leaves through a player's view: the deck order, the seed and the
// generator state are referee-only; an Overall Commander's hand is his alone (the other
// army sees its size, which is also the Army Command); a Field General sees the cards
// issued to him. Cards issued during the command step become public when the Overall
// Commander completes it (docs/rules-decisions.md, "revealing issued cards").
import { SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { cardDef, type CardKind } from './cards/catalog.js';
import { phaseOf, sectionStepOf, type Phase, type SectionStep } from './machine.js';
import { seatById } from './rules/queries.js';
import { fieldGeneralRole, type Role, type Seat } from './rules/seating.js';
import type { RandomState } from './rules/random.js';
import type { GameState, PendingBattle, Play, TurnState, UnitState } from './state.js';

export type Viewer = { kind: 'seat'; seatId: string } | { kind: 'spectator' } | { kind: 'referee' };

export interface CardView {
  id: string;
  kind: CardKind;
  name: string;
  cardClass: 'field' | 'army';
  text: string;
}

export interface PlayView {
  cards: CardView[];
  kind: CardKind;
  name: string;
  sections: Section[];
  inspired: boolean;
  counterAttack: boolean;
}

export interface WaitingFor {
  army: ArmyId;
  role: Role;
  seatId: string;
  for: string;
}

export interface GameView {
  viewer: Viewer;
  /** The seat's army and roles, for a seat viewer. */
  me: Seat | null;
  version: number;
  scenario: GameState['scenario'];
  options: GameState['options'];
  seats: Seat[];
  turn: number;
  activeArmy: ArmyId;
  phase: Phase;
  sectionSteps: Record<Section, SectionStep | null>;
  winner: ArmyId | null;
  armies: Record<ArmyId, { name: string; commandNumber: number; victoryBanners: number; banners: number; handSize: number; lastTurnPlays: PlayView[] }>;
  /** Own Overall Commander's hand (or every hand, for a referee: see `referee`). */
  hand: CardView[] | null;
  deckSize: number;
  discards: CardView[];
  units: UnitState[];
  turnState: Omit<TurnState, 'plays'> & { plays: PlayView[]; hiddenPlays: number };
  waitingFor: WaitingFor[];
  referee: { deck: string[]; seed: string; random: RandomState; hands: Record<ArmyId, CardView[]> } | null;
}

export function cardView(state: GameState, id: string): CardView {
  const kind = state.cards[id]!;
  const def = cardDef(kind);
  return { id, kind, name: def.name, cardClass: def.class, text: def.text };
}

function playView(state: GameState, p: Play): PlayView {
  const def = cardDef(p.kind);
  return { cards: p.cardIds.map((c) => cardView(state, c)), kind: p.kind, name: p.counterAttack ? `Counter Attack as ${def.name}` : def.name, sections: [...p.sections], inspired: p.inspired, counterAttack: p.counterAttack };
}

/** May this viewer see a play of the current turn? */
function playVisible(state: GameState, p: Play, viewer: Viewer, seat: Seat | undefined): boolean {
  if (viewer.kind === 'referee') return true;
  if (phaseOf(state.step) !== 'command') return true;
  if (!seat || seat.army !== state.activeArmy) return false;
  if (seat.roles.includes('overall-commander')) return true;
  return p.sections.some((s) => seat.roles.includes(fieldGeneralRole(s)));
}

function seatFor(state: GameState, army: ArmyId, role: Role): string {
  return state.seats.find((s) => s.army === army && s.roles.includes(role))?.id ?? '';
}

export function waitingFor(state: GameState): WaitingFor[] {
  const phase = phaseOf(state.step);
  const army = state.activeArmy;
  const out: WaitingFor[] = [];
  const add = (a: ArmyId, role: Role, what: string) => out.push({ army: a, role, seatId: seatFor(state, a, role), for: what });
  if (phase === 'command') add(army, 'overall-commander', 'to issue Command cards');
  if (phase === 'orders' || phase === 'battle') {
    for (const s of SECTIONS) {
      const step = sectionStepOf(state.step, s);
      const fg = fieldGeneralRole(s);
      if (step === 'ordering') add(army, fg, 'to order units');
      else if (step === 'moving') add(army, fg, 'to move ordered units');
      else if (step === 'choosing') add(army, fg, 'to declare battles');
      else if (step === 'reporting') add(army, fg, 'to report the battle outcome');
      else if (step === 'firstStrikeWindow') add(army === 'north' ? 'south' : 'north', 'overall-commander', 'to decide on First Strike');
    }
  }
  return out;
}

function stripBattle(b: PendingBattle): PendingBattle {
  return { ...b, firstStrike: b.firstStrike ? { ...b.firstStrike } : null, faces: [...b.faces] };
}

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const seat = viewer.kind === 'seat' ? seatById(state, viewer.seatId) : undefined;
  if (viewer.kind === 'seat' && !seat) throw new Error(`no seat ${viewer.seatId}`);
  const ts = state.turnState;
  const visible = ts.plays.filter((p) => playVisible(state, p, viewer, seat));
  const ownOc = seat && seat.roles.includes('overall-commander') ? seat.army : null;
  const armyView = (a: ArmyId) => {
    const s = state.armies[a];
    return { name: s.name, commandNumber: s.commandNumber, victoryBanners: s.victoryBanners, banners: s.banners, handSize: s.hand.length, lastTurnPlays: s.lastTurnPlays.map((p) => playView(state, p)) };
  };
  const battles: TurnState['battles'] = {};
  for (const s of SECTIONS) if (ts.battles[s]) battles[s] = stripBattle(ts.battles[s]!);
  return {
    viewer,
    me: seat ? { ...seat, roles: [...seat.roles] } : null,
    version: state.version,
    scenario: state.scenario,
    options: state.options,
    seats: state.seats.map((s) => ({ ...s, roles: [...s.roles] })),
    turn: state.turn,
    activeArmy: state.activeArmy,
    phase: phaseOf(state.step),
    sectionSteps: { left: sectionStepOf(state.step, 'left'), center: sectionStepOf(state.step, 'center'), right: sectionStepOf(state.step, 'right') },
    winner: state.winner,
    armies: { north: armyView('north'), south: armyView('south') },
    hand: ownOc ? state.armies[ownOc].hand.map((c) => cardView(state, c)) : null,
    deckSize: state.deck.length,
    discards: state.discards.map((c) => cardView(state, c)),
    units: Object.values(state.units).map((u) => ({ ...u, hex: { ...u.hex } })),
    turnState: {
      ...ts,
      plays: visible.map((p) => playView(state, p)),
      hiddenPlays: ts.plays.length - visible.length,
      orders: { ...ts.orders },
      initiative: { ...ts.initiative },
      mayNotBattle: [...ts.mayNotBattle],
      trails: Object.fromEntries(Object.entries(ts.trails).map(([k, v]) => [k, v.map((h) => ({ ...h }))])),
      battles,
      battled: { ...ts.battled },
      reactionCards: [...ts.reactionCards],
      firstStrikeDraws: [...ts.firstStrikeDraws],
      dicePool: [...ts.dicePool],
    },
    waitingFor: waitingFor(state),
    referee:
      viewer.kind === 'referee'
        ? { deck: [...state.deck], seed: state.seed, random: state.random, hands: { north: state.armies.north.hand.map((c) => cardView(state, c)), south: state.armies.south.hand.map((c) => cardView(state, c)) } }
        : null,
  };
}

/** Only what a seat or referee sees beyond the spectator's view: his identity, his own hand,
 *  the plays he may see while cards are being issued, and (referees) the secrets. Cheaper
 *  than a whole viewFor, for the server's per-seat projection. */
export function privateViewFor(state: GameState, viewer: Viewer): Pick<GameView, 'me' | 'hand' | 'referee'> & { plays: PlayView[]; hiddenPlays: number } {
  const seat = viewer.kind === 'seat' ? seatById(state, viewer.seatId) : undefined;
  if (viewer.kind === 'seat' && !seat) throw new Error(`no seat ${viewer.seatId}`);
  const plays = state.turnState.plays;
  const visible = plays.filter((p) => playVisible(state, p, viewer, seat));
  const ownOc = seat && seat.roles.includes('overall-commander') ? seat.army : null;
  return {
    me: seat ? { ...seat, roles: [...seat.roles] } : null,
    hand: ownOc ? state.armies[ownOc].hand.map((c) => cardView(state, c)) : null,
    plays: visible.map((p) => playView(state, p)),
    hiddenPlays: plays.length - visible.length,
    referee:
      viewer.kind === 'referee'
        ? { deck: [...state.deck], seed: state.seed, random: state.random, hands: { north: state.armies.north.hand.map((c) => cardView(state, c)), south: state.armies.south.hand.map((c) => cardView(state, c)) } }
        : null,
  };
}
