import { autocompletion } from '@codemirror/autocomplete';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { forceParsing } from '@codemirror/language';
import { linter, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { EDITOR_FONT_SIZE } from './editor-box.ts';
import { locatePointer } from './json-paths.ts';
import type { SchemaNode } from './meta-schema.ts';
import { schemaCompletion, schemaHover } from './schema-assist.ts';
import { nextTask } from '../../../engine/react/tasks.ts';

/**
 * CodeMirror and everything of the JSON editor that uses it. The editor component loads this
 * module when it mounts, so the editor library (most of the Studio's script) is compiled and run
 * in tasks of its own after the workspace has shown, not in the one that brings the workspace.
 */

export interface PointerProblem {
  pointer: string;
  message: string;
}

export interface EditorSetup {
  doc: string;
  label: string;
  height: string;
  metaSchema?: SchemaNode;
  /** The server's problems at the time the linter runs. */
  problems: () => readonly PointerProblem[];
  onChange: (text: string) => void;
}

export type { EditorState, EditorView };

/** The problems as CodeMirror diagnostics: JSON syntax first, then the checks at their pointers. */
function diagnostics(view: EditorView, problems: readonly PointerProblem[]): Diagnostic[] {
  const syntax = jsonParseLinter()(view);
  if (syntax.length) return syntax;
  return problems.map((problem) => {
    const at = locatePointer(view.state, problem.pointer) ?? { from: 0, to: 0 };
    return { from: at.from, to: at.to, severity: 'error', message: problem.message } as Diagnostic;
  });
}

/** The editor's state: the text with its first parse, and its extensions. */
export function createEditorState(setup: EditorSetup): EditorState {
  const assist = setup.metaSchema ? [autocompletion({ override: [schemaCompletion(setup.metaSchema)] }), schemaHover(setup.metaSchema)] : [autocompletion()];
  return EditorState.create({
    doc: setup.doc,
    extensions: [
      basicSetup,
      json(),
      lintGutter(),
      linter((view) => diagnostics(view, setup.problems()), { delay: 300 }),
      ...assist,
      EditorView.contentAttributes.of({ 'aria-label': setup.label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) setup.onChange(update.state.doc.toString());
      }),
      EditorView.theme({ '&': { height: setup.height, fontSize: EDITOR_FONT_SIZE }, '.cm-scroller': { overflow: 'auto' } }),
    ],
  });
}

/** The view of `state` in `parent`, its scroller reachable by keyboard. */
export function createEditorView(parent: HTMLElement, state: EditorState, label: string): EditorView {
  const view = new EditorView({ parent, state });
  // The scroller holds the text; keyboard users reach it (and axe asks it) to scroll without a mouse.
  view.scrollDOM.tabIndex = 0;
  view.scrollDOM.setAttribute('aria-label', `${label}, scrollable`);
  return view;
}

export function replaceText(view: EditorView, text: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** Selects the value at a JSON pointer, scrolls to it and focuses the editor. */
export function revealPointer(view: EditorView, pointer: string) {
  const at = locatePointer(view.state, pointer);
  if (!at) return;
  view.dispatch({ selection: { anchor: at.from, head: at.to }, effects: EditorView.scrollIntoView(at.from, { y: 'center' }) });
  view.focus();
}

/**
 * Focuses the editor with `selection`; with `top`, scrolled so that the head's line is that many
 * pixels below the top of the scroller, where the plain text it replaces showed it.
 */
export function focusWith(view: EditorView, selection: { anchor: number; head: number }, top?: number) {
  const at = (position: number) => Math.min(Math.max(position, 0), view.state.doc.length);
  const head = at(selection.head);
  view.dispatch({
    selection: { anchor: at(selection.anchor), head },
    effects: top === undefined ? [] : EditorView.scrollIntoView(head, { y: 'start', yMargin: Math.max(0, top) }),
  });
  view.focus();
}

/** Shows new problems at once, without waiting for the linter's pause. */
export function showProblems(view: EditorView, problems: readonly PointerProblem[]) {
  view.dispatch(setDiagnostics(view.state, diagnostics(view, problems)));
}

/** How long one task of `parseInSlices` parses: about a fifth of a phone's 50 ms budget on a desktop. */
export const PARSE_SLICE_MS = 3;

/**
 * Parses the rest of the view's text a slice per task, until the whole text is parsed or the
 * returned stop is called. CodeMirror's own background parse runs when the page is idle, in slices
 * of 25 ms or more: on a page just built, each is one long task on a phone.
 */
export function parseInSlices(view: EditorView, sliceMs = PARSE_SLICE_MS): () => void {
  let stopped = false;
  const slice = () => {
    if (stopped || forceParsing(view, view.state.doc.length, sliceMs)) return;
    void nextTask().then(slice);
  };
  void nextTask().then(slice);
  return () => {
    stopped = true;
  };
}
