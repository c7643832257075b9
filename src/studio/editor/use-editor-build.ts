import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EditorState, EditorView, PointerProblem } from './editor-kit.ts';
import { EDITOR_HEIGHT, EDITOR_LINE_HEIGHT, EDITOR_PADDING_TOP_PX } from './editor-box.ts';
import type { SchemaNode } from './meta-schema.ts';
import { whenIdleAfterPaint } from '../../../engine/react/tasks.ts';
import { builtAtOnce, markEditorUsed } from './when-built.ts';

/** CodeMirror comes with the first editor, not with the workspace's script (editor-kit.ts). */
const loadKit = () => import('./editor-kit.ts');
export type Kit = Awaited<ReturnType<typeof loadKit>>;
/** How long a touch screen's editor waits for an idle moment before asking for CodeMirror's script anyway. */
const KIT_IDLE_WAIT_MS = 3000;

/** What the editor reads when it is built: the latest props, kept current by the component. */
export interface LiveProps {
  value: string;
  problems: readonly PointerProblem[];
  onChange: (text: string) => void;
  reveal?: { pointer: string; at: number };
}

/** A first use of the plain text: its selection, and how far below the box's top its head's line showed. */
export interface PlainTextUse {
  selection: { anchor: number; head: number };
  top?: number;
}

/** The plain text's selection, and how far below the top of its box the line holding its caret shows. */
export function plainTextUse(text: HTMLTextAreaElement): PlainTextUse {
  const selection = { anchor: text.selectionStart, head: text.selectionEnd };
  const lineHeight = parseFloat(getComputedStyle(text).fontSize) * EDITOR_LINE_HEIGHT;
  if (!Number.isFinite(lineHeight)) return { selection };
  const line = text.value.slice(0, text.selectionEnd).split('\n').length - 1;
  return { selection, top: EDITOR_PADDING_TOP_PX + line * lineHeight - text.scrollTop };
}

export interface EditorBuild {
  view: RefObject<EditorView | null>;
  kit: RefObject<Kit | undefined>;
  /** The problems the linter last ran with. */
  lintedProblems: RefObject<readonly PointerProblem[]>;
  built: boolean;
  loadError?: string;
  /** Builds the editor now and focuses it as the plain text was (its first use). */
  buildForUse: (use: PlainTextUse) => void;
  /** Starts building the editor in tasks of its own, unfocused (to reveal a check in it). */
  buildInTasks: () => void;
}

/**
 * Builds a file's CodeMirror editor in `host`, once per file, after the workspace's own commit:
 * at once in tasks of its own (CodeMirror's script, then the state with its first parse, then the
 * view with its DOM, then the rest of the parse in short slices: in one, building the editor held
 * a phone's main thread for several hundred milliseconds), or on first use of the plain text in
 * `plain` (when-built.ts), in the task of that use. There CodeMirror's script is asked for once the
 * page has painted and is idle, or at the first use if that comes sooner: asked for with the page,
 * its download made the page's own arrive later on a slow network.
 */
export function useEditorBuild(host: RefObject<HTMLDivElement | null>, plain: RefObject<HTMLTextAreaElement | null>, label: string, loadMetaSchema: (() => Promise<SchemaNode>) | undefined, live: RefObject<LiveProps>): EditorBuild {
  const view = useRef<EditorView | null>(null);
  const kit = useRef<Kit>(undefined);
  const lintedProblems = useRef<readonly PointerProblem[]>(live.current.problems);
  const [built, setBuilt] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const buildForUse = useRef<(use: PlainTextUse) => void>(() => {});
  const buildInTasks = useRef<() => void>(() => {});

  useEffect(() => {
    let created: EditorView | undefined;
    let stopParsing: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The plain text was used before CodeMirror's script had come. */
    let usedEarly = false;
    /** What completion and hover read, loaded with CodeMirror. */
    let metaSchema: SchemaNode | undefined;
    const createState = (loaded: Kit) =>
      loaded.createEditorState({
        doc: live.current.value,
        label,
        height: EDITOR_HEIGHT,
        metaSchema,
        problems: () => live.current.problems,
        onChange: (text) => live.current.onChange(text),
      });
    const createView = (loaded: Kit, state: EditorState) => {
      clearTimeout(timer);
      created = loaded.createEditorView(host.current!, state, label);
      view.current = created;
      stopParsing = loaded.parseInSlices(created);
      lintedProblems.current = live.current.problems;
      // What arrived while it was being built.
      if (created.state.doc.toString() !== live.current.value) loaded.replaceText(created, live.current.value);
      if (live.current.reveal) loaded.revealPointer(created, live.current.reveal.pointer);
      // The plain text goes from view in this task, so no frame shows both; React removes it next.
      if (plain.current) plain.current.style.display = 'none';
      setBuilt(true);
      return created;
    };
    let loading = false;
    const startLoad = () => {
      if (loading || cancelled) return;
      loading = true;
      // Without its meta-schema (a failed download), the editor still edits, without completion and hover.
      Promise.all([loadKit(), loadMetaSchema?.().catch(() => undefined)]).then(
        ([loaded, schema]) => {
          kit.current = loaded;
          metaSchema = schema;
          if (cancelled) return;
          if (live.current.reveal) markEditorUsed();
          // A use that came first is answered only while the plain text still has the focus (focus is
          // not taken back from where the user went), as it is now: it may have been typed in since.
          const text = plain.current;
          if (usedEarly && text && text === document.activeElement) buildForUse.current(plainTextUse(text));
          else if (builtAtOnce()) buildInTasks.current();
        },
        (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
      );
    };
    buildInTasks.current = () => {
      const loaded = kit.current;
      if (!loaded) return startLoad();
      if (started || cancelled) return;
      started = true;
      timer = setTimeout(() => {
        const state = createState(loaded);
        timer = setTimeout(() => createView(loaded, state), 0);
      }, 0);
    };
    buildForUse.current = (use) => {
      const loaded = kit.current;
      if (cancelled || created) return;
      if (!loaded) {
        usedEarly = true;
        return startLoad();
      }
      started = true;
      markEditorUsed();
      loaded.focusWith(createView(loaded, createState(loaded)), use.selection, use.top);
    };
    // Built at once, it needs CodeMirror now; on a touch screen, whose text shows at first as plain
    // text, its script comes after the page has painted, or with the first use if that is sooner.
    let stopWaiting: (() => void) | undefined;
    if (builtAtOnce()) startLoad();
    else stopWaiting = whenIdleAfterPaint(startLoad, KIT_IDLE_WAIT_MS);
    return () => {
      cancelled = true;
      stopWaiting?.();
      clearTimeout(timer);
      stopParsing?.();
      created?.destroy();
      view.current = null;
    };
    // The editor is created once per file; later values arrive through the component's effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadMetaSchema, label]);

  return {
    view,
    kit,
    lintedProblems,
    built,
    loadError,
    buildForUse: (use) => buildForUse.current(use),
    buildInTasks: () => buildInTasks.current(),
  };
}
