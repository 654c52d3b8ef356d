// Ignoring flags (core rules, "Ignoring Flags"): a unit may ignore flags when it is supported
// (adjacent to at least two friendly units), when a leader is with it, or when its terrain
// lets it. How many flags each source lets the unit ignore, and whether sources add up, are
// rules options (docs/rules-decisions.md, "Ignoring flags").
import { areAdjacent } from '../board/hex.js';
import { isLeader, leadersAt, liveUnits } from '../rules/queries.js';
import type { GameState, UnitState } from '../state.js';
import { terrainAt, TERRAIN } from '../terrain/catalog.js';
import { isCavalryOrChariot, UNIT_TYPES } from '../units/catalog.js';
import { atFullStrength } from './dice.js';

export interface FlagsIgnored {
  ignored: number;
  notes: string[];
}

/** Friendly units (not lone leaders) adjacent to the unit. */
export function supporters(state: GameState, unit: UnitState): UnitState[] {
  return liveUnits(state, unit.army).filter((u) => u.id !== unit.id && !isLeader(u) && areAdjacent(u.hex, unit.hex));
}

export interface FlagContext {
  /** The unit whose roll it is. */
  by?: UnitState;
  /** The unit's blocks when the combat was declared (full-strength flags). */
  blocksAtStart?: number;
  /** Leaders with the unit who fall in this roll's casualty check: they no longer count. */
  fallenLeaders?: readonly string[];
}

export function flagsIgnored(state: GameState, unit: UnitState, flags: number, ctx: FlagContext = {}): FlagsIgnored {
  if (flags === 0 || isLeader(unit)) return { ignored: 0, notes: [] };
  const notes: string[] = [];
  let may = 0;
  const info = UNIT_TYPES[unit.type];
  const terrain = TERRAIN[terrainAt(state.scenario, unit.hex)];
  if (terrain.ignoreFlags > 0) {
    may += terrain.ignoreFlags;
    notes.push(`${info.name} in ${terrain.name.toLowerCase()} may ignore ${terrain.ignoreFlags} flag${terrain.ignoreFlags > 1 ? 's' : ''}`);
  }
  if (leadersAt(state, unit.hex, unit.army).some((l) => !ctx.fallenLeaders?.includes(l.id))) {
    if (info.leaderBenefits) {
      may += 1;
      notes.push('a leader with the unit lets it ignore 1 flag');
    } else {
      notes.push(`${info.name.toLowerCase()} gets no benefit from a leader (its unit card)`);
    }
  }
  if (info.fullStrengthIgnoresFlags > 0 && atFullStrength(unit, ctx.blocksAtStart)) {
    may += info.fullStrengthIgnoresFlags;
    notes.push(`${info.name} ignores ${info.fullStrengthIgnoresFlags} flag until the combat after its first loss (its unit card)`);
  }
  if (info.ignoresAgainstCavalry && info.ignoresAgainstCavalry.flags > 0 && ctx.by && isCavalryOrChariot(ctx.by.type)) {
    may += info.ignoresAgainstCavalry.flags;
    notes.push(`${info.name} ignores ${info.ignoresAgainstCavalry.flags} flag rolled by cavalry or a chariot (its unit card)`);
  }
  if (info.supportable && supporters(state, unit).length >= 2) {
    may += 1;
    notes.push(`supported by ${supporters(state, unit).length} adjacent friendly units: 1 flag ignored`);
  }
  if (!state.options.flagIgnoringCumulative && may > 1) {
    may = 1;
    notes.push('ignoring flags does not add up: 1 flag at most (rules option flagIgnoringCumulative)');
  }
  return { ignored: Math.min(may, flags), notes };
}
