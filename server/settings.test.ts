import { describe, expect, it } from 'vitest';
import { connectionsSetting, positiveSetting } from './settings.js';

describe('numeric settings from the environment', () => {
  it('reads a whole number above 0, and nothing when unset or empty', () => {
    expect(positiveSetting({ REFEREE_LEASE_MS: '30000' }, 'REFEREE_LEASE_MS')).toBe(30000);
    expect(positiveSetting({}, 'REFEREE_LEASE_MS')).toBeUndefined();
    expect(positiveSetting({ REFEREE_LEASE_MS: '' }, 'REFEREE_LEASE_MS')).toBeUndefined();
  });

  it('refuses anything else in one sentence naming the variable, its unit and the value', () => {
    expect(() => positiveSetting({ REFEREE_PING_MISSES: '0' }, 'REFEREE_PING_MISSES', 'pings')).toThrow('REFEREE_PING_MISSES must be a whole number of pings above 0; it is "0".');
    expect(() => positiveSetting({ REFEREE_LEASE_MS: '1.5' }, 'REFEREE_LEASE_MS')).toThrow('REFEREE_LEASE_MS must be a whole number of milliseconds above 0; it is "1.5".');
  });

  it('reads a count of connections within its bounds, and refuses one outside them', () => {
    expect(connectionsSetting({ DATABASE_POOL_WARM: '0' }, 'DATABASE_POOL_WARM', 0)).toBe(0);
    expect(connectionsSetting({ DATABASE_POOL_MAX: '1000' }, 'DATABASE_POOL_MAX', 1)).toBe(1000);
    expect(connectionsSetting({}, 'DATABASE_POOL_MAX', 1)).toBeUndefined();
    expect(() => connectionsSetting({ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX', 1)).toThrow('DATABASE_POOL_MAX must be a whole number of connections from 1 to 1000; it is "0".');
    expect(() => connectionsSetting({ DATABASE_POOL_WARM: '1001' }, 'DATABASE_POOL_WARM', 0)).toThrow('DATABASE_POOL_WARM must be a whole number of connections from 0 to 1000; it is "1001".');
  });
});
