import { describe, expect, it } from 'vitest';
import { touchedAfterOutsideChange } from './touched-fields.ts';

describe('touched fields after data from outside', () => {
  const touched = new Set(['/name', '/answer/text', '/company/phone']);

  it('keeps the same set when nothing the user left changed', () => {
    const before = { name: 'Ann', answer: { text: 'yes', question: 'Q1' } };
    expect(touchedAfterOutsideChange(touched, before, { ...before, extra: 1 })).toBe(touched);
  });

  it('forgets a field whose value changed from outside (an answer reset with its question)', () => {
    const before = { name: 'Ann', answer: { text: 'yes', question: 'Q1' } };
    expect([...touchedAfterOutsideChange(touched, before, { name: 'Ann', answer: { question: 'Q2' } })]).toEqual(['/name', '/company/phone']);
  });

  it("keeps an empty field whose neighbours a lookup filled: its error still shows", () => {
    const before = { company: { abn: '51824753556' } };
    const after = { company: { abn: '51824753556', entityName: 'Found Pty Ltd' } };
    expect(touchedAfterOutsideChange(touched, before, after)).toBe(touched);
  });

  it('forgets an empty answer whose question changed (a new follow-up question at the old path), not one whose question stayed', () => {
    const ui = { answer: { 'ui:options': { titleFrom: 'question' } } };
    const before = { answer: { question: 'Q1' } };
    expect([...touchedAfterOutsideChange(touched, before, { answer: { question: 'Q2' } }, ui)]).toEqual(['/name', '/company/phone']);
    expect(touchedAfterOutsideChange(touched, before, { answer: { question: 'Q1' }, extra: 1 }, ui)).toBe(touched);
  });
});
