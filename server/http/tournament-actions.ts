// The tournament API's changes (POST): create, registration, sign-up, drop, a new entrant
// token, pair a round or the bracket, report / confirm / set a game's result, seat links,
// disputes and rulings. Each is a shape check, then the tournament service (decided by
// server/tournament/apply.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startGame } from '../../engine/index.js';
import { DEMO_SCENARIOS } from '../../engine/scenario/demo/index.js';
import { ok, fail as failed, type Outcome } from '../../engine/tournament/index.js';
import { registry } from '../game/registry.js';
import { sha256 } from '../store/log-chain.js';
import type { Minter } from '../tournament/link-ledger.js';
import { mintLinks } from '../tournament/links.js';
import type { Actor, GameResult, PlayersPerGame, ScenarioSpec } from '../tournament/model.js';
import { standardSeating } from '../../engine/rules/seating.js';
import { tournaments } from '../tournament/setup.js';
import { origin, sendJson } from './api.js';
import { answer, bodyOf, refuse, requireActor, type TournamentRequest } from './tournament-api.js';
import { fullView, scheduleActions } from './tournament-schedule.js';
import { zonedInstant } from '../tournament/zoned-time.js';
import * as S from './tournament-schemas.js';
import { checkFormatOptions, presetActions } from './tournament-presets.js';

/** A scenario (with the players a game and the rules options) that starts a game, checked by
 *  the engine's own set-up without opening anything, so pairing never fails half-way. */
function checkScenario(where: string, spec: ScenarioSpec, players: PlayersPerGame, options: Record<string, unknown> | undefined): Outcome<null> {
  const scenario = typeof spec === 'string' ? DEMO_SCENARIOS[spec] : spec;
  if (!scenario) return failed('tournament/unknown_scenario', `${where}: no demonstration scenario "${spec}" (known: ${Object.keys(DEMO_SCENARIOS).join(', ')}); or send a whole scenario object.`);
  const started = startGame({ type: 'StartGame', scenario: scenario as never, players, seed: 'check', ...(options ? { options: options as never } : {}) });
  return started.ok ? ok(null) : failed('tournament/bad_scenario', `${where}: ${started.rejection.code}: ${started.rejection.message}`);
}

async function create(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf({ req, res }, S.createTournamentSchema);
  if (!body) return;
  const options = checkFormatOptions(body.format, body.formatOptions);
  if (!options.ok) return refuse(res, options.rejection);
  // Every scenario is checked now, so that pairing never fails half-way on a bad one.
  for (const [where, spec] of [['scenario', body.scenario] as const, ...Object.entries(body.roundScenarios ?? {}).map(([k, v]) => [`roundScenarios.${k}`, v] as const)]) {
    const checked = checkScenario(where, spec, body.playersPerGame, body.rulesOptions);
    if (!checked.ok) return refuse(res, checked.rejection);
  }
  const made = await tournaments().create({ name: body.name, scenario: body.scenario, playersPerGame: body.playersPerGame, format: body.format, ...(body.formatOptions ? { formatOptions: body.formatOptions } : {}), ...(body.deadlineForfeit ? { deadlineForfeit: body.deadlineForfeit } : {}), ...(body.roundScenarios ? { roundScenarios: body.roundScenarios } : {}), ...(body.rulesOptions ? { rulesOptions: body.rulesOptions } : {}) });
  const page = (token: string) => `${origin(req)}/?tournament=${made.id}&token=${token}`;
  sendJson(res, 201, {
    id: made.id,
    seedHash: sha256(made.state.seed),
    url: `${origin(req)}/?tournament=${made.id}`,
    organizer: { token: made.organizerToken, url: page(made.organizerToken) },
    referee: { token: made.refereeToken, url: page(made.refereeToken) },
  });
}

/** An entrant's own page: his token in the link (shown once, never stored). */
const entrantUrl = (t: TournamentRequest, token: string) => `${origin(t.req)}/?tournament=${t.id}&token=${token}`;

const view = (t: TournamentRequest) => () => fullView(tournaments().known(t.id), t);

function gameIndex(n: string | undefined): 0 | 1 | null {
  return n === '1' ? 0 : n === '2' ? 1 : null;
}

/** Mints seat links for a game: a player's own army's seats; every seat and a game referee
 *  link for the organizer and the referee. */
async function seatLinks(t: TournamentRequest, actor: Actor, matchId: string, index: 0 | 1): Promise<void> {
  const s = tournaments().known(t.id);
  const m = s.matches.find((x) => x.id === matchId && !x.void);
  if (!m) return refuse(t.res, { code: 'match/unknown', message: `There is no match ${matchId}.` });
  const game = m.games[index];
  const official = actor.role === 'organizer' || actor.role === 'referee';
  if (!official && !(actor.role === 'entrant' && (actor.entrantId === m.a || actor.entrantId === m.b)))
    return refuse(t.res, { code: 'auth/not_your_match', message: `Seat links of ${matchId} go to its players, the organizer and the referee.` });
  // A finished game is not kept in memory after a restart; its seats are the standard seating.
  const seats = registry().sessions.get(game.gameId)?.state.seats ?? standardSeating(s.playersPerGame);
  const armies = official ? (['south', 'north'] as const) : [game.armies[actor.entrantId!]!];
  const minter: Minter = official ? (actor.role as 'organizer' | 'referee') : `entrant:${actor.entrantId!}`;
  const links = await mintLinks(registry().store.db, origin(t.req), game.gameId, seats, armies, official, { tournamentId: t.id, minter, at: registry().now() });
  sendJson(t.res, 201, { match: matchId, game: index + 1, gameId: game.gameId, armies: game.armies, ...links });
}

async function gameAction(t: TournamentRequest, matchId: string, n: string, verb: string): Promise<boolean> {
  const index = gameIndex(n);
  if (index === null) {
    refuse(t.res, { code: 'match/unknown_game', message: `A match has games 1 and 2; there is no game ${n}.` });
    return true;
  }
  const service = tournaments();
  if (verb === 'report') {
    const body = await bodyOf(t, S.gameResultSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'GameReported', matchId, game: index, result: body as GameResult }), view(t));
  } else if (verb === 'confirm') {
    const body = await bodyOf(t, S.confirmSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'GameConfirmed', matchId, game: index, reportSeq: body.report }), view(t));
  } else if (verb === 'result') {
    const body = await bodyOf(t, S.setResultSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'GameResultSet', matchId, game: index, result: body.result as GameResult }, body.reason), view(t));
  } else if (verb === 'links') {
    const body = await bodyOf(t, S.emptySchema);
    const actor = body && requireActor(t);
    if (body && actor) await seatLinks(t, actor, matchId, index);
  } else return false;
  return true;
}

/** POST routes under /api/tournaments/<id>; false when none matches. */
async function route(t: TournamentRequest): Promise<boolean> {
  if (t.req.method !== 'POST') return false;
  if (await scheduleActions(t)) return true;
  const service = tournaments();
  const [what, x, y, z, w] = t.path;
  if (what === 'registration' && !x) {
    const body = await bodyOf(t, S.registrationSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: body.open ? 'RegistrationOpened' : 'RegistrationClosed' }), view(t));
  } else if (what === 'entrants' && !x) {
    const body = await bodyOf(t, S.signUpSchema);
    if (!body) return true;
    // Anyone may sign up while registration is open; the organizer enters late entries.
    const actor = t.actor?.role === 'organizer' ? t.actor : { role: 'entrant' as const };
    const done = await service.register(t.id, actor, body.name, body.members, { ...(body.contact !== undefined ? { contact: body.contact } : {}), ...(body.profile ? { profile: body.profile } : {}) });
    answer(t.res, done, (v) => ({ entrantId: v.entrantId, token: v.token, url: entrantUrl(t, v.token), joinedRound: v.state.entrants.find((e) => e.id === v.entrantId)!.joinedRound }), 201);
  } else if (what === 'entrants' && x && y === 'token' && !z) {
    // The organizer replaces a lost entrant token (the old one is refused from now on).
    const body = await bodyOf(t, S.reissueTokenSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.reissueToken(t.id, actor, x, body.reason), (v) => ({ entrantId: x, token: v.token, url: entrantUrl(t, v.token) }), 201);
  } else if (what === 'entrants' && x && y === 'drop' && !z) {
    const body = await bodyOf(t, S.dropSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'EntrantDropped', entrantId: x }, body.reason ?? null), view(t));
  } else if (what === 'rounds' && !x) {
    const body = await bodyOf(t, S.pairSchema);
    const actor = body && requireActor(t);
    if (body && actor) {
      // The round's deadline, given with the pairing (date, time, IANA zone).
      const deadline = body.deadline ? zonedInstant(body.deadline.date, body.deadline.time, body.deadline.zone) : null;
      if (deadline && !deadline.ok) return refuse(t.res, deadline.rejection), true;
      const done = await service.pairRound(t.id, actor, { ...(body.round !== undefined ? { round: body.round } : {}), ...(body.ignoreDisputes ? { ignoreDisputes: true } : {}) }, body.reason ?? null, deadline ? { at: deadline.value, zone: body.deadline!.zone } : undefined);
      answer(t.res, done, (s) => ({ round: s.rounds[s.rounds.length - 1], tournament: view(t)() }), 201);
    }
  } else if (what === 'bracket' && !x) {
    const body = await bodyOf(t, S.pairSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.pairBracket(t.id, actor, body.ignoreDisputes ? { ignoreDisputes: true } : {}), view(t), 201);
  } else if (what === 'rounds' && x && y === 'results' && !z) {
    return presetActions.result(t, x);
  } else if (what === 'rounds' && x && (y === 'report' || y === 'confirm') && !z) {
    return presetActions.report(t, x, y);
  } else if (what === 'rounds' && x && y === 'scenarios' && !z) {
    return presetActions.scenarios(t, x);
  } else if (what === 'rounds' && x && y === 'tables' && z && w === 'scenario' && t.path.length === 5) {
    return presetActions.scenarios(t, x, z);
  } else if (what === 'final' && !x) {
    return presetActions.final(t);
  } else if (what === 'requests' && !x) {
    return presetActions.request(t);
  } else if (what === 'matches' && x && y === 'games' && z && w && t.path.length === 5) {
    return gameAction(t, x, z, w);
  } else if (what === 'disputes' && !x) {
    const body = await bodyOf(t, S.disputeSchema);
    const actor = body && requireActor(t);
    if (!body || !actor) return true;
    const opened = await service.act(t.id, actor, (s) => ({ kind: 'DisputeOpened', disputeId: `D${s.disputes.length + 1}`, matchId: body.match, game: (body.game - 1) as 0 | 1, text: body.text }));
    answer(t.res, opened, (s) => ({ disputeId: s.disputes[s.disputes.length - 1]!.id }), 201);
  } else if (what === 'disputes' && x && y === 'ruling' && !z) {
    const body = await bodyOf(t, S.rulingSchema);
    const actor = body && requireActor(t);
    if (body && actor) answer(t.res, await service.act(t.id, actor, { kind: 'DisputeRuled', disputeId: x, result: body.result as GameResult | null }, body.reason), view(t));
  } else return false;
  return true;
}

export const tournamentActions = { create, route };
