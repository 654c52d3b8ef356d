import { describe, expect, it, vi } from 'vitest';

describe('warmTurnMachine', () => {
  it('a cold cache computes transitions as a game goes', async () => {
    vi.resetModules();
    const { turnTransitionsComputed } = await import('./machine.js');
    const { playRandomGame } = await import('./sim/random-game.js');
    playRandomGame('cold-0', 120, 8);
    expect(turnTransitionsComputed()).toBeGreaterThan(0);
  });

  it('leaves no transition for a game to compute: every step reached, every event taken there', async () => {
    vi.resetModules();
    const { turnTransitionsComputed, warmTurnMachine } = await import('./machine.js');
    const { playRandomGame } = await import('./sim/random-game.js');
    const steps = warmTurnMachine();
    // command, draw, game over, the orders steps (3 sections × ordering/moving/ready) and the
    // battle steps (3 sections × choosing/first-strike window/resolving/done).
    expect(steps).toBeGreaterThan(30);
    const before = turnTransitionsComputed();
    expect(warmTurnMachine()).toBe(steps); // once is enough: a second call does nothing
    for (let g = 0; g < 40; g++) expect(playRandomGame(`warm-${g}`, 120, 8).commands.length).toBeGreaterThan(0);
    expect(turnTransitionsComputed() - before).toBe(0);
  });
});
