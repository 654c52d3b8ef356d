// The tournaments of the referee: each change decided by the pure apply (apply.ts) on the state
// folded from the stored log, then appended; one change at a time per tournament, so a
// pairing's game rooms and the finished-game hook never interleave. Pairing opens two game
// rooms per match (sides swapped); re-pairing a round voids its old games and closes their
// rooms (game-rooms.ts), as it does the rooms of a pairing that could not be completed; a game
// that ends in its room has its result attached to the match report (`onGameFinished`), and on
// start-up any finished game whose result is not attached yet (the referee stopped in
// between) is attached then.
import { isStoreError } from '../store/sql.js';
import type { GameState } from '../../engine/state.js';
import { fail, ok, type Outcome, type PlayerId, type TournamentFormat } from '../../engine/tournament/index.js';
import { planPresetRound } from './preset-plan.js';
import type { EntrantProfile } from './preset-model.js';
import { apply, created } from './apply.js';
import { armyOutcome, resultForEntrants } from './game-result.js';
import type { GameRooms } from './game-rooms.js';
import type { Action, ActionEntry, Actor, NewMatch, PlannedMatch, PlayersPerGame, ScenarioSpec, TournamentState } from './model.js';
import { planBracket, planRound, type PairOptions } from './plan.js';
import { newToken } from '../game/session.js';
import { sha256 } from '../store/log-chain.js';
import { newTournamentId, TournamentStore } from './store.js';
import { announceRevoked, revokeForAction, type RevokedLink } from './link-ledger.js';
import { scenarioFor } from './to-event.js';
import type { DeadlineForfeit, RoundDeadline } from './schedule-model.js';

export interface NewTournament {
  name: string;
  scenario: ScenarioSpec;
  roundScenarios?: Record<string, ScenarioSpec>;
  playersPerGame?: PlayersPerGame;
  rulesOptions?: Record<string, unknown> | null;
  format?: TournamentFormat;
  /** A preset's options (its event file's `options`, docs/tournament-format.md). */
  formatOptions?: Record<string, unknown>;
  deadlineForfeit?: DeadlineForfeit;
}

/** A write refused because its key is taken: SQLite's and PostgreSQL's unique violations. */
function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed|duplicate key value/i.test(e?.message ?? '');
}

export class TournamentService {
  private readonly cache = new Map<string, TournamentState>();
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(
    readonly store: TournamentStore,
    private readonly games: GameRooms,
    private readonly now: () => number,
    private readonly newSeed: () => string,
    /** Other referee processes append to the same tournaments (a cluster, issue 18): a cached
     *  state is brought up to date from the store before each use, and an append that lost
     *  the race for its sequence number is decided again on the newer state. */
    private readonly shared = false,
  ) {}

  async state(id: string): Promise<TournamentState | null> {
    const cached = this.cache.get(id);
    if (cached && this.shared) return this.caughtUp(id, cached);
    if (cached) return cached;
    const folded = await this.store.fold(id);
    if (!folded) return null;
    // Another read may have folded it meanwhile, or a change cached a newer state: keep that.
    const now = this.cache.get(id);
    if (now) return now;
    this.cache.set(id, folded);
    return folded;
  }

  /** The cached state with the actions other processes appended since (cluster). */
  private async caughtUp(id: string, cached: TournamentState): Promise<TournamentState> {
    let state = cached;
    for (const entry of await this.store.read(id, cached.seq)) {
      const next = apply(state, entry, false);
      if (!next.ok) throw new Error(`tournament ${id}, action ${entry.seq} no longer applies: ${next.rejection.code}`);
      state = next.value;
    }
    // A newer state cached meanwhile (by this process's own change) is kept.
    if (state !== cached && (this.cache.get(id)?.seq ?? 0) < state.seq) this.cache.set(id, state);
    return this.cache.get(id) ?? state;
  }

  /** The state of a tournament this request has already read with `state` (the HTTP routes
   *  read it once on the way in): from memory, never from the store. */
  known(id: string): TournamentState {
    const s = this.cache.get(id);
    if (!s) throw new Error(`tournament ${id} was not read before`);
    return s;
  }

  /** Runs changes to one tournament one at a time. */
  private serial<T>(id: string, work: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(id) ?? Promise.resolve()).then(work, work);
    this.tails.set(id, run.catch(() => undefined));
    return run;
  }

  private entry(s: TournamentState | null, actor: Actor, action: Action, reason: string | null): ActionEntry {
    return { seq: (s?.seq ?? 0) + 1, at: this.now(), actor, reason: reason?.trim() || null, action };
  }

  /** Decides and appends one action. The games of matches it voids (a re-paired round) are
   *  marked void in the same transaction, then their rooms are closed. */
  private async commit(id: string, actor: Actor | ((s: TournamentState) => Actor), action: Action | ((s: TournamentState) => Action), reason: string | null, attempt = 0): Promise<Outcome<TournamentState>> {
    const s = await this.state(id);
    if (!s) return fail('tournament/unknown', `There is no tournament ${id}.`);
    // Built from the state it is decided on (again, when a retry sees a newer one).
    const entry = this.entry(s, typeof actor === 'function' ? actor(s) : actor, typeof action === 'function' ? action(s) : action, reason);
    const next = apply(s, entry);
    if (!next.ok) return next;
    const voided = voidedGames(s, next.value);
    let revoked: RevokedLink[];
    try {
      revoked =
        (await this.store.append(id, entry, async (tx) => {
          await this.store.voidGames(voided, entry.at, tx);
          return revokeForAction(tx, id, entry);
        })) ?? [];
    } catch (err) {
      // The log may be ahead of the cached state: another process appended this sequence
      // number first (a cluster), or this append landed though the database's answer was lost
      // (store/outcome_unknown, PostgreSQL). The cached state is dropped, so the next read
      // folds the log again, and a duplicate is decided again on the state that includes the
      // action before it (nothing of this attempt was written). Kept, the stale state would
      // give every later action a sequence number the log already holds.
      const unknown = isStoreError(err, 'store/outcome_unknown');
      if (unknown || isDuplicateKey(err)) this.cache.delete(id);
      if (unknown || attempt >= 5 || !isDuplicateKey(err)) throw err;
      return this.commit(id, actor, action, reason, attempt + 1);
    }
    announceRevoked(revoked);
    this.cache.set(id, next.value);
    await this.games.close(voided);
    return next;
  }

  /** Games opened for a pairing that was then refused: void, so nothing restores them. */
  private async discard(gameIds: readonly string[]): Promise<void> {
    await this.store.voidGames(gameIds, this.now());
    await this.games.close(gameIds);
  }

  /** A new tournament (its seed recorded now), with the organizer's and the referee's tokens. */
  async create(input: NewTournament): Promise<{ id: string; organizerToken: string; refereeToken: string; state: TournamentState }> {
    const id = newTournamentId();
    const organizerToken = newToken();
    const refereeToken = newToken();
    const action: Action = {
      kind: 'TournamentCreated',
      name: input.name.trim(),
      seed: this.newSeed(),
      format: input.format ?? 'ot2022',
      ...(input.formatOptions ? { formatOptions: input.formatOptions } : {}),
      playersPerGame: input.playersPerGame ?? 2,
      scenario: input.scenario,
      roundScenarios: input.roundScenarios ?? {},
      rulesOptions: input.rulesOptions ?? null,
      organizerTokenHash: sha256(organizerToken),
      refereeTokenHash: sha256(refereeToken),
      ...(input.deadlineForfeit ? { deadlineForfeit: input.deadlineForfeit } : {}),
    };
    const entry = this.entry(null, { role: 'organizer' }, action, null);
    await this.store.append(id, entry);
    const state = created(id, entry);
    this.cache.set(id, state);
    return { id, organizerToken, refereeToken, state };
  }

  /** One action (or one built from the current state, e.g. a dispute's next id). */
  act(id: string, actor: Actor, action: Action | ((s: TournamentState) => Action), reason: string | null = null): Promise<Outcome<TournamentState>> {
    return this.serial(id, async () => {
      const s = await this.state(id);
      if (!s) return fail('tournament/unknown', `There is no tournament ${id}.`);
      return await this.commit(id, actor, action, reason);
    });
  }

  /** Signs an entrant up (or the organizer enters one late); the entrant's token is returned once. */
  register(id: string, actor: Actor, name: string, members: string[], extra: { contact?: string; profile?: EntrantProfile } = {}): Promise<Outcome<{ entrantId: PlayerId; token: string; state: TournamentState }>> {
    return this.serial(id, async () => {
      const token = newToken();
      // The entrant's id follows the entrants there are when the action is decided.
      const idIn = (s: TournamentState): PlayerId => `e${s.entrants.length + 1}`;
      let entrantId: PlayerId = '';
      const signer = (s: TournamentState): Actor => (actor.role === 'organizer' ? actor : { role: 'entrant', entrantId: idIn(s) });
      const done = await this.commit(id, signer, (s) => ({ kind: 'EntrantRegistered', entrantId: (entrantId = idIn(s)), name, members, tokenHash: sha256(token), ...(extra.contact?.trim() ? { contact: extra.contact } : {}), ...(extra.profile ? { profile: extra.profile } : {}) }), null);
      return done.ok ? ok({ entrantId, token, state: done.value }) : done;
    });
  }

  /** The organizer replaces an entrant's lost token; the new one is returned once. */
  async reissueToken(id: string, actor: Actor, entrantId: PlayerId, reason: string | null): Promise<Outcome<{ token: string; state: TournamentState }>> {
    const token = newToken();
    const done = await this.act(id, actor, { kind: 'EntrantTokenReissued', entrantId, tokenHash: sha256(token) }, reason);
    return done.ok ? ok({ token, state: done.value }) : done;
  }

  /** Opens two game rooms per planned match, then appends the pairing; if a room cannot be
   *  opened or the pairing is refused, the rooms opened for it are voided and closed. */
  private async pairWithRooms(s: TournamentState, actor: Actor, planned: readonly PlannedMatch[], round: number | 'bracket', action: (matches: NewMatch[]) => Action, reason: string | null): Promise<Outcome<TournamentState>> {
    const out: NewMatch[] = [];
    const opened: string[] = [];
    for (const m of planned) {
      for (let g = 0; g < 2; g++) {
        const game = await this.games.open(scenarioFor(s, round), s.playersPerGame, s.rulesOptions);
        if (!game.ok) {
          await this.discard(opened);
          return fail(game.rejection.code, `${m.id}, game ${g + 1}: ${game.rejection.message}`);
        }
        opened.push(game.value);
      }
      out.push({ ...m, gameIds: [opened[opened.length - 2]!, opened[opened.length - 1]!] });
    }
    const done = await this.commit(s.id, actor, action(out), reason);
    if (!done.ok) await this.discard(opened);
    return done;
  }

  /** Pairs the next Swiss round (or re-pairs the last), opening two game rooms per match. */
  pairRound(id: string, actor: Actor, options: PairOptions = {}, reason: string | null = null, deadline?: RoundDeadline): Promise<Outcome<TournamentState>> {
    return this.serial(id, async () => {
      const s = await this.state(id);
      if (!s) return fail('tournament/unknown', `There is no tournament ${id}.`);
      if (s.preset) {
        // A preset's round: paired or seated by its own rules, no game rooms (preset-plan.ts).
        const preset = planPresetRound(s, actor, options.round);
        return preset.ok ? await this.commit(id, actor, { kind: 'PresetRoundPaired', round: preset.value.round }, reason) : preset;
      }
      const plan = planRound(s, actor, options);
      if (!plan.ok) return plan;
      const { round, pairings } = plan.value;
      return this.pairWithRooms(s, actor, plan.value.matches, round, (matches) => ({ kind: 'RoundPaired', round, pairings: [...pairings], matches, ...(deadline ? { deadline } : {}) }), reason);
    });
  }

  /** Pairs every bracket match whose players are known (the quarter finals first). */
  pairBracket(id: string, actor: Actor, options: PairOptions = {}): Promise<Outcome<TournamentState>> {
    return this.serial(id, async () => {
      const s = await this.state(id);
      if (!s) return fail('tournament/unknown', `There is no tournament ${id}.`);
      const plan = planBracket(s, actor, options);
      if (!plan.ok) return plan;
      const seeds = [...plan.value.seeds];
      return this.pairWithRooms(s, actor, plan.value.matches, 'bracket', (matches) => ({ kind: 'BracketPaired', seeds, matches }), null);
    });
  }

  /** A game of a tournament ended in its room: its result goes into the match report. */
  async gameFinished(gameId: string, state: GameState): Promise<Outcome<TournamentState> | null> {
    const link = await this.store.gameLink(gameId);
    if (!link || state.winner === null) return null;
    return this.serial(link.tournamentId, async () => {
      const s = (await this.state(link.tournamentId))!;
      const match = s.matches.find((m) => m.id === link.matchId && m.games[link.game].gameId === gameId);
      const game = match?.games[link.game];
      if (!match || !game || match.void || game.roomResult) return null;
      const result = resultForEntrants(armyOutcome(state), game.armies);
      return await this.commit(link.tournamentId, { role: 'room' }, { kind: 'GameFinished', matchId: match.id, game: link.game, gameId, result }, null);
    });
  }

  /** On start-up: attaches results of games that finished while no one was listening. */
  async catchUp(stateOf: (gameId: string) => Promise<GameState | null>): Promise<number> {
    let attached = 0;
    for (const id of await this.store.ids())
      for (const gameId of await this.store.finishedGames(id)) {
        const st = await stateOf(gameId);
        if (st && (await this.gameFinished(gameId, st))?.ok) attached++;
      }
    return attached;
  }
}

/** The games of the matches an action has just voided (a re-paired round's old matches). */
function voidedGames(before: TournamentState, after: TournamentState): string[] {
  const wasLive = new Set(before.matches.filter((m) => !m.void).map((m) => m.games[0].gameId));
  return after.matches.filter((m) => m.void && wasLive.has(m.games[0].gameId)).flatMap((m) => m.games.map((g) => g.gameId));
}
