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
  return { name: s.name, seed: s.seed, format: s.format, ...options, entrants, rounds: p.rounds, ...final } as PresetEvent;
}
