// A preset tournament's published event file (engine/tournament/formats/, docs/tournament-format.md,
// "Formats") derived from the stored state: its entrants with their profile, its rounds and
// final; standings, pairings and seatings are then the preset's pure functions of it.
import type { PresetEvent } from '../../engine/tournament/index.js';
import type { TournamentState } from './model.js';

export function toPresetEvent(s: TournamentState): PresetEvent {
  const p = s.preset ?? { options: {}, rounds: [], final: null };
  const entrants = s.entrants.map((e) => ({
    id: e.id,
    name: e.name,
    ...(e.dropped ? { dropped: true } : {}),
    ...(e.joinedRound > 1 ? { joinedRound: e.joinedRound } : {}),
    ...(s.format === 'aso2008' ? { rating: e.profile?.rating ?? 0, ...(e.profile?.nationality ? { nationality: e.profile.nationality } : {}) } : {}),
    ...(s.format === 'urban-war' ? { faction: e.profile?.faction ?? '', models: e.profile?.models ?? 1, ...(e.profile?.forcePoints !== undefined ? { forcePoints: e.profile.forcePoints } : {}) } : {}),
  }));
  const options = Object.keys(p.options).length > 0 ? { options: p.options } : {};
  const final = s.format === 'vtes' && p.final ? { final: p.final } : {};
  const requests = mutualRequests(p.requests ?? []);
  const scenarios = s.format === 'aso2008' && p.scenarios ? { scenarios: p.scenarios } : {};
  return { name: s.name, seed: s.seed, format: s.format, ...options, ...scenarios, entrants, ...(requests.length > 0 ? { requests } : {}), rounds: p.rounds, ...final } as PresetEvent;
}

/** ASO 2008 requests that are mutual: recorded by the organizer, or asked by both players. */
function mutualRequests(asks: readonly { round: number; a: string; b: string; mutual: boolean }[]): { round: number; a: string; b: string }[] {
  const key = (r: number, a: string, b: string) => `${r}/${a}/${b}`;
  const asked = new Set(asks.map((x) => key(x.round, x.a, x.b)));
  const out = new Map<string, { round: number; a: string; b: string }>();
  for (const x of asks) {
    const k = key(x.round, ...(x.a < x.b ? ([x.a, x.b] as const) : ([x.b, x.a] as const)));
    if ((x.mutual || asked.has(key(x.round, x.b, x.a))) && !out.has(k)) out.set(k, { round: x.round, a: x.a, b: x.b });
  }
  return [...out.values()];
}
