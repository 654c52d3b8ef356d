import type { AuthContext, Client } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

const client = (remoteAddress: string) => ({ ref: { _socket: { remoteAddress } } }) as unknown as Client;
const context = (headers: Record<string, string>) => ({ ip: headers['x-real-ip'], headers: new Headers(headers) }) as unknown as AuthContext;
const spoofed = { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.9, 10.0.0.1', 'x-client-ip': '192.0.2.4' };

describe("a room's client address", () => {
  it("is the socket's, whatever address headers the client sends, when no proxy is trusted", () => {
    expect(clientAddress(client('127.0.0.1'), context(spoofed), false)).toBe('127.0.0.1');
    expect(clientAddress(client('::1'), context({}), false)).toBe('::1');
  });
  it("is X-Forwarded-For's first hop behind a trusted proxy, never X-Real-IP or X-Client-IP", () => {
    expect(clientAddress(client('10.0.0.1'), context(spoofed), true)).toBe('198.51.100.9');
    expect(clientAddress(client('10.0.0.1'), context({ 'x-real-ip': '203.0.113.7' }), true)).toBe('10.0.0.1');
  });
  it('says unknown when the transport has no socket address', () => {
    expect(clientAddress({} as Client, context(spoofed), false)).toBe('unknown');
  });
});
