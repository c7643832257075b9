import { beforeAll, describe, expect, it } from 'vitest';
import { syntaxTreeAvailable } from '@codemirror/language';
import { nextTask } from '../../../engine/react/tasks.ts';
import { createEditorState, createEditorView, parseInSlices } from './editor-kit.ts';

// jsdom lays nothing out and its ranges have no client rects, which CodeMirror's measuring asks for.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** A view of a text long enough that creating the state leaves most of it unparsed. */
function longView() {
  const doc = JSON.stringify({ items: Array.from({ length: 20000 }, (_, id) => ({ id, name: `item ${id}`, ok: id % 2 === 0 })) }, null, 2);
  const state = createEditorState({ doc, label: 'long.json', height: '10rem', problems: () => [], onChange: () => undefined });
  const view = createEditorView(document.body.appendChild(document.createElement('div')), state, 'long.json');
  return { view, length: doc.length };
}

describe('parseInSlices', () => {
  it("parses the rest of the text over several tasks, not in CodeMirror's long idle-time slices", async () => {
    const { view, length } = longView();
    expect(syntaxTreeAvailable(view.state, length)).toBe(false);
    parseInSlices(view, 1);
    let tasks = 0;
    while (!syntaxTreeAvailable(view.state, length) && tasks < 5000) {
      await nextTask();
      tasks += 1;
    }
    expect(syntaxTreeAvailable(view.state, length)).toBe(true);
    expect(tasks).toBeGreaterThan(1);
    view.destroy();
  });

  it('stops when asked', async () => {
    const { view, length } = longView();
    parseInSlices(view, 1)();
    for (let task = 0; task < 20; task += 1) await nextTask();
    expect(syntaxTreeAvailable(view.state, length)).toBe(false);
    view.destroy();
  });
});
