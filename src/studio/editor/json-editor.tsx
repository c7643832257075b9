import { useEffect, useRef } from 'react';
import { autocompletion } from '@codemirror/autocomplete';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { locatePointer } from './json-paths.ts';
import type { SchemaNode } from './meta-schema.ts';
import { schemaCompletion, schemaHover } from './schema-assist.ts';

export interface PointerProblem {
  pointer: string;
  message: string;
}

export interface JsonEditorProps {
  /** Accessible name of the editor's text area. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The meta-schema that completion and hover read, when the file has one. */
  metaSchema?: SchemaNode;
  /** Problems the server's checks found in this file, by JSON pointer. */
  problems?: readonly PointerProblem[];
  /** A JSON pointer to select and scroll to (e.g. from the checks panel). */
  reveal?: { pointer: string; at: number };
}

/** The problems as CodeMirror diagnostics: JSON syntax first, then the checks at their pointers. */
function diagnostics(view: EditorView, problems: readonly PointerProblem[]): Diagnostic[] {
  const syntax = jsonParseLinter()(view);
  if (syntax.length) return syntax;
  return problems.map((problem) => {
    const at = locatePointer(view.state, problem.pointer) ?? { from: 0, to: 0 };
    return { from: at.from, to: at.to, severity: 'error', message: problem.message } as Diagnostic;
  });
}

function replaceText(view: EditorView, text: string) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** Selects the value at a JSON pointer, scrolls to it and focuses the editor. */
function revealPointer(view: EditorView, pointer: string) {
  const at = locatePointer(view.state, pointer);
  if (!at) return;
  view.dispatch({ selection: { anchor: at.from, head: at.to }, effects: EditorView.scrollIntoView(at.from, { y: 'center' }) });
  view.focus();
}

/** The editor's height, whatever the file's length: its box is laid out before the editor is built. */
const EDITOR_HEIGHT = '32rem';

const sameProblems = (a: readonly PointerProblem[], b: readonly PointerProblem[]) =>
  a.length === b.length && a.every((problem, index) => problem.pointer === b[index].pointer && problem.message === b[index].message);

/** A CodeMirror 6 JSON editor with meta-schema completion and hover, syntax lint and the server's checks as diagnostics. */
export function JsonEditor({ label, value, onChange, metaSchema, problems = [], reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const problemsRef = useRef(problems);
  problemsRef.current = problems;
  const valueRef = useRef(value);
  valueRef.current = value;
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  /** The problems the linter last ran with: callers pass a new array on every render. */
  const lintedProblems = useRef(problems);

  // Built after the workspace's own commit, in two tasks of its own (the state with its first parse,
  // then the view with its DOM): in one, building the editor held a phone's main thread for several
  // hundred milliseconds. Its box has a fixed height from the start, so the editor appearing moves
  // nothing below it (layout shift).
  useEffect(() => {
    let created: EditorView | undefined;
    let timer = setTimeout(() => {
      const assist = metaSchema ? [autocompletion({ override: [schemaCompletion(metaSchema)] }), schemaHover(metaSchema)] : [autocompletion()];
      const state = EditorState.create({
        doc: valueRef.current,
        extensions: [
          basicSetup,
          json(),
          lintGutter(),
          linter((v) => diagnostics(v, problemsRef.current), { delay: 300 }),
          ...assist,
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { height: EDITOR_HEIGHT, fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      });
      timer = setTimeout(() => {
        created = new EditorView({ parent: host.current!, state });
        // The scroller holds the text; keyboard users reach it (and axe asks it) to scroll without a mouse.
        created.scrollDOM.tabIndex = 0;
        created.scrollDOM.setAttribute('aria-label', `${label}, scrollable`);
        view.current = created;
        lintedProblems.current = problemsRef.current;
        // What arrived while it was being built.
        if (created.state.doc.toString() !== valueRef.current) replaceText(created, valueRef.current);
        if (revealRef.current) revealPointer(created, revealRef.current.pointer);
      }, 0);
    }, 0);
    return () => {
      clearTimeout(timer);
      created?.destroy();
      view.current = null;
    };
    // The editor is created once per file; later values arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metaSchema, label]);

  // A change made elsewhere (the Messages view, a fixture update) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) replaceText(current, value);
  }, [value]);

  // New check results show at once; the linter, which reads them from the ref, keeps its pause after
  // typing. The same results again (a re-render, the editor's own mount) change nothing: an update
  // forces the page's layout.
  useEffect(() => {
    const current = view.current;
    if (!current || sameProblems(lintedProblems.current, problems)) return;
    lintedProblems.current = problems;
    current.dispatch(setDiagnostics(current.state, diagnostics(current, problems)));
  }, [problems]);

  useEffect(() => {
    const current = view.current;
    if (current && reveal) revealPointer(current, reveal.pointer);
  }, [reveal]);

  return <div ref={host} data-testid={`editor-${label}`} style={{ border: '1px solid var(--chakra-colors-border)', height: `calc(${EDITOR_HEIGHT} + 2px)` }} />;
}
