import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { EditorState, EditorView, PointerProblem } from './editor-kit.ts';
import type { SchemaNode } from './meta-schema.ts';
import { builtAtOnce, markEditorUsed } from './when-built.ts';

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

interface Selection {
  anchor: number;
  head: number;
}

/**
 * A CodeMirror 6 JSON editor with meta-schema completion and hover, syntax lint and the server's
 * checks as diagnostics. Where it is not built at once (`when-built.ts`: a touch screen), the file
 * shows as plain read-only text with the editor's name until it is first used (focused, tapped, or
 * a check revealed in it); the editor then takes its place with the caret where the text had it.
 */
export function JsonEditor({ label, value, onChange, metaSchema, problems = [], reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const kitRef = useRef<Kit>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const [built, setBuilt] = useState(false);
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
  /** Builds the editor now and focuses it with `selection` (first use of the plain text); set by the effect below. */
  const buildForUse = useRef<(selection: Selection) => void>(() => {});
  /** Starts building the editor in tasks of its own, unfocused (a reveal); set by the effect below. */
  const buildInTasks = useRef<() => void>(() => {});
  /** A press on the plain text waits for its click, which places the caret. */
  const pressing = useRef(false);

  // Built after the workspace's own commit, at once in tasks of its own (CodeMirror's script, then
  // the state with its first parse, then the view with its DOM, then the rest of the parse in short
  // slices: in one, building the editor held a phone's main thread for several hundred
  // milliseconds), or on first use in the task of that use. Until then the plain text fills its box,
  // of a fixed height, so the editor taking its place moves nothing below it (layout shift).
  useEffect(() => {
    let created: EditorView | undefined;
    let stopParsing: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waitingUse: Selection | undefined;
    const createState = (kit: Kit) =>
      kit.createEditorState({
        doc: valueRef.current,
        label,
        height: EDITOR_HEIGHT,
        metaSchema,
        problems: () => problemsRef.current,
        onChange: (text) => onChangeRef.current(text),
      });
    const createView = (kit: Kit, state: EditorState) => {
      clearTimeout(timer);
      created = kit.createEditorView(host.current!, state, label);
      view.current = created;
      stopParsing = kit.parseInSlices(created);
      lintedProblems.current = problemsRef.current;
      // What arrived while it was being built.
      if (created.state.doc.toString() !== valueRef.current) kit.replaceText(created, valueRef.current);
      if (revealRef.current) kit.revealPointer(created, revealRef.current.pointer);
      // The plain text goes in the same task, so no frame shows both.
      flushSync(() => setBuilt(true));
      return created;
    };
    buildInTasks.current = () => {
      const kit = kitRef.current;
      if (started || cancelled || !kit) return;
      started = true;
      timer = setTimeout(() => {
        const state = createState(kit);
        timer = setTimeout(() => createView(kit, state), 0);
      }, 0);
    };
    buildForUse.current = (selection) => {
      const kit = kitRef.current;
      if (cancelled || created) return;
      if (!kit) {
        waitingUse = selection;
        return;
      }
      started = true;
      markEditorUsed();
      const editor = createView(kit, createState(kit));
      editor.dispatch({ selection: { anchor: Math.min(selection.anchor, editor.state.doc.length), head: Math.min(selection.head, editor.state.doc.length) } });
      editor.focus();
    };
    loadKit().then(
      (loaded) => {
        kitRef.current = loaded;
        if (cancelled) return;
        if (revealRef.current) markEditorUsed();
        if (waitingUse) buildForUse.current(waitingUse);
        else if (builtAtOnce()) buildInTasks.current();
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
    else if (reveal) {
      markEditorUsed();
      buildInTasks.current();
    }
  }, [reveal]);

  const editFrom = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const text = event.currentTarget;
    buildForUse.current({ anchor: text.selectionStart, head: text.selectionEnd });
  };

  return (
    <>
      {loadError !== undefined && <p role="alert">The editor did not load ({loadError}). Reload the page to try again.</p>}
      <div ref={host} data-testid={`editor-${label}`} style={{ border: '1px solid var(--chakra-colors-border)', height: `calc(${EDITOR_HEIGHT} + 2px)` }}>
        {!built && (
          <textarea
            aria-label={label}
            readOnly
            spellCheck={false}
            value={value}
            onPointerDown={() => (pressing.current = true)}
            onPointerCancel={() => (pressing.current = false)}
            onFocus={(event) => !pressing.current && editFrom(event)}
            onClick={(event) => {
              pressing.current = false;
              editFrom(event);
            }}
            onKeyDown={editFrom}
            style={{ display: 'block', width: '100%', height: EDITOR_HEIGHT, padding: '4px 8px', border: 0, resize: 'none', whiteSpace: 'pre', overflow: 'auto', fontFamily: 'monospace', fontSize: '13px', lineHeight: 1.4 }}
          />
        )}
      </div>
    </>
  );
}
