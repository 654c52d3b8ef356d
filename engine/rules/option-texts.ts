// What each rules option decides, in a sentence, for the rules reference a player opens in a
// dispute (client/src/rules/) and the game's set-up. Sources: docs/rules-decisions.md.
import type { RulesOptions } from './options.js';

export const OPTION_TEXTS: Record<keyof RulesOptions, string> = {
  decks: 'Command decks shuffled together (1 or 2).',
  counterAttackCopies: 'Which of the opponent\'s plays of his last turn a Counter Attack may copy.',
  firstStrikeReplacementDraw: 'The player of First Strike draws a card to replace it at the end of that turn.',
  reshuffleWhenDeckEmpty: 'The discards are shuffled into a new deck when the deck runs out.',
  warMachinesAreFoot: 'War machines count as foot units for Line Command and Double Time.',
  leadershipGroupMax: 'How many units a Leadership card orders in the leader\'s group.',
  firstStrikeWindow: 'When the defending Overall Commander is asked about First Strike: every close combat, or only when he holds one.',
  initiativeEliminationGivesBanner: 'A unit eliminated by the Initiative crossed swords gives the enemy a banner.',
  enforceMovementAllowance: 'Moves longer than the unit\'s movement allowance are refused.',
  evade: 'Units that may evade are offered the evade.',
  momentumAdvance: 'The victor of a close combat may advance into the hex the enemy left.',
  noRangedWhenAdjacent: 'A unit next to an enemy unit may not fire.',
  flagIgnoringCumulative: 'Flags ignored for support, a leader and terrain add up.',
  loneLeaderTarget: 'How a lone leader is battled: a helmet eliminates him, or lone leaders are no targets.',
  mountedChargeBonusDice: 'Close combat dice Mounted Charge adds to mounted units.',
  clashOfShieldsBonusDice: 'Close combat dice Clash of Shields adds.',
  elephantCloseCombatDice: 'An elephant\'s close combat dice: as many as the unit it battles (3 against some), or the table\'s 4.',
  elephantsIgnoreSwords: 'An elephant ignores every sword hit.',
  elephantBlockedRetreat: 'Who pays when units block an elephant\'s retreat: each blocking unit 1 block, 1 per hex, or the elephant.',
  lightChariotFireRange: 'Light chariots\' fire range: 3 (the units FAQ) or 2 (the printed card).',
  hillCloseCombat: 'Close combat uphill: at most 2 dice (the terrain page), or 1 die fewer.',
  forestBattleAfterEntering: 'Who may not battle the turn he enters a forest: all but light foot, auxilia and warriors (the terrain page), or mounted units.',
  cardDiceRaiseTerrainMaximum: 'A card\'s extra dice are added after the terrain\'s maximum (the terrain page).',
  warMachineEvade: 'An evading war machine leaves the battlefield, no banner (the evasion FAQ), or moves back.',
  elephantSwordReroll: 'An elephant rolls each sword again while swords come up (the units FAQ).',
  elephantRampage: 'Before an elephant retreats, each unit next to it takes 2 dice (its page).',
};
