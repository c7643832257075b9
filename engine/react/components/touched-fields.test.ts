import { describe, expect, it } from 'vitest';
import { touchedAfterOutsideChange } from './touched-fields.ts';

describe('touched fields after data from outside', () => {
  const touched = new Set(['/name', '/answer/text', '/other']);

  it('keeps the same set when nothing the user left changed', () => {
    const before = { name: 'Ann', answer: { text: 'yes', question: 'Q1' }, other: '' };
    expect(touchedAfterOutsideChange(touched, before, { ...before, extra: 1 })).toBe(touched);
  });

  it('forgets a field whose value changed from outside', () => {
    const before = { name: 'Ann', answer: { text: 'yes', question: 'Q1' } };
    expect([...touchedAfterOutsideChange(touched, before, { answer: before.answer })]).toEqual(['/answer/text', '/other']);
  });

  it('forgets an empty answer whose group changed around it (a new question at the old path), not an empty top-level field', () => {
    const before = { name: 'Ann', answer: { question: 'Q1' }, other: '' };
    const after = { name: 'Ann', answer: { question: 'Q2' }, other: '', extra: 1 };
    expect([...touchedAfterOutsideChange(touched, before, after)]).toEqual(['/name', '/other']);
  });
});
