// The turn log as the browser reads it: the synced state's public field, and the lines read in
// full from its private messages (client/src/game/log-fields.ts).
import { describe, expect, it, vi } from 'vitest';
import { LogFieldReader, type LogFields } from '../../client/src/game/log-fields.js';

const line = (version: number, text: string, redacted?: true) => ({ version, turn: 1, army: 'south', text, ...(redacted ? { redacted } : {}) });
const fields = (pub: unknown[] | null): LogFields => ({ log: pub ? JSON.stringify({ lines: pub }) : '' });
const full = (lines: unknown[]) => JSON.stringify({ lines });

describe('the turn log read from the synced state and the private messages', () => {
  it("reads the public field's lines once per new value, in version order", () => {
    const reader = new LogFieldReader();
    const first = fields([line(3, 'c'), line(2, 'b')]);
    expect(reader.read(first).map((l) => l.version)).toEqual([2, 3]);
    expect(reader.read(first)).toEqual([]); // the same patch state again: nothing new
    expect(reader.read(fields([line(4, 'd')])).map((l) => l.text)).toEqual(['d']);
    expect(reader.read(undefined)).toEqual([]);
  });

  it('a line read in full (a private message, sent before the patch) is not replaced by the public one of its version', () => {
    const reader = new LogFieldReader();
    expect(reader.readFull(full([line(5, 'Order Three Units Left')]))).toEqual([line(5, 'Order Three Units Left')]);
    // The patch that follows carries the redacted line of the same version, and one more.
    expect(reader.read(fields([line(5, 'a Field card (face down)', true), line(6, 'moves')]))).toEqual([line(6, 'moves')]);
  });

  it('says so, and goes on, when a field cannot be read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reader = new LogFieldReader();
      expect(reader.read({ log: '{not json' })).toEqual([]);
      expect(reader.read({ log: '{"lines":3}' })).toEqual([]);
      expect(reader.readFull('nope')).toEqual([]);
      expect(error.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('the public field could not be read'), expect.stringContaining('the public field holds no lines'), expect.stringContaining('the private lines could not be read')]);
      expect(reader.read(fields([line(1, 'ok')])).map((l) => l.text)).toEqual(['ok']);
    } finally {
      error.mockRestore();
    }
  });
});
