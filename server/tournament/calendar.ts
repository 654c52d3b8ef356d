// The agreed time of a match as a calendar file (RFC 5545, written by the `ics` package): one
// event at the agreed instant (UTC, so every calendar shows it in its own zone), lasting the
// two games of a match, with the match page and the game rooms. No token is ever written in
// it: a calendar file is synced to other people's servers; the seat links stay on the
// entrant's page.
import { createEvents, type EventAttributes } from 'ics';
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import type { TournamentMatch, TournamentState } from './model.js';
import { matchKey } from './schedule-model.js';
import { entrantName } from './views.js';

/** How long a match is planned for in the calendar (two games of Epic Ancients). */
export const MATCH_HOURS = 4;

export function matchCalendar(s: TournamentState, m: TournamentMatch, origin: string): Outcome<string> {
  const agreed = s.schedules?.[matchKey(m)]?.agreed;
  if (!agreed) return fail('schedule/not_agreed', `No time is agreed for ${m.id} yet.`);
  const page = `${origin}/?tournament=${s.id}&match=${m.id}`;
  const a = entrantName(s, m.a);
  const b = entrantName(s, m.b);
  const event: EventAttributes = {
    uid: `${s.id}-${matchKey(m)}@epic-referee`,
    start: agreed.time,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: MATCH_HOURS },
    title: `${s.name}: ${a} v ${b} (${m.id})`,
    description: [`${s.name}, ${m.round !== null ? `round ${m.round}` : 'elimination'} match ${m.id}: ${a} v ${b}.`, `Match page (your seat links are on your own page): ${page}`, ...m.games.map((g) => `Game ${g.index + 1}: room ${g.gameId}`)].join('\n'),
    url: page,
    status: 'CONFIRMED',
    productId: 'epic-referee/tournament',
    calName: s.name,
  };
  const made = createEvents([event]);
  if (made.error || !made.value) return fail('schedule/calendar_failed', `The calendar file could not be written: ${made.error?.message ?? 'no output'}.`);
  return ok(made.value);
}
