import { describe, expect, it } from 'vitest';
import { corked } from './cork.js';

function fakeClient() {
  const socket = { depth: 0, flushes: 0, destroyed: false, cork() { this.depth++; }, uncork() { this.depth--; if (this.depth === 0) this.flushes++; } };
  return { ref: { _socket: socket }, socket };
}

describe('corked', () => {
  it('holds every client socket corked while the work runs, and flushes each once after', () => {
    const clients = [fakeClient(), fakeClient()];
    const seen = corked(clients, () => clients.map((c) => c.socket.depth));
    expect(seen).toEqual([1, 1]);
    expect(clients.map((c) => [c.socket.depth, c.socket.flushes])).toEqual([[0, 1], [0, 1]]);
  });

  it('uncorks when the work throws, and passes over clients without a socket', () => {
    const c = fakeClient();
    expect(() => corked([c, {}, { ref: {} }], () => { throw new Error('boom'); })).toThrow('boom');
    expect(c.socket.depth).toBe(0);
  });
});
