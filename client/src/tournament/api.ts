// Calls to the tournament API; a refusal becomes a TournamentError carrying its code and
// sentence, which the pages show as they are.
import type { GameResult, SeatLinks, Tournament, TournamentListEntry } from './types.js';

export class TournamentError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !json) throw new TournamentError(json?.error?.code ?? 'http/error', json?.error?.message ?? `The referee answered HTTP ${res.status}.`);
  return json;
}

/** A deadline as the organizer types it: date, wall time, IANA zone. */
export interface DeadlineInput { date: string; time: string; zone: string }

export interface Created {
  id: string;
  url: string;
  organizer: { token: string; url: string };
  referee: { token: string; url: string };
}

export const tournamentApi = {
  create: (body: { name: string; scenario: string; playersPerGame: number; roundScenarios?: Record<string, string>; format?: string; formatOptions?: Record<string, unknown> }) => call<Created>('POST', '/api/tournaments', null, body),
  list: (offset: number, limit: number) => call<{ tournaments: TournamentListEntry[]; total: number; limit: number; offset: number; next: number | null }>('GET', `/api/tournaments?limit=${limit}&offset=${offset}`, null),
  get: (id: string, token: string | null) => call<Tournament>('GET', `/api/tournaments/${id}`, token),
  registration: (id: string, token: string | null, open: boolean) => call<Tournament>('POST', `/api/tournaments/${id}/registration`, token, { open }),
  signUp: (id: string, token: string | null, name: string, members: string[], extra: { contact?: string; profile?: Record<string, string | number> } = {}) =>
    call<{ entrantId: string; token: string; url: string; joinedRound: number }>('POST', `/api/tournaments/${id}/entrants`, token, { name, members, ...(extra.contact?.trim() ? { contact: extra.contact } : {}), ...(extra.profile ? { profile: extra.profile } : {}) }),
  /** A preset game's or V:TES table's result (organizer or referee). */
  presetResult: (id: string, token: string | null, round: number, result: Record<string, unknown>) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/results`, token, { result }),
  /** A player's report of his preset game, and another player's confirmation of it. */
  presetReport: (id: string, token: string | null, round: number, result: Record<string, unknown>) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/report`, token, { result }),
  presetConfirm: (id: string, token: string | null, round: number, report: number) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/confirm`, token, { report }),
  /** ASO 2008: a round's three scenarios (organizer), and a player's strike-out and first priority. */
  presetScenarios: (id: string, token: string | null, round: number, scenarios: string[]) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/scenarios`, token, { scenarios }),
  presetScenarioChoice: (id: string, token: string | null, round: number, table: number, strike: string, first: string) =>
    call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/tables/${table}/scenario`, token, { strike, first }),
  /** V:TES: the final table's seating and, when played, its victory points. */
  presetFinal: (id: string, token: string | null, body: { seating: string[]; vp?: Record<string, number> }) => call<Tournament>('POST', `/api/tournaments/${id}/final`, token, body),
  newEntrantToken: (id: string, token: string | null, entrantId: string, reason: string) =>
    call<{ entrantId: string; token: string; url: string }>('POST', `/api/tournaments/${id}/entrants/${entrantId}/token`, token, { reason }),
  drop: (id: string, token: string | null, entrantId: string, reason: string) => call<Tournament>('POST', `/api/tournaments/${id}/entrants/${entrantId}/drop`, token, reason ? { reason } : {}),
  pairRound: (id: string, token: string | null, body: { round?: number; ignoreDisputes?: boolean; reason?: string; deadline?: DeadlineInput }) => call<unknown>('POST', `/api/tournaments/${id}/rounds`, token, body),
  pairBracket: (id: string, token: string | null, ignoreDisputes: boolean) => call<unknown>('POST', `/api/tournaments/${id}/bracket`, token, ignoreDisputes ? { ignoreDisputes } : {}),
  links: (id: string, token: string | null, match: string, game: number) => call<SeatLinks>('POST', `/api/tournaments/${id}/matches/${match}/games/${game}/links`, token, {}),
  report: (id: string, token: string | null, match: string, game: number, result: GameResult) => call<Tournament>('POST', `/api/tournaments/${id}/matches/${match}/games/${game}/report`, token, result),
  /** Confirms the report the player read (`report`: its seq); a report changed since is refused. */
  confirm: (id: string, token: string | null, match: string, game: number, report: number) => call<Tournament>('POST', `/api/tournaments/${id}/matches/${match}/games/${game}/confirm`, token, { report }),
  setResult: (id: string, token: string | null, match: string, game: number, result: GameResult, reason: string) =>
    call<Tournament>('POST', `/api/tournaments/${id}/matches/${match}/games/${game}/result`, token, { result, reason }),
  openDispute: (id: string, token: string | null, match: string, game: number, text: string) => call<{ disputeId: string }>('POST', `/api/tournaments/${id}/disputes`, token, { match, game, text }),
  rule: (id: string, token: string | null, dispute: string, reason: string, result: GameResult | null) => call<Tournament>('POST', `/api/tournaments/${id}/disputes/${dispute}/ruling`, token, { reason, result }),
  setDeadline: (id: string, token: string | null, round: number, d: DeadlineInput, reason?: string) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/deadline`, token, { ...d, ...(reason ? { reason } : {}) }),
  propose: (id: string, token: string | null, match: string, times: string[]) => call<Tournament>('POST', `/api/tournaments/${id}/matches/${match}/schedule/propose`, token, { times }),
  accept: (id: string, token: string | null, match: string, time: string) => call<Tournament>('POST', `/api/tournaments/${id}/matches/${match}/schedule/accept`, token, { time }),
  note: (id: string, token: string | null, match: string, text: string) => call<{ noteId: string }>('POST', `/api/tournaments/${id}/notes`, token, { match, text }),
  contact: (id: string, token: string | null, entrantId: string, contact: string | null) => call<Tournament>('POST', `/api/tournaments/${id}/entrants/${entrantId}/contact`, token, { contact }),
  forfeits: (id: string, token: string | null, round: number, matches?: string[]) => call<Tournament>('POST', `/api/tournaments/${id}/rounds/${round}/forfeits`, token, matches ? { matches } : {}),
  audit: (id: string, token: string | null) => call<{ actions: { seq: number; at: string; actor: string; kind: string; reason: string | null }[] }>('GET', `/api/tournaments/${id}/audit`, token),
};
