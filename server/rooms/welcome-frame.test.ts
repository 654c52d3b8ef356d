// The spectators' welcome is built and encoded once per key, and decodes to what was built.
import { unpack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { WelcomeFrame } from './welcome-frame.js';

describe('WelcomeFrame', () => {
  it('builds once per key; the frame is a room message "welcome" carrying the payload', () => {
    const welcome = new WelcomeFrame();
    let builds = 0;
    const build = () => ({ gameId: 'g', n: ++builds });
    const first = welcome.frame('3:0', build);
    expect(welcome.frame('3:0', build)).toBe(first);
    expect(builds).toBe(1);
    // ROOM_DATA (13), the type as a msgpack string, then the payload.
    expect(first[0]).toBe(13);
    expect(first.subarray(2, 9).toString()).toBe('welcome');
    expect(unpack(first.subarray(9))).toEqual({ gameId: 'g', n: 1 });
    const next = welcome.frame('4:0', build);
    expect(builds).toBe(2);
    expect(unpack(next.subarray(9))).toEqual({ gameId: 'g', n: 2 });
  });
});
