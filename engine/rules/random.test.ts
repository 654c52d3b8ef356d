import { describe, expect, it } from 'vitest';
import { DIE_FACES, forcedRandom, rollDice, seededRandom, shuffle } from './random.js';

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = rollDice(seededRandom('alpha'), 20).faces;
    expect(rollDice(seededRandom('alpha'), 20).faces).toEqual(a);
    expect(rollDice(seededRandom('beta'), 20).faces).not.toEqual(a);
  });
  it('rolls every face of the six-faced die over many rolls, roughly evenly', () => {
    const { faces } = rollDice(seededRandom('faces'), 6000);
    for (const f of DIE_FACES) {
      const n = faces.filter((x) => x === f).length;
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
  });
  it('continues from the state an event recorded', () => {
    const first = rollDice(seededRandom('chain'), 3);
    const all = rollDice(seededRandom('chain'), 6).faces;
    expect([...first.faces, ...rollDice(first.random, 3).faces]).toEqual(all);
  });
  it('uses forced faces first, then seeded dice', () => {
    const r = rollDice(forcedRandom('x', ['banner', 'swords']), 4);
    expect(r.faces.slice(0, 2)).toEqual(['banner', 'swords']);
    expect(r.faces).toHaveLength(4);
  });
  it('shuffles into a permutation without touching its input', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    const copy = [...items];
    const out = shuffle(items, seededRandom('deck')).items;
    expect(items).toEqual(copy);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
