import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';

afterEach(cleanup);

/** Idle callbacks run so far: CodeMirror's script is asked for in the first after the page has painted. */
let idleRuns = 0;

// A touch screen: no fine pointer. jsdom has no matchMedia of its own, nor requestIdleCallback.
beforeAll(() => {
  window.requestIdleCallback = ((work: IdleRequestCallback) =>
    setTimeout(() => {
      idleRuns += 1;
      work({ didTimeout: false, timeRemaining: () => 50 });
    }, 0)) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((handle: number) => clearTimeout(handle)) as typeof window.cancelIdleCallback;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** A fresh copy of the editor's modules: whether an editor was used is kept for the page. */
let JsonEditor: typeof import('./json-editor.tsx').JsonEditor;
beforeEach(async () => {
  idleRuns = 0;
  vi.resetModules();
  ({ JsonEditor } = await import('./json-editor.tsx'));
});

const TEXT = '{\n  "a": 1,\n  "b": "two"\n}';
const editorOf = (container: HTMLElement) => container.querySelector('.cm-editor');
const viewOf = (container: HTMLElement) => EditorView.findFromDOM(editorOf(container) as HTMLElement)!;
/** Until the page has been idle once (the editor's script is asked for then), its script has loaded and its tasks have run, had it been building. */
const settle = async () => {
  await vi.waitFor(() => expect(idleRuns).toBeGreaterThan(0), { timeout: 5000 });
  await import('./editor-kit.ts');
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('JsonEditor on a touch screen', () => {
  it('shows the file as plain text under the editor\'s name until used; a tap builds the editor, focused with the caret where it was tapped', async () => {
    const view = render(<JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />);
    const text = screen.getByRole('textbox', { name: 'schema.json' }) as HTMLTextAreaElement;
    expect(text.value).toBe(TEXT);
    await settle();
    expect(editorOf(view.container)).toBeNull();

    text.setSelectionRange(5, 5);
    fireEvent.pointerDown(text);
    fireEvent.focus(text);
    // The press waits for its click, which places the caret.
    expect(editorOf(view.container)).toBeNull();
    fireEvent.click(text);
    expect(editorOf(view.container)).not.toBeNull();
    expect(view.container.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(view.container.querySelector('.cm-content'));
    expect(viewOf(view.container).state.selection.main.head).toBe(5);
  });

  it('builds the editor when the text is reached by keyboard, and every editor of the page at once from then on', async () => {
    const first = render(<JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />);
    await settle();
    fireEvent.focus(screen.getByRole('textbox', { name: 'schema.json' }));
    expect(editorOf(first.container)).not.toBeNull();
    expect(document.activeElement).toBe(first.container.querySelector('.cm-content'));
    cleanup();

    const next = render(<JsonEditor label="ui.json" value="{}" onChange={() => {}} />);
    await waitFor(() => expect(editorOf(next.container)).not.toBeNull());
  });

  it('keeps what is typed in the plain text like any edit', async () => {
    const onChange = vi.fn();
    render(<JsonEditor label="schema.json" value={TEXT} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'schema.json' }), { target: { value: `${TEXT} ` } });
    expect(onChange).toHaveBeenCalledWith(`${TEXT} `);
  });

  it("answers a use that came before the editor's script once it comes, while the text still has the focus", async () => {
    const view = render(<JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />);
    (screen.getByRole('textbox', { name: 'schema.json' }) as HTMLTextAreaElement).focus();
    await waitFor(() => expect(editorOf(view.container)).not.toBeNull());
    expect(document.activeElement).toBe(view.container.querySelector('.cm-content'));
  });

  it("does not take the focus back when the user has moved on before the editor's script came", async () => {
    const view = render(
      <>
        <JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />
        <button type="button">Elsewhere</button>
      </>,
    );
    (screen.getByRole('textbox', { name: 'schema.json' }) as HTMLTextAreaElement).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await settle();
    expect(editorOf(view.container)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('builds the editor to reveal a check in it', async () => {
    const props = { label: 'schema.json', value: TEXT, onChange: () => {} };
    const view = render(<JsonEditor {...props} />);
    await settle();
    expect(editorOf(view.container)).toBeNull();
    view.rerender(<JsonEditor {...props} reveal={{ pointer: '/b', at: 1 }} />);
    await waitFor(() => expect(editorOf(view.container)).not.toBeNull());
    const { from, to } = viewOf(view.container).state.selection.main;
    expect(viewOf(view.container).state.sliceDoc(from, to)).toBe('"b"');
  });
});

describe("CodeMirror's script on a touch screen", () => {
  let idle: (() => void)[] = [];
  let kitLoads = 0;
  beforeEach(async () => {
    idle = [];
    kitLoads = 0;
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.resetModules();
    // Counts the times the editor's script is asked for; the real one is used once it is.
    vi.doMock('./editor-kit.ts', async (importOriginal) => {
      kitLoads += 1;
      return importOriginal();
    });
    ({ JsonEditor } = await import('./json-editor.tsx'));
  });
  afterEach(() => {
    cleanup();
    vi.doUnmock('./editor-kit.ts');
    vi.unstubAllGlobals();
  });
  const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('is asked for once the page has painted and is idle, not with the page', async () => {
    const paints: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => paints.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    render(<JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />);
    await frames();
    // Not even the wait for an idle moment starts before a frame has painted.
    expect(idle).toHaveLength(0);
    expect(paints).toHaveLength(1);
    paints[0](performance.now());
    await frames();
    expect(kitLoads).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]();
    await waitFor(() => expect(kitLoads).toBe(1));
  });

  it('is asked for at a first use that comes before the idle moment, and the editor built', async () => {
    const view = render(<JsonEditor label="schema.json" value={TEXT} onChange={() => {}} />);
    (screen.getByRole('textbox', { name: 'schema.json' }) as HTMLTextAreaElement).focus();
    await waitFor(() => expect(editorOf(view.container)).not.toBeNull());
    expect(kitLoads).toBe(1);
  });
});
