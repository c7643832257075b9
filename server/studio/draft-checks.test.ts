import { describe, expect, it } from 'vitest';
import { lintProblem } from './draft-checks.ts';

describe('lint problems by file and pointer', () => {
  it('reads the file, the pointer (colons of ui keys included) and the message', () => {
    expect(lintProblem('ui.json#/a/ui:widget: must be one of "text"')).toEqual({ file: 'ui.json', pointer: '/a/ui:widget', message: 'must be one of "text"' });
    expect(lintProblem("form.json#/steps/0: unknown key")).toEqual({ file: 'form.json', pointer: '/steps/0', message: 'unknown key' });
    expect(lintProblem('fixtures/too-low/expect/erors: unknown key')).toEqual({ file: 'fixtures', pointer: '/too-low/expect/erors', message: 'unknown key' });
    expect(lintProblem("fixtures: no fixture reaches step 'cost'")).toEqual({ file: 'fixtures', pointer: '', message: "no fixture reaches step 'cost'" });
    expect(lintProblem('something else')).toEqual({ file: 'form.json', pointer: '', message: 'something else' });
  });
});
