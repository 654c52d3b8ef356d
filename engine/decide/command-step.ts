// Step 1a-1d of the Epic turn: the Overall Commander plays Field cards (issued to Field
// Generals) or one Army card (epic-ancients-rules.txt, "Game Turn", "Field Command Cards",
// "Inspired Field General Play", "Army Command Cards").
import { SECTIONS, type Section } from '../board/hex.js';
import { cardDef, isSectionCard, type CardKind } from '../cards/catalog.js';
import type { Allocation, CopyChoice, GameCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import { counterAttackKind, counterAttackSections, copyablePlays, FIELD_CARD_LIMIT, fieldCardsCounted, fieldCount } from '../rules/plays.js';
import { liveUnits, qualifies } from '../rules/queries.js';
import { rollDice } from '../rules/random.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import type { GameState, Play } from '../state.js';

type D = Decision<GameEvent>;
const SECTION_NAME: Record<Section, string> = { left: 'Left', center: 'Center', right: 'Right' };

function cardInHand(state: GameState, cardId: string): D | null {
  if (!state.armies[state.activeArmy].hand.includes(cardId)) {
    return reject('card/not_in_hand', `Card ${cardId} is not in the Overall Commander's hand.`);
  }
  return null;
}

/** The card a play acts as: the printed card, or what a Counter Attack copies (with the
 *  copied play), or a rejection. */
function effectiveCard(state: GameState, cardId: string, copy: CopyChoice | undefined): { kind: CardKind; copied: Play | null } | D {
  const printed = state.cards[cardId]!;
  if (printed !== 'counter-attack') return { kind: printed, copied: null };
  const r = resolveCopy(state, copy);
  if ('ok' in r) return r;
  return { kind: counterAttackKind(r.play.kind), copied: r.play };
}

/** What a Counter Attack copies, or a rejection. */
function resolveCopy(state: GameState, copy: CopyChoice | undefined): { play: Play } | D {
  const plays = copyablePlays(state);
  if (plays.length === 0) {
    return reject('card/counter_attack_nothing_to_copy', 'Counter Attack issues the order the opponent played on their last turn, and the opponent has not played a turn yet.');
  }
  if (!copy || !Number.isInteger(copy.play) || copy.play < 0 || copy.play >= plays.length) {
    return reject('card/counter_attack_choose_play', `Counter Attack must name which of the opponent's last-turn plays it copies (0 to ${plays.length - 1}).`);
  }
  return { play: plays[copy.play]! };
}

function validateSections(kind: CardKind, given: Section[] | undefined, fixed: Section[] | null): { sections: Section[] } | D {
  const def = cardDef(kind);
  if (def.class !== 'field') throw new Error('field card expected');
  const name = def.name;
  if (given && (new Set(given).size !== given.length || given.some((s) => !SECTIONS.includes(s)))) {
    return reject('card/bad_sections', `The sections for ${name} must be distinct names among left, center and right.`);
  }
  if (fixed) {
    if (given && given.length > 0 && (given.length !== fixed.length || given.some((s) => !fixed.includes(s)))) {
      return reject('card/wrong_section', `${name} here may only be given to the ${fixed.map((s) => SECTION_NAME[s]).join(' and ')} Field General${fixed.length > 1 ? 's' : ''}.`);
    }
    return { sections: [...fixed] };
  }
  const reach = def.reach;
  switch (reach.kind) {
    case 'section': {
      if (given && given.length > 0 && (given.length !== 1 || given[0] !== reach.section)) {
        return reject('card/wrong_section', `Field Command cards that indicate a specific section must be given to the proper Field General: ${name} may only be given to the ${SECTION_NAME[reach.section]} Field General.`);
      }
      return { sections: [reach.section] };
    }
    case 'fixed':
      return validateSections(kind, given, reach.sections);
    case 'one-section': {
      if (!given || given.length !== 1) {
        return reject('card/one_section_only', `In Epic battles ${name} applies only to the one section where it is issued: name exactly one section.`);
      }
      return { sections: [...given] };
    }
    case 'span': {
      if (!given || given.length === 0) {
        return reject('card/sections_required', `${name} must name the section or sections whose Field Generals receive it.`);
      }
      if (given.length > reach.maxSections) {
        return reject('card/too_many_sections', given.length === 3
          ? `Only Line Command may order units across all three sections; ${name} orders one section or two adjacent sections.`
          : `${name} orders at most ${reach.maxSections} sections.`);
      }
      if (given.length === 2 && !given.includes('center')) {
        return reject('card/sections_not_adjacent', `${name} across two sections must be given to Field Generals in adjacent sections, which always involves the Center.`);
      }
      if (reach.mustInclude && !given.includes(reach.mustInclude)) {
        return reject('card/inspired_leadership_section', `${name} must include the ${SECTION_NAME[reach.mustInclude]} section.`);
      }
      return { sections: SECTIONS.filter((s) => given.includes(s)) };
    }
  }
}

export function decideIssueFieldCard(state: GameState, cmd: Extract<GameCommand, { type: 'IssueFieldCard' }>): D {
  const notInHand = cardInHand(state, cmd.cardId);
  if (notInHand) return notInHand;
  const army = state.activeArmy;
  const printed = state.cards[cmd.cardId]!;
  const printedDef = cardDef(printed);
  const effective = effectiveCard(state, cmd.cardId, cmd.copy);
  if ('ok' in effective) return effective;
  const { kind, copied } = effective;
  const counterAttack = copied !== null;
  let fixed: Section[] | null = null;
  if (copied) {
    if (cardDef(kind).class === 'army') {
      return reject('card/counter_attack_copies_army', `That Counter Attack copies ${cardDef(kind).name}, an Army Command card: play it with PlayArmyCard.`);
    }
    fixed = counterAttackSections(copied);
  } else if (printedDef.class === 'army') {
    if (printed === 'first-strike') {
      return reject('card/first_strike_is_reaction', 'First Strike is a reaction card, played only during the opponent\'s battle step when one of your units is attacked in close combat.');
    }
    return reject('card/army_card_as_field', `${printedDef.name} is an Army Command card: it is not given to a Field General but played alone with PlayArmyCard.`);
  }
  const plays = state.turnState.plays;
  if (plays.some((p) => p.cardClass === 'army')) {
    return reject('card/field_after_army', 'Field Command cards may not be played on the turn an Army Command card is played.');
  }
  const v = validateSections(kind, cmd.sections, fixed);
  if ('ok' in v) return v;
  const sections = v.sections;
  const def = cardDef(kind);

  // One card per Field General, except an Inspired Field General pair.
  const holders = plays.filter((p) => p.sections.some((s) => sections.includes(s)));
  const other = holders[0];
  const inspired =
    holders.length === 1 && !!other && !counterAttack && !other.counterAttack && !other.inspired &&
    isSectionCard(kind) && other.kind === kind;
  if (inspired && kind.startsWith('order-four-') && state.options.decks !== 2) {
    return reject('card/inspired_order_four_single_deck', 'An Inspired Field General play with Order Four Units is possible only when two Command card decks are used.');
  }

  if (kind === 'line-command' && holders.some((p) => p.kind === 'line-command')) {
    return reject('card/line_command_overlap', 'No section can have units ordered by more than one Line Command card.');
  }

  // The Field card limit comes next: it is the more basic refusal (a Coordinated Attack
  // after another card is refused because it counts three, not because of whom it reaches).
  const before = fieldCardsCounted(plays);
  const added = inspired ? 1 : fieldCount(kind, sections, false);
  if (before + added > FIELD_CARD_LIMIT) {
    let why = `the Overall Commander may play up to ${FIELD_CARD_LIMIT} Field Command cards a turn; ${before} already counted and ${def.name} would add ${added}.`;
    if (inspired) why = `an Inspired Field General play counts as 2 Field Command cards: if two Field Order cards have already been issued, it is not possible.`;
    else if (kind === 'coordinated-attack') why = 'Coordinated Attack counts as three Field Command cards: no other Field Command card may be played with it.';
    else if (def.class === 'field' && def.reach.kind === 'span' && sections.length > 1) why = `${def.name} across ${sections.length} sections counts as ${sections.length} Field Command cards; ${before} already counted.`;
    return reject('card/field_limit', `Too many Field Command cards: ${why}`);
  }

  if (other && !inspired) {
    const section = sections.find((s) => other.sections.includes(s))!;
    return reject('card/one_per_field_general', `The ${SECTION_NAME[section]} Field General already holds ${cardDef(other.kind).name}: normally only one Field Command card may be given to each Field General on a turn (two identical section cards make an Inspired Field General play).`);
  }

  return accept([{ type: 'FieldCardIssued', army, cardId: cmd.cardId, kind, sections, inspired, counterAttack }]);
}

export function decideCompleteCommandStep(state: GameState, cmd: Extract<GameCommand, { type: 'CompleteCommandStep' }>): D {
  if (state.turnState.plays.length === 0) {
    return reject('command/no_card_played', 'The Overall Commander must play at least 1 Command card (Field or Army) per turn; he cannot pass.');
  }
  if (cmd.visit !== null && !SECTIONS.includes(cmd.visit)) {
    return reject('command/bad_visit', 'The Overall Commander visits one Field General: left, center or right (or none).');
  }
  return accept([{ type: 'CommandStepCompleted', army: state.activeArmy, visit: cmd.visit }]);
}

function validAllocation(a: Allocation | undefined): a is Allocation {
  return !!a && SECTIONS.every((s) => Number.isInteger(a[s]) && a[s] >= 0) && Object.keys(a).length === 3;
}

export function decidePlayArmyCard(state: GameState, cmd: Extract<GameCommand, { type: 'PlayArmyCard' }>): D {
  const notInHand = cardInHand(state, cmd.cardId);
  if (notInHand) return notInHand;
  const army = state.activeArmy;
  if (state.turnState.plays.length > 0) {
    return reject('card/army_after_field', 'An Army Command card may not be played if one or more Field Command cards were played in the turn, and only one Army card may be played.');
  }
  const printed = state.cards[cmd.cardId]!;
  const effective = effectiveCard(state, cmd.cardId, cmd.copy);
  if ('ok' in effective) return effective;
  const { kind } = effective;
  const counterAttack = effective.copied !== null;
  if (counterAttack) {
    if (cardDef(kind).class === 'field') {
      return reject('card/counter_attack_copies_field', `That Counter Attack copies ${cardDef(kind).name}, a Field Command card: issue it to the matching Field General with IssueFieldCard.`);
    }
  } else if (printed === 'first-strike') {
    return reject('card/first_strike_is_reaction', "First Strike is a reaction card, played only during the opponent's battle step when one of your units is attacked in close combat.");
  }
  const def = cardDef(kind);
  if (def.class !== 'army') {
    return reject('card/field_card_as_army', `${def.name} is a Field Command card: issue it to a Field General with IssueFieldCard.`);
  }
  // "Army Command is determined at the moment the Army Command card is played by counting
  // the number of Command cards in the Overall Commander's hand, including the card being played."
  const armyCommand = state.armies[army].hand.length;
  const effect = def.effect;
  if (effect.kind === 'dice') {
    if (cmd.allocation) {
      return reject('card/no_allocation_for_dice_card', `${def.name} rolls dice equal to Army Command; it takes no allocation of orders.`);
    }
    const { faces, random } = rollDice(state.random, armyCommand);
    return accept([
      { type: 'ArmyCardPlayed', army, cardId: cmd.cardId, kind, armyCommand, allocation: null, counterAttack, fallbackOne: false },
      { type: 'ArmyDiceRolled', army, faces, random },
    ]);
  }
  if (effect.kind !== 'order') throw new Error(`unexpected army effect for ${kind}`);
  if (!validAllocation(cmd.allocation)) {
    return reject('card/allocation_required', `${def.name}: the Overall Commander must allocate the orders to his Field Generals as whole numbers, e.g. {"left":1,"center":2,"right":1}.`);
  }
  const total = cmd.allocation.left + cmd.allocation.center + cmd.allocation.right;
  const anyQualifies = liveUnits(state, army).some((u) => qualifies(state, u, effect.qualifier));
  const fallbackOne = effect.fallbackOne && !anyQualifies;
  const limit = fallbackOne ? 1 : armyCommand;
  if (total > limit) {
    return reject('card/allocation_exceeds_army_command', fallbackOne
      ? `No unit qualifies for ${def.name}, so it orders 1 unit of your choice instead; you allocated ${total}.`
      : `Army Command is ${armyCommand} (the cards in hand including ${def.name}), so it orders at most ${armyCommand} units; you allocated ${total}.`);
  }
  return accept([{ type: 'ArmyCardPlayed', army, cardId: cmd.cardId, kind, armyCommand, allocation: { ...cmd.allocation }, counterAttack, fallbackOne }]);
}
