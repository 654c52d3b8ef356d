// The engine's public surface: pure functions over plain data.
export { decide, COMMAND_RULES } from './decide/index.js';
export { decideStartGame as startGame } from './decide/setup.js';
export { evolve, evolveAll, replay, initialState } from './evolve.js';
export { viewFor, waitingFor, cardView, type GameView, type Viewer, type CardView, type PlayView } from './view.js';
export { legalCommands, commandOptions, type CommandOption } from './legal.js';
export type { GameState, UnitState, Play, TurnState, PendingBattle, BattleChoice } from './state.js';
export type { GameCommand, GameCommandType, SeatedCommand, StartGame, Allocation } from './commands.js';
export type { GameEvent, GameEventType } from './events.js';
export type { Rejection, Decision } from './rules/rejection.js';
export { DEFAULT_RULES_OPTIONS, type RulesOptions } from './rules/options.js';
export { standardSeating, ROLE_NAMES, type Seat, type Role, type PlayerCount } from './rules/seating.js';
export { parseScenario, type Scenario, type ScenarioInput } from './scenario/types.js';
export { CARDS, cardDef, type CardKind } from './cards/catalog.js';
export * from './board/hex.js';
