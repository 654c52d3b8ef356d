// evolve(state, event) → next state. Pure and total over the events decide emits: the game
// state is the fold of the event log, so replay, referee review and crash recovery all
// rebuild it with this one function.
import { isOnBoard, sameHex, type ArmyId, type Hex, type Section } from './board/hex.js';
import type { GameEvent } from './events.js';
import { initialStep, nextStep } from './machine.js';
import type { GameState, PendingBattle, Play, TurnState, UnitState } from './state.js';
import { emptyTurnState } from './state.js';
import { startingBlocks } from './scenario/types.js';
import { inSection, isAdjacentToEnemy, isLeader, liveUnits, scenarioLeaderIds } from './rules/queries.js';

function withTurn(state: GameState, patch: Partial<TurnState>): GameState {
  return { ...state, turnState: { ...state.turnState, ...patch } };
}

/** Changes the pending battle of a section (which the event's section names). */
function withBattle(state: GameState, section: Section, patch: Partial<PendingBattle>): GameState {
  const ts = state.turnState;
  const battle = ts.battles[section];
  if (!battle) return state;
  return { ...state, turnState: { ...ts, battles: { ...ts.battles, [section]: { ...battle, ...patch } } } };
}

function withUnit(state: GameState, id: string, patch: Partial<UnitState>): GameState {
  const units = copyOfUnits(state.units);
  units[id] = { ...state.units[id]!, ...patch };
  return { ...state, units };
}

/** A copy of the units record, to change a few of its entries: Object.assign onto a new object,
 *  not a spread. On a server of many games the records reach a spread in many hidden classes, so
 *  V8's copy of them fell to its generic path, which defines the forty entries one by one: 60 to
 *  134 µs a move measured in the server benchmark, against ~1 µs for the same copy in a loop.
 *  Object.assign copies a plain record by its hidden class whatever the call site has seen
 *  (docs/benchmarks.md, twenty-seventh session). */
function copyOfUnits(units: GameState['units']): Record<string, UnitState> {
  return Object.assign({}, units);
}

/** Moves a unit hex by hex along `path`, and with it, at each step, the leaders of its army on
 *  the hex it leaves (those it started with, and a lone leader it reached on the way): the
 *  rule of attached leaders applied step by step (engine/evolve.test.ts holds it to moving one
 *  hex at a time). One new state and one copy of the units record for the whole path, where
 *  a state per step and per carried leader copied the whole record each time: of what the
 *  server benchmark's scavenges kept alive while its old generation held much garbage, those
 *  copies were the largest part (docs/benchmarks.md, twentieth session). An empty path
 *  changes nothing (the same state). */
function moveAlong(state: GameState, unitId: string, path: readonly Hex[]): GameState {
  if (path.length === 0) return state;
  const units = state.units;
  const unit = units[unitId]!;
  // The leaders it may carry: its army's, still in play, read from the scenario's short list
  // of leader ids rather than by reading every unit (a leader moving alone carries no one).
  // In the server a command's units are far from the CPU's caches, and reading all forty of
  // them made this the costliest function of a move (docs/benchmarks.md, twenty-seventh session).
  let leaderIds: string[] | null = null;
  if (unit.type !== 'leader') {
    for (const id of scenarioLeaderIds(state.scenario, unit.army)) {
      const other = units[id];
      if (other !== undefined && !other.eliminated) (leaderIds ??= []).push(id);
    }
  }
  // Where each leader stands as the unit moves (undefined: where the state has it); `from` is
  // the unit's own hex before each step.
  const leaderAt: (Hex | undefined)[] = leaderIds ? new Array(leaderIds.length) : [];
  let from = unit.hex;
  for (const to of path) {
    if (leaderIds) {
      for (let i = 0; i < leaderIds.length; i++) {
        // A leader on a hex the unit only passes (light foot through a friendly unit) stays
        // with the unit he is attached to there.
        if (sameHex(leaderAt[i] ?? units[leaderIds[i]!]!.hex, from) && (from === unit.hex || !heldByOther(units, unitId, unit.army, from))) leaderAt[i] = to;
      }
    }
    from = to;
  }
  const next = copyOfUnits(units);
  next[unitId] = { ...unit, hex: from };
  if (leaderIds) for (let i = 0; i < leaderIds.length; i++) if (leaderAt[i]) next[leaderIds[i]!] = { ...units[leaderIds[i]!]!, hex: leaderAt[i]! };
  return { ...state, units: next };
}

/** The army's units in the sections that stand next to an enemy unit now. */
function clashEligible(state: GameState, army: ArmyId, sections: readonly Section[]): string[] {
  return liveUnits(state, army).filter((u) => !isLeader(u) && sections.some((s) => inSection(u, s)) && isAdjacentToEnemy(state, u)).map((u) => u.id);
}

/** Whether a unit of the army other than `moverId` (a leader's own unit) stands on the hex. */
function heldByOther(units: GameState['units'], moverId: string, army: string, hex: Hex): boolean {
  for (const id in units) {
    const u = units[id]!;
    if (id !== moverId && u.army === army && u.type !== 'leader' && !u.eliminated && sameHex(u.hex, hex)) return true;
  }
  return false;
}

function removeCards(list: string[], ids: string[]): string[] {
  const drop = new Set(ids);
  return list.filter((c) => !drop.has(c));
}

function applyData(state: GameState, event: GameEvent): GameState {
  const ts = state.turnState;
  switch (event.type) {
    case 'GameStarted':
      throw new Error('GameStarted only begins a log');
    case 'CommandCardsDealt':
    case 'CommandCardsDrawn': {
      const army = state.armies[event.army];
      return {
        ...state,
        deck: state.deck.slice(event.cardIds.length),
        armies: { ...state.armies, [event.army]: { ...army, hand: [...army.hand, ...event.cardIds] } },
      };
    }
    case 'FieldCardIssued': {
      const army = state.armies[event.army];
      const armies = { ...state.armies, [event.army]: { ...army, hand: removeCards(army.hand, [event.cardId]) } };
      if (event.inspired) {
        const plays = ts.plays.map((p) => (p.kind === event.kind && p.sections[0] === event.sections[0] ? { ...p, cardIds: [...p.cardIds, event.cardId], inspired: true } : p));
        return { ...state, armies, turnState: { ...ts, plays } };
      }
      const play: Play = { cardIds: [event.cardId], kind: event.kind, cardClass: 'field' as const, sections: event.sections, inspired: false, counterAttack: event.counterAttack };
      // Clash of Shields orders the units adjacent to an enemy when it is played (the FAQ).
      if (event.kind === 'clash-of-shields') play.eligible = clashEligible(state, event.army, event.sections);
      return { ...state, armies, turnState: { ...ts, plays: [...ts.plays, play] } };
    }
    case 'CommandStepCompleted':
      return withTurn(state, { visit: event.visit });
    case 'ArmyCardPlayed': {
      const army = state.armies[event.army];
      const play = { cardIds: [event.cardId], kind: event.kind, cardClass: 'army' as const, sections: [], inspired: false, counterAttack: event.counterAttack };
      return {
        ...state,
        armies: { ...state.armies, [event.army]: { ...army, hand: removeCards(army.hand, [event.cardId]) } },
        turnState: {
          ...ts,
          plays: [play],
          visit: 'all',
          armyCommand: event.armyCommand,
          allocation: event.allocation,
          armyFallbackOne: event.fallbackOne,
          reshuffleAfterTurn: event.kind === 'i-am-spartacus',
        },
      };
    }
    case 'ArmyDiceRolled':
      return { ...withTurn(state, { dicePool: event.faces }), random: event.random };
    case 'UnitOrdered': {
      let pool = ts.dicePool;
      if (event.face) {
        const i = pool.indexOf(event.face);
        pool = [...pool.slice(0, i), ...pool.slice(i + 1)];
      }
      const initiative = event.source === 'initiative' && ts.initiative[event.section]
        ? { ...ts.initiative, [event.section]: { ...ts.initiative[event.section]!, resolved: true } }
        : ts.initiative;
      const unit = state.units[event.unitId]!;
      return withTurn(state, {
        orders: { ...ts.orders, [event.unitId]: { section: event.section, source: event.source } },
        trails: { ...ts.trails, [event.unitId]: [unit.hex] },
        dicePool: pool,
        initiative,
      });
    }
    case 'InitiativeRolled':
      return {
        ...withTurn(state, { initiative: { ...ts.initiative, [event.section]: { face: event.face, outcome: event.outcome, resolved: event.outcome === 'no-effect' } } }),
        random: event.random,
      };
    case 'InitiativeRetreatApplied': {
      let s = moveAlong(state, event.unitId, event.path);
      const unit = s.units[event.unitId]!;
      s = withUnit(s, event.unitId, { blocks: Math.max(0, unit.blocks - event.blocksLost) });
      return withTurn(s, {
        initiative: { ...ts.initiative, [event.section]: { ...ts.initiative[event.section]!, resolved: true } },
        mayNotBattle: [...ts.mayNotBattle, event.unitId],
      });
    }
    case 'TerrainLossRolled': {
      const unit = state.units[event.unitId]!;
      const s = event.lost ? withUnit(state, event.unitId, { blocks: Math.max(0, unit.blocks - 1) }) : state;
      return { ...s, random: event.random };
    }
    case 'InitiativeBlockLost': {
      const unit = state.units[event.unitId]!;
      return withTurn(withUnit(state, event.unitId, { blocks: unit.blocks - 1 }), {
        initiative: { ...ts.initiative, [event.section]: { ...ts.initiative[event.section]!, resolved: true } },
        mayNotBattle: [...ts.mayNotBattle, event.unitId],
      });
    }
    case 'UnitRallied': {
      const unit = state.units[event.unitId]!;
      const i = ts.dicePool.indexOf(event.face);
      // A rallied unit is ordered (Rally's card: "rallied units are ordered and may move and battle").
      const orders = ts.orders[event.unitId] ? ts.orders : { ...ts.orders, [event.unitId]: { section: event.section, source: 'rally' as const } };
      return withTurn(withUnit(state, event.unitId, { blocks: unit.blocks + 1 }), { dicePool: [...ts.dicePool.slice(0, i), ...ts.dicePool.slice(i + 1)], orders });
    }
    case 'SectionOrdersEnded':
    case 'SectionMovesEnded':
    case 'SectionBattlesEnded':
      return state;
    case 'UnitMoved': {
      const s = moveAlong(state, event.unitId, event.path);
      const trail = ts.trails[event.unitId] ?? [state.units[event.unitId]!.hex];
      return withTurn(s, { trails: { ...ts.trails, [event.unitId]: [...trail, ...event.path] } });
    }
    case 'UnitMovedAfterFire': {
      const s = moveAlong(state, event.unitId, event.path);
      const trail = ts.movesAfterFire[event.unitId] ?? [state.units[event.unitId]!.hex];
      return withTurn(s, { movesAfterFire: { ...ts.movesAfterFire, [event.unitId]: [...trail, ...event.path] } });
    }
    case 'BattleDeclared':
      return withTurn(state, {
        battles: {
          ...ts.battles,
          [event.section]: {
            attackerId: event.attackerId,
            targetId: event.targetId,
            dice: event.dice,
            closeCombat: event.closeCombat,
            roller: 'attacker',
            faces: [],
            firstStrike: null,
            stage: 'attack',
            awaiting: null,
            attackerHex: { ...state.units[event.attackerId]!.hex },
            targetHex: { ...state.units[event.targetId]!.hex },
            number: (ts.battleReports[event.section]?.at(-1)?.battle ?? 0) + 1,
            attackerBlocksAtStart: state.units[event.attackerId]!.blocks,
            targetBlocksAtStart: state.units[event.targetId]!.blocks,
            evadeAsked: false,
            evaded: false,
            evadePath: [],
            bonus: event.bonus,
            advanced: false,
          },
        },
        // A bonus close combat is part of the order's battle, not a battle of its own.
        battled: event.bonus ? ts.battled : { ...ts.battled, [event.attackerId]: (ts.battled[event.attackerId] ?? 0) + 1 },
        // Every battle of the turn stays in its section's reports (its rolls carry its number).
        battleReports: ts.battleReports[event.section] ? ts.battleReports : { ...ts.battleReports, [event.section]: [] },
      });
    case 'FirstStrikePlayed': {
      const army = state.armies[event.army];
      const battle = ts.battles[event.section]!;
      return {
        ...state,
        armies: { ...state.armies, [event.army]: { ...army, hand: removeCards(army.hand, [event.cardId]) } },
        turnState: {
          ...ts,
          battles: { ...ts.battles, [event.section]: { ...battle, firstStrike: { cardId: event.cardId, dice: event.dice } } },
          reactionCards: [...ts.reactionCards, event.cardId],
          firstStrikeDraws: [...ts.firstStrikeDraws, event.army],
        },
      };
    }
    case 'FirstStrikeDeclined':
      return state;
    case 'BattleDiceRolled':
      return { ...withBattle(state, event.section, { roller: event.roller, faces: event.faces }), random: event.random };
    case 'BattleHitsScored': {
      const unit = state.units[event.unitId]!;
      const by = ts.battles[event.section];
      // The rampage's dice are the elephant's, attacker or target.
      const rollerId = !by ? '' : event.roller === 'attacker' ? by.attackerId : event.roller === 'rampage' && state.units[by.attackerId]?.type === 'elephant' ? by.attackerId : by.targetId;
      const report = { roller: event.roller, unitId: rollerId, targetId: event.unitId, dice: event.dice, hits: event.hits, flags: event.flags, flagsIgnored: event.flagsIgnored, ignoreNotes: event.ignoreNotes, blocksLost: event.blocksLost, battle: by?.number ?? 1, unitBlocks: state.units[rollerId]?.blocks ?? 0, targetBlocks: unit.blocks };
      const s = withTurn(state, { battleReports: { ...ts.battleReports, [event.section]: [...(ts.battleReports[event.section] ?? []), report] } });
      return withUnit(s, event.unitId, { blocks: Math.max(0, unit.blocks - event.blocksLost) });
    }
    case 'LeaderCasualtyChecked': {
      // A leader who falls loses his one block; UnitEliminated and the banner follow.
      const s = event.eliminated ? withUnit(state, event.leaderId, { blocks: 0 }) : state;
      return { ...s, random: event.random };
    }
    case 'BattleChoiceAwaited':
      return withBattle(state, event.section, { awaiting: event.choice, stage: event.stage });
    case 'UnitRetreated': {
      let s = moveAlong(state, event.unitId, event.path);
      const unit = s.units[event.unitId]!;
      s = withUnit(s, event.unitId, { blocks: Math.max(0, unit.blocks - event.blocksLost) });
      for (const b of event.blockers ?? []) s = withUnit(s, b.unitId, { blocks: Math.max(0, s.units[b.unitId]!.blocks - b.blocks) });
      return withBattle(s, event.section, { awaiting: null });
    }
    case 'MomentumAdvanced':
      return withBattle(moveAlong(state, event.unitId, [event.hex]), event.section, { awaiting: null, advanced: true });
    case 'MomentumMoved':
      return withBattle(event.hex ? moveAlong(state, event.unitId, [event.hex]) : state, event.section, { awaiting: null });
    case 'EvadeDecided':
      return withBattle(state, event.section, { awaiting: null, evadeAsked: true, evaded: event.evade, evadePath: event.path });
    case 'MomentumDeclined':
    case 'BonusCombatDeclined':
      return withBattle(state, event.section, { awaiting: null });
    case 'LeaderEscaped': {
      // Only where the leader ends matters: one copy, not one per hex of the way.
      // A leader who evades off the battlefield stays on his last hex, eliminated (no banner).
      const to = event.path.filter(isOnBoard).at(-1);
      return withBattle(to ? withUnit(state, event.leaderId, { hex: to }) : state, event.section, { awaiting: null });
    }
    case 'BattleEnded': {
      const battles = { ...ts.battles };
      delete battles[event.section];
      return withTurn(state, { battles });
    }
    case 'UnitEliminated':
      return withUnit(state, event.unitId, { eliminated: true, blocks: 0 });
    case 'BannerGained':
      return { ...state, armies: { ...state.armies, [event.army]: { ...state.armies[event.army], banners: event.banners } } };
    case 'CommandCardsDiscarded':
      return { ...state, discards: [...state.discards, ...event.cardIds] };
    case 'DeckReshuffled':
      return { ...state, deck: [...event.deckOrder], discards: removeCards(state.discards, event.deckOrder), random: event.random };
    case 'TurnEnded': {
      const army = state.armies[event.army];
      return {
        ...state,
        turn: event.turn + 1,
        activeArmy: event.nextArmy,
        armies: { ...state.armies, [event.army]: { ...army, lastTurnPlays: ts.plays } },
        turnState: emptyTurnState(),
      };
    }
    case 'GameWon':
      return { ...state, winner: event.army };
  }
}

export function evolve(state: GameState, event: GameEvent): GameState {
  const next = applyData(state, event);
  const step = nextStep(state.step, event);
  if (next === state) return { ...state, step, version: state.version + 1 };
  // applyData made a new state of its own (every change is a copy: the input is never
  // touched), so its step and version are set on it rather than on a second copy of every
  // field. properties.test.ts evolves deep-frozen states: touching one of them would throw.
  next.step = step;
  next.version = state.version + 1;
  return next;
}

export function evolveAll(state: GameState, events: GameEvent[]): GameState {
  let s = state;
  for (const e of events) s = evolve(s, e);
  return s;
}

/** The state right after GameStarted: the board set, the deck shuffled, no hands dealt. */
export function initialState(event: Extract<GameEvent, { type: 'GameStarted' }>): GameState {
  const { scenario } = event;
  // Made in one piece (Object.fromEntries), not key by key: V8 turns a record given forty keys
  // one store at a time into a hash table, and its copies (copyOfUnits) with it.
  const units: Record<string, UnitState> = Object.fromEntries(
    scenario.units.map((u) => {
      const blocks = startingBlocks(u);
      return [u.id, { id: u.id, army: u.army, type: u.type, hex: { ...u.hex }, blocks, startingBlocks: blocks, eliminated: false }];
    }),
  );
  const army = (id: 'north' | 'south') => ({
    name: scenario.armies[id].name,
    commandNumber: scenario.armies[id].commandCards,
    victoryBanners: scenario.armies[id].victoryBanners,
    hand: [],
    banners: 0,
    lastTurnPlays: [],
  });
  return {
    version: 1,
    scenario,
    options: event.options,
    seats: event.seats,
    seed: event.seed,
    step: initialStep(),
    turn: 1,
    activeArmy: scenario.firstArmy,
    armies: { north: army('north'), south: army('south') },
    cards: event.cards,
    deck: [...event.deckOrder],
    discards: [],
    units,
    turnState: emptyTurnState(),
    random: event.random,
    winner: null,
  };
}

/** Rebuilds the state from a whole log (which must begin with GameStarted). */
export function replay(events: GameEvent[]): GameState {
  const [first, ...rest] = events;
  if (!first || first.type !== 'GameStarted') throw new Error('a game log begins with GameStarted');
  return evolveAll(initialState(first), rest);
}

