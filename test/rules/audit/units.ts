// The rules audit, units: every field of each unit type's official page (move, battle after
// moving, close combat dice, fire range and dice, sword hits, evade, momentum, retreat), each
// with a scripted case. Where no official page states a value, the referee's own table value
// is checked and the row is marked unconfirmed.
import type { DieFace } from '../../../engine/rules/random.js';
import { UNIT_TYPES, type UnitType } from '../../../engine/units/catalog.js';
import { diceText } from '../../../engine/rules/random.js';
import { battleAccepted, battleRefused, H, north, rollsDice, script, south, steps, type CaseUnit, type Check, type TurnSpec } from './case-builder.js';
import type { SourceKey } from '../../../engine/rules/sources.js';
import type { AuditRow, AuditStatus } from './types.js';

type Momentum = 'none' | 'advance' | 'advance-battle' | 'advance-hex-battle';
type Evade = 'always' | 'foot-and-heavy-mounted' | 'foot-and-elephants' | 'never';

/** An official value and the page that states it; `null`: no official page states it. */
interface Stated<T> {
  value: T;
  source: SourceKey;
}

interface UnitOfficial {
  type: UnitType;
  move: Stated<number> | null;
  /** Fewer hexes it may move and still battle (auxilia: 1), when the page says so. */
  battleAfter: Stated<number | 'no'> | null;
  closeCombatDice: Stated<number> | null;
  range: Stated<number | 'none'> | null;
  fireDice: Stated<[number, number | 'no']> | null;
  swordsHit: Stated<boolean> | null;
  evade: Stated<Evade> | null;
  momentum: Stated<Momentum> | null;
  retreat: Stated<number> | null;
}

const page = (type: UnitType) => `unit/${type}` as SourceKey;
const at = <T,>(value: T, source: SourceKey): Stated<T> => ({ value, source });

/** What the official pages say of each unit type (docs/rules-audit.md, "Units"). */
export const OFFICIAL_UNITS: UnitOfficial[] = [
  { type: 'light-infantry', move: at(2, page('light-infantry')), battleAfter: null, closeCombatDice: null, range: at(2, 'faq/battle'), fireDice: at([2, 1], page('light-infantry')), swordsHit: at(false, page('light-infantry')), evade: at('always', 'special-actions'), momentum: at('advance', page('light-infantry')), retreat: at(2, 'retreat') },
  { type: 'light-sling-infantry', move: at(2, page('light-sling-infantry')), battleAfter: null, closeCombatDice: at(2, page('light-sling-infantry')), range: at(3, page('light-sling-infantry')), fireDice: at([2, 1], page('light-sling-infantry')), swordsHit: at(false, page('light-sling-infantry')), evade: at('always', page('light-sling-infantry')), momentum: at('advance', page('light-sling-infantry')), retreat: at(2, page('light-sling-infantry')) },
  { type: 'light-bow-infantry', move: null, battleAfter: null, closeCombatDice: null, range: at(3, 'ranged'), fireDice: at([2, 1], 'ranged'), swordsHit: null, evade: at('always', 'special-actions'), momentum: null, retreat: null },
  { type: 'auxilia-infantry', move: at(2, page('auxilia-infantry')), battleAfter: at(1, page('auxilia-infantry')), closeCombatDice: null, range: at(2, page('auxilia-infantry')), fireDice: at([2, 1], page('auxilia-infantry')), swordsHit: at(true, page('auxilia-infantry')), evade: at('never', 'special-actions'), momentum: at('advance', page('auxilia-infantry')), retreat: at(1, 'retreat') },
  { type: 'light-cavalry', move: at(4, page('light-cavalry')), battleAfter: null, closeCombatDice: null, range: at(2, 'faq/battle'), fireDice: at([2, 1], page('light-cavalry')), swordsHit: at(false, page('light-cavalry')), evade: at('always', 'special-actions'), momentum: at('advance-hex-battle', page('light-cavalry')), retreat: at(4, 'retreat') },
  { type: 'light-bow-cavalry', move: at(4, 'expansion-1/units'), battleAfter: null, closeCombatDice: at(2, 'expansion-1/units'), range: at(3, 'expansion-1/units'), fireDice: at([2, 1], 'expansion-1/units'), swordsHit: at(false, 'expansion-1/units'), evade: at('always', 'expansion-1/units'), momentum: at('advance-hex-battle', 'expansion-1/units'), retreat: at(4, 'expansion-1/units') },
  { type: 'light-chariot', move: null, battleAfter: null, closeCombatDice: null, range: at(3, 'faq/units'), fireDice: null, swordsHit: null, evade: at('always', 'special-actions'), momentum: null, retreat: null },
  { type: 'light-barbarian-chariot', move: at(3, page('light-barbarian-chariot')), battleAfter: null, closeCombatDice: at(3, page('light-barbarian-chariot')), range: at('none', page('light-barbarian-chariot')), fireDice: null, swordsHit: at(true, page('light-barbarian-chariot')), evade: at('always', page('light-barbarian-chariot')), momentum: at('advance-battle', page('light-barbarian-chariot')), retreat: at(3, page('light-barbarian-chariot')) },
  { type: 'light-war-machine', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('always', 'special-actions'), momentum: null, retreat: null },
  { type: 'medium-infantry', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('never', 'special-actions'), momentum: null, retreat: null },
  { type: 'warrior-infantry', move: at(1, page('warrior-infantry')), battleAfter: null, closeCombatDice: at(4, page('warrior-infantry')), range: at('none', page('warrior-infantry')), fireDice: null, swordsHit: at(true, page('warrior-infantry')), evade: at('never', page('warrior-infantry')), momentum: at('advance-battle', page('warrior-infantry')), retreat: at(2, page('warrior-infantry')) },
  { type: 'medium-cavalry', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('foot-and-heavy-mounted', 'special-actions'), momentum: null, retreat: null },
  { type: 'camel', move: at(3, 'expansion-1/units'), battleAfter: null, closeCombatDice: at(3, 'expansion-1/units'), range: at('none', 'expansion-1/units'), fireDice: null, swordsHit: null, evade: at('foot-and-heavy-mounted', 'special-actions'), momentum: null, retreat: at(3, 'retreat') },
  { type: 'heavy-infantry', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('never', 'special-actions'), momentum: null, retreat: null },
  { type: 'heavy-cavalry', move: at(2, page('heavy-cavalry')), battleAfter: null, closeCombatDice: at(4, page('heavy-cavalry')), range: at('none', page('heavy-cavalry')), fireDice: null, swordsHit: at(true, page('heavy-cavalry')), evade: at('foot-and-elephants', page('heavy-cavalry')), momentum: at('advance-hex-battle', page('heavy-cavalry')), retreat: at(2, page('heavy-cavalry')) },
  { type: 'heavy-chariot', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('foot-and-elephants', 'special-actions'), momentum: null, retreat: null },
  { type: 'elephant', move: at(2, page('elephant')), battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: at(true, 'faq/units'), evade: at('never', 'special-actions'), momentum: at('advance', page('elephant')), retreat: at(1, 'retreat') },
  { type: 'heavy-war-machine', move: null, battleAfter: null, closeCombatDice: null, range: null, fireDice: null, swordsHit: null, evade: at('always', 'special-actions'), momentum: null, retreat: null },
];

const FAR_NORTH: CaseUnit = { id: 'n9', type: 'medium-infantry', hex: H(22, 0) };
const NOT_FOUND = 'not stated on a stored official page';

function name(type: UnitType): string {
  return UNIT_TYPES[type].name;
}

function status<T>(stated: Stated<T> | null): AuditStatus {
  return stated ? 'agrees' : 'unconfirmed';
}

function row(type: UnitType, point: string, slug: string, stated: Stated<unknown> | null, official: string, spec: TurnSpec, check: Check, toBattle = true): AuditRow {
  const id = `${type}/${slug}`;
  return {
    id,
    area: 'Units',
    subject: name(type),
    point,
    official: stated ? official : NOT_FOUND,
    source: stated?.source ?? 'rules-decisions',
    status: status(stated),
    script: script(`${name(type)}: ${point}`, stated ? official : `${point}: the referee's table (${NOT_FOUND})`, `audit ${id}`, spec, check, { toBattle }),
    referee: check.referee,
  };
}

/** Hexes east along row 6 from (9,6): a straight line on the board. */
function east(from: number, n: number) {
  return Array.from({ length: n }, (_, i) => H(from + 1 + i, 6));
}

function moveRow(o: UnitOfficial): AuditRow {
  const t = UNIT_TYPES[o.type];
  const n = o.move?.value ?? t.movement;
  const charge = t.chargeMovement !== null;
  const check: Check = {
    steps: [
      south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: east(9, n + 1) }, { expect: { rejected: charge ? 'move/charge_needs_enemy' : 'move/too_far' } }),
      south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: east(9, n) }, { assert: { units: { s1: { hex: H(9 + n, 6) } } } }),
    ],
    referee: `moves ${n} hex${n === 1 ? '' : 'es'}; ${n + 1} refused (\`${charge ? 'move/charge_needs_enemy' : 'move/too_far'}\`)`,
  };
  const official = o.type === 'warrior-infantry' ? '1 hex; 2 only to close combat' : `${n} hexes`;
  return row(o.type, 'movement', 'move', o.move, official, { units: [{ id: 's1', type: o.type, hex: H(9, 6) }, FAR_NORTH], order: ['s1'] }, check, false);
}

function battleAfterMoveRow(o: UnitOfficial): AuditRow {
  const t = UNIT_TYPES[o.type];
  const full = t.movement;
  const units: CaseUnit[] = [{ id: 's1', type: o.type, hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(10 + full, 6) }];
  const spec: TurnSpec = { units, order: ['s1'], moves: [{ id: 's1', path: east(9, full) }], dice: ['light', 'light', 'light', 'light', 'light'] };
  if (t.battleAfterMove < 0) {
    return row(o.type, 'battle after moving', 'battle-after-move', o.battleAfter ?? null, 'may not battle after moving', spec, battleRefused('s1', 'n1', 'battle/moved'));
  }
  if (t.battleAfterMove < full) {
    const stated = o.battleAfter;
    return row(o.type, 'battle after moving', 'battle-after-move', stated, `may battle after moving ${t.battleAfterMove} hex, not after ${full}`, spec, battleRefused('s1', 'n1', 'battle/moved_too_far'));
  }
  const check = battleAccepted('s1', 'n1', {}, 'center', `may battle after moving its full ${full} hex${full === 1 ? '' : 'es'}`);
  return row(o.type, 'battle after moving', 'battle-after-move', o.move, `moves ${full} and battles`, spec, check);
}

function closeCombatRow(o: UnitOfficial): AuditRow {
  const t = UNIT_TYPES[o.type];
  const units: CaseUnit[] = [{ id: 's1', type: o.type, hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6) }];
  const spec: TurnSpec = { units, order: ['s1'], dice: ['light', 'light', 'light', 'light', 'light', 'light'] };
  if (t.closeCombatDice === 0) {
    return row(o.type, 'close combat', 'close-combat', o.range, 'no close combat', spec, battleRefused('s1', 'n1', 'battle/no_close_combat'));
  }
  if (o.type === 'elephant') {
    return row(o.type, 'close combat dice', 'close-combat', at(4, page('elephant')), 'as many as the unit it battles (medium infantry: 4)', spec, rollsDice('s1', 'n1', 4));
  }
  const n = o.closeCombatDice?.value ?? t.closeCombatDice;
  return row(o.type, 'close combat dice', 'close-combat', o.closeCombatDice, diceText(n), spec, rollsDice('s1', 'n1', n));
}

function rangeRow(o: UnitOfficial): AuditRow | null {
  const t = UNIT_TYPES[o.type];
  const units: CaseUnit[] = [{ id: 's1', type: o.type, hex: H(9, 6) }];
  if (!t.ranged) {
    units.push({ id: 'n1', type: 'medium-infantry', hex: H(11, 6) });
    return row(o.type, 'fire range', 'range', o.range, 'does not fire', { units, order: ['s1'] }, battleRefused('s1', 'n1', 'battle/not_ranged'));
  }
  const r = typeof o.range?.value === 'number' ? o.range.value : t.ranged.range;
  units.push({ id: 'n1', type: 'medium-infantry', hex: H(9 + r, 6) }, { id: 'n2', type: 'medium-infantry', hex: H(10 + r, 6) });
  const check: Check = {
    steps: [
      south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n2' }, { expect: { rejected: 'battle/out_of_range' } }),
      south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { events: [{ type: 'BattleDeclared', closeCombat: false }] } }),
    ],
    referee: `fires at ${r} hexes; ${r + 1} refused (\`battle/out_of_range\`)`,
  };
  return row(o.type, 'fire range', 'range', o.range, `${r} hexes`, { units, order: ['s1'], dice: ['light', 'light', 'light'] }, check);
}

function fireDiceRows(o: UnitOfficial): AuditRow[] {
  const t = UNIT_TYPES[o.type];
  if (!t.ranged) return [];
  const [hold, moved] = o.fireDice?.value ?? [t.ranged.dice, t.ranged.diceAfterMove ?? 'no'];
  const r = t.ranged.range;
  const holdRow = row(o.type, 'fire dice, not moved', 'fire-hold', o.fireDice, diceText(hold), { units: [{ id: 's1', type: o.type, hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(9 + r, 6) }], order: ['s1'], dice: ['light', 'light', 'light'] }, rollsDice('s1', 'n1', hold));
  const afterSpec: TurnSpec = { units: [{ id: 's1', type: o.type, hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(10 + Math.min(r, 2), 6) }], order: ['s1'], moves: [{ id: 's1', path: east(9, 1) }], dice: ['light', 'light', 'light'] };
  const movedRow = moved === 'no'
    ? row(o.type, 'fire dice, after moving', 'fire-moved', o.fireDice, 'may not fire after moving', afterSpec, battleRefused('s1', 'n1', 'battle/moved'))
    : row(o.type, 'fire dice, after moving', 'fire-moved', o.fireDice, diceText(moved), afterSpec, rollsDice('s1', 'n1', moved));
  return [holdRow, movedRow];
}

function swordsRow(o: UnitOfficial): AuditRow | null {
  const t = UNIT_TYPES[o.type];
  if (t.closeCombatDice === 0 || o.type === 'elephant') return null;
  const n = t.closeCombatDice;
  const hits = o.swordsHit?.value ?? t.swordsHitInCloseCombat;
  const dice = Array.from({ length: n }, (): DieFace => 'swords');
  const units: CaseUnit[] = [{ id: 's1', type: o.type, hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6), blocks: 6 }];
  const check: Check = {
    steps: [south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { events: [{ type: 'BattleHitsScored', unitId: 'n1', hits: hits ? n : 0 }] } })],
    referee: hits ? 'crossed swords it rolls hit' : 'crossed swords it rolls miss',
  };
  return row(o.type, 'sword hits in close combat', 'swords', o.swordsHit, hits ? 'sword hits' : 'no sword hits', { units, order: ['s1'], dice: [...dice, 'light', 'light', 'light', 'light'] }, check);
}

const EVADE_TEXT: Record<Evade, string> = {
  always: 'may evade any close combat',
  'foot-and-heavy-mounted': 'may evade foot and heavy mounted units',
  'foot-and-elephants': 'may evade foot units and elephants',
  never: 'never evades',
};

/** May it evade medium infantry (foot) attacking it? and heavy cavalry (heavy mounted)? */
function evadeRows(o: UnitOfficial): AuditRow[] {
  const t = UNIT_TYPES[o.type];
  const kind = o.evade?.value ?? t.evade;
  const out: AuditRow[] = [];
  const attackers: [UnitType, boolean, string][] = [['medium-infantry', kind !== 'never', 'foot']];
  if (kind === 'foot-and-heavy-mounted' || kind === 'always' || kind === 'foot-and-elephants') attackers.push(['heavy-cavalry', kind !== 'foot-and-elephants', 'heavy cavalry']);
  if (kind === 'foot-and-elephants') attackers.push(['elephant', true, 'an elephant']);
  for (const [attacker, evades, label] of attackers) {
    const units: CaseUnit[] = [{ id: 's1', type: attacker, hex: H(10, 6) }, { id: 'n1', type: o.type, hex: H(11, 6) }];
    const check: Check = evades
      ? { steps: [south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'evade', unitId: 'n1' } }] } })], referee: `offers the evade against ${label}` }
      : { steps: [south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { eventsExclude: [{ type: 'BattleChoiceAwaited', choice: { kind: 'evade' } }] } })], referee: `no evade against ${label}` };
    out.push({ ...row(o.type, `evade (attacked by ${label})`, `evade-${attacker}`, o.evade, EVADE_TEXT[kind], { units, order: ['s1'], dice: ['light', 'light', 'light', 'light', 'light', 'light'] }, check) });
  }
  return out;
}

function retreatRow(o: UnitOfficial): AuditRow {
  const t = UNIT_TYPES[o.type];
  const n = o.retreat?.value ?? t.retreatPerFlag;
  // A target that lost a block (no full-strength flag), attacked by foot rolling one flag.
  const blocks = Math.max(1, t.defaultBlocks - 1);
  const units: CaseUnit[] = [{ id: 's1', type: 'medium-infantry', hex: H(10, 6) }, { id: 'n1', type: o.type, hex: H(11, 6), blocks }];
  const evades = t.evade !== 'never' && o.type !== 'leader';
  const declare = south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, evades ? {} : { assert: { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'retreat', unitId: 'n1', hexes: n } }] } });
  const list = [declare];
  if (evades) list.push(north('center', { type: 'ChooseEvade', section: 'center', evade: false }, { assert: { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'retreat', unitId: 'n1', hexes: n } }] } }));
  return row(o.type, 'retreat for each flag', 'retreat', o.retreat, `${n} hex${n === 1 ? '' : 'es'}`, { units, order: ['s1'], dice: ['banner', 'leader', 'leader', 'leader'] }, steps(`retreats ${n} hex${n === 1 ? '' : 'es'} a flag`, ...list));
}

const MOMENTUM_TEXT: Record<Momentum, string> = {
  none: 'no momentum advance',
  advance: 'advance only',
  'advance-battle': 'advance, may battle',
  'advance-hex-battle': 'advance, move 1 hex, may battle',
};

function referenceMomentum(type: UnitType): Momentum {
  const t = UNIT_TYPES[type];
  if (!t.momentumAdvance || t.closeCombatDice === 0) return 'none';
  if (!t.bonusCombat) return 'advance';
  return t.momentumExtraHex ? 'advance-hex-battle' : 'advance-battle';
}

/** It eliminates a one-block enemy in close combat; what the momentum then offers. */
function momentumRow(o: UnitOfficial): AuditRow | null {
  const t = UNIT_TYPES[o.type];
  if (t.closeCombatDice === 0) return null;
  const m = o.momentum?.value ?? referenceMomentum(o.type);
  // The victim (1 block) on (11,6); a second enemy on (12,6), next to the vacated hex.
  const units: CaseUnit[] = [{ id: 's1', type: o.type, hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6), blocks: 1 }, { id: 'n2', type: 'heavy-infantry', hex: H(12, 6) }];
  const list = [south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'momentum', unitId: 's1' } }] } })];
  const advance = south({ type: 'ChooseMomentum', section: 'center', advance: true }, {
    assert: m === 'advance'
      ? { events: [{ type: 'MomentumAdvanced' }], eventsExclude: [{ type: 'BattleChoiceAwaited' }] }
      : m === 'advance-battle'
        ? { events: [{ type: 'MomentumAdvanced' }, { type: 'BattleChoiceAwaited', choice: { kind: 'bonus-combat' } }] }
        : { events: [{ type: 'MomentumAdvanced' }, { type: 'BattleChoiceAwaited', choice: { kind: 'momentum-move' } }] },
  });
  list.push(advance);
  if (m === 'advance-hex-battle') list.push(south({ type: 'ChooseMomentumMove', section: 'center', hex: null }, { assert: { events: [{ type: 'BattleChoiceAwaited', choice: { kind: 'bonus-combat', targets: ['n2'] } }] } }));
  const referee = m === 'advance' ? 'advances; no bonus close combat' : m === 'advance-battle' ? 'advances, then a bonus close combat' : 'advances, may move 1 hex more, then a bonus close combat';
  const medium: DieFace[] = Array.from({ length: 6 }, () => 'medium');
  return row(o.type, 'momentum', 'momentum', o.momentum, MOMENTUM_TEXT[m], { units, order: ['s1'], dice: medium }, steps(referee, ...list));
}

/** The class the official pages give a type (its page, or the evade page's green circle). */
const CLASS_STATED: Partial<Record<UnitType, SourceKey>> = {
  'light-infantry': 'special-actions', 'light-sling-infantry': 'unit/light-sling-infantry', 'light-bow-infantry': 'special-actions', 'light-cavalry': 'special-actions',
  'light-bow-cavalry': 'expansion-1/units', 'light-chariot': 'special-actions', 'light-barbarian-chariot': 'unit/light-barbarian-chariot', 'warrior-infantry': 'unit/warrior-infantry',
  camel: 'expansion-1/units', 'heavy-cavalry': 'unit/heavy-cavalry',
};

const SYMBOL_TEXT = { light: 'green circle', medium: 'blue triangle', heavy: 'red square' } as const;

/** Its class: the die symbol that hits it (medium infantry rolling that symbol scores a hit). */
function classRow(o: UnitOfficial): AuditRow {
  const t = UNIT_TYPES[o.type];
  const cls = t.unitClass!;
  const source = CLASS_STATED[o.type];
  const units: CaseUnit[] = [{ id: 's1', type: 'medium-infantry', hex: H(10, 6) }, { id: 'n1', type: o.type, hex: H(11, 6) }];
  const evades = t.evade !== 'never';
  const hit = { events: [{ type: 'BattleHitsScored', unitId: 'n1', hits: 1 }] };
  const list = [south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, evades ? {} : { assert: hit })];
  if (evades) list.push(north('center', { type: 'ChooseEvade', section: 'center', evade: false }, { assert: hit }));
  const stated = source ? at(cls, source) : null;
  return row(o.type, 'class', 'class', stated, `${cls}: a ${SYMBOL_TEXT[cls]} hits it`, { units, order: ['s1'], dice: [cls, 'leader', 'leader', 'leader', 'light', 'light', 'light', 'light'] }, steps(`a ${SYMBOL_TEXT[cls]} hits it (${cls})`, ...list));
}

export function unitRows(): AuditRow[] {
  const out: AuditRow[] = [];
  for (const o of OFFICIAL_UNITS) {
    out.push(classRow(o), moveRow(o), battleAfterMoveRow(o), closeCombatRow(o));
    const range = rangeRow(o);
    if (range) out.push(range);
    out.push(...fireDiceRows(o));
    const swords = swordsRow(o);
    if (swords) out.push(swords);
    out.push(...evadeRows(o), retreatRow(o));
    const momentum = momentumRow(o);
    if (momentum) out.push(momentum);
  }
  return out;
}
