// Runs a scripted game against the engine: pure (no I/O), so tests and the CLI share it.
import { SECTIONS } from '../board/hex.js';
import { deckCardIds } from '../cards/catalog.js';
import type { SeatedCommand, StartGame } from '../commands.js';
import { decide } from '../decide/index.js';
import { decideStartGame } from '../decide/setup.js';
import type { GameEvent } from '../events.js';
import { evolveAll, replay } from '../evolve.js';
import { legalCommands } from '../legal.js';
import { sectionStepOf } from '../machine.js';
import { fieldGeneralRole } from '../rules/seating.js';
import type { GameState } from '../state.js';
import { DEMO_SCENARIOS } from '../scenario/demo/index.js';
import type { ScenarioInput } from '../scenario/types.js';
import { checkAssertions } from './assertions.js';
import { parseGameCommand } from '../command-schema.js';
import { checkTalk } from '../talk.js';
import { scriptSchema, type Script } from './format.js';

export interface StepResult {
  index: number;
  label: string;
  expected: string;
  actual: string;
  ok: boolean;
  problems: string[];
}

export interface ScriptResult {
  name: string;
  ok: boolean;
  setupError: string | null;
  steps: StepResult[];
  state: GameState | null;
  events: GameEvent[];
}

function buildStart(script: Script): StartGame | string {
  const { setup } = script;
  const scenario = typeof setup.scenario === 'string' ? DEMO_SCENARIOS[setup.scenario] : (setup.scenario as ScenarioInput);
  if (!scenario) return `unknown demonstration scenario "${String(setup.scenario)}" (known: ${Object.keys(DEMO_SCENARIOS).join(', ')})`;
  const start: StartGame = { type: 'StartGame', scenario, players: setup.players, seed: setup.seed, ...(setup.options ? { options: setup.options } : {}) };
  if (!setup.hands && !setup.drawPile && !setup.dice) return start;
  const forced: NonNullable<StartGame['forced']> = {};
  if (setup.dice) forced.dice = setup.dice as NonNullable<StartGame['forced']>['dice'];
  if (setup.hands || setup.drawPile) {
    const decks = ((setup.options?.decks as 1 | 2 | undefined) ?? scenario.decks ?? 1) as 1 | 2;
    const listed = new Set([...(setup.hands?.north ?? []), ...(setup.hands?.south ?? []), ...(setup.drawPile ?? [])]);
    const rest = deckCardIds(decks).map((c) => c.id).filter((c) => !listed.has(c));
    const first = scenario.firstArmy;
    const second = first === 'north' ? 'south' : 'north';
    const order: string[] = [];
    for (const army of [first, second] as const) {
      const n = scenario.armies[army].commandCards;
      const given = setup.hands?.[army];
      if (given && given.length !== n) return `setup.hands.${army} lists ${given.length} cards but ${scenario.armies[army].name}'s Command card number is ${n}`;
      order.push(...(given ?? rest.splice(0, n)));
    }
    order.push(...(setup.drawPile ?? []), ...rest);
    forced.deckOrder = order;
  }
  return { ...start, forced };
}

/** Expands the finishTurn shorthand into the Field Generals' end-of-step commands. */
function finishTurnCommands(state: GameState): SeatedCommand[] | string {
  const out: SeatedCommand[] = [];
  let s = state;
  for (const [from, type] of [['ordering', 'EndOrders'], ['moving', 'EndMoves'], ['choosing', 'EndBattles']] as const) {
    for (const section of SECTIONS) {
      const step = sectionStepOf(s.step, section);
      if (step !== from) continue;
      const seat = s.seats.find((x) => x.army === s.activeArmy && x.roles.includes(fieldGeneralRole(section)))!;
      const cmd: SeatedCommand = { seat: seat.id, command: { type, section } };
      const d = decide(s, cmd);
      if (!d.ok) return `${type} for ${section} refused: ${d.rejection.code}`;
      out.push(cmd);
      s = evolveAll(s, d.events);
    }
  }
  return out;
}

export function runScript(input: unknown): ScriptResult {
  const parsed = scriptSchema.safeParse(input);
  const name = (input as { name?: string })?.name ?? '(unnamed)';
  const fail = (setupError: string): ScriptResult => ({ name, ok: false, setupError, steps: [], state: null, events: [] });
  if (!parsed.success) return fail(`not a valid script: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const script = parsed.data;
  const start = buildStart(script);
  if (typeof start === 'string') return fail(start);
  const started = decideStartGame(start);
  // A set-up the referee must refuse (expectSetup): the refusal is the case.
  if (script.expectSetup) {
    const actual = started.ok ? 'accepted' : started.rejection.code;
    const ok = actual === script.expectSetup.rejected;
    return { name, ok, setupError: ok ? null : `set-up: expected ${script.expectSetup.rejected}, got ${actual}`, steps: [], state: null, events: started.ok ? started.events : [] };
  }
  if (!started.ok) return fail(`${started.rejection.code}: ${started.rejection.message}`);
  if (script.steps.length === 0) return fail('a script without expectSetup has at least one step');
  const events: GameEvent[] = [...started.events];
  let state = replay(events);
  const steps: StepResult[] = [];
  if (script.before) {
    const problems = checkAssertions(state, script.before, [], (s, seat) => legalCommands(s, seat).map((c) => c.type));
    steps.push({ index: -1, label: 'before the first step', expected: 'accepted', actual: 'accepted', ok: problems.length === 0, problems });
  }
  script.steps.forEach((step, index) => {
    const before = state;
    let emitted: GameEvent[] = [];
    let result: StepResult;
    if ('do' in step) {
      const cmds = finishTurnCommands(state);
      if (typeof cmds === 'string') {
        result = { index, label: 'finishTurn', expected: 'accepted', actual: cmds, ok: false, problems: [] };
      } else {
        for (const c of cmds) {
          const d = decide(state, c);
          if (!d.ok) throw new Error('finishTurn command refused after planning');
          emitted.push(...d.events);
          state = evolveAll(state, d.events);
        }
        result = { index, label: 'finishTurn', expected: 'accepted', actual: 'accepted', ok: true, problems: [] };
      }
    } else if ('talk' in step) {
      const refused = checkTalk(state, step.seat, step.talk.channel, step.talk.text);
      const expected = step.expect === 'accepted' ? 'accepted' : step.expect.rejected;
      const actual = refused ? refused.code : 'accepted';
      result = { index, label: `${step.seat} talk on ${step.talk.channel}`, expected, actual, ok: expected === actual, problems: refused && expected !== actual ? [`rejection: ${refused.message}`] : [] };
    } else {
      // A command of the wrong shape is refused as the server refuses it (command/malformed).
      const shape = parseGameCommand(step.command);
      const d = shape.ok ? decide(state, { seat: step.seat, command: shape.command as SeatedCommand['command'] }) : ({ ok: false, rejection: { code: 'command/malformed', message: shape.message } } as const);
      const expected = step.expect === 'accepted' ? 'accepted' : step.expect.rejected;
      const actual = d.ok ? 'accepted' : d.rejection.code;
      const problems: string[] = [];
      if (d.ok) {
        emitted = d.events;
        state = evolveAll(state, d.events);
      } else {
        if (JSON.stringify(state) !== JSON.stringify(before)) problems.push('a rejected command changed the state');
        if (expected !== actual) problems.push(`rejection: ${d.rejection.message}`);
      }
      result = { index, label: `${step.seat} ${String(step.command.type)}`, expected, actual, ok: expected === actual, problems };
    }
    events.push(...emitted);
    if (step.assert) {
      result.problems.push(...checkAssertions(state, step.assert, emitted, (s, seat) => legalCommands(s, seat).map((c) => c.type)));
    }
    result.ok = result.expected === result.actual && result.problems.length === 0;
    steps.push(result);
  });
  return { name: script.name, ok: steps.every((s) => s.ok), setupError: null, steps, state, events };
}
