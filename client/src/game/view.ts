// Rebuilds one seat's view (the engine's GameView) from the room's synced state (the public
// view as a map of path → JSON leaf, the units map, the seat's own private part) and the
// scenario that came with the welcome.
import type { ArmyId } from '../../../engine/board/hex.js';
import { publicFromEntries, type PublicView } from '../../../engine/view-parts.js';
import type { GameView, Viewer } from '../../../engine/view.js';
import type { Scenario } from '../../../engine/scenario/types.js';
import type { UnitState } from '../../../engine/state.js';
import type { UnitType } from '../../../engine/units/catalog.js';
import { unitFromLeaf } from '../../../engine/unit-wire.js';
import { UNIT_TYPES } from '../../../engine/units/catalog.js';
import { expandCard, expandPlay, type WireCard, type WirePlay } from './cards.js';

/** The synced state as the SDK decodes it (maps have get/forEach). */
interface SyncedMap<T> {
  get(key: string): T | undefined;
  forEach(cb: (value: T, key: string) => void): void;
}
export interface SyncedState {
  gameId: string;
  version: number;
  seedHash: string;
  seed: string;
  /** The public view, flattened: path → JSON leaf (engine/view-flat.ts). */
  public: SyncedMap<string>;
  /** Unit id → `[army, type, col, row, blocks, eliminated]` (engine/unit-wire.ts). */
  units: SyncedMap<string>;
  /** Seat id → whether a client of that seat is connected. */
  seats: SyncedMap<boolean>;
  spectators: number;
}

export interface WelcomeYou {
  kind: 'seat' | 'spectator' | 'referee';
  seatId: string | null;
}

export interface SeatPresence {
  id: string;
  connected: boolean;
}

export interface ClientView extends GameView {
  presence: SeatPresence[];
  spectators: number;
  seedRevealed: string;
}

interface PrivateWire {
  me: GameView['me'];
  hand: WireCard[] | null;
  /** Null where this viewer sees just the public part's plays (server/game/projection.ts). */
  plays: WirePlay[] | null;
  hiddenPlays: number | null;
  referee: (Omit<NonNullable<GameView['referee']>, 'hands'> & { hands: Record<ArmyId, WireCard[]> }) | null;
}

const parse = <T,>(json: string | undefined): T | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
};

function startingBlocks(scenario: Scenario | null, id: string, type: UnitType, blocks: number): number {
  const u = scenario?.units.find((x) => x.id === id);
  return Math.max(u?.blocks ?? UNIT_TYPES[type]?.defaultBlocks ?? blocks, blocks);
}

/** The viewer's view, or null until the first full state has arrived. */
/** The public view with its cards as they travel (ids), as the synced map holds it. */
type WirePublic = Omit<PublicView, 'armies' | 'discards' | 'turnState'> & {
  armies: Record<ArmyId, Omit<GameView['armies'][ArmyId], 'lastTurnPlays'> & { lastTurnPlays: WirePlay[] }>;
  discards: WireCard[];
  turnState: Omit<GameView['turnState'], 'plays'> & { plays: WirePlay[] };
};

function publicOf(state: SyncedState): WirePublic | null {
  if (!state.public) return null;
  const entries: [string, string][] = [];
  state.public.forEach((json, path) => entries.push([path, json]));
  try {
    const pub = publicFromEntries(entries, state.version) as unknown as WirePublic;
    return pub.armies?.north && pub.armies.south && pub.turnState && pub.discards && pub.seats ? pub : null;
  } catch {
    return null;
  }
}

/** The viewer's view, or null until the first full state has arrived. `privJson`: the
 *  viewer's private part as of the state's version (private-parts.ts), if it has one. */
export function buildView(state: SyncedState | undefined, welcome: { you: WelcomeYou; scenario: Scenario } | null, privJson?: string): ClientView | null {
  if (!state || !welcome?.scenario) return null;
  const { you, scenario } = welcome;
  const wire = publicOf(state);
  if (!wire) return null;
  const pub: PublicView = {
    ...wire,
    armies: {
      north: { ...wire.armies.north, lastTurnPlays: wire.armies.north.lastTurnPlays.map(expandPlay) },
      south: { ...wire.armies.south, lastTurnPlays: wire.armies.south.lastTurnPlays.map(expandPlay) },
    },
    discards: wire.discards.map(expandCard),
    turnState: { ...wire.turnState, plays: wire.turnState.plays.map(expandPlay) },
  };
  const priv = parse<PrivateWire>(privJson);
  const units: UnitState[] = [];
  state.units.forEach((leaf, id) => {
    const u = unitFromLeaf(leaf);
    if (!u) return;
    const type = u.type as UnitType;
    units.push({ id, army: u.army, type, hex: { col: u.col, row: u.row }, blocks: u.blocks, startingBlocks: startingBlocks(scenario, id, type, u.blocks), eliminated: u.eliminated });
  });
  const presence: SeatPresence[] = [];
  state.seats.forEach((connected, id) => presence.push({ id, connected }));
  const viewer: Viewer = you.kind === 'seat' ? { kind: 'seat', seatId: you.seatId ?? '' } : { kind: you.kind };
  return {
    ...pub,
    viewer,
    me: priv?.me ?? (you.kind === 'seat' ? pub.seats.find((s) => s.id === you.seatId) ?? null : null),
    scenario,
    units,
    hand: priv?.hand ? priv.hand.map(expandCard) : null,
    turnState: priv?.plays ? { ...pub.turnState, plays: priv.plays.map(expandPlay), hiddenPlays: priv.hiddenPlays ?? pub.turnState.hiddenPlays } : pub.turnState,
    referee: priv?.referee ? { ...priv.referee, hands: { north: priv.referee.hands.north.map(expandCard), south: priv.referee.hands.south.map(expandCard) } } : null,
    presence,
    spectators: state.spectators,
    seedRevealed: state.seed,
  };
}
