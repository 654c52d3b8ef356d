// The official pages the rules audit cites (commandsandcolors.net, Ancients, "the game"), by a
// short key. Where the site's page could not be read, the key names the page that was used and
// the audit row says so.
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
  if (key.startsWith('transcription/')) return `${key.slice('transcription/'.length)} (transcription)`;
  return key;
}
