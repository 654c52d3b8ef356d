// A view as a flat map of path → JSON leaf, so that a synced copy of it patches only the
// leaves that changed (a unit's trail, one army's hand size) instead of re-sending a whole
// part of the view as one JSON string. Plain objects are walked; arrays and primitives are
// leaves. Every object on the way is kept as a "{}" marker, so an
// empty record comes back as {} and not as a missing field.
//
// Paths join keys with ".". An object whose keys could not be told apart in a path (empty,
// containing ".", or one of the names that would reach an object's prototype) is kept whole
// as one JSON leaf instead, so that any value survives the round trip.
//
// A caller may name paths whose objects are kept whole too (`whole`), one leaf where they would
// be a leaf per field: parts a reader takes as one (the rules options), and records whose keys
// come and go (the turn's orders by unit), so that the map's keys stay the same and only values
// change (engine/view-parts.ts, PUBLIC_WHOLE).

const SEPARATOR = '.';
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Whether a key cannot be part of a path (empty, holding the separator, or a prototype name). */
function unsafeKey(k: string): boolean {
  return k === '' || k.includes(SEPARATOR) || UNSAFE_KEYS.has(k);
}

/** Plain objects found with a key that cannot be part of a path, each kept whole as one leaf.
 *  A value the diff sees is never changed in place (the views it diffs are made that way:
 *  diffFlat), so what was said of an object once stays true: an object of the last view that
 *  is plain and not in here is one that was walked, and its keys need not be read again to
 *  know it (walkedBefore). Only hostile or odd keys ever land here, so it is nearly always
 *  empty. */
const LEAVES = new WeakSet<object>();

/** The object's keys if it is walked (a plain object whose keys can be paths), else null. */
function walkedKeys(v: unknown): string[] | null {
  if (!isPlainObject(v)) return null;
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    if (unsafeKey(keys[i]!)) {
      LEAVES.add(v);
      return null;
    }
  }
  return keys;
}

/** Paths made so far, by prefix and key: the diff runs for every command of every game, and
 *  hands its paths to a synced map that looks each one up by its string. A path made afresh is
 *  a new string each time, hashed again (and first flattened) by every lookup; one kept here
 *  carries its hash from the first. The views' paths are few (the same for every game of a
 *  scenario, but for ids), and the cache is emptied if ever it grows past PATH_CACHE_LIMIT. */
const paths = new Map<string, Map<string, string>>();
const PATH_CACHE_LIMIT = 200_000;
let pathsKept = 0;

function joinPath(prefix: string, key: string): string {
  if (!prefix) return key;
  let byKey = paths.get(prefix);
  if (byKey === undefined) {
    if (pathsKept >= PATH_CACHE_LIMIT) {
      paths.clear();
      pathsKept = 0;
    }
    paths.set(prefix, (byKey = new Map()));
  }
  let path = byKey.get(key);
  if (path === undefined) {
    byKey.set(key, (path = prefix + SEPARATOR + key));
    pathsKept++;
  }
  return path;
}

/** How many paths the cache holds (tests). */
export function pathsCached(): number {
  return pathsKept;
}

/** Paths whose objects are kept whole, as one leaf: none unless a caller names some. */
export type WholePaths = ReadonlySet<string>;
const NONE_WHOLE: WholePaths = new Set();

/** The value's leaves by path. A root whose own keys cannot be paths travels whole, under
 *  the empty path; so does each object at one of the `whole` paths, under its path. */
export function flattenView(root: Record<string, unknown>, whole: WholePaths = NONE_WHOLE): Map<string, string> {
  const out = new Map<string, string>();
  const keys = walkedKeys(root);
  if (!keys) return out.set('', JSON.stringify(root));
  flattenInto(out, '', root, keys, whole);
  return out;
}

function flattenInto(out: Map<string, string>, prefix: string, o: Record<string, unknown>, keys: string[], whole: WholePaths): void {
  for (const key of keys) {
    const v = o[key];
    if (v === undefined) continue;
    const path = joinPath(prefix, key);
    const vKeys = whole.has(path) ? null : walkedKeys(v);
    if (vKeys) {
      out.set(path, '{}');
      flattenInto(out, path, v as Record<string, unknown>, vKeys, whole);
    } else {
      out.set(path, JSON.stringify(v));
    }
  }
}

/** Where the flat map of one value differs from another's. */
export interface FlatChanges {
  set(path: string, json: string): void;
  remove(path: string): void;
}

/** Reports the changes that turn `flattenView(prev)` into `flattenView(next)` (all of `next`
 *  when there is no `prev`), walking only where the two differ: a part that is the very same
 *  object (or the same primitive) in both is skipped whole. Views made with `share`
 *  (engine/view.ts) keep the state's unchanged objects, so the cost follows what changed.
 *  `prev` is a value flattened (flattenView) or diffed (as `next`) before, with the same
 *  `whole`, and neither value is changed in place, ever: how each object of `prev` was
 *  flattened is known from then (LEAVES), not read again. */
export function diffFlat(prev: Record<string, unknown> | null, next: Record<string, unknown>, out: FlatChanges, whole: WholePaths = NONE_WHOLE): void {
  if (prev === next) return;
  if (!walkable(next) || (prev && !walkedBefore(prev))) {
    // A root that travels whole (flattenView's '' entry), now or before: start afresh.
    if (prev) for (const path of flattenView(prev, whole).keys()) out.remove(path);
    for (const [path, json] of flattenView(next, whole)) out.set(path, json);
    return;
  }
  diffWalked('', prev ?? undefined, next, out, whole);
}

// The walk runs once a command per room: plain loops, no closures, and no arrays of keys
// (for-in reads an object's keys from its shape's cache, where Object.keys made an array for
// every object on the way: a sampling heap profile of the server benchmark's referee phase
// put ~2.5 MB of them in its 10 s).

/** Whether the walk goes into the value (walkedKeys would list its keys), without listing them:
 *  for a value new to the diff. */
function walkable(v: unknown): v is Record<string, unknown> {
  if (!isPlainObject(v)) return false;
  for (const k in v) {
    if (unsafeKey(k)) {
      LEAVES.add(v);
      return false;
    }
  }
  return true;
}

/** Whether a value of the last view was walked: as walkable said when it first came (every
 *  object of a view the diff saw went through walkable or walkedKeys then), without reading its
 *  keys again. The last view's objects are the ones a command's diff reads cold, and a walked
 *  record may have a key per unit. */
function walkedBefore(v: unknown): v is Record<string, unknown> {
  return isPlainObject(v) && !LEAVES.has(v);
}

/** `p` is the same path's walked object before (undefined: there was none, or a leaf). */
function diffWalked(prefix: string, p: Record<string, unknown> | undefined, n: Record<string, unknown>, out: FlatChanges, whole: WholePaths): void {
  for (const key in n) {
    const v = n[key];
    if (v === undefined) continue;
    const pv = p === undefined ? undefined : p[key];
    if (pv === v) continue;
    const path = joinPath(prefix, key);
    const kept = whole.has(path);
    const pvWalked = !kept && walkedBefore(pv);
    if (!kept && walkable(v)) {
      if (!pvWalked) out.set(path, '{}');
      diffWalked(path, pvWalked ? pv : undefined, v, out, whole);
    } else {
      if (pvWalked) removeWalked(path, pv, out, whole);
      out.set(path, JSON.stringify(v));
    }
  }
  if (p === undefined) return;
  for (const key in p) {
    const pv = p[key];
    if (pv === undefined || n[key] !== undefined) continue;
    const path = joinPath(prefix, key);
    out.remove(path);
    if (!whole.has(path) && walkedBefore(pv)) removeWalked(path, pv, out, whole);
  }
}

/** Removes the paths below a walked object (not its own). */
function removeWalked(prefix: string, o: Record<string, unknown>, out: FlatChanges, whole: WholePaths): void {
  for (const key in o) {
    const v = o[key];
    if (v === undefined) continue;
    const path = joinPath(prefix, key);
    out.remove(path);
    if (!whole.has(path) && walkedBefore(v)) removeWalked(path, v, out, whole);
  }
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
