import { describe, expect, it } from 'vitest';
import { moved } from './list-order';

const slots = ['09:00', '12:00', '15:00', '18:00'];

describe('moving a row up or down in an ordered list', () => {
  it('moves a row one place up', () => {
    expect(moved(slots, 2, 1)).toEqual(['09:00', '15:00', '12:00', '18:00']);
  });

  it('moves a row one place down', () => {
    expect(moved(slots, 0, 1)).toEqual(['12:00', '09:00', '15:00', '18:00']);
  });

  it('moves a row to any place', () => {
    expect(moved(slots, 3, 0)).toEqual(['18:00', '09:00', '12:00', '15:00']);
    expect(moved(slots, 0, 3)).toEqual(['12:00', '15:00', '18:00', '09:00']);
  });

  it('leaves the list as it is when the first row is moved up or the last down', () => {
    expect(moved(slots, 0, -1)).toEqual(slots);
    expect(moved(slots, 3, 4)).toEqual(slots);
  });

  it('never changes the list it was given', () => {
    const original = [...slots];
    const result = moved(slots, 1, 2);
    expect(slots).toEqual(original);
    expect(result).not.toBe(slots);
    expect(moved(slots, 0, -1)).not.toBe(slots);
  });
});
