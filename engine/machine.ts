// The Epic turn sequence as an XState v5 machine (epic-ancients-rules.txt, "Game Turn"):
//   command (the Overall Commander issues cards)
//   → orders   (parallel: each Field General orders, then moves; "all unit movement must be
//               completed before any battling")
//   → battle   (parallel: each Field General resolves his battles one at a time)
//   → draw     → the other army's command step.
// The machine is driven by the engine's events through XState's pure `transition`, so the
// same code runs on the server, in tests and in replay. Its context is empty: the game data
// lives in GameState; the machine owns only which step each section is in.
import { and, getNextTransitions, initialTransition, setup, transition, type SnapshotFrom, type StateValue } from 'xstate';
import type { Section } from './board/hex.js';
import type { GameEvent } from './events.js';

type SectionParams = { section: Section };

// A transition that stays in its step. It carries a no-op action because XState's
// `snapshot.can()` does not count a targetless transition without actions as accepted.
const STAY = { actions: 'recordEvent' } as const;

function sectionOrders(section: Section) {
  const mine = { type: 'isSection', params: { section } } as const;
  return {
    initial: 'ordering',
    states: {
      ordering: {
        on: {
          UnitOrdered: { guard: mine, actions: 'recordEvent' as const },
          InitiativeRolled: { guard: mine, actions: 'recordEvent' as const },
          InitiativeRetreatApplied: { guard: mine, actions: 'recordEvent' as const },
          InitiativeBlockLost: { guard: mine, actions: 'recordEvent' as const },
          UnitRallied: { guard: mine, actions: 'recordEvent' as const },
          SectionOrdersEnded: { guard: mine, target: 'moving' },
        },
      },
      moving: {
        on: {
          UnitMoved: { guard: mine, actions: 'recordEvent' as const },
          SectionMovesEnded: { guard: mine, target: 'ready' },
        },
      },
      ready: { type: 'final' as const },
    },
  };
}

// Events that happen inside one battle's resolution and leave the section resolving.
const RESOLUTION_EVENTS = [
  'BattleDiceRolled',
  'BattleHitsScored',
  'LeaderCasualtyChecked',
  'BattleChoiceAwaited',
  'UnitRetreated',
  'EvadeDecided',
  'MomentumAdvanced',
  'MomentumDeclined',
  'MomentumMoved',
  'BonusCombatDeclined',
  'LeaderEscaped',
] as const;

function sectionBattles(section: Section) {
  const mine = { type: 'isSection', params: { section } } as const;
  const declare = [
    { guard: and([mine, 'opensFirstStrikeWindow']), target: 'firstStrikeWindow' },
    { guard: mine, target: 'resolving' },
  ];
  const stay = Object.fromEntries(RESOLUTION_EVENTS.map((e) => [e, { guard: mine, actions: 'recordEvent' as const }]));
  return {
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          BattleDeclared: declare,
          UnitMovedAfterFire: { guard: mine, actions: 'recordEvent' as const },
          SectionBattlesEnded: { guard: mine, target: 'done' },
        },
      },
      firstStrikeWindow: {
        on: {
          FirstStrikePlayed: { guard: mine, target: 'resolving' },
          FirstStrikeDeclined: { guard: mine, target: 'resolving' },
        },
      },
      // The referee resolves the battle; it waits here only for a battle choice
      // (turnState.battles[section].awaiting). A bonus close combat is declared from here.
      resolving: {
        on: {
          ...stay,
          BattleDeclared: declare,
          BattleEnded: { guard: mine, target: 'choosing' },
        },
      },
      done: { type: 'final' as const },
    },
  };
}

export const turnMachine = setup({
  types: { events: {} as GameEvent },
  actions: {
    recordEvent: () => {},
  },
  guards: {
    isSection: ({ event }, params: SectionParams) => 'section' in event && event.section === params.section,
    opensFirstStrikeWindow: ({ event }) => event.type === 'BattleDeclared' && event.firstStrikeWindow,
  },
}).createMachine({
  id: 'epicTurn',
  initial: 'command',
  on: {
    // "The game ends the moment a side reaches its banners" from any step.
    GameWon: { target: '.gameOver' },
    // Casualties and banners can happen in the orders step (Initiative) and the battle step.
    UnitEliminated: STAY,
    BannerGained: STAY,
    // A marsh's block-loss roll follows a move, a retreat, an evade or an advance.
    TerrainLossRolled: STAY,
  },
  states: {
    command: {
      on: {
        CommandCardsDealt: STAY,
        FieldCardIssued: STAY,
        CommandStepCompleted: { target: 'orders' },
        ArmyCardPlayed: { target: 'orders' },
      },
    },
    orders: {
      type: 'parallel',
      on: { ArmyDiceRolled: STAY },
      states: { left: sectionOrders('left'), center: sectionOrders('center'), right: sectionOrders('right') },
      onDone: { target: 'battle' },
    },
    battle: {
      type: 'parallel',
      states: { left: sectionBattles('left'), center: sectionBattles('center'), right: sectionBattles('right') },
      onDone: { target: 'draw' },
    },
    draw: {
      on: {
        CommandCardsDiscarded: STAY,
        DeckReshuffled: STAY,
        CommandCardsDrawn: STAY,
        TurnEnded: { target: 'command' },
      },
    },
    gameOver: { type: 'final' },
  },
});

export type TurnSnapshot = SnapshotFrom<typeof turnMachine>;

export function initialStep(): StateValue {
  return initialTransition(turnMachine)[0].value;
}

// Snapshots are rebuilt from the stored value; there are few distinct values, so cache them.
// The machine's transitions depend only on the event's type and the fields its guards read
// (section, firstStrikeWindow), so the next value is memoised on those: the
// machine stays the single source of truth and replay stays fast.
const snapshotCache = new Map<string, TurnSnapshot>();
const keyOfValue = new WeakMap<object, string>();
/** The transitions out of each step value met so far, by event key. A step value that is an
 *  object is looked up by identity first (the values evolve stores are the ones this cache
 *  returned, so the same few objects come back again and again), and by its JSON only the first
 *  time an object is met: `next` runs for every event evolved and every command decided, and a
 *  key string built from the value's JSON each time was an eighth of deciding a game. */
const transitionsByKey = new Map<string, Transitions>();
const transitionsByObject = new WeakMap<object, Transitions>();

/** A step value's transitions: by the event's type, then by the fields its guards read
 *  (guardKey). Two lookups by strings the engine already holds, where one key string built
 *  from the three per event was hashed afresh each time (`next` runs for every command decided
 *  and every event evolved). */
type Transitions = Map<string, Map<string, StateValue | null>>;

function valueKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  let key = keyOfValue.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    keyOfValue.set(value, key);
  }
  return key;
}

function snapshotOf(value: StateValue): TurnSnapshot {
  const key = valueKey(value);
  let snap = snapshotCache.get(key);
  if (!snap) {
    snap = turnMachine.resolveState({ value, context: {} });
    snapshotCache.set(key, snap);
  }
  return snap;
}

/** The event's fields the machine's guards read besides its type: its section (none: ''), and
 *  for a battle declared, whether the First Strike window opens. The section alone, a string
 *  the event holds, for every event but the declaration. */
function guardKey(event: GameEvent): string {
  const e = event as { section?: string; firstStrikeWindow?: boolean };
  const section = e.section ?? '';
  return e.firstStrikeWindow === undefined ? section : `${section}|${e.firstStrikeWindow}`;
}

function transitionsFrom(value: StateValue): Transitions {
  if (typeof value !== 'string') {
    const known = transitionsByObject.get(value);
    if (known) return known;
  }
  const key = valueKey(value);
  let transitions = transitionsByKey.get(key);
  if (!transitions) {
    transitions = new Map();
    transitionsByKey.set(key, transitions);
  }
  if (typeof value !== 'string') transitionsByObject.set(value, transitions);
  return transitions;
}

/** Transitions computed by XState so far (cache misses): for tests. */
let computed = 0;
export function turnTransitionsComputed(): number {
  return computed;
}

/** The next step value, or null when the machine refuses the event here. */
function next(value: StateValue, event: GameEvent): StateValue | null {
  const transitions = transitionsFrom(value);
  let byGuard = transitions.get(event.type);
  if (byGuard === undefined) transitions.set(event.type, (byGuard = new Map()));
  const key = guardKey(event);
  let result = byGuard.get(key);
  if (result === undefined) {
    computed++;
    const snap = snapshotOf(value);
    result = snap.can(event) ? transition(turnMachine, snap, event)[0].value : null;
    if (result !== null && typeof result === 'object') keyOfValue.set(result, JSON.stringify(result));
    byGuard.set(key, result);
  }
  return result;
}

/** The steps warmTurnMachine met (0: not run yet in this process). */
let warmedSteps = 0;

/**
 * Fills the transition cache with every step the machine can reach and every event it takes
 * there, as `next` would one miss at a time. A miss runs XState's own transition (a tenth of a
 * millisecond and more on a loaded server's cold caches), and in a server the misses kept
 * coming for hundreds of games, each on the path of a player's command (docs/benchmarks.md,
 * twelfth session); the server calls this once at start. Gives the number of steps met.
 * In each step only the event types some active state node has a transition for are tried
 * (XState's getNextTransitions): any other is refused there, and a refusal is asked for only
 * when the engine has a bug (decide and evolve ask for the events decide made), so it is left
 * to be cached on its first miss. Sections and the First Strike window are the only event
 * fields the guards read (guardKey): each type is tried with no section and with each
 * section, and a battle declaration with and without the window.
 */
export function warmTurnMachine(): number {
  if (warmedSteps > 0) return warmedSteps;
  const sections: (Section | undefined)[] = [undefined, 'left', 'center', 'right'];
  const seen = new Set<string>();
  const queue: StateValue[] = [initialStep()];
  while (queue.length > 0) {
    const value = queue.pop()!;
    const key = valueKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    const types = new Set<string>();
    for (const t of getNextTransitions(snapshotOf(value))) if (!t.eventType.startsWith('xstate.') && t.eventType !== '*') types.add(t.eventType);
    for (const type of types)
      for (const section of sections)
        for (const firstStrikeWindow of type === 'BattleDeclared' ? [true, false] : [undefined]) {
          const event = { type, ...(section ? { section } : {}), ...(firstStrikeWindow !== undefined ? { firstStrikeWindow } : {}) } as unknown as GameEvent;
          const to = next(value, event);
          if (to !== null && !seen.has(valueKey(to))) queue.push(to);
        }
  }
  warmedSteps = seen.size;
  return warmedSteps;
}

/** True when the machine accepts the event in this step. */
export function stepAccepts(value: StateValue, event: GameEvent): boolean {
  return next(value, event) !== null;
}

/** The next step value; throws if the machine refuses the event (an engine bug, since
 *  decide only emits events the machine accepts). */
export function nextStep(value: StateValue, event: GameEvent): StateValue {
  const result = next(value, event);
  if (result === null) throw new Error(`turn machine refuses ${event.type} in step ${JSON.stringify(value)}`);
  return result;
}

export type Phase = 'command' | 'orders' | 'battle' | 'draw' | 'gameOver';

export function phaseOf(value: StateValue): Phase {
  if (typeof value === 'string') return value as Phase;
  // The compound state's one key; for-in, not Object.keys: no array made (every command's
  // projection asks this many times).
  for (const key in value) return key as Phase;
  // A compound value always has its key; an empty one read as no phase before too.
  return undefined as unknown as Phase;
}

export type SectionStep = 'ordering' | 'moving' | 'ready' | 'choosing' | 'firstStrikeWindow' | 'resolving' | 'done';
export const SECTION_STEPS: readonly SectionStep[] = ['ordering', 'moving', 'ready', 'choosing', 'firstStrikeWindow', 'resolving', 'done'];

/** The step a section is in during the orders or battle phase, else null. */
export function sectionStepOf(value: StateValue, section: Section): SectionStep | null {
  if (typeof value === 'string') return null;
  let inner: StateValue | undefined;
  for (const key in value) {
    inner = value[key];
    break;
  }
  if (!inner || typeof inner === 'string') return null;
  const s = (inner as Record<string, StateValue>)[section];
  return typeof s === 'string' ? (s as SectionStep) : null;
}
