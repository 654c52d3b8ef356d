// The referee part of `npm run bench` plays seeded scripts through real game sessions: the
// scripts must be played on the stream the server starts its games on (HMAC-SHA256), or a
// script's command is refused ("Card … is not in the Overall Commander's hand.") and the
// whole `npm run bench` stops there, as it did from issue 17's change of stream until
// 2026-11-25. A small run of it, every command accepted.
import { describe, expect, it } from 'vitest';
import { runRefereeCpuBench } from '../../bench/referee-cpu.js';

describe('npm run bench -- referee', () => {
  it("plays every scripted command through the server's own sessions", async () => {
    const lines: string[] = [];
    const { commands, usPerCommand, kbPerCommand, warmUs, coldUs, coldCommands } = await runRefereeCpuBench((l) => lines.push(l), { games: 2, commands: 40, passes: 1, sweepMiB: 1 });
    expect(commands).toBe(80);
    // The cold and warm passes play the same commands, one a turn, each committed in its own
    // handler as in the server (appendNow); a pass that lost its commands would time nothing.
    expect(coldCommands).toBe(80);
    expect(warmUs).toBeGreaterThan(0);
    expect(coldUs).toBeGreaterThan(0);
    expect(usPerCommand).toBeGreaterThan(0);
    // What a command allocates: its log entry alone is a body of hundreds of bytes and a
    // hash; a figure under 1 KB would mean the profiler saw none of the commands' work.
    expect(kbPerCommand).toBeGreaterThan(1);
    expect(kbPerCommand).toBeLessThan(1000);
    expect(lines.join('\n')).toMatch(/ µs and \d+\.\d KB allocated, over 80 commands of 2 games, best of 1/);
    expect(lines.join('\n')).toMatch(/one command a turn: \d+ µs warm, \d+ µs with the caches swept before each command \(1 MiB read\), [\d.]+ times, over 80 commands of 2 games \(80 committed in their own handler\), best of 1/);
  }, 60_000);
});
