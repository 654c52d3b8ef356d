// A view as a flat map of path → JSON leaf, so that a synced copy of it patches only the
// leaves that changed (a unit's trail, one army's hand size) instead of re-sending a whole
// part of the view as one JSON string. Plain objects are walked; arrays and primitives are
// leaves. Every object on the way is kept as a "{}" marker, so an
// empty record comes back as {} and not as a missing field.
//
// Paths join keys with ".". An object whose keys could not be told apart in a path (empty,
// containing ".", or one of the names that would reach an object's prototype) is kept whole
// as one JSON leaf instead, so that any value survives the round trip.

const SEPARATOR = '.';
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function walkable(o: Record<string, unknown>): boolean {
  for (const k of Object.keys(o)) if (k === '' || k.includes(SEPARATOR) || UNSAFE_KEYS.has(k)) return false;
  return true;
}

/** The value's leaves by path. A root whose own keys cannot be paths travels whole, under
 *  the empty path. */
export function flattenView(root: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  if (!walkable(root)) return out.set('', JSON.stringify(root));
  const walk = (prefix: string, o: Record<string, unknown>) => {
    for (const key of Object.keys(o)) {
      const v = o[key];
      if (v === undefined) continue;
      const path = prefix ? prefix + SEPARATOR + key : key;
      if (isPlainObject(v) && walkable(v)) {
        out.set(path, '{}');
        walk(path, v);
      } else {
        out.set(path, JSON.stringify(v));
      }
    }
  };
  walk('', root);
  return out;
}

/** Puts a flat map back together. Parents come before their children whatever the order
 *  the entries arrive in (a synced map does not keep insertion order across patches). */
export function unflattenView(entries: Iterable<[string, string]>): Record<string, unknown> {
  const list = [...entries];
  const whole = list.find(([k]) => k === '');
  if (whole) return JSON.parse(whole[1]) as Record<string, unknown>;
  const sorted = list.map(([k, v]) => ({ path: k.split(SEPARATOR), v })).sort((a, b) => a.path.length - b.path.length);
  const root: Record<string, unknown> = {};
  for (const { path, v } of sorted) {
    // A path through a prototype name is never followed (only a hostile sender makes one).
    if (path.some((key) => UNSAFE_KEYS.has(key))) continue;
    let node: Record<string, unknown> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const next = node[key];
      if (isPlainObject(next)) node = next;
      else node = node[key] = {};
    }
    node[path[path.length - 1]!] = JSON.parse(v);
  }
  return root;
}
