// Seeded randomness for shuffles and dice. The engine never calls Math.random: the seed
// arrives with the StartGame command, the generator's state lives in the game state, and
// every event that used randomness carries the generator state after it, so replaying the
// log needs no generator and a referee can re-run every roll from the revealed seed.
//
// Two generators (issue 17, item 8), named by the state's `source` and by StartGame.generator:
//  - `hmac-sha256` (every game the server creates): a stream no one can run backwards. The key
//    is HMAC-SHA256(seed, "epic-referee/random/v1"); block i of the stream is
//    HMAC-SHA256(key, i as 8 bytes big-endian), read as eight 32-bit big-endian words. Seeing
//    any number of dice tells nothing of the words still to come (the deck order), short of
//    breaking HMAC-SHA256. @noble/hashes computes it: pure JavaScript and synchronous, so the
//    engine stays pure and runs unchanged in the browser (the client replays events and runs
//    decide() for its legality checks; node:crypto is not in the browser bundle).
//  - `seeded` (sfc32 seeded by cyrb128): the generator of the games logged before; its state
//    can in principle be reconstructed from enough observed dice. Kept byte for byte so their
//    logs still verify, and for the stand-ins and simulations that hide nothing.
//
// Scripted games may force the deck order and the die faces instead ("forced" source); their
// `fallback` is the generator used once the forced faces run out (a tuple: sfc32; an object:
// the HMAC stream).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export type DieFace = 'light' | 'medium' | 'heavy' | 'leader' | 'banner' | 'swords';
/** The six faces of the battle die, one each (command-deck.md, "The battle die"). */
export const DIE_FACES: readonly DieFace[] = ['light', 'medium', 'heavy', 'leader', 'banner', 'swords'];

/** A number of dice in words: "1 die", "3 dice" (the turn log, the battle panels and the
 *  refusals that count dice). */
export function diceText(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** The generators a game may name (StartGame.generator). A StartGame without one was made
 *  before the choice existed: sfc32. */
export type Generator = 'hmac-sha256' | 'sfc32';
export const GENERATORS: readonly Generator[] = ['hmac-sha256', 'sfc32'];

type Sfc32Words = [number, number, number, number];

/** A position in the HMAC-SHA256 stream: the key (hex), the block and the next unused word. */
export interface HmacStream {
  key: string;
  block: number;
  word: number;
}

export type RandomState =
  | { source: 'seeded'; s: Sfc32Words }
  | ({ source: 'hmac-sha256' } & HmacStream)
  | { source: 'forced'; faces: DieFace[]; next: number; fallback: Sfc32Words | HmacStream };

/** Which generator a state (e.g. the GameStarted event's) runs. */
export function generatorOf(state: RandomState): Generator {
  if (state.source === 'forced') return Array.isArray(state.fallback) ? 'sfc32' : 'hmac-sha256';
  return state.source === 'seeded' ? 'sfc32' : 'hmac-sha256';
}

/** cyrb128: a string hash giving four 32-bit words to seed sfc32. */
function hashSeed(seed: string): Sfc32Words {
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
function sfc32(s: Sfc32Words): [number, Sfc32Words] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [(t >>> 0) / 4294967296, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** Each stream's keyed HMAC and the last block it gave, by key (a cache of a pure function:
 *  the same key and block always give the same words). Keying costs two SHA-256 blocks, so
 *  each game keys once and clones; and a block is eight words, so a game's next dice mostly
 *  come from the block its last ones did. A single last block for every game was computed
 *  again whenever another game had rolled in between, as on a server nearly always (a block
 *  is an HMAC in JavaScript, tens of µs with the caches cold); and the keys, kept 256 at
 *  most and all dropped at once beyond, were all made again on a server of more games.
 *  Kept STREAMS_KEPT at most, the oldest let go first (~0.6 KB each). */
interface Stream {
  hmac: ReturnType<typeof hmac.create>;
  block: number;
  words: Uint32Array | null;
}
const streams = new Map<string, Stream>();
const STREAMS_KEPT = 4096;
const STREAM_LABEL = utf8ToBytes('epic-referee/random/v1');

function streamOf(key: string): Stream {
  let s = streams.get(key);
  if (!s) {
    if (streams.size >= STREAMS_KEPT) streams.delete(streams.keys().next().value!);
    s = { hmac: hmac.create(sha256, hexToBytes(key)), block: -1, words: null };
    streams.set(key, s);
  }
  return s;
}

/** How many streams the cache holds (tests). */
export function streamsCached(): number {
  return streams.size;
}

function blockWords(key: string, block: number): Uint32Array {
  const stream = streamOf(key);
  if (stream.words !== null && stream.block === block) return stream.words;
  const counter = new Uint8Array(8);
  const view = new DataView(counter.buffer);
  view.setUint32(0, Math.floor(block / 4294967296));
  view.setUint32(4, block >>> 0);
  const digest = stream.hmac.clone().update(counter).digest();
  const dv = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = dv.getUint32(i * 4);
  stream.block = block;
  stream.words = words;
  return words;
}

/** The next 32-bit word of the stream and the position after it. */
function nextWord(s: HmacStream): [number, HmacStream] {
  const w = blockWords(s.key, s.block)[s.word]!;
  return [w, s.word === 7 ? { key: s.key, block: s.block + 1, word: 0 } : { key: s.key, block: s.block, word: s.word + 1 }];
}

/** A uniform integer in [0, n) from the stream, without modulo bias: words at or above the
 *  largest multiple of n below 2^32 are drawn again. */
function streamInt(s: HmacStream, n: number): [number, HmacStream] {
  const limit = Math.floor(4294967296 / n) * n;
  let current = s;
  for (;;) {
    const [w, next] = nextWord(current);
    current = next;
    if (w < limit) return [w % n, current];
  }
}

function hmacStream(seed: string): HmacStream {
  return { key: bytesToHex(hmac(sha256, utf8ToBytes(seed), STREAM_LABEL)), block: 0, word: 0 };
}

function sfc32Start(seed: string): Sfc32Words {
  let s = hashSeed(seed);
  // Warm up: the first outputs of sfc32 from a fresh hash are weakly mixed.
  for (let i = 0; i < 12; i++) s = sfc32(s)[1];
  return s;
}

/** The generator a seed starts (sfc32 unless told: see Generator). */
export function seededRandom(seed: string, generator: Generator = 'sfc32'): RandomState {
  return generator === 'hmac-sha256' ? { source: 'hmac-sha256', ...hmacStream(seed) } : { source: 'seeded', s: sfc32Start(seed) };
}

export function forcedRandom(seed: string, faces: DieFace[], generator: Generator = 'sfc32'): RandomState {
  return { source: 'forced', faces: [...faces], next: 0, fallback: generator === 'hmac-sha256' ? hmacStream(seed) : sfc32Start(seed) };
}

/** A uniform integer in [0, n) and the next state. Forced sources use their fallback generator. */
export function nextInt(state: RandomState, n: number): [number, RandomState] {
  if (state.source === 'seeded') {
    const [u, s] = sfc32(state.s);
    return [Math.floor(u * n), { source: 'seeded', s }];
  }
  if (state.source === 'hmac-sha256') {
    const [v, s] = streamInt(state, n);
    return [v, { source: 'hmac-sha256', ...s }];
  }
  if (Array.isArray(state.fallback)) {
    const [u, fallback] = sfc32(state.fallback);
    return [Math.floor(u * n), { ...state, fallback }];
  }
  const [v, fallback] = streamInt(state.fallback, n);
  return [v, { ...state, fallback }];
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
