// What the organizer's "pair" does in a preset tournament: the preset's pure pairing or seating
// (engine/tournament/formats/) of the next round, or of the last one again while it has no
// results. No game room is opened: these games are played at the table.
import { fail, pairAny, type Outcome } from '../../engine/tournament/index.js';
import type { Actor, TournamentState } from './model.js';
import type { PresetRound } from './preset-model.js';
import { toPresetEvent } from './preset-event.js';
import { requireRole } from './roles.js';

export function planPresetRound(s: TournamentState, actor: Actor, round?: number): Outcome<{ round: PresetRound; detail: Record<string, unknown> }> {
  const refused = requireRole(actor, ['organizer'], 'Pairing a round');
  if (refused) return refused as Outcome<never>;
  if (s.registrationOpen) return fail('pairing/registration_open', 'Close registration before pairing a round.');
  const event = toPresetEvent(s);
  const number = round ?? event.rounds.length + 1;
  if (round !== undefined && round < event.rounds.length)
    return fail('pairing/round_out_of_order', `Only the last round (${event.rounds.length}) can be re-paired, while it has no results.`);
  const paired = pairAny(event, number);
  if (!paired.ok) return paired;
  const { round: r, ...detail } = paired.value;
  return { ok: true, value: { round: r as PresetRound, detail } };
}
