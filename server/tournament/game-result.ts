// A finished game's result for its match report, read from the engine's final state: each
// army's victory banners, and its blocks lost — every block its units lost, an eliminated unit
// counted in full (startingBlocks − blocks; the engine sets an eliminated unit's blocks to 0).
// Leaders are figures, not blocks, and are not counted (docs/rules-decisions.md, "Tournament
// games in the referee's rooms"). OT2022, Elimination Rounds: "players total victory banners
// won and blocks eliminated for each player".
import type { ArmyId } from '../../engine/board/hex.js';
import type { GameState } from '../../engine/state.js';
import type { PlayerId } from '../../engine/tournament/index.js';
import type { GameResult } from './model.js';

export interface ArmyOutcome {
  readonly winner: ArmyId | null;
  readonly banners: Readonly<Record<ArmyId, number>>;
  readonly blocksLost: Readonly<Record<ArmyId, number>>;
}

export function armyOutcome(state: GameState): ArmyOutcome {
  const blocksLost: Record<ArmyId, number> = { north: 0, south: 0 };
  for (const u of Object.values(state.units)) {
    if (u.type === 'leader') continue;
    blocksLost[u.army] += u.startingBlocks - u.blocks;
  }
  return { winner: state.winner, banners: { north: state.armies.north.banners, south: state.armies.south.banners }, blocksLost };
}

/** The army outcome as a game result of the entrants holding the armies. */
export function resultForEntrants(outcome: ArmyOutcome, armies: Readonly<Record<PlayerId, ArmyId>>): GameResult {
  const ids = Object.keys(armies);
  const winner = ids.find((id) => armies[id] === outcome.winner) ?? null;
  return {
    winner,
    banners: Object.fromEntries(ids.map((id) => [id, outcome.banners[armies[id]!]])),
    blocksLost: Object.fromEntries(ids.map((id) => [id, outcome.blocksLost[armies[id]!]])),
  };
}
