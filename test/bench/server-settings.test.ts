// The server benchmark's sizes from the environment (bench/server-settings.ts): defaults where
// unset, and a bad value refused with the variable named, never a run of NaN rooms.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCKS, serverBenchSettings } from '../../bench/server-settings.js';

describe('serverBenchSettings', () => {
  it('gives the defaults where nothing is set, or a variable is empty', () => {
    const defaults = { runs: 1, rooms: 250, seconds: 10, blocks: DEFAULT_BLOCKS, clientWorkers: 2 };
    expect(serverBenchSettings({})).toEqual(defaults);
    expect(serverBenchSettings({ BENCH_ROOMS: '', BENCH_BLOCKS: '' })).toEqual(defaults);
    expect(DEFAULT_BLOCKS).toBe(4);
  });

  it('reads every variable', () => {
    expect(serverBenchSettings({ BENCH_RUNS: '6', BENCH_ROOMS: '20', BENCH_SECONDS: '2', BENCH_BLOCKS: '1', BENCH_CLIENT_WORKERS: '3' })).toEqual({ runs: 6, rooms: 20, seconds: 2, blocks: 1, clientWorkers: 3 });
  });

  it('refuses a value that is not a whole number above 0, naming the variable and the value', () => {
    expect(() => serverBenchSettings({ BENCH_ROOMS: 'many' })).toThrow('BENCH_ROOMS must be a whole number of rooms above 0; it is "many".');
    expect(() => serverBenchSettings({ BENCH_BLOCKS: '0' })).toThrow('BENCH_BLOCKS must be a whole number of blocks above 0; it is "0".');
    expect(() => serverBenchSettings({ BENCH_SECONDS: '2.5' })).toThrow('BENCH_SECONDS must be a whole number of seconds above 0; it is "2.5".');
    expect(() => serverBenchSettings({ BENCH_RUNS: '-1' })).toThrow('BENCH_RUNS must be a whole number of runs above 0; it is "-1".');
    expect(() => serverBenchSettings({ BENCH_CLIENT_WORKERS: 'two' })).toThrow('BENCH_CLIENT_WORKERS must be a whole number of threads above 0; it is "two".');
  });
});
