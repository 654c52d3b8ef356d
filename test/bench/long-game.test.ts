// The long-game part of `npm run bench -- referee` (bench/long-game.ts): games played far past
// the server benchmark's ~45 commands, each change told as the room tells it. Memory keeps a
// bounded part of each game's turn log (server/game/turn-log.ts), not the whole of it.
import { describe, expect, it } from 'vitest';
import { runLongGameMemory } from '../../bench/long-game.js';

describe('npm run bench -- referee, a long game', () => {
  it("plays long games through the server's sessions and says what each keeps, its turn log bounded", async () => {
    const lines: string[] = [];
    const { commandsPerGame, linesInMemory, kbPerGame } = await runLongGameMemory((l) => lines.push(l), { games: 2, commands: 400 });
    expect(commandsPerGame).toBeGreaterThan(300);
    // ~270 lines a game by then: kept whole, the log would be more than the 128 memory may hold.
    expect(linesInMemory).toBeGreaterThan(0);
    expect(linesInMemory).toBeLessThanOrEqual(128);
    expect(Number.isFinite(kbPerGame)).toBe(true);
    expect(lines.join('\n')).toMatch(/^a long game's memory: -?\d+ KB a game more than at its start after \d+ commands .*, \d+ turn-log lines a game in memory$/);
  }, 120_000);
});
