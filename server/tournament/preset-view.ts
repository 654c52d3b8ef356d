// What the tournament pages show of a preset tournament: its phase, rounds (pairings or tables
// of 4–5, with names and results), standings, and V:TES's final; computed from the preset's
// event file by its pure functions.
import { anyStandings, FORMAT_TITLES, roundsOf, vtesFinal } from '../../engine/tournament/index.js';
import { uwOptions } from '../../engine/tournament/formats/urban-war/types.js';
import { vtesOptions } from '../../engine/tournament/formats/vtes/types.js';
import type { TournamentState } from './model.js';
import { toPresetEvent } from './preset-event.js';
import { scenarioStatus } from './preset-scenarios.js';

export type PresetPhase = 'setup' | 'registration' | 'swiss' | 'swiss-complete' | 'bracket' | 'finished';

export function presetPhase(s: TournamentState): PresetPhase {
  if (s.registrationOpen) return 'registration';
  const event = toPresetEvent(s);
  if (event.rounds.length === 0) return 'setup';
  if (event.format === 'vtes' && event.final) return event.final.vp ? 'finished' : 'bracket';
  const complete = event.rounds.length >= roundsOf(event) && event.rounds.every((r) => ('tables' in r ? r.results.length === r.tables.length : r.results.length === r.pairings.filter((p) => p.b !== null).length));
  return complete ? (event.format === 'vtes' && (event.options?.final ?? true) ? 'swiss-complete' : 'finished') : 'swiss';
}

export function presetView(s: TournamentState) {
  const event = toPresetEvent(s);
  const name = (id: string | null) => (id === null ? 'BYE' : (s.entrants.find((e) => e.id === id)?.name ?? id));
  const final = event.format === 'vtes' ? vtesFinal(event) : null;
  const reports = s.preset?.reports ?? [];
  const reportFor = (round: number, match: (r: Record<string, unknown>) => boolean) => reports.find((x) => x.round === round && match(x.result as unknown as Record<string, unknown>)) ?? null;
  return {
    format: event.format,
    title: FORMAT_TITLES[event.format],
    options: event.options ?? {},
    rounds: roundsOf(event),
    /** Round time limits (Urban War: "1 hour and 20 minutes maximum"; V:TES 3.1.1); null: none set. */
    timeLimitMinutes: event.format === 'urban-war' ? uwOptions(event).timeLimitMinutes : event.format === 'vtes' ? vtesOptions(event).timeLimitMinutes : null,
    paired: event.rounds.map((r) =>
      'tables' in r
        ? { number: r.number, tables: r.tables.map((t) => ({ ...t, names: t.seats.map(name), result: r.results.find((x) => x.table === t.table) ?? null, report: reportFor(r.number, (x) => x.table === t.table) })), sitOut: (r.sitOut ?? []).map((id) => ({ id, name: name(id) })) }
        : { number: r.number, pairings: r.pairings.map((p) => ({ ...p, aName: name(p.a), bName: name(p.b), result: r.results.find((x) => (x.a === p.a && x.b === p.b) || (x.a === p.b && x.b === p.a)) ?? null, scenario: p.b === null ? null : scenarioStatus(s, r.number, p.table, p.a, p.b), report: reportFor(r.number, (x) => [x.a, x.b].sort().join() === [p.a, p.b].sort().join()) })) },
    ),
    standings: anyStandings(event),
    final: final ? (final.ok ? final.value : { error: final.rejection }) : null,
  };
}
