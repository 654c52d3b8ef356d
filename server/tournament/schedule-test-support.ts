// Unit-test helpers for the schedule actions: a tournament folded through `apply` with a fake
// clock the test moves (`clock.now`), so deadlines pass without anyone sleeping.
import { apply, created } from './apply.js';
import type { Action, Actor, NewMatch, TournamentState } from './model.js';
import { planRound } from './plan.js';

export const ORG: Actor = { role: 'organizer' };
export const REF: Actor = { role: 'referee' };
export const E = (id: string): Actor => ({ role: 'entrant', entrantId: id });
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export class FakeTournament {
  now = Date.UTC(2026, 10, 1, 12, 0);
  s: TournamentState;
  private games = 0;

  constructor(entrants: number, created_: Partial<Extract<Action, { kind: 'TournamentCreated' }>> = {}) {
    this.s = created('t1', { seq: 1, at: this.now, actor: ORG, reason: null, action: { kind: 'TournamentCreated', name: 'Deadline Open', seed: 'deadline-seed', format: 'ot2022', playersPerGame: 2, scenario: 'vellara-ford', roundScenarios: {}, rulesOptions: null, organizerTokenHash: 'h-org', refereeTokenHash: 'h-ref', ...created_ } });
    this.must(ORG, { kind: 'RegistrationOpened' });
    for (let i = 1; i <= entrants; i++) this.must(E(`e${i}`), { kind: 'EntrantRegistered', entrantId: `e${i}`, name: `Player ${i}`, members: [], tokenHash: `h-e${i}` });
    this.must(ORG, { kind: 'RegistrationClosed' });
  }

  step(actor: Actor, action: Action, reason: string | null = null) {
    const r = apply(this.s, { seq: this.s.seq + 1, at: this.now, actor, reason, action });
    if (r.ok) this.s = r.value;
    return r;
  }

  must(actor: Actor, action: Action, reason: string | null = null): TournamentState {
    const r = this.step(actor, action, reason);
    if (!r.ok) throw new Error(`${action.kind}: ${r.rejection.code} ${r.rejection.message}`);
    return r.value;
  }

  code(actor: Actor, action: Action, reason: string | null = null): string {
    const r = this.step(actor, action, reason);
    return r.ok ? 'accepted' : r.rejection.code;
  }

  /** Pairs the next round with this deadline (ms from now), or none. */
  pair(deadlineIn?: number, zone = 'Europe/Paris', repairRound?: number): TournamentState {
    const plan = planRound(this.s, ORG, repairRound ? { round: repairRound } : {});
    if (!plan.ok) throw new Error(plan.rejection.code);
    const matches: NewMatch[] = plan.value.matches.map((m) => ({ ...m, gameIds: [`g${++this.games}`, `g${++this.games}`] }));
    return this.must(ORG, { kind: 'RoundPaired', round: plan.value.round, pairings: [...plan.value.pairings], matches, ...(deadlineIn !== undefined ? { deadline: { at: this.now + deadlineIn, zone } } : {}) }, repairRound ? 're-paired' : null);
  }

  match(id: string) {
    return this.s.matches.find((m) => m.id === id && !m.void)!;
  }
}
