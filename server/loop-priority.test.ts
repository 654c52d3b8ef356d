import { getPriority, setPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { threadNices } from '../test/thread-nices.js';
import { DEFAULT_LOOP_NICE, loopNiceFrom, setLoopPriority } from './loop-priority.js';

describe('REFEREE_LOOP_NICE', () => {
  it('defaults to the documented nice value, and 0 or any value in range is taken', () => {
    expect(loopNiceFrom(undefined)).toBe(DEFAULT_LOOP_NICE);
    expect(loopNiceFrom(' ')).toBe(DEFAULT_LOOP_NICE);
    expect(loopNiceFrom('0')).toBe(0);
    expect(loopNiceFrom('-20')).toBe(-20);
    expect(loopNiceFrom('19')).toBe(19);
  });

  it.each(['-21', '20', '1.5', 'high', '-10x'])('refuses %s with a sentence naming the setting and its range', (value) => {
    expect(() => loopNiceFrom(value)).toThrow(`REFEREE_LOOP_NICE must be a whole number from -20 (highest priority) to 19; it was "${value}".`);
  });
});

describe.runIf(process.platform === 'linux')('setLoopPriority', () => {
  const original = getPriority(0);
  afterEach(() => {
    try {
      setPriority(0, original);
    } catch {
      // Without CAP_SYS_NICE a thread cannot go back up; the test thread then stays lower.
    }
  });

  it("changes the calling thread's nice value and no other thread's", () => {
    const before = threadNices('self');
    const wanted = process.getuid?.() === 0 ? -7 : Math.min(original + 3, 19);
    const result = setLoopPriority(wanted);
    expect(result).toEqual({ applied: true, nice: wanted });
    const after = threadNices('self');
    const self = [...after].filter(([tid]) => before.has(tid) && after.get(tid) !== before.get(tid));
    expect(self).toHaveLength(1); // this thread only; V8's and libuv's threads keep theirs
    expect(self[0]![1]).toBe(wanted);
  });

  it('says why when raising the priority is not permitted', () => {
    if (process.getuid?.() === 0) {
      // Root may raise it: the highest priority is granted.
      expect(setLoopPriority(-20)).toEqual({ applied: true, nice: -20 });
    } else {
      expect(setLoopPriority(-20)).toEqual({ applied: false, nice: getPriority(0), reason: expect.stringContaining('CAP_SYS_NICE') });
    }
  });
});
