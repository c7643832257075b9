import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { JsonEditor, type PointerProblem } from './json-editor.tsx';

afterEach(cleanup);

// jsdom lays nothing out and its ranges have no client rects, which CodeMirror's measuring (after
// a scroll into view, in an animation frame) asks for: empty ones stand in.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const editor = (problems: PointerProblem[]) => <JsonEditor label="schema.json" value={'{\n  "a": 1\n}'} onChange={() => {}} problems={problems} />;

function shownMessages(container: HTMLElement): string[] {
  const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement)!;
  const messages: string[] = [];
  forEachDiagnostic(view.state, (diagnostic) => messages.push(diagnostic.message));
  return messages;
}

describe('JsonEditor', () => {
  it('shows new check results at once, and sends no update for an equal list coming with a re-render', async () => {
    // Spied before the editor is built: the view binds its own dispatch.
    const dispatch = vi.spyOn(EditorView.prototype, 'dispatch');
    const view = render(editor([{ pointer: '/a', message: 'Not allowed.' }]));
    await waitFor(() => expect(view.container.querySelector('.cm-editor')).not.toBeNull());
    dispatch.mockClear();
    view.rerender(editor([{ pointer: '/a', message: 'Not allowed.' }]));
    expect(dispatch).not.toHaveBeenCalled();
    // The linter's first run, after its pause.
    await waitFor(() => expect(shownMessages(view.container)).toEqual(['Not allowed.']));
    dispatch.mockClear();
    view.rerender(editor([{ pointer: '/a', message: 'Must be a string.' }]));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(shownMessages(view.container)).toEqual(['Must be a string.']);
    view.rerender(editor([]));
    expect(shownMessages(view.container)).toEqual([]);
    dispatch.mockRestore();
  });

  it('builds the editor in tasks after its mount, and applies a text and a reveal that came meanwhile', async () => {
    const props = { label: 'schema.json', onChange: () => {} };
    const view = render(<JsonEditor {...props} value={'{\n  "a": 1\n}'} />);
    expect(view.container.querySelector('.cm-editor')).toBeNull();
    view.rerender(<JsonEditor {...props} value={'{\n  "a": 1,\n  "b": "two"\n}'} reveal={{ pointer: '/b', at: 1 }} />);
    await waitFor(() => expect(view.container.querySelector('.cm-editor')).not.toBeNull());
    const editorView = EditorView.findFromDOM(view.container.querySelector('.cm-editor') as HTMLElement)!;
    expect(editorView.state.doc.toString()).toContain('"b": "two"');
    const { from, to } = editorView.state.selection.main;
    expect(editorView.state.sliceDoc(from, to)).toBe('"b"');
  });
});
