// Who may act: the organizer, the referee, an entrant, or a game room (its result).
import { fail, type Outcome } from '../../engine/tournament/index.js';
import type { Actor, Role, TournamentState } from './model.js';

const ROLE_NAMES: Record<Role, string> = { organizer: "the organizer's", referee: "the referee's", entrant: "an entrant's", room: "a game room's" };

/** Refuses an actor whose role is not one of `roles`. */
export function requireRole(actor: Actor, roles: readonly Role[], what: string): Outcome<TournamentState> | null {
  if (roles.includes(actor.role)) return null;
  return fail('auth/wrong_role', `${what} needs ${roles.map((r) => ROLE_NAMES[r]).join(' or ')} token.`);
}
