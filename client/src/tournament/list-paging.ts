// The tournament list's pages (GET /api/tournaments answers `total`, `offset` and `next`:
// docs/tournament-api.md): what the page says and where Newer / Older lead.
export const PAGE_SIZE = 50;

export interface PageAnswer {
  total: number;
  offset: number;
  next: number | null;
  shown: number;
}

/** "Tournaments 51–100 of 230", the offset of the newer page (null on the first), and of the
 *  older one (null on the last). */
export function pageNav(p: PageAnswer, pageSize = PAGE_SIZE): { text: string; newer: number | null; older: number | null } {
  const text = p.shown === 0 ? `No tournament here (${p.total} in all).` : `Tournaments ${p.offset + 1}–${p.offset + p.shown} of ${p.total}.`;
  return { text, newer: p.offset > 0 ? Math.max(0, p.offset - pageSize) : null, older: p.next };
}
