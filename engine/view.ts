// viewFor(state, viewer): what one seat, a spectator or a referee may see. Hidden
// information never leaves through a player's view: the deck order, the seed and the
// generator state are referee-only; an Overall Commander's hand is his alone (the other
// army sees its size, which is also the Army Command); a Field General sees the cards
// issued to him. Cards issued during the command step become public when the Overall
// Commander completes it (docs/rules-decisions.md, "revealing issued cards").
import { SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { cardDef, type CardKind } from './cards/catalog.js';
import { phaseOf, sectionStepOf, type Phase, type SectionStep } from './machine.js';
import { seatById, seatHolding } from './rules/queries.js';
import { fieldGeneralRole, type Role, type Seat } from './rules/seating.js';
import type { RandomState } from './rules/random.js';
import { BATTLE_CHOICE_WAIT } from './names.js';
import type { GameState, PendingBattle, Play, TurnState, UnitState } from './state.js';

export type Viewer = { kind: 'seat'; seatId: string } | { kind: 'spectator' } | { kind: 'referee' };

export interface CardView {
  id: string;
  kind: CardKind;
  name: string;
  cardClass: 'field' | 'army';
  text: string;
}

/** How a view writes a card: in full (`CardView`, the engine's and the client's views), or as
 *  its id alone (what the server sends: the client knows every card's name and text from the
 *  catalogue, which keeps each patch small). */
export type CardWriter<C> = (state: GameState, id: string) => C;

export interface PlayView<C = CardView> {
  cards: C[];
  kind: CardKind;
  name: string;
  sections: Section[];
  inspired: boolean;
  counterAttack: boolean;
  /** Clash of Shields: the units it orders (adjacent to an enemy when it was played). */
  eligible?: string[];
}

export interface WaitingFor {
  army: ArmyId;
  role: Role;
  seatId: string;
  for: string;
}

export interface GameView<C = CardView> {
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
  armies: Record<ArmyId, { name: string; commandNumber: number; victoryBanners: number; banners: number; handSize: number; lastTurnPlays: PlayView<C>[] }>;
  /** Own Overall Commander's hand (or every hand, for a referee: see `referee`). */
  hand: C[] | null;
  deckSize: number;
  discards: C[];
  units: UnitState[];
  turnState: Omit<TurnState, 'plays'> & { plays: PlayView<C>[]; hiddenPlays: number };
  waitingFor: WaitingFor[];
  referee: { deck: string[]; seed: string; random: RandomState; hands: Record<ArmyId, C[]> } | null;
}

/** What every client may see, less the static scenario and the units (which the server
 *  sends apart) and what belongs to one viewer (`PrivateView`). */
export type PublicView<C = CardView> = Omit<GameView<C>, 'scenario' | 'units' | 'viewer' | 'me' | 'hand' | 'referee'>;

/** The public view as it travels: without what the reader works out for itself
 *  (`waitingFor`) or reads elsewhere in the synced state (`version`): engine/view-parts.ts. */
export type WirePublicView<C = CardView> = Omit<PublicView<C>, 'waitingFor' | 'version'>;

/** What a seat or a referee sees beyond the public view: his identity, his own hand, the
 *  plays he may see while cards are being issued, and (referees) the secrets. */
export type PrivateView<C = CardView> = Pick<GameView<C>, 'me' | 'hand' | 'referee'> & { plays: PlayView<C>[]; hiddenPlays: number };

export function cardView(state: GameState, id: string): CardView {
  const kind = state.cards[id]!;
  const def = cardDef(kind);
  return { id, kind, name: def.name, cardClass: def.class, text: def.text };
}

/** A card as its id: the server's `CardWriter`. */
export const cardId: CardWriter<string> = (_state, id) => id;

function playView<C>(state: GameState, p: Play, card: CardWriter<C>): PlayView<C> {
  const def = cardDef(p.kind);
  return { cards: p.cardIds.map((c) => card(state, c)), kind: p.kind, name: p.counterAttack ? `Counter Attack as ${def.name}` : def.name, sections: [...p.sections], inspired: p.inspired, counterAttack: p.counterAttack, ...(p.eligible ? { eligible: [...p.eligible] } : {}) };
}

/** Whether the phase hides the turn's plays from those who did not make them: the command phase
 *  only, while the Overall Commander issues his cards (playVisible says who sees them then).
 *  The one place this rule is written: the views and the room's sync (server/rooms/sync.ts)
 *  both ask it. */
export function playsHiddenIn(phase: Phase): boolean {
  return phase === 'command';
}

/** How many of the turn's plays the public view hides (its `hiddenPlays`): all of them while the
 *  phase hides plays, none otherwise (spectators see no play then, and every play after). Every
 *  viewer sees at least what the public view shows, so a viewer whose own count is this sees
 *  exactly the public view's plays (server/game/projection.ts). */
export function playsHiddenFromTable(state: GameState): number {
  return playsHiddenIn(phaseOf(state.step)) ? state.turnState.plays.length : 0;
}

/** May this viewer see a play of the current turn? */
function playVisible(state: GameState, p: Play, viewer: Viewer, seat: Seat | undefined): boolean {
  if (viewer.kind === 'referee') return true;
  if (!playsHiddenIn(phaseOf(state.step))) return true;
  if (!seat || seat.army !== state.activeArmy) return false;
  if (seat.roles.includes('overall-commander')) return true;
  return p.sections.some((s) => seat.roles.includes(fieldGeneralRole(s)));
}

/** The army whose hand a seat sees: his own, if he is its Overall Commander. */
function handOf(seat: Seat | undefined): ArmyId | null {
  return seat && seat.roles.includes('overall-commander') ? seat.army : null;
}

/** The seats that see a play of the current turn (what privateViewOf shows them). */
export function seatsSeeingPlay(state: GameState, p: Play): string[] {
  return state.seats.filter((seat) => playVisible(state, p, { kind: 'seat', seatId: seat.id }, seat)).map((s) => s.id);
}

/** The seats that see an army's hand (what privateViewOf shows them). */
export function seatsSeeingHand(state: GameState, army: ArmyId): string[] {
  return state.seats.filter((seat) => handOf(seat) === army).map((s) => s.id);
}

/** What the table is waiting on is made of the public view's own fields (the phase, the
 *  active army, each section's step, a battle's pending choice, the seats), so it is one
 *  function of those for the server and the browser: the room does not send it, the client
 *  works it out again (engine/view-parts.ts), and it was more than half of a command's
 *  public patch (docs/benchmarks.md, ninth session). */
export interface WaitingInputs {
  phase: Phase;
  activeArmy: ArmyId;
  sectionSteps: Record<Section, SectionStep | null>;
  battles: TurnState['battles'];
  seats: readonly Seat[];
}

// Module-level, not a closure made per call: every command's projection asks who is awaited.
function addWaiting(out: WaitingFor[], seats: readonly Seat[], a: ArmyId, role: Role, what: string): void {
  out.push({ army: a, role, seatId: seatHolding(seats, a, role), for: what });
}

export function waitingForOf(v: WaitingInputs): WaitingFor[] {
  const army = v.activeArmy;
  const out: WaitingFor[] = [];
  if (v.phase === 'command') addWaiting(out, v.seats, army, 'overall-commander', 'to issue Command cards');
  if (v.phase === 'orders' || v.phase === 'battle') {
    for (const s of SECTIONS) {
      const step = v.sectionSteps[s];
      const fg = fieldGeneralRole(s);
      if (step === 'ordering') addWaiting(out, v.seats, army, fg, 'to order units');
      else if (step === 'moving') addWaiting(out, v.seats, army, fg, 'to move ordered units');
      else if (step === 'choosing') addWaiting(out, v.seats, army, fg, 'to declare battles');
      else if (step === 'resolving') {
        const choice = v.battles[s]?.awaiting;
        if (choice) addWaiting(out, v.seats, choice.army, fieldGeneralRole(choice.sections[0]!), BATTLE_CHOICE_WAIT[choice.kind]);
      }
      else if (step === 'firstStrikeWindow') addWaiting(out, v.seats, army === 'north' ? 'south' : 'north', 'overall-commander', 'to decide on First Strike');
    }
  }
  return out;
}

export function waitingFor(state: GameState): WaitingFor[] {
  return waitingForOf({ phase: phaseOf(state.step), activeArmy: state.activeArmy, sectionSteps: sectionStepsOf(state), battles: state.turnState.battles, seats: state.seats });
}

/** Each section's step, as the view shows it. */
function sectionStepsOf(state: GameState): Record<Section, SectionStep | null> {
  return { left: sectionStepOf(state.step, 'left'), center: sectionStepOf(state.step, 'center'), right: sectionStepOf(state.step, 'right') };
}

/** A copy of a pending battle that shares nothing with the state. */
function stripBattle(b: PendingBattle): PendingBattle {
  return JSON.parse(JSON.stringify(b)) as PendingBattle;
}

const SPECTATOR: Viewer = { kind: 'spectator' };

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const { turnState, ...pub } = publicViewOf(state, cardView);
  const own = privateViewOf(state, viewer, cardView);
  return {
    viewer,
    me: own.me,
    scenario: state.scenario,
    ...pub,
    units: Object.values(state.units).map((u) => ({ ...u, hex: { ...u.hex } })),
    hand: own.hand,
    turnState: { ...turnState, plays: own.plays, hiddenPlays: own.hiddenPlays },
    referee: own.referee,
  };
}

/** How a view is made. `copy` (the default) shares nothing with the state, for callers that
 *  keep or change what they get. `share` reuses the state's own objects wherever the view shows
 *  them as they are: the state is never changed in place (engine/evolve.ts makes new objects
 *  for what an event changes), so a caller holding the last view can skip every part that is
 *  the same object as before (server/rooms/sync.ts). A shared view is read-only: parts of it
 *  are the state's, or shared with other views. */
export type ViewMode = 'copy' | 'share';

/** An army's part of a shared view with card ids, by the army's state (never changed in
 *  place): an army whose state did not change keeps its view object, so a diff skips it. */
const sharedArmyViews = new WeakMap<object, unknown>();

/** A shared view's turn part by the turn's state (never changed in place), one for while the
 *  plays are hidden from spectators (the command phase) and one for after: a command that
 *  leaves the turn's state alone (about half of a random game's, those that change only the
 *  units, the step or a hand) keeps the object, so it is neither made again nor walked by the
 *  diff. */
const sharedTurnViews = new WeakMap<TurnState, { hidden?: unknown; shown?: unknown }>();

/** A play's view with card ids, by the play (never changed in place): the turn's plays and
 *  each seat's private part are made again after most commands, their plays mostly the same
 *  (server/rooms/sync.ts), and a shared view reuses the play's view instead of a copy per seat
 *  and command. */
const sharedPlayViews = new WeakMap<Play, PlayView<string>>();

/** The play's view written by `card`: shared (read-only) when `mode` is `share` and the cards
 *  are written as ids, else a new one. */
function playViewIn<C>(state: GameState, p: Play, card: CardWriter<C>, mode: ViewMode): PlayView<C> {
  if (mode !== 'share' || (card as unknown) !== cardId) return playView(state, p, card);
  let view = sharedPlayViews.get(p);
  if (!view) sharedPlayViews.set(p, (view = playView(state, p, cardId)));
  return view as PlayView<C>;
}

/** A shared view's section steps by the step's value (xstate keeps an unchanged value's
 *  object), and the one for a step with no section steps. */
const sharedSectionSteps = new WeakMap<object, Record<Section, SectionStep | null>>();
const NO_SECTION_STEPS: Readonly<Record<Section, SectionStep | null>> = Object.freeze({ left: null, center: null, right: null });

/** The public view (what a spectator sees, less the scenario and the units), its cards
 *  written by `card`. */
export function publicViewOf<C>(state: GameState, card: CardWriter<C>, mode: ViewMode = 'copy'): PublicView<C> {
  return { version: state.version, ...wirePublicViewOf(state, card, mode), waitingFor: waitingFor(state) };
}

/** The public view less `waitingFor`, which a reader works out from the rest, and `version`,
 *  which the synced state carries beside it (engine/view-parts.ts): what the server syncs,
 *  made without working either out. */
export function wirePublicViewOf<C>(state: GameState, card: CardWriter<C>, mode: ViewMode = 'copy'): WirePublicView<C> {
  // Card ids written as ids are the state's own lists and army views, when the view may share them.
  const sharedIds = mode === 'share' && (card as unknown) === cardId;
  const phase = phaseOf(state.step);
  return wireView<C>(
    state,
    phase,
    mode === 'share' ? state.seats : state.seats.map((s) => ({ ...s, roles: [...s.roles] })),
    mode === 'share' ? sharedSectionStepsOf(state) : sectionStepsOf(state),
    { north: armyView(state, 'north', card, sharedIds), south: armyView(state, 'south', card, sharedIds) },
    sharedIds ? (state.discards as C[]) : state.discards.map((c) => card(state, c)),
    sharedIds ? (sharedTurnView(state, phase) as WirePublicView<C>['turnState']) : turnView(state, card, mode),
  );
}

/** The wire view's fields, in one place for both ways of making it (wirePublicViewOf,
 *  wirePublicViewAfter): the state's own values, and the parts each way makes its own way. */
function wireView<C>(state: GameState, phase: Phase, seats: Seat[], sectionSteps: Record<Section, SectionStep | null>, armies: WirePublicView<C>['armies'], discards: C[], turnState: WirePublicView<C>['turnState']): WirePublicView<C> {
  return { options: state.options, seats, turn: state.turn, activeArmy: state.activeArmy, phase, sectionSteps, winner: state.winner, armies, deckSize: state.deck.length, discards, turnState };
}

/** The wire public view, shared with card ids, made as the one after `last` (the view made
 *  for `lastState`): each part whose inputs are the very objects of the last state is the last
 *  view's own part, taken without a lookup, so a diff skips it; a part whose inputs changed is
 *  made afresh. The same view as wirePublicViewOf's in `share` mode (view.test.ts), for a
 *  caller that keeps each view's predecessor (the room's sync, server/rooms/sync.ts): where
 *  wirePublicViewOf finds the unchanged parts in its WeakMaps, four probes of tables that
 *  hold every game's parts, each a cache miss on a loaded server. */
export function wirePublicViewAfter(state: GameState, lastState: GameState, last: WirePublicView<string>): WirePublicView<string> {
  const phase = phaseOf(state.step);
  const north = state.armies.north === lastState.armies.north ? last.armies.north : armyView(state, 'north', cardId, false);
  const south = state.armies.south === lastState.armies.south ? last.armies.south : armyView(state, 'south', cardId, false);
  return wireView<string>(
    state,
    phase,
    state.seats,
    state.step === lastState.step ? last.sectionSteps : typeof state.step === 'object' && state.step !== null ? sectionStepsOf(state) : (NO_SECTION_STEPS as Record<Section, SectionStep | null>),
    north === last.armies.north && south === last.armies.south ? last.armies : { north, south },
    state.discards,
    state.turnState === lastState.turnState && phase === last.phase ? last.turnState : turnViewAfter(state, phase, lastState, last),
  );
}

/** The turn part after `last`'s, its turn state changed: the plays part kept where the plays
 *  and their visibility are unchanged (spectators see them outside the command phase:
 *  playVisible). An order, a move or a battle changes the turn's state but not its plays; a new
 *  plays array there was written out as JSON by the diff and compared with the synced leaf for
 *  nothing (the view's largest leaf, ~180 bytes, at ~40 % of a random game's commands). */
function turnViewAfter(state: GameState, phase: Phase, lastState: GameState, last: WirePublicView<string>): WirePublicView<string>['turnState'] {
  const ts = state.turnState;
  if (ts.plays !== lastState.turnState.plays || playsHiddenIn(phase) !== playsHiddenIn(last.phase)) return turnView(state, cardId, 'share');
  return { ...ts, plays: last.turnState.plays, hiddenPlays: last.turnState.hiddenPlays };
}

function turnView<C>(state: GameState, card: CardWriter<C>, mode: ViewMode): WirePublicView<C>['turnState'] {
  const ts = state.turnState;
  const visible = ts.plays.filter((p) => playVisible(state, p, SPECTATOR, undefined));
  const plays = visible.map((p) => playViewIn(state, p, card, mode));
  const hiddenPlays = ts.plays.length - visible.length;
  return mode === 'share' ? { ...ts, plays, hiddenPlays } : copyTurnState(ts, plays, hiddenPlays);
}

function sharedTurnView(state: GameState, phase: Phase): WirePublicView<string>['turnState'] {
  const ts = state.turnState;
  let cached = sharedTurnViews.get(ts);
  if (!cached) sharedTurnViews.set(ts, (cached = {}));
  // Spectators see the plays except while cards are being issued (playVisible).
  const which = playsHiddenIn(phase) ? 'hidden' : 'shown';
  return (cached[which] ??= turnView(state, cardId, 'share')) as WirePublicView<string>['turnState'];
}

function sharedSectionStepsOf(state: GameState): Record<Section, SectionStep | null> {
  const step = state.step;
  if (typeof step !== 'object' || step === null) return NO_SECTION_STEPS as Record<Section, SectionStep | null>;
  let steps = sharedSectionSteps.get(step);
  if (!steps) sharedSectionSteps.set(step, (steps = sectionStepsOf(state)));
  return steps;
}

function armyView<C>(state: GameState, a: ArmyId, card: CardWriter<C>, shared: boolean): PublicView<C>['armies'][ArmyId] {
  const s = state.armies[a];
  const cached = shared ? sharedArmyViews.get(s) : undefined;
  if (cached) return cached as PublicView<C>['armies'][ArmyId];
  const view = { name: s.name, commandNumber: s.commandNumber, victoryBanners: s.victoryBanners, banners: s.banners, handSize: s.hand.length, lastTurnPlays: s.lastTurnPlays.map((p) => playView(state, p, card)) };
  if (shared) sharedArmyViews.set(s, view);
  return view;
}

function copyTurnState<C>(ts: TurnState, plays: PlayView<C>[], hiddenPlays: number): PublicView<C>['turnState'] {
  const battles: TurnState['battles'] = {};
  // In the state's own order, as the shared view has it (the synced map's leaf is its JSON).
  for (const s of Object.keys(ts.battles) as Section[]) if (ts.battles[s]) battles[s] = stripBattle(ts.battles[s]!);
  return {
    ...ts,
    plays,
    hiddenPlays,
    orders: { ...ts.orders },
    initiative: { ...ts.initiative },
    mayNotBattle: [...ts.mayNotBattle],
    trails: Object.fromEntries(Object.entries(ts.trails).map(([k, v]) => [k, v.map((h) => ({ ...h }))])),
    movesAfterFire: Object.fromEntries(Object.entries(ts.movesAfterFire).map(([k, v]) => [k, v.map((h) => ({ ...h }))])),
    battles,
    battleReports: JSON.parse(JSON.stringify(ts.battleReports)) as TurnState['battleReports'],
    battled: { ...ts.battled },
    reactionCards: [...ts.reactionCards],
    firstStrikeDraws: [...ts.firstStrikeDraws],
    dicePool: [...ts.dicePool],
  };
}

/** Only what a seat or referee sees beyond the public view, its cards written by `card`.
 *  Much cheaper than a whole viewFor, for the server's per-seat projection. `share` (read-only,
 *  as ViewMode says): the seat is the state's own and the plays' views are shared. */
export function privateViewOf<C>(state: GameState, viewer: Viewer, card: CardWriter<C>, mode: ViewMode = 'copy'): PrivateView<C> {
  const seat = viewer.kind === 'seat' ? seatById(state, viewer.seatId) : undefined;
  if (viewer.kind === 'seat' && !seat) throw new Error(`no seat ${viewer.seatId}`);
  // One loop, no closures: made for ~2 seats a command on the server (server/rooms/sync.ts).
  const plays: PlayView<C>[] = [];
  let hiddenPlays = 0;
  for (const p of state.turnState.plays) {
    if (playVisible(state, p, viewer, seat)) plays.push(playViewIn(state, p, card, mode));
    else hiddenPlays++;
  }
  const ownOc = handOf(seat);
  return {
    me: seat ? (mode === 'share' ? seat : { ...seat, roles: [...seat.roles] }) : null,
    hand: ownOc ? handView(state, ownOc, card) : null,
    plays,
    hiddenPlays,
    referee: viewer.kind === 'referee' ? { deck: [...state.deck], seed: state.seed, random: state.random, hands: { north: handView(state, 'north', card), south: handView(state, 'south', card) } } : null,
  };
}

/** An army's hand, its cards written by `card`. A function of the module, not a named closure
 *  made in privateViewOf: the server runs under tsx, whose keepNames wraps each named closure
 *  in a call that sets its name, every time it is made (~0.7 KB of garbage a command in a heap
 *  profile of the referee's steps, docs/benchmarks.md, eleventh session). */
function handView<C>(state: GameState, army: ArmyId, card: CardWriter<C>): C[] {
  return state.armies[army].hand.map((c) => card(state, c));
}
