import { decode, encode } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { decodeText, libraryString, TEXT, textsInterned } from './wire-text.js';
import { EpicState } from './state.js';

function encoded(values: unknown[]): Uint8Array {
  const bytes = new Uint8Array(300_000);
  const it = { offset: 0 };
  for (const v of values) {
    if (typeof v === 'string') encode.string(bytes, v, it);
    else encode.number(bytes, v as number, it);
  }
  return bytes.subarray(0, it.offset);
}

describe('the text wire type', () => {
  const samples = [
    '',
    'short',
    'a',
    'twelve-chars',
    'fifteen-chars!!',
    'é',
    'ünï', // short, not ASCII
    'exactly-16-bytes',
    '"Order Three Units Left"',
    'x'.repeat(31), // the longest msgpack fixstr
    'y'.repeat(32),
    'z'.repeat(255),
    'w'.repeat(256), // str 16
    'v'.repeat(70_000), // str 32
    '{"hand":["order-two-left#1","leadership-center#2"],"me":{"seat":"north-oc"}}',
    'Carthage – Ὀλυμπία – 🎲🎲 – ünïcödé', // 2-, 3- and 4-byte UTF-8
  ];

  it('reads every string exactly as the library reads a `string`, and leaves the cursor after it', () => {
    const bytes = encoded([...samples.flatMap((s) => [s, 7])]);
    const mine = { offset: 0 };
    const theirs = { offset: 0 };
    for (const s of samples) {
      expect(decodeText(bytes, mine)).toBe(s);
      expect(libraryString(bytes, theirs)).toBe(s);
      expect(mine.offset).toBe(theirs.offset);
      expect(decode.number(bytes, mine)).toBe(7);
      decode.number(bytes, theirs);
    }
    expect(mine.offset).toBe(bytes.length);
  });

  it('is registered for both sides: the server encodes a `string`, clients decode it with decodeText', () => {
    expect((decode as unknown as Record<string, unknown>)[TEXT]).toBe(decodeText);
    expect((encode as unknown as Record<string, unknown>)[TEXT]).toBe(encode.string);
  });

  it('also decodes the built-in `string` (map keys, string fields) with decodeText; the library\'s own is kept for the rest', () => {
    expect(decode.string).toBe(decodeText);
    expect(libraryString).not.toBe(decodeText);
    // Not a str header (0xc1, a byte msgpack never uses): read as the library reads it, no recursion.
    const it = { offset: 0 };
    expect(decode.string(Uint8Array.of(0xc1, 0x41), it)).toBe(libraryString(Uint8Array.of(0xc1, 0x41), { offset: 0 }));
  });

  it('is the type of the synced JSON fields: the public map\'s leaves and the turn log\'s lines', () => {
    const field = (klass: unknown, name: string) =>
      Object.values((klass as Record<symbol, Record<string, { name?: string; type?: unknown }>>)[Symbol.metadata]!).find((f) => f?.name === name)?.type;
    expect(field(EpicState, 'public')).toEqual({ map: TEXT });
    expect(field(EpicState, 'log')).toBe(TEXT);
  });
});

describe('short strings read once per content', () => {
  it('keeps one copy of each short string decoded, none of a long one, and starts again past its limit', () => {
    const key = `turnState.orders.x${Date.now()}`;
    const long = 'L'.repeat(64);
    const before = textsInterned();
    const bytes = encoded([key, key, long, 'q']);
    const it = { offset: 0 };
    expect(decodeText(bytes, it)).toBe(key);
    const once = textsInterned();
    expect(once).toBeGreaterThan(before);
    expect(decodeText(bytes, it)).toBe(key);
    expect(textsInterned()).toBe(once);
    expect(decodeText(bytes, it)).toBe(long);
    expect(textsInterned()).toBe(once);
    expect(decodeText(bytes, it)).toBe('q');
    // Bounded: thousands of distinct values never hold more than the limit.
    const many = encoded(Array.from({ length: 10_000 }, (_, i) => `v${i}`));
    const at = { offset: 0 };
    for (let i = 0; i < 10_000; i++) expect(decodeText(many, at)).toBe(`v${i}`);
    expect(textsInterned()).toBeLessThanOrEqual(8192);
  });
});
