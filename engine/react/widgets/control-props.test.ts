import { describe, expect, it } from 'vitest';
import { textToValue } from './control-props.ts';

describe('textToValue', () => {
  it('reads a number written as people write one, commas dropped', () => {
    expect(textToValue('150,000.50', 'number', undefined)).toBe(150000.5);
    expect(textToValue(' 42 ', 'integer', undefined)).toBe(42);
    expect(textToValue('.5', 'number', undefined)).toBe(0.5);
    expect(textToValue('-3', 'number', undefined)).toBe(-3);
    expect(textToValue('', 'number', null)).toBeNull();
  });

  it('keeps as text, for the schema to refuse, what only JavaScript reads as a number', () => {
    for (const text of ['1e5', '0x10', 'Infinity', '1 000', '12abc']) expect(textToValue(text, 'number', undefined)).toBe(text);
  });

  it('keeps as text a number with more decimal places than allowed (dollars and cents)', () => {
    expect(textToValue('1.234', 'number', undefined, 2)).toBe('1.234');
    expect(textToValue('1.23', 'number', undefined, 2)).toBe(1.23);
    expect(textToValue('1.234', 'number', undefined)).toBe(1.234);
  });

  it("reads past the unit the box shows, typed before the amount ('$200,000' in a '$' box)", () => {
    expect(textToValue('$200,000', 'number', undefined, 2, '$')).toBe(200000);
    expect(textToValue(' $ 12.50', 'number', undefined, 2, '$')).toBe(12.5);
    expect(textToValue('$200,000', 'number', undefined, 2)).toBe('$200,000');
    expect(textToValue('$$5', 'number', undefined, 2, '$')).toBe('$$5');
  });
});
