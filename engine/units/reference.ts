// The unit and terrain reference as Markdown, written from the two tables themselves
// (engine/units/catalog.ts, engine/terrain/catalog.ts) so that the docs can never disagree
// with the referee (docs/units-and-terrain.md; `npm run reference` writes it, a test checks it).
import { diceText } from '../rules/random.js';
import { TERRAIN, TERRAIN_TYPES } from '../terrain/catalog.js';
import { UNIT_TYPE_IDS, UNIT_TYPES, type UnitTypeInfo } from './catalog.js';

function moveText(u: UnitTypeInfo): string {
  if (u.chargeMovement) return `${u.movement} (${u.chargeMovement} to charge)`;
  return String(u.movement);
}

function battleAfterMoveText(u: UnitTypeInfo): string {
  if (u.battleAfterMove < 0) return 'no';
  if (u.chargeMovement) return `after ${u.battleAfterMove}; after ${u.chargeMovement} close combat only`;
  return u.battleAfterMove >= u.movement ? 'yes' : `after ${u.battleAfterMove} at most`;
}

function rangedText(u: UnitTypeInfo): string {
  if (!u.ranged) return '—';
  const moved = u.ranged.diceAfterMove === null ? ', not after moving' : u.ranged.diceAfterMove !== u.ranged.dice ? `, ${u.ranged.diceAfterMove} after moving` : '';
  return `${diceText(u.ranged.dice)}, range ${u.ranged.range}${moved}`;
}

const EVADE_TEXT: Record<UnitTypeInfo['evade'], string> = {
  always: 'yes',
  'foot-and-heavy-mounted': 'foot and heavy mounted units',
  'foot-and-elephants': 'foot units and elephants',
  never: 'no',
};

export function referenceMarkdown(): string {
  const lines: string[] = [
    '# Units and terrain',
    '',
    'Written from the referee\'s own tables (`engine/units/catalog.ts`, `engine/terrain/catalog.ts`) by',
    '`npm run reference`; a test fails when this file and the tables disagree. The rules behind',
    'them, and the points the public texts leave open, are in [rules-decisions.md](rules-decisions.md).',
    '',
    '## Units',
    '',
    '| unit | class (hit by) | blocks | moves | battles after moving | close combat | ranged | battles back | evades | hexes a flag | momentum | notes |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const id of UNIT_TYPE_IDS) {
    const u = UNIT_TYPES[id];
    const momentum = !u.momentumAdvance ? 'no' : u.bonusCombat ? (u.momentumExtraHex ? 'advance, 1 hex more, bonus combat' : 'advance + bonus combat') : 'advance';
    lines.push(`| ${u.name} (\`${id}\`) | ${u.unitClass ?? '—'} | ${u.defaultBlocks} | ${moveText(u)} | ${battleAfterMoveText(u)} | ${u.closeCombatDice ? diceText(u.closeCombatDice) : '—'} | ${rangedText(u)} | ${u.battleBack ? 'yes' : 'no'} | ${EVADE_TEXT[u.evade]} | ${u.retreatPerFlag}${u.extraRetreatAgainst.length ? ` (+1 against ${u.extraRetreatAgainst.join(', ')})` : ''} | ${momentum} | ${u.notes} |`);
  }
  lines.push('', '## Terrain', '', '| terrain | id | effects |', '|---|---|---|');
  for (const id of TERRAIN_TYPES) lines.push(`| ${TERRAIN[id].name} | \`${id}\` | ${TERRAIN[id].summary} |`);
  lines.push('');
  return lines.join('\n');
}
