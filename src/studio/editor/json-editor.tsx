import { useEffect, useRef, useState } from 'react';
import type { EditorView, PointerProblem } from './editor-kit.ts';
import type { SchemaNode } from './meta-schema.ts';

export type { PointerProblem };

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

/** CodeMirror comes with the first editor, not with the workspace's script (editor-kit.ts). */
const loadKit = () => import('./editor-kit.ts');
type Kit = Awaited<ReturnType<typeof loadKit>>;

/** The editor's height, whatever the file's length: its box is laid out before the editor is built. */
const EDITOR_HEIGHT = '32rem';

const sameProblems = (a: readonly PointerProblem[], b: readonly PointerProblem[]) =>
  a.length === b.length && a.every((problem, index) => problem.pointer === b[index].pointer && problem.message === b[index].message);

/** A CodeMirror 6 JSON editor with meta-schema completion and hover, syntax lint and the server's checks as diagnostics. */
export function JsonEditor({ label, value, onChange, metaSchema, problems = [], reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const kitRef = useRef<Kit>(undefined);
  const [loadError, setLoadError] = useState<string>();
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

  // Built after the workspace's own commit, in tasks of its own (CodeMirror's script, then the
  // state with its first parse, then the view with its DOM, then the rest of the parse in short
  // slices): in one, building the editor held a phone's main thread for several hundred milliseconds. Its box has a fixed height from the start,
  // so the editor appearing moves nothing below it (layout shift).
  useEffect(() => {
    let created: EditorView | undefined;
    let stopParsing: (() => void) | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const build = (kit: Kit) => {
      const state = kit.createEditorState({
        doc: valueRef.current,
        label,
        height: EDITOR_HEIGHT,
        metaSchema,
        problems: () => problemsRef.current,
        onChange: (text) => onChangeRef.current(text),
      });
      timer = setTimeout(() => {
        created = kit.createEditorView(host.current!, state, label);
        view.current = created;
        stopParsing = kit.parseInSlices(created);
        lintedProblems.current = problemsRef.current;
        // What arrived while it was being built.
        if (created.state.doc.toString() !== valueRef.current) kit.replaceText(created, valueRef.current);
        if (revealRef.current) kit.revealPointer(created, revealRef.current.pointer);
      }, 0);
    };
    loadKit().then(
      (loaded) => {
        kitRef.current = loaded;
        if (!cancelled) timer = setTimeout(() => build(loaded), 0);
      },
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopParsing?.();
      created?.destroy();
      view.current = null;
    };
    // The editor is created once per file; later values arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metaSchema, label]);

  // A change made elsewhere (the Messages view, a fixture update) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) kitRef.current?.replaceText(current, value);
  }, [value]);

  // New check results show at once; the linter, which reads them from the ref, keeps its pause after
  // typing. The same results again (a re-render, the editor's own mount) change nothing: an update
  // forces the page's layout.
  useEffect(() => {
    const current = view.current;
    if (!current || sameProblems(lintedProblems.current, problems)) return;
    lintedProblems.current = problems;
    kitRef.current?.showProblems(current, problems);
  }, [problems]);

  useEffect(() => {
    const current = view.current;
    if (current && reveal) kitRef.current?.revealPointer(current, reveal.pointer);
  }, [reveal]);

  return (
    <>
      {loadError !== undefined && <p role="alert">The editor did not load ({loadError}). Reload the page to try again.</p>}
      <div ref={host} data-testid={`editor-${label}`} style={{ border: '1px solid var(--chakra-colors-border)', height: `calc(${EDITOR_HEIGHT} + 2px)` }} />
    </>
  );
}
