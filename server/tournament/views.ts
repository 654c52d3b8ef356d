// What the tournament pages and the HTTP API show: the tournament with its entrants, rounds,
// matches, standings and bracket, all computed from the state by the pure tournament math;
// dispute texts only to the referee, the organizer and the players of the match.
import { computeBracket, computeStandings, roundsOf, scoreMatch, swissRounds, type PlayerId } from '../../engine/tournament/index.js';
import type { Action, Actor, ActionEntry, Dispute, TournamentMatch, TournamentState } from './model.js';
import { sha256 } from '../store/log-chain.js';
import { actorLabel } from './store.js';
import { matchResult, toEvent } from './to-event.js';
import { presetPhase, presetView } from './preset-view.js';
import { toPresetEvent } from './preset-event.js';

export type Phase = 'setup' | 'registration' | 'swiss' | 'swiss-complete' | 'bracket' | 'finished';

export function phaseOf(s: TournamentState): Phase {
  if (s.preset) return presetPhase(s);
  if (s.registrationOpen) return 'registration';
  if (s.bracketSeeds) {
    const b = computeBracket(toEvent(s));
    return b.ok && b.value.champion ? 'finished' : 'bracket';
  }
  if (s.rounds.length === 0) return 'setup';
  return s.rounds.length >= swissRounds(s.entrants.length) && s.matches.every((m) => m.void || matchResult(m)) ? 'swiss-complete' : 'swiss';
}

function official(viewer: Actor | null): boolean {
  return viewer?.role === 'organizer' || viewer?.role === 'referee';
}

function mayReadDispute(viewer: Actor | null, d: Dispute, m: TournamentMatch | undefined): boolean {
  return official(viewer) || (viewer?.role === 'entrant' && !!m && (viewer.entrantId === m.a || viewer.entrantId === m.b));
}

/**
 * The event seed is published as its SHA-256 until round 1 is paired, then revealed (as a game's
 * seed is): round 1's pairing derives from it and from the entrant ids, so knowing it during
 * registration would let an entrant time his sign-up to choose his first opponent.
 */
export function seedFor(s: TournamentState, viewer: Actor | null): string | null {
  return s.rounds.length > 0 || official(viewer) ? s.seed : null;
}

/** The event file as published: the seed replaced by `sha256:<hash>` until it is revealed. */
export function publicEvent(s: TournamentState, viewer: Actor | null) {
  return { ...toEvent(s), seed: seedFor(s, viewer) ?? `sha256:${sha256(s.seed)}` };
}

export function matchView(s: TournamentState, m: TournamentMatch, finished: (gameId: string) => boolean) {
  const r = matchResult(m);
  const score = m.stage === 'swiss' && r ? scoreMatch(r) : null;
  return {
    id: m.id,
    stage: m.stage,
    round: m.round,
    bracketMatch: m.bracketMatch,
    table: m.table,
    a: m.a,
    b: m.b,
    void: m.void,
    complete: r !== null,
    points: score ? { [m.a]: score.pointsA, [m.b]: score.pointsB, outcome: score.outcome } : null,
    games: m.games.map((g) => ({
      game: g.index + 1,
      gameId: g.gameId,
      armies: g.armies,
      finishedInRoom: finished(g.gameId),
      result: g.result,
      source: g.source,
      roomResult: g.roomResult,
      report: g.report,
      log: { text: `/api/tournaments/${s.id}/matches/${m.id}/games/${g.index + 1}/log?format=text`, json: `/api/tournaments/${s.id}/matches/${m.id}/games/${g.index + 1}/log` },
      disputes: s.disputes.filter((d) => d.matchId === m.id && d.game === g.index).map((d) => d.id),
    })),
  };
}

export function disputeView(s: TournamentState, d: Dispute, viewer: Actor | null) {
  const m = s.matches.find((x) => x.id === d.matchId && !x.void);
  const readable = mayReadDispute(viewer, d, m);
  return { id: d.id, matchId: d.matchId, game: d.game + 1, by: d.by, openedAt: d.openedAt, status: d.ruling ? 'ruled' : 'open', ...(readable ? { text: d.text, ruling: d.ruling } : { ruling: d.ruling ? { at: d.ruling.at, changed: d.ruling.changed } : null }) };
}

export function tournamentView(s: TournamentState, viewer: Actor | null, finished: (gameId: string) => boolean) {
  const event = toEvent(s);
  const bracket = s.bracketSeeds ? computeBracket(event) : null;
  const preset = s.preset ? presetView(s) : null;
  const roundMatches = (n: number) => new Map(s.matches.filter((m) => !m.void && m.round === n).map((m) => [m.table, m.id]));
  return {
    id: s.id,
    name: s.name,
    format: s.format,
    seed: seedFor(s, viewer),
    seedHash: sha256(s.seed),
    createdAt: s.createdAt,
    playersPerGame: s.playersPerGame,
    scenario: typeof s.scenario === 'string' ? s.scenario : String(s.scenario.name ?? 'custom'),
    roundScenarios: Object.fromEntries(Object.entries(s.roundScenarios).map(([k, v]) => [k, typeof v === 'string' ? v : String(v.name ?? 'custom')])),
    registrationOpen: s.registrationOpen,
    phase: phaseOf(s),
    swissRounds: preset ? preset.rounds : swissRounds(s.entrants.length),
    you: viewer ? { role: viewer.role, entrantId: viewer.entrantId ?? null } : null,
    entrants: s.entrants,
    rounds: s.rounds.map((r) => ({ number: r.number, pairings: r.pairings.map((p) => ({ ...p, matchId: p.b === null ? null : (roundMatches(r.number).get(p.table) ?? null) })) })),
    matches: s.matches.filter((m) => !m.void).map((m) => matchView(s, m, finished)),
    standings: preset ? preset.standings.standings : computeStandings(event),
    bracket: bracket ? (bracket.ok ? bracket.value : { error: bracket.rejection }) : null,
    disputes: s.disputes.map((d) => disputeView(s, d, viewer)),
    /** A preset tournament's rounds, standings and final (preset-view.ts); null for OT2022. */
    preset,
  };
}

/** One line of the list of tournaments (GET /api/tournaments): where it stands, at a glance. */
export function tournamentListEntry(s: TournamentState, origin: string) {
  const bracketMatches = s.matches.filter((m) => m.stage === 'bracket' && !m.void);
  return {
    id: s.id,
    name: s.name,
    createdAt: s.createdAt,
    phase: phaseOf(s),
    /** The last Swiss round paired (0 before round 1), and the bracket's furthest stage paired. */
    round: s.preset ? s.preset.rounds.length : s.rounds.length,
    swissRounds: s.preset ? roundsOf(toPresetEvent(s)) : swissRounds(s.entrants.length),
    // A preset's format (an OT2022 entry stays as it was).
    ...(s.preset ? { format: s.format } : {}),
    bracket: bracketMatches.some((m) => m.bracketMatch === 'F') ? 'final' : bracketMatches.some((m) => m.bracketMatch?.startsWith('SF')) ? 'semi-finals' : bracketMatches.length ? 'quarter-finals' : null,
    entrants: s.entrants.length,
    activeEntrants: s.entrants.filter((e) => !e.dropped).length,
    registrationOpen: s.registrationOpen,
    url: `${origin}/?tournament=${s.id}`,
  };
}

/** The action as the audit trail shows it: the token hashes it carries are left out (they are
 *  of no use to a reader, and a token is proved by the token itself, never by its hash). */
function withoutTokenHashes(a: Action): Record<string, unknown> {
  return Object.fromEntries(Object.entries(a).filter(([k]) => !/tokenHash$/i.test(k)));
}

/** The audit trail: every action, who did it, when and why. */
export function auditView(entries: readonly ActionEntry[]) {
  return entries.map((e) => ({ seq: e.seq, at: new Date(e.at).toISOString(), actor: actorLabel(e.actor), role: e.actor.role, entrantId: e.actor.entrantId ?? null, kind: e.action.kind, reason: e.reason, action: withoutTokenHashes(e.action) }));
}

export function entrantName(s: TournamentState, id: PlayerId): string {
  return s.entrants.find((e) => e.id === id)?.name ?? id;
}
