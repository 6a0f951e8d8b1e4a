import { describe, expect, it } from 'vitest';
import { mapFound } from './map-found';

describe('mapFound', () => {
  it('keeps what was found, by id, in the order of the ids', async () => {
    const names = new Map([
      [3, '三'],
      [1, '一'],
    ]);
    const found = await mapFound([1, 2, 3], (id) => Promise.resolve(names.get(id)));
    expect([...found]).toEqual([
      [1, '一'],
      [3, '三'],
    ]);
  });

  it('answers an empty map for no ids', async () => {
    expect((await mapFound([], () => Promise.resolve('x'))).size).toBe(0);
  });
});
