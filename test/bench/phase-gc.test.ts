// The clients' threads collected between the server benchmark's phases (bench/phase-gc.ts).
import { describe, expect, it, vi } from 'vitest';
import { clientCollectionNote, collectBetweenPhases } from '../../bench/phase-gc.js';

describe('bench/phase-gc.ts', () => {
  it('collects once a phase by default', () => {
    const gc = vi.fn();
    expect(collectBetweenPhases(undefined, gc)).toBe(true);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('collects nothing when BENCH_CLIENT_PHASE_GC=0', () => {
    const gc = vi.fn();
    expect(collectBetweenPhases('0', gc)).toBe(false);
    expect(gc).not.toHaveBeenCalled();
  });

  it('says how to run it, rather than measure without the collection, when gc is not exposed', () => {
    expect(() => collectBetweenPhases(undefined, undefined)).toThrow(/--expose-gc/);
  });

  it("says in a benchmark's first line whether the clients are collected", () => {
    expect(clientCollectionNote(undefined)).toBe('each collected in full after its phases');
    expect(clientCollectionNote('0')).toBe('not collected between phases (BENCH_CLIENT_PHASE_GC=0)');
  });
});
