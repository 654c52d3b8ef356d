// The rooms' news (a finished game, a timed command) reaches every listener, and a listener
// that throws is logged and skipped: the news comes after the change is durable and sent.
import { describe, expect, it, vi } from 'vitest';
import { gameFinished, onGameFinished } from './registry.js';
import type { GameSession } from './session.js';

describe('news from the rooms', () => {
  it('a throwing listener is logged and skipped; the others still hear, until they stop', () => {
    const heard: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stops = [
      onGameFinished(() => {
        throw new Error('listener broke');
      }),
      onGameFinished((s) => heard.push(s.id)),
    ];
    try {
      const session = { id: 'g1' } as GameSession;
      expect(() => gameFinished(session)).not.toThrow();
      expect(heard).toEqual(['g1']);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('listener broke'));
      for (const stop of stops) stop();
      gameFinished(session);
      expect(heard).toEqual(['g1']);
    } finally {
      errors.mockRestore();
    }
  });
});
