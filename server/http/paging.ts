// Paging for list routes that grow (issue 17, item 1): `limit` (default 50, at most 200) and
// `offset` (the `next` of the page before; 0 by default). The answer names `total` and `next`
// (the offset of the following page, or null after the last). A bad value is refused with
// `request/bad_paging` and a sentence, never clamped in silence.
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export type Paging = { ok: true; limit: number; offset: number } | { ok: false; code: 'request/bad_paging'; message: string };

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function pagingOf(url: URL): Paging {
  const limitText = url.searchParams.get('limit');
  const offsetText = url.searchParams.get('offset');
  const limit = limitText === null ? DEFAULT_LIMIT : wholeNumber(limitText);
  if (limit === null || limit < 1 || limit > MAX_LIMIT)
    return { ok: false, code: 'request/bad_paging', message: `limit must be a whole number from 1 to ${MAX_LIMIT} (${DEFAULT_LIMIT} when left out); it was "${String(limitText).slice(0, 20)}".` };
  const offset = offsetText === null ? 0 : wholeNumber(offsetText);
  if (offset === null)
    return { ok: false, code: 'request/bad_paging', message: `offset must be a whole number, 0 or more (the "next" of the page before); it was "${String(offsetText).slice(0, 20)}".` };
  return { ok: true, limit, offset };
}

/** The paging fields of an answer. */
export function pageFields(p: { limit: number; offset: number }, shown: number, total: number): { total: number; limit: number; offset: number; next: number | null } {
  const end = p.offset + shown;
  return { total, limit: p.limit, offset: p.offset, next: end < total ? end : null };
}
