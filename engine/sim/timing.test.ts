import { describe, expect, it } from 'vitest';
import { bestInterleaved } from './timing.js';

describe('bestInterleaved', () => {
  it('warms each function up, then times them in turns, and keeps each one its best', () => {
    const calls: string[] = [];
    const [a, b] = bestInterleaved(3, [() => calls.push('a'), () => calls.push('b')]);
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(a! + b!)).toBe(true);
  });
});
