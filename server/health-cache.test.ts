import { describe, expect, it } from 'vitest';
import { cachedProbe, isLocalAddress } from './health-cache.js';

describe('the health answer for anyone', () => {
  it('probes at most once a period, however many ask, and once for many asking at once', async () => {
    let t = 0;
    let probes = 0;
    const answer = cachedProbe(async () => ++probes, 1000, () => t);
    const at0 = await Promise.all(Array.from({ length: 100 }, () => answer()));
    expect(probes).toBe(1);
    expect(new Set(at0)).toEqual(new Set([1]));
    t = 999;
    expect(await answer()).toBe(1);
    t = 1000;
    expect(await answer()).toBe(2);
    expect(probes).toBe(2);
  });
  it('knows the machine\'s own addresses', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLocalAddress(a)).toBe(true);
    for (const a of ['10.0.0.2', '203.0.113.9', undefined]) expect(isLocalAddress(a)).toBe(false);
  });
});
