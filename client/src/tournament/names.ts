// Entrant names and result texts for the tournament pages.
import type { GameResult, Tournament } from './types.js';

export function nameOf(t: Tournament, id: string | null): string {
  if (id === null) return 'BYE';
  return t.entrants.find((e) => e.id === id)?.name ?? id;
}

export function resultText(t: Tournament, r: GameResult | null, a: string, b: string): string {
  if (!r) return 'no result yet';
  if (r.bothForfeited) return 'forfeited by both players (round deadline)';
  if (r.forfeitBy) return `forfeited by ${nameOf(t, r.forfeitBy)}`;
  const blocks = (id: string) => (r.blocksLost ? `, ${r.blocksLost[id]} blocks lost` : '');
  const side = (id: string) => `${nameOf(t, id)} ${r.banners[id]} banners${blocks(id)}`;
  return `${r.winner ? `${nameOf(t, r.winner)} won` : 'not completed'} — ${side(a)}; ${side(b)}`;
}

export function pageUrl(id: string, token: string | null, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ tournament: id, ...(token ? { token } : {}), ...extra });
  return `/?${q.toString()}`;
}

/** A game log's link: officials read it before the game ends, with their token. */
export function logHref(path: string, token: string | null, official: boolean): string {
  return official && token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;
}
