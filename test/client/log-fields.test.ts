// The turn log as the browser reads it from the synced state (client/src/game/log-fields.ts).
import { describe, expect, it, vi } from 'vitest';
import { LogFieldReader, type LogFields } from '../../client/src/game/log-fields.js';

const line = (version: number, text: string, redacted?: true) => ({ version, turn: 1, army: 'south', text, ...(redacted ? { redacted } : {}) });
const fields = (pub: unknown[] | null, slots: Record<string, unknown[] | null> = {}, referee: unknown[] | null = null): LogFields => ({
  log: pub ? JSON.stringify({ lines: pub }) : '',
  seats: { forEach: (each) => Object.entries(slots).forEach(([id, l]) => each({ log: l ? JSON.stringify({ lines: l }) : '' }, id)) },
  referee: { log: referee ? JSON.stringify({ lines: referee }) : '' },
});

describe('the turn log read from the synced state', () => {
  it("reads each field's lines once per new value, in version order", () => {
    const reader = new LogFieldReader();
    const first = fields([line(3, 'c'), line(2, 'b')]);
    expect(reader.read(first).map((l) => l.version)).toEqual([2, 3]);
    expect(reader.read(first)).toEqual([]); // the same patch state again: nothing new
    expect(reader.read(fields([line(4, 'd')])).map((l) => l.text)).toEqual(['d']);
    expect(reader.read(undefined)).toEqual([]);
  });

  it("takes a slot's line (read in full) over the public one of the same version", () => {
    const reader = new LogFieldReader();
    const got = reader.read(fields([line(5, 'a Field card (face down)', true)], { 'south:oc': [line(5, 'Order Three Units Left')] }));
    expect(got).toEqual([line(5, 'Order Three Units Left')]);
    const ref = new LogFieldReader().read(fields([line(5, 'face down', true)], {}, [line(5, 'named')]));
    expect(ref).toEqual([line(5, 'named')]);
  });

  it('an older slot left from an earlier change does not undo a newer public line', () => {
    const reader = new LogFieldReader();
    reader.read(fields([line(5, 'face down', true)], { 'south:oc': [line(5, 'named')] }));
    // The next change has no secret: only the public field moves.
    const got = reader.read(fields([line(6, 'moves')], { 'south:oc': [line(5, 'named')] }));
    expect(got).toEqual([line(6, 'moves')]);
  });

  it('says so, and goes on, when a field cannot be read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reader = new LogFieldReader();
      expect(reader.read({ log: '{not json' })).toEqual([]);
      expect(reader.read({ log: '{"lines":3}' })).toEqual([]);
      expect(error.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('the public field could not be read'), expect.stringContaining('the public field holds no lines')]);
      expect(reader.read(fields([line(1, 'ok')])).map((l) => l.text)).toEqual(['ok']);
    } finally {
      error.mockRestore();
    }
  });
});
