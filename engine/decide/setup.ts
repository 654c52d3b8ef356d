// Set up (epic-ancients-rules.txt, "Set Up"): the scenario's board and units, the seating,
// the Command deck (one or two decks) shuffled from the seed, and each Overall Commander
// dealt his army's Command card number.
import { deckCardIds, type CardKind } from '../cards/catalog.js';
import type { StartGame } from '../commands.js';
import type { GameEvent } from '../events.js';
import { resolveOptions, DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/options.js';
import { DIE_FACES, forcedRandom, GENERATORS, seededRandom, shuffle } from '../rules/random.js';
import { accept, reject, type Decision } from '../rules/rejection.js';
import { isPlayerCount, standardSeating } from '../rules/seating.js';
import { parseScenario } from '../scenario/types.js';

const OPTION_KEYS = Object.keys(DEFAULT_RULES_OPTIONS) as (keyof RulesOptions)[];

/** The options that name one of a few choices, and the choices. */
const CHOICE_OPTIONS: Partial<Record<keyof RulesOptions, string[]>> = {
  firstStrikeWindow: ['every-close-combat', 'only-when-held'],
  loneLeaderTarget: ['helmet', 'never'],
  elephantCloseCombatDice: ['as-opponent', 'table'],
  elephantBlockedRetreat: ['one-each', 'blockers-lose', 'elephant-loses'],
  hillCloseCombat: ['at-most-2', 'one-die-fewer'],
  forestBattleAfterEntering: ['all-but-light-foot-and-warriors', 'mounted'],
  warMachineEvade: ['leaves-battlefield', 'moves-back'],
};

function optionErrors(options: Partial<RulesOptions> | undefined): string | null {
  if (!options) return null;
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.includes(key as keyof RulesOptions)) return `unknown rules option "${key}" (known: ${OPTION_KEYS.join(', ')})`;
    const value = options[key as keyof RulesOptions];
    const def = DEFAULT_RULES_OPTIONS[key as keyof RulesOptions];
    if (typeof value !== typeof def) return `rules option "${key}" must be a ${typeof def}`;
  }
  if (options.decks !== undefined && options.decks !== 1 && options.decks !== 2) return 'rules option "decks" is 1 or 2';
  if (options.lightChariotFireRange !== undefined && options.lightChariotFireRange !== 3 && options.lightChariotFireRange !== 2) return 'rules option "lightChariotFireRange" is 3 or 2';
  if (options.leadershipGroupMax !== undefined && (!Number.isInteger(options.leadershipGroupMax) || options.leadershipGroupMax < 1)) return 'rules option "leadershipGroupMax" is a whole number of at least 1';
  for (const [key, allowed] of Object.entries(CHOICE_OPTIONS)) {
    const value = options[key as keyof RulesOptions];
    if (value !== undefined && !allowed.includes(value as string)) return `rules option "${key}" is ${allowed.map((a) => `"${a}"`).join(' or ')}`;
  }
  return null;
}

export function decideStartGame(cmd: StartGame): Decision<GameEvent> {
  const parsed = parseScenario(cmd.scenario);
  if (!parsed.ok) return reject('setup/bad_scenario', `The scenario is not valid: ${parsed.errors.join('; ')}.`);
  const scenario = parsed.value;
  if (!isPlayerCount(cmd.players)) return reject('setup/bad_player_count', 'Epic Ancients is played by 8, 6, 4 or 2 players.');
  if (typeof cmd.seed !== 'string' || cmd.seed.length < 1) return reject('setup/seed_required', 'A game needs a seed for its shuffles and dice.');
  const optErr = optionErrors(cmd.options);
  if (optErr) return reject('setup/bad_option', `Rules options: ${optErr}.`);
  const options = resolveOptions(cmd.options, scenario.decks);
  const ids = deckCardIds(options.decks);
  const cards: Record<string, CardKind> = Object.fromEntries(ids.map((c) => [c.id, c.kind]));
  const forcedDice = cmd.forced?.dice;
  if (forcedDice && forcedDice.some((f) => !DIE_FACES.includes(f))) {
    return reject('setup/bad_forced_dice', `Forced die faces are among: ${DIE_FACES.join(', ')}.`);
  }
  if (cmd.generator !== undefined && !GENERATORS.includes(cmd.generator)) return reject('setup/bad_generator', `The random generator is one of: ${GENERATORS.join(', ')}.`);
  let random = forcedDice ? forcedRandom(cmd.seed, forcedDice, cmd.generator) : seededRandom(cmd.seed, cmd.generator);
  let deckOrder: string[];
  if (cmd.forced?.deckOrder) {
    // A forced order lists the top of the deck; the cards it leaves out follow in catalogue order.
    const given = cmd.forced.deckOrder;
    const unknown = given.find((c) => !(c in cards));
    if (unknown) return reject('setup/bad_forced_deck', `Forced deck card "${unknown}" is not in a ${options.decks}-deck game (ids look like order-two-left#1).`);
    if (new Set(given).size !== given.length) return reject('setup/bad_forced_deck', 'The forced deck order lists a card twice.');
    const rest = ids.map((c) => c.id).filter((c) => !given.includes(c));
    deckOrder = [...given, ...rest];
  } else {
    const shuffled = shuffle(ids.map((c) => c.id), random);
    deckOrder = shuffled.items;
    random = shuffled.random;
  }
  const needed = scenario.armies.north.commandCards + scenario.armies.south.commandCards;
  if (needed > deckOrder.length) return reject('setup/deck_too_small', 'The two Command card numbers exceed the deck.');
  const seats = standardSeating(cmd.players);
  const events: GameEvent[] = [{ type: 'GameStarted', scenario, options, seats, seed: cmd.seed, cards, deckOrder, random }];
  // Deal from the top of the deck, the starting side first.
  const first = scenario.firstArmy;
  const second = first === 'north' ? 'south' : 'north';
  let top = 0;
  for (const army of [first, second] as const) {
    const n = scenario.armies[army].commandCards;
    events.push({ type: 'CommandCardsDealt', army, cardIds: deckOrder.slice(top, top + n) });
    top += n;
  }
  return accept(events);
}
