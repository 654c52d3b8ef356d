// The rules audit, terrain: every line of the official terrain page (forest, hill, broken
// ground) and of expansion 2's marsh, and the referee's values for the terrains whose official
// text could not be read (kept, marked unconfirmed), each with a scripted case.
import type { TerrainType } from '../../../engine/terrain/catalog.js';
import type { UnitType } from '../../../engine/units/catalog.js';
import type { DieFace } from '../../../engine/rules/random.js';
import { battleAccepted, battleRefused, H, rollsDice, south, steps, type CaseUnit, type Check, type TurnSpec } from './case-builder.js';
import { makeRow, type RowParts } from './make-row.js';
import type { AuditRow } from './types.js';

const FAR_NORTH: CaseUnit = { id: 'n9', type: 'medium-infantry', hex: H(22, 0) };
const LIGHTS: DieFace[] = ['light', 'light', 'light', 'light', 'light', 'light', 'light'];
const MOUNTED_CHARGE = { card: 'mounted-charge#1', armyCard: { allocation: { left: 0, center: 4, right: 0 } } };

type TerrainRow = Omit<RowParts, 'id' | 'area' | 'subject'> & { terrain: TerrainType; slug: string };

const NAMES: Record<TerrainType, string> = {
  clear: 'Clear', forest: 'Forest', hill: 'Hill', river: 'River', ford: 'Ford', marsh: 'Marsh', 'broken-ground': 'Broken ground', town: 'Town', camp: 'Camp', 'fortified-camp': 'Fortified camp', coast: 'Coast',
};

function make(r: TerrainRow): AuditRow {
  const { terrain, slug, ...parts } = r;
  return makeRow({ ...parts, id: `${terrain}/${slug}`, area: 'Terrain', subject: NAMES[terrain] });
}

const on = (terrain: TerrainType, ...hexes: [number, number][]) => hexes.map(([c, r]) => ({ hex: H(c, r), terrain }));

/** A south unit at (10,6) next to a north unit at (11,6), terrain on the hexes given. */
function facing(attacker: UnitType, target: UnitType, terrain: { hex: ReturnType<typeof H>; terrain: TerrainType }[], extra: Partial<TurnSpec> = {}): TurnSpec {
  return { units: [{ id: 's1', type: attacker, hex: H(10, 6) }, { id: 'n1', type: target, hex: H(11, 6) }], terrain, order: ['s1'], dice: LIGHTS, ...extra };
}

/** A south unit at (9,6) that moves one hex east onto (10,6), next to a north unit at (11,6). */
function entering(type: UnitType, terrain: TerrainType, extra: Partial<TurnSpec> = {}): TurnSpec {
  return { units: [{ id: 's1', type, hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6) }], terrain: on(terrain, [10, 6]), order: ['s1'], moves: [{ id: 's1', path: [H(10, 6)] }], dice: LIGHTS, ...extra };
}

/** A move east along row 6 from (9,6) through the terrain on (10,6): refused or accepted. */
function moveThrough(type: UnitType, terrain: TerrainType, expect: 'accepted' | string, hexes = 2): { spec: TurnSpec; check: Check; toBattle: false } {
  const path = Array.from({ length: hexes }, (_, i) => H(10 + i, 6));
  const step = south({ type: 'MoveUnit', section: 'center', unitId: 's1', path }, expect === 'accepted' ? { assert: { units: { s1: { hex: path[path.length - 1]! } } } } : { expect: { rejected: expect } });
  return {
    spec: { units: [{ id: 's1', type, hex: H(9, 6) }, FAR_NORTH], terrain: on(terrain, [10, 6]), order: ['s1'] },
    check: { steps: [step], referee: expect === 'accepted' ? `moves through it (${hexes} hexes)` : `refuses the move (\`${expect}\`)` },
    toBattle: false,
  };
}

/** A lone leader moving through the terrain. */
function leaderThrough(terrain: TerrainType, expect: 'accepted' | string): { spec: TurnSpec; check: Check; toBattle: false } {
  const m = moveThrough('leader', terrain, expect);
  return { ...m, spec: { ...m.spec, units: [{ id: 's1', type: 'leader', hex: H(9, 6) }, { id: 's2', type: 'medium-infantry', hex: H(9, 7) }, FAR_NORTH] } };
}

/** A light bow at (9,6) fires at a unit on (12,6); terrain on the hexes given. */
function firing(terrain: { hex: ReturnType<typeof H>; terrain: TerrainType }[], dice: number, at: [number, number] = [12, 6]): { spec: TurnSpec; check: Check } {
  return {
    spec: { units: [{ id: 's1', type: 'light-bow-infantry', hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(...at) }], terrain, order: ['s1'], dice: LIGHTS },
    check: rollsDice('s1', 'n1', dice),
  };
}

/** A light bow at (9,6) aims past the terrain on (10,6) at a unit on (11,6)... (12,6). */
function sight(terrain: TerrainType, blocked: boolean): { spec: TurnSpec; check: Check } {
  return {
    spec: { units: [{ id: 's1', type: 'light-bow-infantry', hex: H(9, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6) }], terrain: on(terrain, [10, 6]), order: ['s1'], dice: LIGHTS },
    check: blocked ? battleRefused('s1', 'n1', 'battle/no_line_of_sight') : battleAccepted('s1', 'n1', {}, 'center', 'sees through it'),
  };
}

/** A unit that flags would push back, in the terrain: it ignores `ignored` flags. */
function flagsIn(terrain: TerrainType, ignored: number): { spec: TurnSpec; check: Check } {
  return {
    spec: { units: [{ id: 's1', type: 'medium-infantry', hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6) }], terrain: on(terrain, [11, 6]), order: ['s1'], dice: ['banner', 'leader', 'leader', 'leader', 'light', 'light', 'light', 'light'] },
    check: steps(ignored ? `the unit in it ignores ${ignored} flag` : 'no flag ignored', south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }, { assert: { events: [{ type: 'BattleHitsScored', unitId: 'n1', flags: 1, flagsIgnored: ignored }] } })),
  };
}

/** The attacker eliminates a one-block unit on the terrain hex and advances into it: is a bonus
 *  close combat offered against the unit beyond? */
function advanceInto(attacker: UnitType, terrain: TerrainType, bonus: boolean): { spec: TurnSpec; check: Check } {
  const list = [
    south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }),
    south({ type: 'ChooseMomentum', section: 'center', advance: true }, { assert: bonus ? { events: [{ type: 'MomentumAdvanced' }, { type: 'BattleChoiceAwaited', choice: { kind: 'bonus-combat' } }] } : { events: [{ type: 'MomentumAdvanced' }], eventsExclude: [{ type: 'BattleChoiceAwaited' }] } }),
  ];
  return {
    spec: { units: [{ id: 's1', type: attacker, hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6), blocks: 1 }, { id: 'n2', type: 'heavy-infantry', hex: H(12, 6) }], terrain: on(terrain, [11, 6]), order: ['s1'], dice: ['medium', 'medium', 'medium', 'medium', 'medium'] },
    check: steps(bonus ? 'after advancing into it, a bonus close combat' : 'after advancing into it, no bonus close combat', ...list),
  };
}

const T = 'terrain' as const;
const MARSH = 'expansion-2/terrain' as const;
const KEPT = 'rules-decisions' as const;

export function terrainRows(): AuditRow[] {
  const rows: TerrainRow[] = [
    // Forest (the terrain page).
    { terrain: 'forest', slug: 'stop', point: 'movement', official: 'a unit must stop when it enters a forest hex', source: T, ...moveThrough('heavy-cavalry', 'forest', 'move/stopped_by_terrain') },
    { terrain: 'forest', slug: 'leader-stops', point: 'movement, leaders', official: 'all units and leaders must stop (rule-book transcription; the official page says "a unit")', source: 'transcription/terrain', ...leaderThrough('forest', 'move/stopped_by_terrain') },
    { terrain: 'forest', slug: 'no-battle-heavy-infantry', point: 'battle after entering: heavy infantry', official: 'a unit may not battle the turn it moves onto a forest hex', source: T, spec: entering('heavy-infantry', 'forest'), check: battleRefused('s1', 'n1', 'battle/entered_terrain') },
    { terrain: 'forest', slug: 'no-battle-medium-cavalry', point: 'battle after entering: mounted', official: 'a unit may not battle the turn it moves onto a forest hex', source: T, spec: entering('medium-cavalry', 'forest'), check: battleRefused('s1', 'n1', 'battle/entered_terrain') },
    ...(['light-infantry', 'light-sling-infantry', 'light-bow-infantry', 'auxilia-infantry', 'warrior-infantry'] as const).map((type): TerrainRow => ({
      terrain: 'forest', slug: `battles-${type}`, point: `battle after entering: ${type.replace(/-/g, ' ')}`, official: 'light infantry, light sling infantry, light bow infantry, auxilia infantry and warrior infantry may move onto a forest hex and still battle', source: T, spec: entering(type, 'forest'), check: battleAccepted('s1', 'n1', {}, 'center', 'may battle after entering'),
    })),
    { terrain: 'forest', slug: 'option-mounted-only', point: 'battle after entering: heavy infantry', official: 'the referee\'s earlier reading: only mounted units may not battle after entering', source: KEPT, option: { forestBattleAfterEntering: 'mounted' }, spec: entering('heavy-infantry', 'forest'), check: battleAccepted('s1', 'n1', {}, 'center', 'may battle after entering') },
    { terrain: 'forest', slug: 'close-combat-into', point: 'close combat into', official: 'a unit battling an enemy unit on a forest hex rolls at most 2 dice', source: T, spec: facing('heavy-infantry', 'medium-infantry', on('forest', [11, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'forest', slug: 'close-combat-out', point: 'close combat out of', official: 'a unit on a forest hex battling out rolls at most 2 dice', source: T, spec: facing('heavy-infantry', 'medium-infantry', on('forest', [10, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'forest', slug: 'ranged-into', point: 'ranged combat into', official: 'a unit firing at an enemy unit on a forest hex rolls at most 1 die', source: T, ...firing(on('forest', [12, 6]), 1) },
    { terrain: 'forest', slug: 'card-raises-maximum', point: 'a card that adds dice', official: 'a Command card that adds dice raises the maximum (Mounted Charge: 2 + 1)', source: T, spec: facing('medium-cavalry', 'medium-infantry', on('forest', [11, 6]), MOUNTED_CHARGE), check: rollsDice('s1', 'n1', 3) },
    { terrain: 'forest', slug: 'option-card-capped', point: 'a card that adds dice', official: 'rules option: card dice capped with the rest (2)', source: KEPT, option: { cardDiceRaiseTerrainMaximum: false }, spec: facing('medium-cavalry', 'medium-infantry', on('forest', [11, 6]), MOUNTED_CHARGE), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'forest', slug: 'sight', point: 'line of sight', official: 'a forest hex blocks line of sight', source: T, ...sight('forest', true) },
    { terrain: 'forest', slug: 'advance-mounted-no-bonus', point: 'momentum advance into it: mounted', official: 'units other than light foot, auxilia and warriors that advance into a forest may not bonus close combat (rule-book transcription)', source: 'transcription/terrain', ...advanceInto('medium-cavalry', 'forest', false) },
    { terrain: 'forest', slug: 'advance-warriors-bonus', point: 'momentum advance into it: warriors', official: 'light foot, auxilia and warriors advancing into a forest may bonus close combat (rule-book transcription)', source: 'transcription/terrain', ...advanceInto('warrior-infantry', 'forest', true) },
    // Hill (the terrain page; its text after the uphill sentences could not be read).
    { terrain: 'hill', slug: 'move', point: 'movement', official: 'no movement restrictions', source: T, ...moveThrough('light-infantry', 'hill', 'accepted') },
    { terrain: 'hill', slug: 'uphill', point: 'close combat uphill', official: 'all units roll at most 2 dice battling an enemy unit that is uphill', source: T, spec: facing('heavy-infantry', 'medium-infantry', on('hill', [11, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'hill', slug: 'uphill-card', point: 'close combat uphill, a card that adds dice', official: 'a card\'s dice raise the maximum (Mounted Charge: 2 + 1)', source: T, spec: facing('heavy-cavalry', 'medium-infantry', on('hill', [11, 6]), MOUNTED_CHARGE), check: rollsDice('s1', 'n1', 3) },
    { terrain: 'hill', slug: 'option-one-fewer', point: 'close combat uphill', official: 'rules option: 1 die fewer (heavy infantry 4)', source: KEPT, option: { hillCloseCombat: 'one-die-fewer' }, spec: facing('heavy-infantry', 'medium-infantry', on('hill', [11, 6])), check: rollsDice('s1', 'n1', 4) },
    { terrain: 'hill', slug: 'same-level', point: 'close combat hill to hill', official: 'not uphill when both units are on hills (the page\'s text on it could not be read)', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', on('hill', [10, 6], [11, 6])), check: rollsDice('s1', 'n1', 5) },
    { terrain: 'hill', slug: 'downhill', point: 'close combat downhill', official: 'the page\'s next sentence ("foot units roll a maximum of 3 battle dice when battling an enemy unit that is …") is cut off in every copy found', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', on('hill', [10, 6])), check: rollsDice('s1', 'n1', 5) },
    { terrain: 'hill', slug: 'sight', point: 'line of sight', official: 'not readable; the referee\'s value: a hill blocks line of sight', source: KEPT, status: 'unconfirmed', ...sight('hill', true) },
    // Broken ground (the terrain page).
    { terrain: 'broken-ground', slug: 'foot-moves', point: 'movement, foot', official: 'no movement restrictions for foot units', source: T, ...moveThrough('light-infantry', 'broken-ground', 'accepted') },
    { terrain: 'broken-ground', slug: 'mounted-stop', point: 'movement, mounted', official: 'a mounted unit must stop when it enters', source: T, ...moveThrough('light-cavalry', 'broken-ground', 'move/stopped_by_terrain') },
    { terrain: 'broken-ground', slug: 'war-machine', point: 'movement, war machines', official: 'war machine units may not enter a broken ground hex', source: T, ...moveThrough('heavy-war-machine', 'broken-ground', 'move/impassable', 1) },
    { terrain: 'broken-ground', slug: 'leader-stops', point: 'movement, leaders', official: 'mounted units and unattached leaders must stop (rule-book transcription)', source: 'transcription/terrain', ...leaderThrough('broken-ground', 'move/stopped_by_terrain') },
    { terrain: 'broken-ground', slug: 'foot-battles', point: 'battle after entering, foot', official: 'a foot unit may battle the turn it moves onto broken ground', source: T, spec: entering('heavy-infantry', 'broken-ground'), check: battleAccepted('s1', 'n1', {}, 'center', 'may battle after entering') },
    { terrain: 'broken-ground', slug: 'mounted-no-battle', point: 'battle after entering, mounted', official: 'a mounted unit may not battle the turn it enters', source: T, spec: entering('light-cavalry', 'broken-ground'), check: battleRefused('s1', 'n1', 'battle/entered_terrain') },
    { terrain: 'broken-ground', slug: 'close-combat-into', point: 'close combat into', official: 'at most 2 dice against a unit on broken ground', source: T, spec: facing('heavy-infantry', 'medium-infantry', on('broken-ground', [11, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'broken-ground', slug: 'close-combat-out', point: 'close combat out of', official: 'at most 2 dice for a unit on broken ground battling out', source: T, spec: facing('heavy-infantry', 'medium-infantry', on('broken-ground', [10, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'broken-ground', slug: 'ranged-into', point: 'ranged combat into', official: 'normal dice against a unit on broken ground', source: T, ...firing(on('broken-ground', [12, 6]), 2) },
    { terrain: 'broken-ground', slug: 'ranged-out', point: 'ranged combat out of', official: 'normal dice for a unit on broken ground firing', source: T, ...firing(on('broken-ground', [9, 6]), 2) },
    { terrain: 'broken-ground', slug: 'card-raises-maximum', point: 'a card that adds dice', official: 'a Command card that adds dice raises the maximum (Mounted Charge: 2 + 1)', source: T, spec: facing('heavy-cavalry', 'medium-infantry', on('broken-ground', [11, 6]), MOUNTED_CHARGE), check: rollsDice('s1', 'n1', 3) },
    { terrain: 'broken-ground', slug: 'sight', point: 'line of sight', official: 'broken ground does not block line of sight', source: T, ...sight('broken-ground', false) },
    { terrain: 'broken-ground', slug: 'advance-mounted-no-bonus', point: 'momentum advance into it: mounted', official: 'a mounted unit that advances onto broken ground may not bonus close combat (rule-book transcription)', source: 'transcription/terrain', ...advanceInto('heavy-cavalry', 'broken-ground', false) },
    // Marsh (expansion 2).
    { terrain: 'marsh', slug: 'stop', point: 'movement', official: 'a unit must stop when it enters a marsh hex', source: MARSH, ...moveThrough('light-infantry', 'marsh', 'move/stopped_by_terrain') },
    { terrain: 'marsh', slug: 'leave-one-hex', point: 'movement out of it', official: 'a unit that leaves a marsh hex may move only to an adjacent hex', source: MARSH, spec: { units: [{ id: 's1', type: 'light-cavalry', hex: H(10, 6) }, FAR_NORTH], terrain: on('marsh', [10, 6]), order: ['s1'] }, toBattle: false, check: steps('moves 1 hex out of it; 2 refused (`move/leaving_terrain`)', south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: [H(11, 6), H(12, 6)] }, { expect: { rejected: 'move/leaving_terrain' } }), south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: [H(11, 6)] })) },
    { terrain: 'marsh', slug: 'war-machine', point: 'movement, war machines', official: 'war machines may not enter a marsh hex', source: MARSH, ...moveThrough('light-war-machine', 'marsh', 'move/impassable', 1) },
    { terrain: 'marsh', slug: 'battles', point: 'battle after entering', official: 'any unit may battle the turn it moves onto a marsh hex', source: MARSH, spec: entering('medium-cavalry', 'marsh'), check: battleAccepted('s1', 'n1', {}, 'center', 'may battle after entering') },
    { terrain: 'marsh', slug: 'close-combat-into', point: 'close combat into', official: 'at most 2 dice against a unit on a marsh hex', source: MARSH, spec: facing('heavy-infantry', 'medium-infantry', on('marsh', [11, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'marsh', slug: 'close-combat-out', point: 'close combat out of', official: 'at most 2 dice for a unit on a marsh hex battling out', source: MARSH, spec: facing('heavy-infantry', 'medium-infantry', on('marsh', [10, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'marsh', slug: 'ranged-out', point: 'ranged combat out of', official: 'a unit on a marsh hex fires with at most 1 die', source: MARSH, ...firing(on('marsh', [9, 6]), 1) },
    { terrain: 'marsh', slug: 'sight', point: 'line of sight', official: 'a marsh hex does not block line of sight', source: MARSH, ...sight('marsh', false) },
    { terrain: 'marsh', slug: 'block-loss-roll', point: 'block loss on entering', official: 'a unit that enters a marsh hex rolls one battle die and loses a block if its unit symbol is rolled', source: MARSH, spec: { units: [{ id: 's1', type: 'light-infantry', hex: H(9, 6) }, FAR_NORTH], terrain: on('marsh', [10, 6]), order: ['s1'], dice: ['light'] }, toBattle: false, check: steps('rolls 1 die: its own symbol costs it a block', south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: [H(10, 6)] }, { assert: { events: [{ type: 'TerrainLossRolled', unitId: 's1', face: 'light', lost: true }], units: { s1: { blocks: 3 } } } })) },
    { terrain: 'marsh', slug: 'block-loss-other-symbol', point: 'block loss on entering', official: 'no loss on any other face', source: MARSH, spec: { units: [{ id: 's1', type: 'medium-cavalry', hex: H(9, 6) }, FAR_NORTH], terrain: on('marsh', [10, 6]), order: ['s1'], dice: ['light'] }, toBattle: false, check: steps('rolls 1 die: another symbol, no loss', south({ type: 'MoveUnit', section: 'center', unitId: 's1', path: [H(10, 6)] }, { assert: { events: [{ type: 'TerrainLossRolled', unitId: 's1', face: 'light', lost: false }], units: { s1: { blocks: 3 } } } })) },
    { terrain: 'marsh', slug: 'retreat-rolls', point: 'retreating through it', official: 'retreating units do not stop in a marsh hex but roll for each marsh hex they retreat onto', source: MARSH, spec: { units: [{ id: 's1', type: 'medium-infantry', hex: H(10, 6) }, { id: 'n1', type: 'medium-infantry', hex: H(11, 6), blocks: 3 }], terrain: on('marsh', [10, 5], [11, 5]), order: ['s1'], dice: ['banner', 'leader', 'leader', 'leader', 'medium', 'light'] }, check: steps('retreats through it and rolls there', south({ type: 'DeclareBattle', section: 'center', attackerId: 's1', targetId: 'n1' }), { seat: 'north:center', command: { type: 'ChooseRetreat', section: 'center', path: [H(11, 5)] }, assert: { events: [{ type: 'UnitRetreated', unitId: 'n1' }, { type: 'TerrainLossRolled', unitId: 'n1', face: 'medium', lost: true }], units: { n1: { blocks: 2 } } } }) },
    // Terrains whose official text could not be read: the referee's values, kept.
    { terrain: 'ford', slug: 'stop', point: 'movement', official: 'not readable; the referee\'s value: a unit entering stops', source: KEPT, status: 'unconfirmed', ...moveThrough('light-infantry', 'ford', 'move/stopped_by_terrain') },
    { terrain: 'ford', slug: 'close-combat-out', point: 'close combat out of', official: 'not readable; the referee\'s value: at most 2 dice battling out', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', on('ford', [10, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'river', slug: 'impassable', point: 'movement', official: 'not readable; the referee\'s value: impassable (cross at a ford)', source: KEPT, status: 'unconfirmed', ...moveThrough('light-infantry', 'river', 'move/impassable', 1) },
    { terrain: 'coast', slug: 'impassable', point: 'movement', official: 'not readable; the referee\'s value: impassable', source: KEPT, status: 'unconfirmed', ...moveThrough('light-infantry', 'coast', 'move/impassable', 1) },
    { terrain: 'town', slug: 'stop', point: 'movement', official: 'not readable; the referee\'s value: a unit entering stops', source: KEPT, status: 'unconfirmed', ...moveThrough('light-infantry', 'town', 'move/stopped_by_terrain') },
    { terrain: 'town', slug: 'close-combat-into', point: 'close combat into', official: 'not readable; the referee\'s value: at most 3 dice', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', on('town', [11, 6])), check: rollsDice('s1', 'n1', 3) },
    { terrain: 'town', slug: 'flag', point: 'flags', official: 'not readable; the referee\'s value: a unit in it ignores 1 flag', source: KEPT, status: 'unconfirmed', ...flagsIn('town', 1) },
    { terrain: 'town', slug: 'sight', point: 'line of sight', official: 'not readable; the referee\'s value: blocks', source: KEPT, status: 'unconfirmed', ...sight('town', true) },
    { terrain: 'camp', slug: 'stop', point: 'movement', official: 'not readable; the referee\'s value: a unit entering stops', source: KEPT, status: 'unconfirmed', ...moveThrough('light-infantry', 'camp', 'move/stopped_by_terrain') },
    { terrain: 'camp', slug: 'flag', point: 'flags', official: 'not readable; the referee\'s value: a unit in it ignores 1 flag', source: KEPT, status: 'unconfirmed', ...flagsIn('camp', 1) },
    { terrain: 'fortified-camp', slug: 'close-combat-into', point: 'close combat into', official: 'not readable; the referee\'s value: at most 2 dice', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', on('fortified-camp', [11, 6])), check: rollsDice('s1', 'n1', 2) },
    { terrain: 'fortified-camp', slug: 'flag', point: 'flags', official: 'not readable; the referee\'s value: a unit in it ignores 1 flag', source: KEPT, status: 'unconfirmed', ...flagsIn('fortified-camp', 1) },
    { terrain: 'clear', slug: 'no-effect', point: 'close combat', official: 'clear ground changes nothing', source: KEPT, status: 'unconfirmed', spec: facing('heavy-infantry', 'medium-infantry', []), check: rollsDice('s1', 'n1', 5) },
  ];
  return rows.map(make);
}
