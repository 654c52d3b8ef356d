import { describe, expect, it } from 'vitest';
import { causesOf, kindsByVersion, windowsFrom, type Windows } from '../../bench/explain-slowest.js';
import { playRandomGame } from '../../engine/sim/random-game.js';

const none: Windows = { serverCollections: [], serverStalls: [], clientCollections: [] };

describe("explaining the server benchmark's slowest commands", () => {
  it('names what overlapped a command, a stall counted only when no collection explains it', () => {
    const cmd = { sentAt: 1000, total: 10 };
    expect(causesOf(cmd, none)).toBe('nothing seen');
    expect(causesOf(cmd, { ...none, serverCollections: [[1005, 4, 1]] })).toBe('server collection');
    // The stall is the collection itself: one cause, not two.
    expect(causesOf(cmd, { ...none, serverCollections: [[1005, 4, 1]], serverStalls: [[1004, 7]] })).toBe('server collection');
    expect(causesOf(cmd, { ...none, serverStalls: [[995, 7]] })).toBe('server stall');
    expect(causesOf(cmd, { ...none, serverStalls: [[1011, 7]], clientCollections: [[1009, 3]] })).toBe('client collection');
    expect(causesOf(cmd, { serverCollections: [[998, 3, 1]], serverStalls: [[1003, 7]], clientCollections: [[1001, 2]] })).toBe('server collection + server stall + client collection');
  });

  it("reads the spans from the lines a run prints", () => {
    const output = [
      'server event-loop stalls over 6 ms [began at (epoch ms), ms]: [[100,7.5],[200,9]]',
      'server collections of 1 ms or more [began at (epoch ms), ms, kind]: [[101,5.2,1]]',
      "referee clients' thread 3: collections of 2 ms or more [began at (epoch ms), ms, kind]: [[300,4,\"minor\"]]",
      "bare clients' thread 5: collections of 2 ms or more [began at (epoch ms), ms, kind]: [[400,4,\"minor\"]]",
    ].join('\n');
    const w = windowsFrom(output);
    expect(w.serverStalls).toEqual([[100, 7.5], [200, 9]]);
    expect(w.serverCollections).toEqual([[101, 5.2, 1]]);
    expect(w.clientCollections).toEqual([[300, 4, 'minor']]);
  });

  it("gives each version of a benchmark game the kind of the command that made it", () => {
    const kinds = kindsByVersion('bench-1', 60);
    const game = playRandomGame('bench-1', 5, 8, 'vellara-ford', undefined, 'hmac-sha256');
    const versions = [...kinds.keys()];
    expect(versions.length).toBeGreaterThan(5);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(kinds.get(versions[0]!)).toBe(game.commands[0]!.command.type);
    expect(kinds.get(versions[1]!)).toBe(game.commands[1]!.command.type);
  });
});
