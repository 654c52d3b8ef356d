// The unit and terrain reference as Markdown, written from the two tables themselves
// (engine/units/catalog.ts, engine/terrain/catalog.ts) so that the docs can never disagree
// with the referee (docs/units-and-terrain.md; `npm run reference` writes it, a test checks it).
import { diceText } from '../rules/random.js';
import { TERRAIN, TERRAIN_TYPES } from '../terrain/catalog.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/options.js';
import { fireRange, UNIT_TYPE_IDS, UNIT_TYPES, type UnitType, type UnitTypeInfo } from './catalog.js';

function moveText(u: UnitTypeInfo): string {
  if (u.chargeMovement) return `${u.movement} (${u.chargeMovement} to charge)`;
  return String(u.movement);
}

function battleAfterMoveText(u: UnitTypeInfo): string {
  if (u.battleAfterMove < 0) return 'no';
  if (u.chargeMovement) return `after ${u.battleAfterMove}; after ${u.chargeMovement} close combat only`;
  return u.battleAfterMove >= u.movement ? 'yes' : `after ${u.battleAfterMove} at most`;
}

function rangedText(u: UnitTypeInfo, range: number): string {
  if (!u.ranged) return '—';
  const moved = u.ranged.diceAfterMove === null ? ', not after moving' : u.ranged.diceAfterMove !== u.ranged.dice ? `, ${u.ranged.diceAfterMove} after moving` : '';
  return `${diceText(u.ranged.dice)}, range ${range}${moved}`;
}

const EVADE_TEXT: Record<UnitTypeInfo['evade'], string> = {
  always: 'yes',
  'foot-and-heavy-mounted': 'foot and heavy mounted units',
  'foot-and-elephants': 'foot units and elephants',
  never: 'no',
};

/** The columns of the units table, in order. */
export const UNIT_COLUMNS = ['unit', 'class (hit by)', 'blocks', 'moves', 'battles after moving', 'close combat', 'ranged', 'battles back', 'evades', 'hexes a flag', 'momentum', 'notes'] as const;

/** One unit type's row as the referee applies it under the game's options (default: the
 *  defaults): the docs' table and the rules reference page a player opens share it. */
export function unitReferenceRow(id: UnitType, options: RulesOptions = DEFAULT_RULES_OPTIONS): string[] {
  const u = UNIT_TYPES[id];
  const momentum = !u.momentumAdvance || u.closeCombatDice === 0 ? 'no' : u.bonusCombat ? (u.momentumExtraHex ? 'advance, 1 hex more, bonus combat' : 'advance + bonus combat') : 'advance';
  const close = u.closeCombatDice ? `${diceText(u.closeCombatDice)}${u.closeCombatDiceDepleted !== null ? ` (${u.closeCombatDiceDepleted} after its first loss)` : ''}${u.battleBackDice !== null ? ` (${u.battleBackDice} battling back)` : ''}` : '—';
  return [u.name, u.unitClass ?? '—', String(u.defaultBlocks), moveText(u), battleAfterMoveText(u), close, rangedText(u, fireRange(id, options)), u.battleBack ? 'yes' : 'no', EVADE_TEXT[u.evade], `${u.retreatPerFlag}${u.extraRetreatAgainst.length ? ` (+1 against ${u.extraRetreatAgainst.join(', ')})` : ''}`, momentum, u.notes];
}

export function referenceMarkdown(): string {
  const lines: string[] = [
    '# Units and terrain',
    '',
    'Written from the referee\'s own tables (`engine/units/catalog.ts`, `engine/terrain/catalog.ts`) by',
    '`npm run reference`; a test fails when this file and the tables disagree. Each value\'s official',
    'source, and the case that checks it, are in [rules-audit.md](rules-audit.md); the points the',
    'official pages leave open are in [rules-decisions.md](rules-decisions.md).',
    '',
    '## Units',
    '',
    `| ${UNIT_COLUMNS.join(' | ')} |`,
    `|${UNIT_COLUMNS.map(() => '---').join('|')}|`,
  ];
  for (const id of UNIT_TYPE_IDS) {
    const cells = unitReferenceRow(id);
    cells[0] = `${cells[0]} (\`${id}\`)`;
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('', '## Terrain', '', '| terrain | id | effects |', '|---|---|---|');
  for (const id of TERRAIN_TYPES) lines.push(`| ${TERRAIN[id].name} | \`${id}\` | ${TERRAIN[id].summary} |`);
  lines.push('');
  return lines.join('\n');
}
