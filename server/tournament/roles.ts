// Who may act: the organizer, the referee, an entrant, or a game room (its result); and whose
// token a request carries (only the tokens' SHA-256 are in the tournament's log).
import { fail, ok, type Outcome } from '../../engine/tournament/index.js';
import { sha256 } from '../store/log-chain.js';
import type { Actor, Role, TournamentState } from './model.js';

const ROLE_NAMES: Record<Role, string> = { organizer: "the organizer's", referee: "the referee's", entrant: "an entrant's", room: "a game room's" };

/** Refuses an actor whose role is not one of `roles`. */
export function requireRole(actor: Actor, roles: readonly Role[], what: string): Outcome<TournamentState> | null {
  if (roles.includes(actor.role)) return null;
  return fail('auth/wrong_role', `${what} needs ${roles.map((r) => ROLE_NAMES[r]).join(' or ')} token.`);
}

/** The holder of a token in this tournament; an entrant token the organizer replaced is refused
 *  as such, so that its holder knows to ask for (or use) the new link. */
export function tokenHolder(s: TournamentState, token: string): Outcome<Actor> {
  const hash = sha256(token);
  const holder = s.tokens[hash];
  if (holder) return ok({ role: holder.role, ...(holder.entrantId ? { entrantId: holder.entrantId } : {}) });
  const retired = s.retiredTokens[hash];
  if (retired) return fail('auth/token_replaced', `This entrant token was replaced by the organizer on ${new Date(retired.at).toISOString().slice(0, 16).replace('T', ' ')} UTC and no longer works; use the new link the organizer gave you.`);
  return fail('auth/bad_token', 'This token belongs to no one in this tournament.');
}
