// The tournament's one decision function: an action entry applied to the state, or refused as
// data (`area/reason` code and a sentence). It decides who may do what (organizer, referee,
// the entrants of a match, a room) and what state each action needs, so the HTTP handlers only
// turn tokens into actors. The same function folds the stored log (fold.ts): what was accepted
// once is accepted again on replay. Results and disputes are in apply-results.ts.
import { computeBracket, validateEvent } from '../../engine/tournament/index.js';
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import { applyResultAction } from './apply-results.js';
import { applyScheduleAction, checkContact, deadlineWithPairing, withContact } from './apply-schedule.js';
import { applyPresetAction, checkPresetEvent, checkProfile, noBracket } from './apply-presets.js';
import { armiesFor, type Action, type ActionEntry, type NewMatch, type TournamentMatch, type TournamentState } from './model.js';
import { requireRole } from './roles.js';
import { toEvent } from './to-event.js';

export type Applied = Outcome<TournamentState>;

/** The state right after the tournament is created. */
export function created(id: string, entry: ActionEntry): TournamentState {
  const a = entry.action;
  if (a.kind !== 'TournamentCreated') throw new Error('a tournament log begins with TournamentCreated');
  return {
    id,
    name: a.name,
    seed: a.seed,
    format: a.format,
    playersPerGame: a.playersPerGame,
    scenario: a.scenario,
    roundScenarios: a.roundScenarios,
    rulesOptions: a.rulesOptions,
    createdAt: entry.at,
    registrationOpen: false,
    entrants: [],
    rounds: [],
    bracketSeeds: null,
    matches: [],
    disputes: [],
    tokens: { [a.organizerTokenHash]: { role: 'organizer' }, [a.refereeTokenHash]: { role: 'referee' } },
    retiredTokens: {},
    seq: 1,
    ...(a.deadlineForfeit ? { deadlineForfeit: a.deadlineForfeit } : {}),
    ...(a.format !== 'ot2022' ? { preset: { options: a.formatOptions ?? {}, rounds: [], final: null } } : {}),
  };
}

function newMatches(s: TournamentState, list: readonly NewMatch[], round: number | null): TournamentMatch[] {
  return list.map((m) => ({
    id: m.id,
    stage: round === null ? 'bracket' : 'swiss',
    round,
    bracketMatch: m.bracketMatch,
    table: m.table,
    a: m.a,
    b: m.b,
    void: false,
    games: [0, 1].map((index) => ({ index, gameId: m.gameIds[index]!, armies: armiesFor(m.a, m.b, index as 0 | 1), result: null, source: null, roomResult: null, report: null })) as unknown as TournamentMatch['games'],
  }));
}

function register(s: TournamentState, entry: ActionEntry, a: Extract<Action, { kind: 'EntrantRegistered' }>): Applied {
  if (entry.actor.role !== 'organizer' && entry.actor.role !== 'entrant') return requireRole(entry.actor, ['organizer', 'entrant'], 'Signing up')!;
  if (s.bracketSeeds) return fail('registration/bracket_started', 'The elimination bracket has started; no more entries.');
  if (entry.actor.role === 'entrant' && !s.registrationOpen) return fail('registration/closed', 'Registration is closed; ask the organizer for a late entry.');
  const name = a.name.trim();
  if (name.length === 0 || name.length > 60) return fail('entrant/bad_name', 'An entrant needs a name (a VASSAL ID or a team name) of 1 to 60 characters.');
  if (s.entrants.some((e) => e.name.toLowerCase() === name.toLowerCase())) return fail('entrant/name_taken', `"${name}" is already entered; reports name entrants, so names must differ.`);
  if (s.entrants.some((e) => e.id === a.entrantId)) return fail('entrant/duplicate', `"${a.entrantId}" is already an entrant.`);
  const seats = s.playersPerGame / 2;
  if (a.members.length > seats) return fail('entrant/too_many_members', `A team fills one army's seats: at most ${seats} members with ${s.playersPerGame} players a game.`);
  if (a.members.some((m) => m.trim().length === 0 || m.length > 60)) return fail('entrant/bad_member', 'Each team member needs a name of 1 to 60 characters.');
  const profile = checkProfile(s.format, a.profile);
  if (!profile.ok) return profile;
  // A late entry is paired from the next round on, with 0 points (docs/tournament-format.md).
  const joinedRound = (s.preset ? s.preset.rounds.length : s.rounds.length) + 1;
  const tokens = { ...s.tokens, [a.tokenHash]: { role: 'entrant' as const, entrantId: a.entrantId } };
  const next = { ...s, tokens, entrants: [...s.entrants, { id: a.entrantId, name, members: a.members.map((m) => m.trim()), dropped: false, joinedRound, ...(a.profile ? { profile: a.profile } : {}) }] };
  // Contact details given at sign-up (optional; apply-schedule.ts).
  if (a.contact === undefined) return ok(next);
  const contact = checkContact(a.contact);
  return contact.ok ? ok(withContact(next, a.entrantId, contact.value)) : contact;
}

/** A lost entrant token replaced by the organizer: the new one opens the entrant's pages, the
 *  old one is refused from now on (auth/token_replaced), and the reason is in the audit trail. */
function reissueToken(s: TournamentState, entry: ActionEntry, a: Extract<Action, { kind: 'EntrantTokenReissued' }>): Applied {
  const refused = requireRole(entry.actor, ['organizer'], 'Issuing a new entrant token');
  if (refused) return refused;
  if (!entry.reason?.trim()) return fail('audit/reason_required', 'Say why the entrant gets a new token (e.g. "lost his link, asked by e-mail"): it goes into the audit trail.');
  if (!s.entrants.some((e) => e.id === a.entrantId)) return fail('entrant/unknown', `"${a.entrantId}" is not an entrant.`);
  const old = Object.keys(s.tokens).filter((h) => s.tokens[h]!.entrantId === a.entrantId);
  const tokens = Object.fromEntries(Object.entries(s.tokens).filter(([h]) => !old.includes(h)));
  const retired = Object.fromEntries(old.map((h) => [h, { entrantId: a.entrantId, at: entry.at }]));
  return ok({ ...s, tokens: { ...tokens, [a.tokenHash]: { role: 'entrant', entrantId: a.entrantId } }, retiredTokens: { ...s.retiredTokens, ...retired } });
}

function applyAction(s: TournamentState, entry: ActionEntry): Applied {
  const { actor, action: a } = entry;
  switch (a.kind) {
    case 'TournamentCreated':
      return fail('tournament/already_created', 'This tournament exists already.');
    case 'RegistrationOpened': {
      const refused = requireRole(actor, ['organizer'], 'Opening registration');
      if (refused) return refused;
      if (s.bracketSeeds) return fail('registration/bracket_started', 'The elimination bracket has started; no more entries.');
      if (s.registrationOpen) return fail('registration/already_open', 'Registration is already open.');
      return ok({ ...s, registrationOpen: true });
    }
    case 'RegistrationClosed': {
      const refused = requireRole(actor, ['organizer'], 'Closing registration');
      if (refused) return refused;
      if (!s.registrationOpen) return fail('registration/not_open', 'Registration is not open.');
      return ok({ ...s, registrationOpen: false });
    }
    case 'EntrantRegistered':
      return register(s, entry, a);
    case 'EntrantTokenReissued':
      return reissueToken(s, entry, a);
    case 'EntrantDropped': {
      if (!(actor.role === 'organizer' || (actor.role === 'entrant' && actor.entrantId === a.entrantId)))
        return fail('auth/wrong_role', "Dropping an entrant needs the organizer's token or that entrant's own.");
      const e = s.entrants.find((x) => x.id === a.entrantId);
      if (!e) return fail('entrant/unknown', `"${a.entrantId}" is not an entrant.`);
      if (e.dropped) return fail('entrant/already_dropped', `${e.name} has already dropped.`);
      return ok({ ...s, entrants: s.entrants.map((x) => (x.id === a.entrantId ? { ...x, dropped: true } : x)) });
    }
    case 'PresetRoundPaired':
    case 'PresetResultSet':
    case 'PresetFinalSet':
    case 'PresetRequestMade':
    case 'PresetScenariosSet':
    case 'PresetScenarioChoice':
    case 'PresetResultReported':
    case 'PresetResultConfirmed':
      return applyPresetAction(s, entry, a);
    case 'RoundPaired': {
      const refused = requireRole(actor, ['organizer'], 'Pairing a round');
      if (refused) return refused;
      if (s.preset) return fail('format/preset_rounds', `A ${s.format} tournament's rounds are paired by its preset, without game rooms.`);
      if (s.registrationOpen) return fail('pairing/registration_open', 'Close registration before pairing a round.');
      const repair = a.round === s.rounds.length;
      if (!repair && a.round !== s.rounds.length + 1) return fail('pairing/round_out_of_order', `Round ${a.round} cannot be paired now; the next is round ${s.rounds.length + 1}.`);
      const round = { number: a.round, pairings: a.pairings };
      const rounds = repair ? s.rounds.map((r) => (r.number === a.round ? round : r)) : [...s.rounds, round];
      const matches = s.matches.map((m) => (repair && m.stage === 'swiss' && m.round === a.round ? { ...m, void: true } : m));
      const paired = { ...s, rounds, matches: [...matches, ...newMatches(s, a.matches, a.round)] };
      return a.deadline ? deadlineWithPairing(paired, entry, a.round, a.deadline) : ok(paired);
    }
    case 'BracketPaired': {
      const refused = requireRole(actor, ['organizer'], 'Pairing the bracket');
      if (refused) return refused;
      if (s.preset) return noBracket(s);
      if (s.bracketSeeds && s.bracketSeeds.join() !== a.seeds.join()) return fail('bracket/seeds_changed', 'The Top 8 is published; its seeds do not change.');
      const taken = new Set(s.matches.filter((m) => !m.void).map((m) => m.id));
      const again = a.matches.find((m) => taken.has(m.id));
      if (again) return fail('bracket/already_paired', `${again.id} is already paired.`);
      return ok({ ...s, registrationOpen: false, bracketSeeds: a.seeds, matches: [...s.matches, ...newMatches(s, a.matches, null)] });
    }
    case 'RoundDeadlineSet':
    case 'MatchTimesProposed':
    case 'MatchTimeAccepted':
    case 'RefereeNoteWritten':
    case 'ContactSet':
    case 'DeadlineForfeitsApplied':
      return applyScheduleAction(s, entry, a);
    default:
      return applyResultAction(s, entry);
  }
}

/** Every bracket match with games must be between the players the bracket now gives it. */
function checkBracket(s: TournamentState): Applied | null {
  if (!s.bracketSeeds) return null;
  const b = computeBracket(toEvent(s));
  if (!b.ok) return b;
  for (const m of s.matches.filter((x) => x.stage === 'bracket' && !x.void)) {
    const now = b.value.matches.find((x) => x.match === m.bracketMatch)!;
    if (now.a === null || now.b === null || [now.a, now.b].sort().join() !== [m.a, m.b].sort().join())
      return fail('bracket/next_match_paired', `${m.id} is already paired as ${m.a} v ${m.b}; this change would send other players there. Rule on that match's games before ${m.id} is paired, or correct its games instead.`);
  }
  return null;
}

/**
 * Applies one entry. `check` (for new actions) also checks that the published event stays valid
 * (engine/tournament/validate.ts: one result per pairing, players in their matches…) and that
 * the bracket still holds; replaying the stored log skips that, it was checked when appended.
 */
export function apply(s: TournamentState, entry: ActionEntry, check = true): Applied {
  const next = applyAction(s, entry);
  if (!next.ok) return next;
  const value = { ...next.value, seq: s.seq + 1 };
  if (check) {
    const valid = validateEvent(toEvent(value));
    if (!valid.ok) return valid;
    const bracket = checkBracket(value);
    if (bracket) return bracket;
    const preset = checkPresetEvent(value);
    if (!preset.ok) return preset;
  }
  return ok(value);
}
