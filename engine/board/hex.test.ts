import { describe, expect, it } from 'vitest';
import { areAdjacent, hexDistance, isOnBoard, neighbours, rowLength, sectionsOf } from './hex.js';

describe('the 26x9 Epic board', () => {
  it('has 26 hexes on even rows and 25 on odd rows, 9 rows', () => {
    expect(rowLength(0)).toBe(26);
    expect(rowLength(1)).toBe(25);
    expect(isOnBoard({ col: 25, row: 0 })).toBe(true);
    expect(isOnBoard({ col: 25, row: 1 })).toBe(false);
    expect(isOnBoard({ col: 0, row: 9 })).toBe(false);
  });
  it('gives six neighbours in the open and fewer at the edge', () => {
    expect(neighbours({ col: 10, row: 4 })).toHaveLength(6);
    expect(neighbours({ col: 0, row: 0 })).toHaveLength(2);
    for (const n of neighbours({ col: 7, row: 3 })) expect(areAdjacent({ col: 7, row: 3 }, n)).toBe(true);
  });
  it('offsets odd rows half a hex right', () => {
    expect(areAdjacent({ col: 3, row: 1 }, { col: 3, row: 2 })).toBe(true);
    expect(areAdjacent({ col: 3, row: 1 }, { col: 4, row: 2 })).toBe(true);
    expect(areAdjacent({ col: 3, row: 1 }, { col: 2, row: 2 })).toBe(false);
    expect(hexDistance({ col: 0, row: 0 }, { col: 3, row: 0 })).toBe(3);
    expect(hexDistance({ col: 0, row: 0 }, { col: 0, row: 2 })).toBe(2);
  });
  it('puts a hex cut by a section line in both sections (command-deck.md, Sections)', () => {
    expect(sectionsOf({ col: 8, row: 6 }, 'south')).toEqual(['left', 'center']);
    expect(sectionsOf({ col: 17, row: 0 }, 'south')).toEqual(['center', 'right']);
    expect(sectionsOf({ col: 7, row: 5 }, 'south')).toEqual(['left']);
    expect(sectionsOf({ col: 8, row: 5 }, 'south')).toEqual(['center']);
  });
  it("mirrors sections for the other army: one army's left is the other's right", () => {
    expect(sectionsOf({ col: 2, row: 1 }, 'south')).toEqual(['left']);
    expect(sectionsOf({ col: 2, row: 1 }, 'north')).toEqual(['right']);
    expect(sectionsOf({ col: 8, row: 6 }, 'north')).toEqual(['center', 'right']);
  });
  it('gives every hex of the board its sections, west to east from the army\'s own side, in shared frozen arrays', () => {
    const order = ['left', 'center', 'right'];
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < rowLength(row); col++) {
        const south = sectionsOf({ col, row }, 'south');
        const north = sectionsOf({ col, row }, 'north');
        expect(south.length, `(${col},${row})`).toBeGreaterThanOrEqual(1);
        expect([...south].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(south);
        expect(north).toEqual([...south].map((s) => ({ left: 'right', center: 'center', right: 'left' })[s]).reverse());
        expect(Object.isFrozen(south) && Object.isFrozen(north)).toBe(true);
      }
    }
    // The same answer is the same array: no garbage per question.
    expect(sectionsOf({ col: 2, row: 1 }, 'south')).toBe(sectionsOf({ col: 3, row: 1 }, 'south'));
    expect(() => (sectionsOf({ col: 2, row: 1 }, 'south') as string[]).push('center')).toThrow();
  });
});
