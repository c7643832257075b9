import { describe, expect, it } from 'vitest';
import { FIXTURE_EXISTS, FIXTURE_NAME_CHARACTERS, FIXTURE_NAME_TOO_LONG, fixtureNameProblem } from './form-files.ts';

describe('fixtureNameProblem', () => {
  it('takes a new name of the characters and length the Studio API takes', () => {
    expect(fixtureNameProblem('missing-reason', ['valid'])).toBeUndefined();
    expect(fixtureNameProblem('v2.edge_case', [])).toBeUndefined();
    expect(fixtureNameProblem('a'.repeat(100), [])).toBeUndefined();
  });

  it('says what is wrong with a name the API would refuse, or one the form has', () => {
    expect(fixtureNameProblem('a'.repeat(101), [])).toBe(FIXTURE_NAME_TOO_LONG);
    expect(fixtureNameProblem('Bad Name!', [])).toBe(FIXTURE_NAME_CHARACTERS);
    expect(fixtureNameProblem('-leading', [])).toBe(FIXTURE_NAME_CHARACTERS);
    expect(fixtureNameProblem('valid', ['valid'])).toBe(FIXTURE_EXISTS);
  });
});
