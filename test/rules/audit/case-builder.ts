// Builds the scripted cases of the rules audit (docs/rules-audit.md) from a few lines each.
// Every case is a whole scripted game (docs/scripted-games.md) run by the same runner as the
// JSON cases beside it: a small scenario in the centre of the board, the south army's turn 1,
// an Order Four Center (or the card named) issued to the Center Field General, the units
// ordered and moved, then the steps that check the audited value. Each check also says, in a
// few words, what the referee does, so the audit's "referee" column is the case's own claim.
import type { Hex, Section } from '../../../engine/board/hex.js';
import type { GameCommand } from '../../../engine/commands.js';
import type { RulesOptions } from '../../../engine/rules/options.js';
import type { DieFace } from '../../../engine/rules/random.js';
import type { TerrainType } from '../../../engine/terrain/catalog.js';
import type { UnitType } from '../../../engine/units/catalog.js';
import { diceText } from '../../../engine/rules/random.js';

export interface CaseUnit {
  id: string;
  type: UnitType;
  hex: Hex;
  /** Default: south for ids starting with s, north otherwise. */
  army?: 'south' | 'north';
  blocks?: number;
}

export type Step = Record<string, unknown>;

export interface Script {
  name: string;
  rule: string;
  source: string;
  setup: Record<string, unknown>;
  before?: Record<string, unknown>;
  steps: Step[];
}

export interface TurnSpec {
  units: CaseUnit[];
  terrain?: { hex: Hex; terrain: TerrainType }[];
  options?: Partial<RulesOptions>;
  dice?: DieFace[];
  /** The south card that orders the units (default Order Four Center), its sections and the
   *  Field General section that orders each unit (default center). */
  card?: string;
  cardSections?: Section[];
  armyCard?: { allocation?: Record<Section, number> };
  /** South units to order, with the section ordering each (default center). */
  order?: (string | { id: string; section: Section })[];
  /** Moves made in the movement step, each checked with its own expectation. */
  moves?: { id: string; path: Hex[]; section?: Section; expect?: Expect }[];
  /** South hand (the card first, then fillers). */
  hand?: string[];
  /** The north hand (default four section cards). */
  northHand?: string[];
  /** Where the turn's own steps stop: after the command step (`command`), after the orders
   *  listed (`orders`: no EndOrders), or after the moves (default; the script adds EndMoves). */
  until?: 'command' | 'orders' | 'moves';
}

export type Expect = 'accepted' | { rejected: string };

/** A check: the steps that prove it, and the sentence for the audit's referee column. */
export interface Check {
  steps: Step[];
  referee: string;
}

const SOUTH_FILL = ['order-two-left#1', 'order-two-right#1', 'order-three-center#1', 'order-three-left#1', 'order-three-right#1', 'order-two-center#1', 'order-two-center#2'];
const NORTH_HAND = ['order-two-center#3', 'order-two-center#4', 'order-two-left#2', 'order-two-right#2'];

function army(u: CaseUnit): 'south' | 'north' {
  return u.army ?? (u.id.startsWith('s') ? 'south' : 'north');
}

function seat(section: Section): string {
  return `south:${section}`;
}

function orderOf(o: string | { id: string; section: Section }): { id: string; section: Section } {
  return typeof o === 'string' ? { id: o, section: 'center' } : o;
}

/** The set-up and the south army's command, order and movement steps of turn 1. */
export function southTurn(spec: TurnSpec): { setup: Record<string, unknown>; steps: Step[] } {
  const card = spec.card ?? 'order-four-center#1';
  const hand = spec.hand ?? [card, ...SOUTH_FILL.filter((c) => c !== card)].slice(0, 4);
  const units = spec.units.map((u) => ({ id: u.id, army: army(u), type: u.type, hex: u.hex, ...(u.blocks ? { blocks: u.blocks } : {}) }));
  const setup: Record<string, unknown> = {
    scenario: {
      id: 'audit-case',
      name: 'Audit case',
      firstArmy: 'south',
      armies: {
        south: { name: 'Aurel', commandCards: 4, victoryBanners: 6 },
        north: { name: 'Tarsene', commandCards: 4, victoryBanners: 6 },
      },
      terrain: spec.terrain ?? [],
      units,
    },
    options: { firstStrikeWindow: 'only-when-held', ...(spec.options ?? {}) },
    hands: { south: hand, north: spec.northHand ?? NORTH_HAND },
    ...(spec.dice ? { dice: spec.dice } : {}),
  };
  const steps: Step[] = [];
  if (spec.armyCard) {
    steps.push({ seat: 'south:oc', command: { type: 'PlayArmyCard', cardId: card, ...(spec.armyCard.allocation ? { allocation: spec.armyCard.allocation } : {}) } });
  } else {
    steps.push({ seat: 'south:oc', command: { type: 'IssueFieldCard', cardId: card, ...(spec.cardSections ? { sections: spec.cardSections } : {}) } });
    steps.push({ seat: 'south:oc', command: { type: 'CompleteCommandStep', visit: 'center' } });
  }
  if (spec.until === 'command') return { setup, steps };
  for (const o of (spec.order ?? []).map(orderOf)) {
    steps.push({ seat: seat(o.section), command: { type: 'OrderUnit', section: o.section, unitId: o.id } });
  }
  if (spec.until === 'orders') return { setup, steps };
  for (const s of ['left', 'center', 'right'] as const) steps.push({ seat: seat(s), command: { type: 'EndOrders', section: s } });
  for (const m of spec.moves ?? []) {
    const section = m.section ?? 'center';
    steps.push({ seat: seat(section), command: { type: 'MoveUnit', section, unitId: m.id, path: m.path }, ...(m.expect && m.expect !== 'accepted' ? { expect: m.expect } : {}) });
  }
  return { setup, steps };
}

/** Ends the south army's movement step (the battle step begins). */
export function endMoves(): Step[] {
  return (['left', 'center', 'right'] as const).map((s) => ({ seat: seat(s), command: { type: 'EndMoves', section: s } }));
}

export function script(name: string, rule: string, source: string, spec: TurnSpec, check: Check, opts: { toBattle?: boolean } = {}): Script {
  const { setup, steps } = southTurn(spec);
  const toBattle = opts.toBattle !== false && (spec.until === undefined || spec.until === 'moves');
  return { name, rule, source, setup, steps: [...steps, ...(toBattle ? endMoves() : []), ...check.steps] };
}

/** Ends the orders of the three south Field Generals. */
export function endOrders(): Step[] {
  return (['left', 'center', 'right'] as const).map((s) => ({ seat: seat(s), command: { type: 'EndOrders', section: s } }));
}

/** A step ordering a south unit, accepted or refused. */
export function order(id: string, expect: Expect = 'accepted', section: Section = 'center', assert?: Record<string, unknown>): Step {
  return { seat: seat(section), command: { type: 'OrderUnit', section, unitId: id }, ...(expect !== 'accepted' ? { expect } : {}), ...(assert ? { assert } : {}) };
}

/** A step moving a south unit, accepted or refused. */
export function move(id: string, path: Hex[], expect: Expect = 'accepted', section: Section = 'center'): Step {
  return { seat: seat(section), command: { type: 'MoveUnit', section, unitId: id, path }, ...(expect !== 'accepted' ? { expect } : {}) };
}

function declare(attackerId: string, targetId: string, section: Section = 'center'): Record<string, unknown> {
  return { type: 'DeclareBattle', section, attackerId, targetId };
}

// --- Checks ---------------------------------------------------------------------------------

/** The attacker declares against the target; the referee counts `dice` dice. */
export function rollsDice(attackerId: string, targetId: string, dice: number, section: Section = 'center'): Check {
  return {
    steps: [{ seat: seat(section), command: declare(attackerId, targetId, section), assert: { events: [{ type: 'BattleDeclared', dice }] } }],
    referee: `rolls ${diceText(dice)}`,
  };
}

/** The declaration is refused with this code. */
export function battleRefused(attackerId: string, targetId: string, code: string, section: Section = 'center'): Check {
  return {
    steps: [{ seat: seat(section), command: declare(attackerId, targetId, section), expect: { rejected: code } }],
    referee: `refuses the battle (\`${code}\`)`,
  };
}

/** The declaration is accepted (a close combat or a ranged attack may be made). */
export function battleAccepted(attackerId: string, targetId: string, extra: Record<string, unknown> = {}, section: Section = 'center', referee = 'accepts the battle'): Check {
  return {
    steps: [{ seat: seat(section), command: declare(attackerId, targetId, section), assert: { emittedIncludes: ['BattleDeclared'], ...extra } }],
    referee,
  };
}

/** A declared battle with forced dice, and the assertions on what it leaves. */
export function battleLeaves(attackerId: string, targetId: string, assert: Record<string, unknown>, referee: string, section: Section = 'center'): Check {
  return { steps: [{ seat: seat(section), command: declare(attackerId, targetId, section), assert }], referee };
}

/** A check made of these steps (after the movement step), with its sentence. */
export function steps(referee: string, ...list: Step[]): Check {
  return { steps: list, referee };
}

/** A step by a south Field General (default center). */
export function south(command: GameCommand, extra: Record<string, unknown> = {}, section: Section = 'center'): Step {
  return { seat: seat(section), command, ...extra };
}

/** A step by a north Field General (the defender's choices). */
export function north(section: Section, command: GameCommand, extra: Record<string, unknown> = {}): Step {
  return { seat: `north:${section}`, command, ...extra };
}

/** A move checked in the movement step: accepted or refused with a code (no battle step). */
export function moveCheck(expect: Expect): Check {
  return { steps: [], referee: expect === 'accepted' ? 'accepts the move' : `refuses the move (\`${expect.rejected}\`)` };
}

/** Hexes around (12,4)..(12,6) in the centre: named for readability of the cases. */
export const H = (col: number, row: number): Hex => ({ col, row });
