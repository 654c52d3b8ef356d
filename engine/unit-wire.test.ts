import { describe, expect, it } from 'vitest';
import { unitFromLeaf, unitLeaf } from './unit-wire.js';

describe('a unit as a leaf of the synced units map', () => {
  it('comes back as it went', () => {
    const leaf = unitLeaf({ army: 'south', type: 'heavy-infantry', hex: { col: 3, row: 7 }, blocks: 2, eliminated: false });
    expect(leaf).toBe('["south","heavy-infantry",3,7,2,false]');
    expect(unitFromLeaf(leaf)).toEqual({ army: 'south', type: 'heavy-infantry', col: 3, row: 7, blocks: 2, eliminated: false });
    expect(unitFromLeaf(unitLeaf({ army: 'north', type: 'leader', hex: { col: 0, row: 0 }, blocks: 0, eliminated: true }))).toEqual({ army: 'north', type: 'leader', col: 0, row: 0, blocks: 0, eliminated: true });
  });

  it('reads a leaf that is not a unit as none, never throwing', () => {
    for (const bad of ['', 'not json', '{}', '[]', '["east","x",1,1,1,false]', '["north","x",1.5,1,1,false]', '["north",3,1,1,1,false]', '["north","x",1,1,1,"no"]', '["north","x",1,1,1,false,7]']) {
      expect(unitFromLeaf(bad)).toBeNull();
    }
  });
});
