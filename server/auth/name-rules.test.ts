import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, nameError } from './name-rules.ts';

describe('nameError', () => {
  it('counts characters as the portal\'s forms do, so a name of 150 characters outside the Basic Multilingual Plane passes', () => {
    // '𠮷' is one character written as two UTF-16 code units; the schemas' maxLength counts it once.
    expect(nameError('𠮷'.repeat(NAME_MAX_LENGTH), 'given name')).toBeUndefined();
    expect(nameError('𠮷'.repeat(NAME_MAX_LENGTH + 1), 'given name')).toBe(`Your given name must be ${NAME_MAX_LENGTH} characters or fewer`);
  });

  it('asks for a missing name', () => {
    expect(nameError('', 'surname')).toBe('Enter your surname');
  });

  it('asks for a name given as invisible characters alone', () => {
    expect(nameError('\u200B', 'given name')).toBe('Enter your given name');
    expect(nameError('\u00A0\u200B\uFEFF', 'surname')).toBe('Enter your surname');
    expect(nameError('Zoë\u200B', 'given name')).toBeUndefined();
  });
});
