// Seeded randomness for shuffles and dice. The engine never calls Math.random: the seed
// arrives with the StartGame command, the generator's state lives in the game state, and
// every event that used randomness carries the generator state after it, so replaying the
// log needs no generator and a referee can re-run every roll from the revealed seed.
//
// Scripted games may force the deck order and the die faces instead ("forced" source).

export type DieFace = 'light' | 'medium' | 'heavy' | 'leader' | 'banner' | 'swords';
/** The six faces of the battle die, one each (command-deck.md, "The battle die"). */
export const DIE_FACES: readonly DieFace[] = ['light', 'medium', 'heavy', 'leader', 'banner', 'swords'];

/** A number of dice in words: "1 die", "3 dice" (the turn log, the battle panels and the
 *  refusals that count dice). */
export function diceText(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

export type RandomState =
  | { source: 'seeded'; s: [number, number, number, number] }
  | { source: 'forced'; faces: DieFace[]; next: number; fallback: [number, number, number, number] };

/** cyrb128: a string hash giving four 32-bit words to seed sfc32. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** sfc32 step: returns [uniform in [0,1), next state]. */
function sfc32(s: [number, number, number, number]): [number, [number, number, number, number]] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

export function seededRandom(seed: string): RandomState {
  let s = hashSeed(seed);
  // Warm up: the first outputs of sfc32 from a fresh hash are weakly mixed.
  for (let i = 0; i < 12; i++) s = sfc32(s)[1];
  return { source: 'seeded', s };
}

export function forcedRandom(seed: string, faces: DieFace[]): RandomState {
  const seeded = seededRandom(seed);
  return { source: 'forced', faces: [...faces], next: 0, fallback: seeded.source === 'seeded' ? seeded.s : [0, 0, 0, 0] };
}

/** A uniform integer in [0, n) and the next state. Forced sources use their fallback generator. */
export function nextInt(state: RandomState, n: number): [number, RandomState] {
  if (state.source === 'seeded') {
    const [u, s] = sfc32(state.s);
    return [Math.floor(u * n), { source: 'seeded', s }];
  }
  const [u, fallback] = sfc32(state.fallback);
  return [Math.floor(u * n), { ...state, fallback }];
}

export function rollDice(state: RandomState, count: number): { faces: DieFace[]; random: RandomState } {
  const faces: DieFace[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    if (current.source === 'forced' && current.next < current.faces.length) {
      faces.push(current.faces[current.next]!);
      current = { ...current, next: current.next + 1 };
    } else {
      const [n, next] = nextInt(current, DIE_FACES.length);
      faces.push(DIE_FACES[n]!);
      current = next;
    }
  }
  return { faces, random: current };
}

/** Fisher-Yates shuffle; returns a new array and the next state. */
export function shuffle<T>(items: readonly T[], state: RandomState): { items: T[]; random: RandomState } {
  const out = [...items];
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(current, i + 1);
    current = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, random: current };
}
