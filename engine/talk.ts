// Who may talk to whom (epic-ancients-rules.txt, "Field Command Cards" and "Army Command
// Cards"): "Field generals may discuss tactics with each other at any time, but the Overall
// Commander must limit his input to the time he is visiting the front and talking with one
// Field General" after issuing Field cards; after an Army card "the Overall Commander may
// talk in detail ... with all of his Field Generals". The other army never hears a team's
// talk; referees hear everything. Pure rules: the server only asks them.
import { unsafeTextCharacter } from './text.js';
import { SECTIONS, type ArmyId } from './board/hex.js';
import { phaseOf } from './machine.js';
import { fieldGeneralRole } from './rules/seating.js';
import type { Rejection } from './rules/rejection.js';
import type { GameState } from './state.js';
import type { Viewer } from './view.js';

/** `team:<army>`: that army's Field Generals. `front:<army>:<turn>`: the Overall Commander
 *  and the Field General(s) he visits on that turn. `table`: everyone at the table. */
export type TalkChannel = `team:${ArmyId}` | `front:${ArmyId}:${number}` | 'table';

export const MAX_TALK_LENGTH = 1000;

function seatOf(state: GameState, seatId: string) {
  return state.seats.find((s) => s.id === seatId);
}

function isFieldGeneral(roles: readonly string[]): boolean {
  return SECTIONS.some((s) => roles.includes(fieldGeneralRole(s)));
}

/** The seats of a team channel: the army's Field Generals. (Only the seats are read, so a
 *  player's view answers it as the state does.) */
export function teamMembers(state: Pick<GameState, 'seats'>, army: ArmyId): string[] {
  return state.seats.filter((s) => s.army === army && isFieldGeneral(s.roles)).map((s) => s.id);
}

/** The seats a front channel joins: the Overall Commander and the visited Field General(s). */
export function frontMembers(state: Pick<GameState, 'seats'>, army: ArmyId, visit: GameState['turnState']['visit']): string[] {
  const members = new Set<string>();
  for (const seat of state.seats) {
    if (seat.army !== army) continue;
    if (seat.roles.includes('overall-commander')) members.add(seat.id);
    if (visit === 'all' && isFieldGeneral(seat.roles)) members.add(seat.id);
    if (visit && visit !== 'all' && seat.roles.includes(fieldGeneralRole(visit))) members.add(seat.id);
  }
  return [...members];
}

/** The front channel open now, if the active Overall Commander is visiting the front. */
export function openFront(state: GameState): { channel: TalkChannel; members: string[] } | null {
  const phase = phaseOf(state.step);
  if (state.winner || phase === 'command' || !state.turnState.visit) return null;
  return { channel: `front:${state.activeArmy}:${state.turn}`, members: frontMembers(state, state.activeArmy, state.turnState.visit) };
}

/** The courier rule through the table channel (rules-decisions.md, "Table talk during the
 *  turn"): once the Overall Commander has completed his command step with Field cards, "the
 *  Overall Commander may not talk with these Field Generals on this turn" (the ones he did not
 *  visit). The table reaches them too, so for the rest of his army's turn he may not post there
 *  while any Field General of his army is outside the front he visits (rules-decisions.md). (The client asks it
 *  with its view, to leave the table out of the channels it offers.) */
export function courierClosesTable(
  table: Pick<GameState, 'seats' | 'activeArmy' | 'winner'> & { turnState: Pick<GameState['turnState'], 'visit'> },
  inCommandStep: boolean,
  seat: Pick<GameState['seats'][number], 'army' | 'roles'>,
): boolean {
  if (table.winner || inCommandStep || seat.army !== table.activeArmy || !seat.roles.includes('overall-commander')) return false;
  // An Overall Commander who is also a Field General (four players: he holds the Center) talks
  // with the other Field Generals as one of them, at any time: the table tells them nothing new.
  if (isFieldGeneral(seat.roles)) return false;
  const front = frontMembers(table, seat.army, table.turnState.visit);
  return teamMembers(table, seat.army).some((id) => !front.includes(id));
}

/** Channels a seat may post to now. */
export function postableChannels(state: GameState, seatId: string): TalkChannel[] {
  const seat = seatOf(state, seatId);
  if (!seat) return [];
  const out: TalkChannel[] = courierClosesTable(state, phaseOf(state.step) === 'command', seat) ? [] : ['table'];
  if (isFieldGeneral(seat.roles)) out.push(`team:${seat.army}`);
  const front = openFront(state);
  if (front && front.members.includes(seatId)) out.push(front.channel);
  return out;
}

/** Checks a message a seat wants to say now; returns the rejection or null. */
export function checkTalk(state: GameState, seatId: string, channel: string, text: unknown): Rejection | null {
  if (!seatOf(state, seatId)) return { code: 'seat/unknown', message: `There is no seat "${seatId}" in this game.` };
  if (typeof text !== 'string' || text.trim().length === 0) return { code: 'talk/empty', message: 'Say something: the message is empty.' };
  if (text.length > MAX_TALK_LENGTH) return { code: 'talk/too_long', message: `A message is at most ${MAX_TALK_LENGTH} characters.` };
  // What a player says reaches other screens and the operator's text export: no control
  // characters (a terminal's escape sequences), no bidirectional overrides (names' rule).
  const unsafe = unsafeTextCharacter(text);
  if (unsafe) return { code: 'talk/unsafe_character', message: `A message may not hold control characters (other than line breaks and tabs), line separators or bidirectional overrides; this one holds ${unsafe}.` };
  if (postableChannels(state, seatId).includes(channel as TalkChannel)) return null;
  const seat = seatOf(state, seatId)!;
  if (channel === 'table') {
    return { code: 'talk/courier_table', message: 'The courier rule: after issuing Field cards the Overall Commander may not talk with the Field Generals he did not visit on this turn, and the table channel reaches them; talk on the front channel until his army\'s turn ends.' };
  }
  if (channel.startsWith('team:')) {
    return channel === `team:${seat.army}`
      ? { code: 'talk/overall_commander_not_in_team', message: "The team channel is the Field Generals'; the Overall Commander talks with them only when visiting the front." }
      : { code: 'talk/other_army', message: "The other army never hears a team's talk." };
  }
  if (channel.startsWith('front:')) {
    return { code: 'talk/not_at_front', message: 'The front channel is open only to the Overall Commander and the Field General he visits, after he has issued his cards, for that turn; the other Field Generals received their orders by courier.' };
  }
  return { code: 'talk/unknown_channel', message: `There is no channel "${channel}".` };
}

/** Who hears a message said now on a channel: every seat and spectator, or these seats. */
export function talkRecipients(state: GameState, channel: TalkChannel): 'everyone' | string[] {
  if (channel === 'table') return 'everyone';
  if (channel.startsWith('team:')) return teamMembers(state, channel.slice('team:'.length) as ArmyId);
  return openFront(state)?.members ?? [];
}

/** May this viewer read a message? (Referees read everything.) */
export function mayRead(viewer: Viewer, recipients: 'everyone' | string[]): boolean {
  if (viewer.kind === 'referee' || recipients === 'everyone') return true;
  return viewer.kind === 'seat' && recipients.includes(viewer.seatId);
}
