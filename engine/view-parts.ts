// The public view travels to clients as a flat map of path → JSON leaf (engine/view-flat.ts):
// a command patches only the leaves it changed (`status` fields, one unit's trail, one
// army's hand size), not whole parts of the view. `publicEntries` makes the map,
// `publicFromEntries` puts the view back together for a client.
import { flattenView, unflattenView } from './view-flat.js';
import type { PublicView } from './view.js';

export type { PublicView } from './view.js';

export function publicEntries<C>(v: PublicView<C>): Map<string, string> {
  return flattenView(v as unknown as Record<string, unknown>);
}

export function publicFromEntries(entries: Iterable<[string, string]>): PublicView<string> {
  return unflattenView(entries) as unknown as PublicView<string>;
}
