// The turn log in words: one line per event worth telling, for the table's turn log, the
// referee's timeline and the text export ("Turn 7, Aurel: the Overall Commander issued
// Order Three Units Left to the Left Field General; his hand 6 → 5 cards").
import { formatHex, isOnBoard, SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { cardDef } from './cards/catalog.js';
import type { GameEvent } from './events.js';
import { evolve, initialState } from './evolve.js';
import type { GameState } from './state.js';
import { diceText } from './rules/random.js';
import { BATTLE_CHOICE_WAIT, rolesText } from './names.js';
import { seatFor } from './rules/queries.js';
import { fieldGeneralRole } from './rules/seating.js';

const FG: Record<Section, string> = { left: 'Left Field General', center: 'Center Field General', right: 'Right Field General' };

function unitName(s: GameState, id: string): string {
  const u = s.units[id];
  return u ? `${id} (${u.type.replace(/-/g, ' ')})` : id;
}

function sectionsText(sections: Section[]): string {
  return sections.map((x) => FG[x]).join(' and the ');
}

function cardNames(s: GameState, ids: string[]): string {
  const names = ids.map((id) => cardDef(s.cards[id]!).name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// "1 die", "3 dice": kept with the dice (rules/random.ts), named here too for the panels.
export { diceText };

/** The Field Generals who received their cards by courier (epic-ancients-rules.txt, the visit
 *  to the front): those given a card this turn, save the one visited, one who is the Overall
 *  Commander himself, and one who is the same person as the one visited (with 6, 4 or 2
 *  players a seat holds several roles: rules/seating.ts). In Left, Center, Right order. */
export function courierSections(s: GameState, army: ArmyId, visit: Section | null): Section[] {
  const commander = seatFor(s, army, 'overall-commander');
  const visited = visit ? seatFor(s, army, fieldGeneralRole(visit)) : undefined;
  const got = new Set(s.turnState.plays.flatMap((p) => p.sections));
  return SECTIONS.filter((x) => {
    if (!got.has(x) || x === visit) return false;
    const fg = seatFor(s, army, fieldGeneralRole(x));
    return fg !== commander && fg !== visited;
  });
}

/** "; the Left and Right Field Generals received their orders by courier", or nothing. */
export function courierClause(s: GameState, army: ArmyId, visit: Section | null): string {
  const sections = courierSections(s, army, visit);
  if (sections.length === 0) return '';
  return `; the ${rolesText(sections.map(fieldGeneralRole))} received ${sections.length === 1 ? 'his' : 'their'} orders by courier`;
}

const ROLLER_TEXT: Record<'attacker' | 'first-strike' | 'battle-back' | 'rampage', string> = {
  rampage: 'the elephant\'s rampage (its card: 2 dice at each unit next to it before it retreats):',
  attacker: 'the attacker',
  'first-strike': 'First Strike:',
  'battle-back': 'battling back,',
};

export interface NarrateOptions {
  /** Name the cards dealt or drawn (for the referee and the Overall Commander who holds them). */
  nameDrawnCards?: boolean;
}

/** One line for an event, given the state before it (null for events not worth a line). */
// Module-level, not closures made per event: the server narrates every event of every command,
// and a closure made per call costs an allocation (and, under tsx, a `__name` property each).
const armyName = (before: GameState, a: ArmyId) => before.armies[a].name;
const headOf = (before: GameState, a: ArmyId) => `Turn ${before.turn}, ${armyName(before, a)}`;
const handSize = (before: GameState, a: ArmyId) => before.armies[a].hand.length;

export function narrateEvent(before: GameState, e: GameEvent, options: NarrateOptions = {}): string | null {
  switch (e.type) {
    case 'GameStarted':
      return null;
    case 'CommandCardsDealt':
      return `${armyName(before, e.army)}'s Overall Commander is dealt ${e.cardIds.length} Command cards${options.nameDrawnCards && e.cardIds.length ? ` (${cardNames(before, e.cardIds)})` : ''}.`;
    case 'FieldCardIssued': {
      const card = e.counterAttack ? `Counter Attack as ${cardDef(e.kind).name}` : cardDef(e.kind).name;
      return `${headOf(before, e.army)}: the Overall Commander issued ${card} to the ${sectionsText(e.sections)}${e.inspired ? ' (an Inspired Field General pair)' : ''}; his hand ${handSize(before, e.army)} → ${handSize(before, e.army) - 1} cards.`;
    }
    case 'CommandStepCompleted': {
      const visit = e.visit ? `visits the ${FG[e.visit]} at the front` : 'visits no one';
      return `${headOf(before, e.army)}: the Overall Commander ${visit}${courierClause(before, e.army, e.visit)}.`;
    }
    case 'ArmyCardPlayed': {
      const alloc = e.allocation ? ` allocated Left ${e.allocation.left}, Center ${e.allocation.center}, Right ${e.allocation.right}` : '';
      return `${headOf(before, e.army)}: the Overall Commander played ${e.counterAttack ? 'Counter Attack as ' : ''}${cardDef(e.kind).name} with Army Command ${e.armyCommand}${alloc}${e.fallbackOne ? ' (no unit qualifies: one unit of choice)' : ''}; his hand ${handSize(before, e.army)} → ${handSize(before, e.army) - 1} cards.`;
    }
    case 'ArmyDiceRolled':
      return `${headOf(before, e.army)}: rolled ${e.faces.join(', ')}.`;
    case 'UnitOrdered':
      return `${headOf(before, e.army)}: the ${FG[e.section]} ordered ${unitName(before, e.unitId)}${e.source === 'initiative' ? ' on his Initiative' : ''}.`;
    case 'InitiativeRolled':
      return `${headOf(before, e.army)}: the ${FG[e.section]} tried his Initiative and rolled ${e.face}: ${e.outcome.replace('-', ' ')}.`;
    case 'InitiativeRetreatApplied':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} ${e.path.length ? `retreated ${[before.units[e.unitId]!.hex, ...e.path].map(formatHex).join(' → ')}` : 'could not retreat'}${e.blocksLost ? `, losing ${e.blocksLost} block${e.blocksLost > 1 ? 's' : ''}` : ''}.`;
    case 'TerrainLossRolled':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} entered the ${e.terrain} at ${formatHex(e.hex)} and rolled ${e.face}: ${e.lost ? (before.units[e.unitId]?.type === 'leader' ? 'the leader is lost in it' : 'it loses a block') : 'no loss'} (${e.terrain}: one die for each hex entered, a loss on the unit's own symbol).`;
    case 'InitiativeBlockLost':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} lost a block to the crossed swords.`;
    case 'UnitRallied':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} regained a block (Rally, ${e.face})${before.turnState.orders[e.unitId] ? '' : '; it is ordered and may move and battle'}.`;
    case 'UnitMoved':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} moved ${[before.units[e.unitId]!.hex, ...e.path].map(formatHex).join(' → ')}.`;
    case 'UnitMovedAfterFire':
      return `${headOf(before, e.army)}: ${unitName(before, e.unitId)} moved again after firing (Move-Fire-Move) ${[before.units[e.unitId]!.hex, ...e.path].map(formatHex).join(' → ')}.`;
    case 'BattleDeclared':
      return `${headOf(before, e.army)}: ${unitName(before, e.attackerId)} ${e.bonus ? 'makes a bonus close combat against' : 'attacks'} ${unitName(before, e.targetId)} with ${diceText(e.dice)}${e.closeCombat ? ' in close combat' : ' at range'}${e.diceNotes.length ? ` (${e.diceNotes.join('; ')})` : ''}.`;
    case 'FirstStrikePlayed':
      return `${headOf(before, before.activeArmy)}: ${armyName(before, e.army)}'s Overall Commander played First Strike: the defender battles first with ${diceText(e.dice)} (its close combat dice and two more).`;
    case 'FirstStrikeDeclined':
      return null;
    case 'BattleDiceRolled':
      return `${headOf(before, before.activeArmy)}: ${ROLLER_TEXT[e.roller]} ${unitName(before, e.unitId)} rolled ${e.faces.join(', ')} against ${unitName(before, e.targetId)}.`;
    case 'BattleHitsScored': {
      const dice = e.dice.map((d) => `${d.face}: ${d.result} (${d.reason})`).join('; ');
      const flags = e.flags ? `; ${e.flags} flag${e.flags === 1 ? '' : 's'}${e.flagsIgnored ? `, ${e.flagsIgnored} ignored (${e.ignoreNotes.join('; ')})` : ''}` : '';
      return `${headOf(before, before.activeArmy)}: ${dice}. ${unitName(before, e.unitId)} takes ${e.hits} hit${e.hits === 1 ? '' : 's'}, loses ${e.blocksLost} block${e.blocksLost === 1 ? '' : 's'}${flags}.`;
    }
    case 'LeaderCasualtyChecked':
      return e.cause === 'alone'
        ? `${unitName(before, e.leaderId)} has no friendly unit to escape to and is lost.`
        : `${headOf(before, before.activeArmy)}: leader casualty check for ${unitName(before, e.leaderId)} (${e.cause === 'unit-hit' ? 'his unit lost blocks' : 'his unit was eliminated'}): rolled ${e.faces.join(', ') || 'nothing'}: ${e.eliminated ? 'he falls' : 'he survives'}.`;
    case 'BattleChoiceAwaited':
      return `${headOf(before, before.activeArmy)}: waiting for ${before.armies[e.choice.army].name}'s ${e.choice.sections.map((x) => FG[x]).join(' or ')} ${BATTLE_CHOICE_WAIT[e.choice.kind]} (${unitName(before, e.choice.unitId)}).`;
    case 'UnitRetreated': {
      const from = before.units[e.unitId]!.hex;
      const moved = e.path.length ? `${e.reason === 'evade' ? 'evaded' : 'retreated'} ${[from, ...e.path].map(formatHex).join(' → ')}` : 'could not retreat';
      const lost = e.blocksLost ? `, losing ${e.blocksLost} block${e.blocksLost === 1 ? '' : 's'} for the ${e.blocksLost === 1 ? 'hex' : 'hexes'} it could not retreat` : '';
      const blockers = e.blockers?.length
        ? `; it loses no block for the hexes it could not retreat: ${e.blockers.map((b) => `${unitName(before, b.unitId)} loses ${b.blocks} block${b.blocks === 1 ? '' : 's'}`).join(', ')} for blocking it (the elephant's card)`
        : '';
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} ${moved}${e.reason === 'flags' ? ` (${e.hexes} hex${e.hexes === 1 ? '' : 'es'} for its flags)` : ''}${lost}${blockers}.`;
    }
    case 'EvadeDecided':
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} ${e.evade ? `evades toward ${formatHex(e.path[e.path.length - 1]!)}: only the dice of its own symbol can hit it` : 'stands and does not evade'}.`;
    case 'MomentumAdvanced':
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} advances into ${formatHex(e.hex)} (momentum).`;
    case 'MomentumMoved':
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} ${e.hex ? `moves on to ${formatHex(e.hex)}` : 'moves no further'}.`;
    case 'MomentumDeclined':
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} does not advance.`;
    case 'BonusCombatDeclined':
      return `${headOf(before, before.activeArmy)}: ${unitName(before, e.unitId)} makes no bonus close combat.`;
    case 'LeaderEscaped':
      return e.path.some((h) => !isOnBoard(h))
        ? `${unitName(before, e.leaderId)} evades ${[before.units[e.leaderId]!.hex, ...e.path.filter(isOnBoard)].map(formatHex).join(' → ')} and off the battlefield on his own side.`
        : `${unitName(before, e.leaderId)} evades ${[before.units[e.leaderId]!.hex, ...e.path].map(formatHex).join(' → ')}.`;
    case 'BattleEnded':
      return null;
    case 'UnitEliminated':
      return e.reason === 'left-battlefield'
        ? before.units[e.unitId]?.type === 'leader'
          ? `${unitName(before, e.unitId)} of ${armyName(before, e.army)} has left the battlefield: no Victory Banner.`
          : `${unitName(before, e.unitId)} of ${armyName(before, e.army)} evades off the battlefield: its crew escapes, no Victory Banner (the evasion FAQ).`
        : `${unitName(before, e.unitId)} of ${armyName(before, e.army)} is eliminated.`;
    case 'BannerGained':
      return `${armyName(before, e.army)} gains a Victory Banner (${e.banners} of ${before.armies[e.army].victoryBanners}).`;
    case 'CommandCardsDrawn':
      return `${headOf(before, before.activeArmy)}: ${armyName(before, e.army)}'s Overall Commander drew ${e.cardIds.length} card${e.cardIds.length === 1 ? '' : 's'}${options.nameDrawnCards && e.cardIds.length ? ` (${cardNames(before, e.cardIds)})` : ''}${e.reason === 'first-strike-replacement' ? ' to replace First Strike' : ''}; his hand ${handSize(before, e.army)} → ${handSize(before, e.army) + e.cardIds.length} cards.`;
    case 'DeckReshuffled':
      return e.reason === 'i-am-spartacus' ? 'The deck and discards are reshuffled (I Am Spartacus).' : 'The deck ran out: the discards are shuffled into a new deck.';
    case 'GameWon':
      return `${armyName(before, e.army)} wins with ${e.banners} Victory Banner${e.banners === 1 ? '' : 's'}.`;
    case 'SectionOrdersEnded':
    case 'SectionMovesEnded':
    case 'SectionBattlesEnded':
    case 'CommandCardsDiscarded':
    case 'TurnEnded':
      return null;
  }
}

/** The line that opens a game's log, from the state right after GameStarted. */
export function openingText(s: GameState): string {
  return `${s.scenario.name}: ${s.armies.south.name} (south, Command ${s.armies.south.commandNumber}) against ${s.armies.north.name} (north, Command ${s.armies.north.commandNumber}); ${s.armies[s.activeArmy].name} begins.`;
}

/** The whole log in words. */
export function narrate(events: GameEvent[]): string[] {
  const [first, ...rest] = events;
  if (!first || first.type !== 'GameStarted') return [];
  let s = initialState(first);
  const lines = [openingText(s)];
  for (const e of rest) {
    const line = narrateEvent(s, e);
    if (line) lines.push(line);
    s = evolve(s, e);
  }
  return lines;
}
