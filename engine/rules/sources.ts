// The official pages the referee's rules come from (commandsandcolors.net, Ancients, "the
// game"), by a short key: cited by the rules audit (docs/rules-audit.md) and by the rules
// reference a player opens in the client. Where the site's page could not be read, the key names
// the page that was used and the audit row says so.
import type { TerrainType } from '../terrain/catalog.js';
import type { UnitType } from '../units/catalog.js';
const SITE = 'https://www.commandsandcolors.net/ancients/the-game';

export const SOURCES = {
  'unit/light-infantry': `${SITE}/main/units/light-infantry-li.html`,
  'unit/light-sling-infantry': `${SITE}/main/units/light-sling-infantry-ls.html`,
  'unit/auxilia-infantry': `${SITE}/main/units/auxilia-infantry-a.html`,
  'unit/light-cavalry': `${SITE}/main/units/light-cavalry-lc.html`,
  'unit/light-barbarian-chariot': `${SITE}/main/units/light-barbarian-chariot-lbch.html`,
  'unit/warrior-infantry': `${SITE}/main/units/warriors-w.html`,
  'unit/heavy-cavalry': `${SITE}/main/units/heavy-cavalry-hc.html`,
  'unit/elephant': `${SITE}/main/units/elephants-el.html`,
  'unit/leader': `${SITE}/main/units/leader-ldr.html`,
  'expansion-1/units': `${SITE}/game-boxes/expansion-1/new-unit-types-expansion-1.html`,
  'expansion-2/units': `${SITE}/game-boxes/expansion-2/new-unit-type-expansion-2.html`,
  'expansion-2/terrain': `${SITE}/game-boxes/expansion-2/391-new-terrain-hex-expansion-2.html`,
  terrain: `${SITE}/main/16-terrain.html`,
  movement: `${SITE}/main/08-movement.html`,
  retreat: `${SITE}/main/12-retreat.html`,
  battle: `${SITE}/game-boxes/base-game/86-09-battle.html`,
  ranged: `${SITE}/game-boxes/base-game/87-10-ranged-combat-fire.html`,
  'special-actions': `${SITE}/game-boxes/base-game/90-13-special-actions.html`,
  'faq/units': `${SITE}/main/faqs/48-units.html`,
  'faq/battle': `${SITE}/main/faqs/50-battle.html`,
  'faq/retreat': `${SITE}/main/faqs/51-retreat.html`,
  'faq/evasion': `${SITE}/main/faqs/641-evasion-unit-and-leader-evade.html`,
  'faq/leader': `${SITE}/main/faqs/leader.html`,
  'order-units': `${SITE}/game-boxes/base-game/84-07-order-units-and-leaders.html`,
  'cards/double-time': `${SITE}/main/command-cards/tactic-cards-17-cards/double-time.html`,
  'cards/line-command': `${SITE}/main/command-cards/tactic-cards-17-cards/line-command.html`,
  'cards/counter-attack': `${SITE}/main/command-cards/tactic-cards-17-cards/counter-attack.html`,
  'cards/rally': `${SITE}/main/command-cards/tactic-cards-17-cards/rally.html`,
  'faq/cards': `${SITE}/main/faqs/28-command-cards.html`,
  epic: `${SITE}/game-boxes/expansion-3/epic-ancients.html`,
  /** The project's card reference (shared/rules/command-deck.md), from secondary sources: used
   *  where no official card page was found, and marked unconfirmed. */
  'command-deck': 'shared/rules/command-deck.md',
  /** A rule-book transcription (not the official site): used only where the official page's
   *  stored text stops short, and marked so in the audit. */
  'transcription/terrain': 'https://ultraboardgames.com/commands-and-colors-ancients/terrain.php',
  'transcription/leaders': 'https://ultraboardgames.com/commands-and-colors-ancients/leaders.php',
  /** No official page found: the referee's own reading, recorded in docs/rules-decisions.md. */
  'rules-decisions': 'docs/rules-decisions.md',
} as const;

export type SourceKey = keyof typeof SOURCES;

/** The short name a table shows for a source. */
export function sourceLabel(key: SourceKey): string {
  if (key === 'rules-decisions') return 'rules-decisions.md';
  if (key === 'command-deck') return 'command-deck.md (secondary)';
  if (key.startsWith('transcription/')) return `${key.slice('transcription/'.length)} (transcription)`;
  return key;
}

/** The pages each unit type's values come from (its own page first; none found: rules-decisions). */
export const UNIT_SOURCES: Record<UnitType, SourceKey[]> = {
  'light-infantry': ['unit/light-infantry', 'faq/battle', 'special-actions', 'retreat'],
  'light-sling-infantry': ['unit/light-sling-infantry'],
  'light-bow-infantry': ['ranged', 'special-actions', 'rules-decisions'],
  'auxilia-infantry': ['unit/auxilia-infantry', 'special-actions', 'retreat'],
  'light-cavalry': ['unit/light-cavalry', 'faq/battle', 'special-actions', 'retreat'],
  'light-bow-cavalry': ['expansion-1/units'],
  'light-chariot': ['faq/units', 'special-actions', 'rules-decisions'],
  'light-barbarian-chariot': ['unit/light-barbarian-chariot', 'expansion-2/units'],
  'light-war-machine': ['faq/evasion', 'special-actions', 'rules-decisions'],
  'medium-infantry': ['special-actions', 'rules-decisions'],
  'warrior-infantry': ['unit/warrior-infantry', 'battle'],
  'medium-cavalry': ['special-actions', 'rules-decisions'],
  camel: ['expansion-1/units', 'special-actions', 'retreat'],
  'heavy-infantry': ['special-actions', 'rules-decisions'],
  'heavy-cavalry': ['unit/heavy-cavalry'],
  'heavy-chariot': ['special-actions', 'rules-decisions'],
  elephant: ['unit/elephant', 'faq/units', 'faq/battle'],
  'heavy-war-machine': ['faq/evasion', 'special-actions', 'rules-decisions'],
  leader: ['unit/leader', 'faq/leader', 'movement'],
};

/** The pages each terrain's lines come from. */
export const TERRAIN_SOURCES: Record<TerrainType, SourceKey[]> = {
  clear: ['rules-decisions'],
  forest: ['terrain', 'transcription/terrain'],
  hill: ['terrain', 'rules-decisions'],
  river: ['rules-decisions'],
  ford: ['rules-decisions'],
  marsh: ['expansion-2/terrain'],
  'broken-ground': ['terrain', 'transcription/terrain'],
  town: ['rules-decisions'],
  camp: ['rules-decisions'],
  'fortified-camp': ['rules-decisions'],
  coast: ['rules-decisions'],
};
