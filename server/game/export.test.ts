// The text export reads as a referee reviewing a dispute needs it: who played (seats by name),
// the seed's hash, the cards dealt and drawn by name, talk where it was said among the turns,
// and, once the game is over, the result and the revealed seed.
import { afterEach, describe, expect, it } from 'vitest';
import { playRandomGame, randomStart } from '../../engine/sim/random-game.js';
import { sha256 } from '../store/log-chain.js';
import type { Store } from '../store/store.js';
import { openTestStore } from '../../test/stores.js';
import { exportText } from './export.js';
import { GameSession } from './session.js';

const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function game(seed: string, commands: number) {
  const store = await openTestStore('export_text');
  stores.push(store);
  const { type: _type, ...start } = randomStart(seed, 8, 'vellara-ford');
  // The script below is played from the same start by playRandomGame, on its generator (sfc32).
  const made = await GameSession.create(store, { ...start, generator: 'sfc32' }, Date.UTC(2026, 10, 23, 17, 0, 0));
  if ('rejection' in made) throw new Error(made.rejection.message);
  const { session } = made;
  const script = playRandomGame(seed, commands).commands;
  for (const [i, cmd] of script.entries()) {
    const r = await session.submit(cmd, Date.UTC(2026, 10, 23, 17, 0, 10 + i));
    if (!r.ok) throw new Error(r.rejection.message);
    // One message on the southern Field Generals' channel after the third command.
    if (i === 2) {
      const said = await session.say('south:left', 'team:south', 'Hold the ford.', Date.UTC(2026, 10, 23, 17, 5, 0));
      if (!said.ok) throw new Error(said.rejection.message);
    }
  }
  return { session, text: exportText(await store.readLog(session.id)), store };
}

describe('the text export', () => {
  it('opens with the game, its seats by name and the seed hash, and names the cards dealt', async () => {
    const { session, text } = await game('export-a', 12);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`Epic Ancients: game ${session.id}, The Fords of Vellara, 8 players, begun 2026-11-23 17:00:00 UTC.`);
    expect(text).toContain(`  Aurel's Overall Commander (seat south:oc)`);
    expect(text).toContain(`  Tarsene League's Right Field General (seat north:right)`);
    expect(text).toContain(`Seed hash: ${session.seedHash}.`);
    expect(text).toContain('Result: not finished');
    expect(text).not.toContain(session.state.seed);
    // The deal names the cards: the referee may read them, and players only once the seed is out.
    expect(text).toMatch(/Aurel's Overall Commander is dealt 8 Command cards \([^)]+\)\./);
  });

  it('puts talk where it was said, with its time, channel and speaker by name', async () => {
    const { text } = await game('export-b', 6);
    const lines = text.split('\n');
    const talk = lines.findIndex((l) => l.includes('Hold the ford.'));
    expect(lines[talk]).toBe("  [2026-11-23 17:05:00 UTC, Aurel Field Generals] Aurel's Left Field General: Hold the ford.");
    // After the third command's lines and before the rest: not gathered at the end.
    expect(talk).toBeLessThan(lines.length - 3);
    expect(lines.slice(talk + 1).some((l) => l.startsWith('Turn '))).toBe(true);
  });

  it('tells the result and reveals the seed once the game is over', async () => {
    const seed = 'export-c';
    const full = playRandomGame(seed, 5000);
    expect(full.state.winner).not.toBeNull();
    const { session, text } = await game(seed, full.commands.length);
    expect(session.state.winner).toBe(full.state.winner);
    const winner = session.state.armies[session.state.winner!].name;
    expect(text).toMatch(new RegExp(`Result: ${winner} won; Victory Banners Aurel \\d+, Tarsene League \\d+\\. Seed \\(revealed at the end\\): ${session.state.seed}\\.`));
    expect(sha256(session.state.seed)).toBe(session.seedHash);
  }, 60_000);
});
