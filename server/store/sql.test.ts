import { describe, expect, it } from 'vitest';
import { placeholders } from './sql.js';

describe('placeholders', () => {
  it('gives one ? per parameter, the same list again for the same length', () => {
    expect(placeholders(1)).toBe('?');
    expect(placeholders(3)).toBe('?, ?, ?');
    expect(placeholders(3)).toBe('?, ?, ?');
    expect(placeholders(0)).toBe('');
  });

  it('makes lists longer than the remembered ones too', () => {
    const list = placeholders(2000);
    expect(list.split(', ')).toHaveLength(2000);
    expect(new Set(list.split(', '))).toEqual(new Set(['?']));
  });
});
