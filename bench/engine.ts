// Engine benchmarks (issue 2): validated commands per second, legalCommands for an Overall
// Commander holding 8 cards, replaying a 200-turn game, and the cost of refereeing
// (decide + evolve) over bookkeeping (evolve of already-decided events) on the same games.
import type { SeatedCommand } from '../engine/commands.js';
import { decide } from '../engine/decide/index.js';
import { decideStartGame } from '../engine/decide/setup.js';
import type { GameEvent } from '../engine/events.js';
import { evolveAll, replay } from '../engine/evolve.js';
import { legalCommands } from '../engine/legal.js';
import { DEMO_SCENARIOS } from '../engine/scenario/demo/index.js';
import { playRandomGame } from '../engine/sim/random-game.js';
import type { GameState } from '../engine/state.js';
import { best, bestInterleaved } from '../engine/sim/timing.js';
import { SECTIONS } from '../engine/board/hex.js';
import { sectionStepOf } from '../engine/machine.js';
import { fieldGeneralRole } from '../engine/rules/seating.js';
import type { Generator } from '../engine/rules/random.js';

const GENERATOR: Generator = 'hmac-sha256';

export interface EngineBench {
  games: number;
  commands: number;
  commandsPerSecond: number;
  legalCommandsMs: number;
  replay200TurnsMs: number;
  replayedEvents: number;
  refereeToBookkeepingRatio: number;
  /** legalCommands for the Field General with the most ordered units of the random games, in
   *  his move step (every reachable hex) and his battle step (every target). */
  fieldGeneralLegalMs: number;
  fieldGeneralOrdered: number;
}



export function runEngineBench(log: (line: string) => void = console.log): EngineBench {
  // 1. Record random legal games (the random player's own choosing is not timed).
  // On the generator the server starts its games with (engine/rules/random.ts).
  const games = Array.from({ length: 30 }, (_, i) => playRandomGame(`bench-${i}`, 500, 8, 'vellara-ford', undefined, GENERATOR));
  const starts = games.map((g) => g.events.slice(0, 3));
  const commands = games.reduce((n, g) => n + g.commands.length, 0);

  // 2. Deciding and applying every recorded command (validation included).
  const decideAndApply = () => {
    games.forEach((g, i) => {
      let s: GameState = replay(starts[i]!);
      for (const c of g.commands) {
        const d = decide(s, c as SeatedCommand);
        if (!d.ok) throw new Error(`recorded command refused: ${d.rejection.code}`);
        s = evolveAll(s, d.events);
      }
    });
  };
  // 3. Applying the already-decided events only.
  const applyOnly = () => {
    for (const g of games) replay(g.events);
  };
  // Taken in turns, so the ratio of the two compares like with like on a machine whose speed
  // drifts (one block after the other gave 1.75 to 3.89 for the same code within an hour).
  const [refereeMs, bookkeepingMs] = bestInterleaved(7, [decideAndApply, applyOnly]);

  // 4. legalCommands for an Overall Commander holding 8 cards (vellara-ford: Aurel, Command 8).
  const start = decideStartGame({ type: 'StartGame', scenario: DEMO_SCENARIOS['vellara-ford']!, players: 8, seed: 'bench-legal', generator: GENERATOR });
  if (!start.ok) throw new Error(start.rejection.message);
  const atStart = replay(start.events);
  if (atStart.armies.south.hand.length !== 8) throw new Error('expected 8 cards in hand');
  const reps = 2000;
  const legalMs = best(3, () => {
    for (let i = 0; i < reps; i++) legalCommands(atStart, 'south:oc');
  }) / reps;

  // 4b. legalCommands for a Field General with a full section: the busiest move and battle
  // steps of the recorded games (most units ordered in one section).
  const busiest = { moving: null as null | { s: GameState; seat: string; n: number }, choosing: null as null | { s: GameState; seat: string; n: number } };
  for (let gi = 0; gi < games.length; gi++) {
    const g = games[gi]!;
    let s: GameState = replay(starts[gi]!);
    for (const c of g.commands) {
      const d = decide(s, c as SeatedCommand);
      if (!d.ok) break;
      s = evolveAll(s, d.events);
      for (const section of SECTIONS) {
        const step = sectionStepOf(s.step, section);
        if (step !== 'moving' && step !== 'choosing') continue;
        const n = Object.values(s.turnState.orders).filter((o) => o.section === section).length;
        const best = busiest[step];
        if (!best || n > best.n) busiest[step] = { s, seat: s.seats.find((x) => x.army === s.activeArmy && x.roles.includes(fieldGeneralRole(section)))!.id, n };
      }
    }
  }
  const fgMs = Math.max(
    ...(['moving', 'choosing'] as const).map((k) => {
      const b = busiest[k];
      if (!b) return 0;
      return best(3, () => {
        for (let i = 0; i < 200; i++) legalCommands(b.s, b.seat);
      }) / 200;
    }),
  );

  // 5. A 200-turn game: banners out of reach so it does not end early.
  const long = longGame(200);
  const replayMs = best(5, () => replay(long));

  const result: EngineBench = {
    games: games.length,
    commands,
    commandsPerSecond: Math.round((commands / refereeMs) * 1000),
    legalCommandsMs: +legalMs.toFixed(4),
    replay200TurnsMs: +replayMs.toFixed(2),
    replayedEvents: long.length,
    refereeToBookkeepingRatio: +(refereeMs / bookkeepingMs).toFixed(2),
    fieldGeneralLegalMs: +fgMs.toFixed(4),
    fieldGeneralOrdered: Math.max(busiest.moving?.n ?? 0, busiest.choosing?.n ?? 0),
  };
  log(`engine: ${result.commands} commands over ${result.games} random games`);
  log(`  validated commands/s (decide + evolve): ${result.commandsPerSecond.toLocaleString('en')}   target ≥ 50,000`);
  log(`  legalCommands, Overall Commander with 8 cards: ${result.legalCommandsMs} ms   target ≤ 1 ms`);
  log(`  legalCommands, Field General with ${result.fieldGeneralOrdered} ordered units (move and battle steps, slowest): ${result.fieldGeneralLegalMs} ms   target ≤ 1 ms`);
  log(`  replay of a 200-turn game (${result.replayedEvents} events): ${result.replay200TurnsMs} ms   target ≤ 20 ms`);
  log(`  referee / bookkeeping ratio (decide+evolve vs evolve only): ${result.refereeToBookkeepingRatio}   target ≤ 3`);
  return result;
}

function longGame(turns: number): GameEvent[] {
  const scenario = structuredClone(DEMO_SCENARIOS['vellara-ford']!);
  scenario.armies.north.victoryBanners = 30;
  scenario.armies.south.victoryBanners = 30;
  for (let seed = 0; seed < 50; seed++) {
    const g = playRandomGame(`bench-long-${seed}`, 20_000, 8, 'vellara-ford', scenario, GENERATOR);
    const cut = g.events.findIndex((e) => e.type === 'TurnEnded' && e.turn === turns);
    if (cut >= 0) return g.events.slice(0, cut + 1);
  }
  throw new Error(`no random game reached ${turns} turns`);
}
