// A seeded random player: plays whole games of legal commands, for property tests and
// benchmarks. It asks legalCommands what each waited-on seat may do and fills in the free
// parameters (allocations) itself; the battle's dice and choices are the referee's and the
// offered options'. Pure and deterministic per seed.
import { hexDistance, SECTIONS } from '../board/hex.js';
import type { GameCommand, SeatedCommand, StartGame } from '../commands.js';
import { decide } from '../decide/index.js';
import { decideStartGame } from '../decide/setup.js';
import type { GameEvent } from '../events.js';
import { evolveAll, replay } from '../evolve.js';
import { legalCommands } from '../legal.js';
import { nextInt, seededRandom, type Generator, type RandomState } from '../rules/random.js';
import type { PlayerCount } from '../rules/seating.js';
import { DEMO_SCENARIOS } from '../scenario/demo/index.js';
import type { GameState } from '../state.js';
import type { ScenarioInput } from '../scenario/types.js';
import { waitingFor } from '../view.js';

export interface RecordedGame {
  start: StartGame;
  commands: SeatedCommand[];
  events: GameEvent[];
  state: GameState;
}

class Dice {
  constructor(private r: RandomState) {}
  int(n: number): number {
    const [v, next] = nextInt(this.r, n);
    this.r = next;
    return v;
  }
  pick<T>(items: T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.int(1000) < p * 1000;
  }
}

/** Turns a legal template into a concrete command. */
function concretize(state: GameState, cmd: GameCommand, dice: Dice): GameCommand {
  switch (cmd.type) {
    case 'PlayArmyCard': {
      if (!cmd.allocation) return cmd;
      const ac = state.armies[state.activeArmy].hand.length;
      let left = dice.int(ac + 1);
      const allocation = { left: 0, center: 0, right: 0 };
      for (const s of SECTIONS) {
        const n = s === 'right' ? left : dice.int(left + 1);
        allocation[s] = n;
        left -= n;
      }
      return { ...cmd, allocation };
    }
    default:
      return cmd;
  }
}

const PASSES = new Set(['EndOrders', 'EndMoves', 'EndBattles', 'CompleteCommandStep', 'DeclineFirstStrike', 'ChooseMomentum', 'ChooseMomentumMove', 'ChooseBonusCombat', 'ChooseEvade']);

/** The move that ends nearest an enemy unit. */
function closestToEnemy(state: GameState, moves: Extract<GameCommand, { type: 'MoveUnit' }>[]): GameCommand {
  const army = state.units[moves[0]!.unitId]!.army;
  const enemies = Object.values(state.units).filter((u) => !u.eliminated && u.army !== army && u.type !== 'leader');
  let best = moves[0]!;
  let bestDistance = Infinity;
  for (const m of moves) {
    const end = m.path[m.path.length - 1]!;
    const d = Math.min(...enemies.map((e) => hexDistance(e.hex, end)));
    if (d < bestDistance) {
      best = m;
      bestDistance = d;
    }
  }
  return best;
}

/** Chooses the next command of a game, or null if the game is over. */
export function chooseCommand(state: GameState, dice: Dice): SeatedCommand | null {
  if (state.winner) return null;
  const waiting = waitingFor(state);
  if (waiting.length === 0) return null;
  const seats = [...new Set(waiting.map((w) => w.seatId))];
  const first = dice.int(seats.length);
  let seat = '';
  let legal: GameCommand[] = [];
  for (let i = 0; i < seats.length && legal.length === 0; i++) {
    seat = seats[(first + i) % seats.length]!;
    legal = legalCommands(state, seat);
  }
  if (legal.length === 0) return null;
  const acting = legal.filter((c) => !PASSES.has(c.type));
  const passes = legal.filter((c) => PASSES.has(c.type));
  // Armies that meet make battles: battle when a target is offered, and move toward the enemy.
  const battles = legal.filter((c) => c.type === 'DeclareBattle');
  if (battles.length > 0 && dice.chance(0.8)) return { seat, command: dice.pick(battles) };
  const moves = legal.filter((c): c is Extract<GameCommand, { type: 'MoveUnit' }> => c.type === 'MoveUnit');
  if (moves.length > 0 && dice.chance(0.5)) return { seat, command: closestToEnemy(state, moves) };
  // Act more often than pass, but pass often enough that turns end.
  const pool = acting.length > 0 && (passes.length === 0 || dice.chance(0.6)) ? acting : passes;
  const template = dice.pick(pool);
  const concrete: SeatedCommand = { seat, command: concretize(state, template, dice) };
  // A filled-in parameter may break a rule the template kept (e.g. an allocation above a
  // one-unit fallback): then play the template as offered.
  return decide(state, concrete).ok ? concrete : { seat, command: template };
}

export function randomStart(seed: string, players: PlayerCount = 8, scenario = 'vellara-ford', custom?: ScenarioInput, generator?: Generator): StartGame {
  return { type: 'StartGame', scenario: custom ?? DEMO_SCENARIOS[scenario]!, players, seed, ...(generator ? { generator } : {}) };
}

/** Plays a seeded random game for at most `maxCommands` commands. */
export function playRandomGame(seed: string, maxCommands = 400, players: PlayerCount = 8, scenario = 'vellara-ford', custom?: ScenarioInput, generator?: Generator): RecordedGame {
  const start = randomStart(seed, players, scenario, custom, generator);
  const started = decideStartGame(start);
  if (!started.ok) throw new Error(started.rejection.message);
  const events = [...started.events];
  let state = replay(events);
  const dice = new Dice(seededRandom(`player:${seed}`));
  const commands: SeatedCommand[] = [];
  for (let i = 0; i < maxCommands; i++) {
    const cmd = chooseCommand(state, dice);
    if (!cmd) break;
    const d = decide(state, cmd);
    if (!d.ok) throw new Error(`random player chose a refused command: ${d.rejection.code} ${JSON.stringify(cmd)}`);
    commands.push(cmd);
    events.push(...d.events);
    state = evolveAll(state, d.events);
  }
  return { start, commands, events, state };
}

export { Dice };
