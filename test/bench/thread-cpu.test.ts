// The server benchmark's CPU by thread kind (bench/thread-cpu.ts, BENCH_THREADS).
import { describe, expect, it } from 'vitest';
import { parseTaskStat, threadCpuMs, threadKind, threadTicks } from '../../bench/thread-cpu.js';

describe('bench/thread-cpu.ts', () => {
  it("reads a thread's name and ticks, whatever its name holds", () => {
    const line = '4242 (V8 DefaultWorke) S 1 4242 4242 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 9 0 123 456 789';
    expect(parseTaskStat(line)).toEqual({ name: 'V8 DefaultWorke', ticks: 42 });
    expect(parseTaskStat('7 (a) b (c)) R 1 7 7 0 -1 0 0 0 0 0 3 4 0 0')).toEqual({ name: 'a) b (c)', ticks: 7 });
    expect(parseTaskStat('garbage')).toBeNull();
  });

  it('sums numbered threads of one kind, and gives each kind its ms, largest first', () => {
    expect(threadKind('libuv-worker12')).toBe('libuv-worker');
    expect(threadKind('node')).toBe('node');
    const before = new Map([['event loop', 100], ['V8 DefaultWorke', 10]]);
    const after = new Map([['event loop', 130], ['V8 DefaultWorke', 60], ['WorkerThread', 2]]);
    expect(threadCpuMs(before, after)).toEqual([['V8 DefaultWorke', 500], ['event loop', 300], ['WorkerThread', 20]]);
  });

  it.runIf(process.platform === 'linux')('finds this process\'s event loop among its threads', () => {
    expect(threadTicks().has('event loop')).toBe(true);
  });
});
