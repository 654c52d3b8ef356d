// Rules options: every point the sources leave open is a named option with a default, so a
// tournament referee can switch it (command-deck.md marks these "(unverified)").
// The decisions and their sources are recorded in docs/rules-decisions.md.

export interface RulesOptions {
  /** One 60-card deck or two shuffled together (epic-ancients-rules.txt, "Set Up"). */
  decks: 1 | 2;
  /** Counter Attack against several opposing plays: which may be copied (unverified). */
  counterAttackCopies: 'any-one';
  /** First Strike's player draws one card at the end of that turn, before the active side,
   *  never above his Command card number (unverified). */
  firstStrikeReplacementDraw: boolean;
  /** Shuffle the discards into a new deck when the deck runs out (unverified for Ancients). */
  reshuffleWhenDeckEmpty: boolean;
  /** War machines count as foot for Line Command and Double Time (unverified). */
  warMachinesAreFoot: boolean;
  /** Units a Leadership card may order in the leader's group (base-game card text; unverified). */
  leadershipGroupMax: number;
  /** When the defender's First Strike window opens: on every close combat (so that the
   *  window itself does not reveal who holds the card), or only when he holds one. */
  firstStrikeWindow: 'every-close-combat' | 'only-when-held';
  /** A unit eliminated by the crossed-swords Initiative face gives the enemy a banner. */
  initiativeEliminationGivesBanner: boolean;
  /** Refuse moves longer than the unit's movement allowance (core rules; on by default, off
   *  only for variants that move differently). */
  enforceMovementAllowance: boolean;
  /** Light units may evade close combat (core rules, "Evade"). */
  evade: boolean;
  /** The victor of a close combat may advance into the vacated hex, mounted units then battle
   *  again (core rules, "Momentum Advance", "Bonus Close Combat"). */
  momentumAdvance: boolean;
  /** A unit adjacent to an enemy unit may not fire at range. */
  noRangedWhenAdjacent: boolean;
  /** Whether flags ignored for support, a leader and terrain add up (false: one flag at most). */
  flagIgnoringCumulative: boolean;
  /** A leader alone in a hex may be battled (core rules: a lone leader attacked "must evade");
   *  how he is hit is not in the public texts: `helmet` (default) — the attacker's roll
   *  eliminates him on a leader helmet, else he evades 1 to 3 hexes back; `never` — lone leaders
   *  are not targets. */
  loneLeaderTarget: 'helmet' | 'never';
  /** Extra close combat dice for mounted units ordered by Mounted Charge (base-game card text). */
  mountedChargeBonusDice: number;
  /** Extra close combat dice for units ordered by Clash of Shields (base-game card text). */
  clashOfShieldsBonusDice: number;
  /** How many dice an elephant rolls in close combat: `as-opponent` (default) — as many as the
   *  unit it battles would roll against it, 3 against elephants, camels, warriors and heavy
   *  chariots, 1 against a lone leader (the elephant's unit card and the 3rd-edition elephant
   *  rules); `table` — the unit table's fixed number. */
  elephantCloseCombatDice: 'as-opponent' | 'table';
  /** An elephant ignores every sword hit rolled against it (its unit card). */
  elephantsIgnoreSwords: boolean;
  /** When an elephant cannot retreat because units stand in its way: `one-each` (default) — the
   *  elephant loses no block and each unit blocking it loses one (its card: "the 2 blocking units
   *  each take 1 loss"); `blockers-lose` — each blocking unit loses one for each hex it could not
   *  retreat; `elephant-loses` — the general retreat rule. */
  elephantBlockedRetreat: 'one-each' | 'blockers-lose' | 'elephant-loses';
  /** Light chariots' fire range: 3 (the units FAQ's correction of the reference card) or 2 (the
   *  card as printed, and the battle FAQ's javelin range). */
  lightChariotFireRange: 3 | 2;
  /** Close combat against an enemy unit uphill: `at-most-2` (default; the terrain page: "all
   *  units roll a maximum of 2 battle dice") or `one-die-fewer` (the referee's earlier reading). */
  hillCloseCombat: 'at-most-2' | 'one-die-fewer';
  /** Who may not battle the turn he enters a forest: `all-but-light-foot-and-warriors` (default;
   *  the terrain page) or `mounted` (the referee's earlier reading). */
  forestBattleAfterEntering: 'all-but-light-foot-and-warriors' | 'mounted';
  /** Dice a Command card adds (Mounted Charge, Clash of Shields) are added after the terrain's
   *  maximum (default true; the terrain page: a card that adds dice "will modify the maximum");
   *  false caps them with the rest. */
  cardDiceRaiseTerrainMaximum: boolean;
  /** An evading war machine leaves the battlefield, giving no banner (default; the evasion FAQ),
   *  or moves back like other evaders (`moves-back`). */
  warMachineEvade: 'leaves-battlefield' | 'moves-back';
  /** An elephant rolls each sword again while swords come up (default true; the units FAQ). */
  elephantSwordReroll: boolean;
  /** Before an elephant retreats, each unit next to it takes 2 dice (default true; the elephant's
   *  card, "Elephant Rampage"). */
  elephantRampage: boolean;
}

export const DEFAULT_RULES_OPTIONS: RulesOptions = {
  decks: 1,
  counterAttackCopies: 'any-one',
  firstStrikeReplacementDraw: true,
  reshuffleWhenDeckEmpty: true,
  warMachinesAreFoot: true,
  leadershipGroupMax: 4,
  firstStrikeWindow: 'every-close-combat',
  initiativeEliminationGivesBanner: true,
  enforceMovementAllowance: true,
  evade: true,
  momentumAdvance: true,
  noRangedWhenAdjacent: true,
  flagIgnoringCumulative: true,
  loneLeaderTarget: 'helmet',
  mountedChargeBonusDice: 1,
  clashOfShieldsBonusDice: 1,
  elephantCloseCombatDice: 'as-opponent',
  elephantsIgnoreSwords: true,
  elephantBlockedRetreat: 'one-each',
  lightChariotFireRange: 3,
  hillCloseCombat: 'at-most-2',
  forestBattleAfterEntering: 'all-but-light-foot-and-warriors',
  cardDiceRaiseTerrainMaximum: true,
  warMachineEvade: 'leaves-battlefield',
  elephantSwordReroll: true,
  elephantRampage: true,
};

export function resolveOptions(partial: Partial<RulesOptions> | undefined, scenarioDecks: 1 | 2 | undefined): RulesOptions {
  return { ...DEFAULT_RULES_OPTIONS, ...(scenarioDecks ? { decks: scenarioDecks } : {}), ...(partial ?? {}) };
}
