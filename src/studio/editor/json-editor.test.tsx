import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { JsonEditor, type PointerProblem } from './json-editor.tsx';

afterEach(cleanup);

const editor = (problems: PointerProblem[]) => <JsonEditor label="schema.json" value={'{\n  "a": 1\n}'} onChange={() => {}} problems={problems} />;

describe('JsonEditor', () => {
  it('lints again when the check results change, not when an equal list comes with a re-render', () => {
    const dispatch = vi.spyOn(EditorView.prototype, 'dispatch');
    const view = render(editor([{ pointer: '/a', message: 'Not allowed.' }]));
    // Mounting configured the linter with these results: nothing more to send.
    expect(dispatch).not.toHaveBeenCalled();
    view.rerender(editor([{ pointer: '/a', message: 'Not allowed.' }]));
    expect(dispatch).not.toHaveBeenCalled();
    view.rerender(editor([{ pointer: '/a', message: 'Must be a string.' }]));
    expect(dispatch).toHaveBeenCalledTimes(1);
    view.rerender(editor([]));
    expect(dispatch).toHaveBeenCalledTimes(2);
    dispatch.mockRestore();
  });
});
