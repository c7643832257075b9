import { useEffect, useRef, type SyntheticEvent } from 'react';
import type { PointerProblem } from './editor-kit.ts';
import { EDITOR_FONT_SIZE, EDITOR_HEIGHT, EDITOR_LINE_HEIGHT, EDITOR_PADDING_TOP_PX } from './editor-box.ts';
import type { SchemaNode } from './meta-schema.ts';
import { plainTextUse, useEditorBuild, type LiveProps } from './use-editor-build.ts';
import { markEditorUsed } from './when-built.ts';

export type { PointerProblem };

export interface JsonEditorProps {
  /** Accessible name of the editor's text area. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Loads the meta-schema that completion and hover read, when the file has one (it comes with the editor's own code). */
  loadMetaSchema?: () => Promise<SchemaNode>;
  /** Problems the server's checks found in this file, by JSON pointer. */
  problems?: readonly PointerProblem[];
  /** A JSON pointer to select and scroll to (e.g. from the checks panel). */
  reveal?: { pointer: string; at: number };
}

const sameProblems = (a: readonly PointerProblem[], b: readonly PointerProblem[]) =>
  a.length === b.length && a.every((problem, index) => problem.pointer === b[index].pointer && problem.message === b[index].message);

const PLAIN_TEXT_STYLE = {
  display: 'block',
  width: '100%',
  height: EDITOR_HEIGHT,
  padding: `${EDITOR_PADDING_TOP_PX}px 8px`,
  border: 0,
  resize: 'none',
  whiteSpace: 'pre',
  overflow: 'auto',
  fontFamily: 'monospace',
  fontSize: EDITOR_FONT_SIZE,
  lineHeight: EDITOR_LINE_HEIGHT,
} as const;

/**
 * A CodeMirror 6 JSON editor with meta-schema completion and hover, syntax lint and the server's
 * checks as diagnostics. Where it is not built at once (when-built.ts: a touch screen), the file is
 * a plain text area under the editor's name until it is first used (tapped, focused, or a check
 * revealed in it); the editor then takes its place, focused with the caret and the lines where
 * they were. What is typed in the plain text meanwhile is kept like any edit.
 */
export function JsonEditor({ label, value, onChange, loadMetaSchema, problems = [], reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const plain = useRef<HTMLTextAreaElement>(null);
  const live = useRef<LiveProps>({ value, problems, onChange, reveal });
  live.current = { value, problems, onChange, reveal };
  const { view, kit, lintedProblems, built, loadError, buildForUse, buildInTasks } = useEditorBuild(host, plain, label, loadMetaSchema, live);
  /** A press on the plain text waits for its click, which places the caret. */
  const pressing = useRef(false);

  // A change made elsewhere (the Messages view, a fixture update) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) kit.current?.replaceText(current, value);
  }, [value, view, kit]);

  // New check results show at once; the linter, which reads them from the ref, keeps its pause after
  // typing. The same results again (a re-render, the editor's own mount) change nothing: an update
  // forces the page's layout.
  useEffect(() => {
    const current = view.current;
    if (!current || sameProblems(lintedProblems.current, problems)) return;
    lintedProblems.current = problems;
    kit.current?.showProblems(current, problems);
  }, [problems, view, kit, lintedProblems]);

  useEffect(() => {
    const current = view.current;
    if (current && reveal) kit.current?.revealPointer(current, reveal.pointer);
    else if (reveal) {
      markEditorUsed();
      buildInTasks();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  const editFrom = (event: SyntheticEvent<HTMLTextAreaElement>) => buildForUse(plainTextUse(event.currentTarget));

  return (
    <>
      {loadError !== undefined && <p role="alert">The editor did not load ({loadError}). Reload the page to try again.</p>}
      <div ref={host} data-testid={`editor-${label}`} style={{ border: '1px solid var(--chakra-colors-border)', height: `calc(${EDITOR_HEIGHT} + 2px)` }}>
        {!built && (
          <textarea
            ref={plain}
            aria-label={label}
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onPointerDown={() => (pressing.current = true)}
            onPointerCancel={() => (pressing.current = false)}
            onBlur={() => (pressing.current = false)}
            onFocus={(event) => !pressing.current && editFrom(event)}
            onClick={(event) => {
              pressing.current = false;
              editFrom(event);
            }}
            style={PLAIN_TEXT_STYLE}
          />
        )}
      </div>
    </>
  );
}
