// The turn log in words: one line per event worth telling, for the table's turn log, the
// referee's timeline and the text export ("Turn 7, Aurel: the Overall Commander issued
// Order Three Units Left to the Left Field General; Army Command 6 → 5").
import { formatHex, SECTIONS, type ArmyId, type Section } from './board/hex.js';
import { cardDef } from './cards/catalog.js';
import type { GameEvent } from './events.js';
import { evolve, initialState } from './evolve.js';
import type { GameState } from './state.js';
import { diceText } from './rules/random.js';
import { rolesText } from './names.js';
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

export interface NarrateOptions {
  /** Name the cards dealt or drawn (for the referee and the Overall Commander who holds them). */
  nameDrawnCards?: boolean;
}

/** One line for an event, given the state before it (null for events not worth a line). */
export function narrateEvent(before: GameState, e: GameEvent, options: NarrateOptions = {}): string | null {
  const name = (a: ArmyId) => before.armies[a].name;
  const head = (a: ArmyId) => `Turn ${before.turn}, ${name(a)}`;
  const hand = (a: ArmyId) => before.armies[a].hand.length;
  switch (e.type) {
    case 'GameStarted':
      return null;
    case 'CommandCardsDealt':
      return `${name(e.army)}'s Overall Commander is dealt ${e.cardIds.length} Command cards${options.nameDrawnCards && e.cardIds.length ? ` (${cardNames(before, e.cardIds)})` : ''}.`;
    case 'FieldCardIssued': {
      const card = e.counterAttack ? `Counter Attack as ${cardDef(e.kind).name}` : cardDef(e.kind).name;
      return `${head(e.army)}: the Overall Commander issued ${card} to the ${sectionsText(e.sections)}${e.inspired ? ' (an Inspired Field General pair)' : ''}; Army Command ${hand(e.army)} → ${hand(e.army) - 1}.`;
    }
    case 'CommandStepCompleted': {
      const visit = e.visit ? `visits the ${FG[e.visit]} at the front` : 'visits no one';
      return `${head(e.army)}: the Overall Commander ${visit}${courierClause(before, e.army, e.visit)}.`;
    }
    case 'ArmyCardPlayed': {
      const alloc = e.allocation ? ` allocated Left ${e.allocation.left}, Center ${e.allocation.center}, Right ${e.allocation.right}` : '';
      return `${head(e.army)}: the Overall Commander played ${e.counterAttack ? 'Counter Attack as ' : ''}${cardDef(e.kind).name} with Army Command ${e.armyCommand}${alloc}${e.fallbackOne ? ' (no unit qualifies: one unit of choice)' : ''}; Army Command ${hand(e.army)} → ${hand(e.army) - 1}.`;
    }
    case 'ArmyDiceRolled':
      return `${head(e.army)}: rolled ${e.faces.join(', ')}.`;
    case 'UnitOrdered':
      return `${head(e.army)}: the ${FG[e.section]} ordered ${unitName(before, e.unitId)}${e.source === 'initiative' ? ' on his Initiative' : ''}.`;
    case 'InitiativeRolled':
      return `${head(e.army)}: the ${FG[e.section]} tried his Initiative and rolled ${e.face}: ${e.outcome.replace('-', ' ')}.`;
    case 'InitiativeRetreatApplied':
      return `${head(e.army)}: ${unitName(before, e.unitId)} ${e.path.length ? `retreated ${[before.units[e.unitId]!.hex, ...e.path].map(formatHex).join(' → ')}` : 'could not retreat'}${e.blocksLost ? `, losing ${e.blocksLost} block${e.blocksLost > 1 ? 's' : ''}` : ''}.`;
    case 'InitiativeBlockLost':
      return `${head(e.army)}: ${unitName(before, e.unitId)} lost a block to the crossed swords.`;
    case 'UnitRallied':
      return `${head(e.army)}: ${unitName(before, e.unitId)} regained a block (Rally, ${e.face}).`;
    case 'UnitMoved':
      return `${head(e.army)}: ${unitName(before, e.unitId)} moved ${[before.units[e.unitId]!.hex, ...e.path].map(formatHex).join(' → ')}.`;
    case 'BattleDeclared':
      return `${head(e.army)}: ${unitName(before, e.attackerId)} attacks ${unitName(before, e.targetId)} with ${diceText(e.dice)}${e.closeCombat ? ' in close combat' : ' at range'}.`;
    case 'FirstStrikePlayed':
      return `${head(before.activeArmy)}: ${name(e.army)}'s Overall Commander played First Strike: the defender battles first with ${e.dice} + 2 dice.`;
    case 'FirstStrikeDeclined':
      return null;
    case 'BattleDiceRolled':
      return `${head(before.activeArmy)}: ${e.roller === 'attacker' ? 'the attacker' : e.roller === 'first-strike' ? 'First Strike' : 'the defender battling back'} rolled ${e.faces.join(', ')}.`;
    case 'BattleOutcomeReported': {
      const parts = e.casualties.map((c) => `${unitName(before, c.unitId)} lost ${c.blocksLost} block${c.blocksLost === 1 ? '' : 's'}${c.retreat.length ? ` and retreated to ${formatHex(c.retreat[c.retreat.length - 1]!)}` : ''}`);
      return `${head(before.activeArmy)}: outcome: ${parts.length ? parts.join('; ') : 'no effect'}.`;
    }
    case 'UnitEliminated':
      return `${unitName(before, e.unitId)} of ${name(e.army)} is eliminated.`;
    case 'BannerGained':
      return `${name(e.army)} gains a Victory Banner (${e.banners} of ${before.armies[e.army].victoryBanners}).`;
    case 'CommandCardsDrawn':
      return `${head(before.activeArmy)}: ${name(e.army)}'s Overall Commander drew ${e.cardIds.length} card${e.cardIds.length === 1 ? '' : 's'}${options.nameDrawnCards && e.cardIds.length ? ` (${cardNames(before, e.cardIds)})` : ''}${e.reason === 'first-strike-replacement' ? ' to replace First Strike' : ''}; Army Command ${hand(e.army)} → ${hand(e.army) + e.cardIds.length}.`;
    case 'DeckReshuffled':
      return e.reason === 'i-am-spartacus' ? 'The deck and discards are reshuffled (I Am Spartacus).' : 'The deck ran out: the discards are shuffled into a new deck.';
    case 'GameWon':
      return `${name(e.army)} wins with ${e.banners} Victory Banner${e.banners === 1 ? '' : 's'}.`;
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
