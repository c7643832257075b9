import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { studioApi, type DraftResult, type FormFiles } from '../studio-api.ts';
import { filesToTexts, parseFile, withFile, type FileKey } from './draft-files.ts';

/** Wait after the last parseable edit before the draft is sent (the preview follows within a second). */
export const DRAFT_SAVE_DELAY_MS = 250;

export interface DraftState {
  files: FormFiles;
  texts: Record<FileKey, string>;
  /** The checks and preview of the latest draft the server accepted. */
  result: DraftResult | undefined;
  saving: boolean;
  /** The result is of an older draft than the files (an edit is waiting or being checked). */
  stale: boolean;
  saveError: unknown;
  /** The files (as `form.json`, `fixtures/name.json`) whose editor text does not parse: the draft keeps their last valid text. */
  unparsed: string[];
  /** An editor's text: kept as typed; the draft follows whenever it parses. */
  setText: (key: FileKey, text: string) => void;
  /** A change made by a tool (Messages view, fixture update): texts and draft follow. */
  update: (change: (files: FormFiles) => FormFiles) => void;
  /** Sends the current files now (e.g. to run the checks without an edit). */
  saveNow: () => void;
}

export interface DraftOptions {
  /** The open draft's checks and preview as the server last made them. */
  initialResult?: DraftResult;
  /** Keep the draft on the server (an analyst); otherwise the files are only checked (a tester). */
  keep: boolean;
}

/**
 * The form's draft in the workspace: the files as edited, sent to the server on each edit that
 * parses (kept as the draft for an analyst, checked only for a tester).
 */
export function useDraft(id: string, initial: FormFiles, { initialResult, keep }: DraftOptions): DraftState {
  const [files, setFiles] = useState(initial);
  const [texts, setTexts] = useState(() => filesToTexts(initial));
  const [result, setResult] = useState<{ answer: DraftResult; edit: number } | undefined>(initialResult && { answer: initialResult, edit: 0 });
  const [edits, setEdits] = useState(0);
  const editCount = useRef(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>();
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<AbortController>(undefined);

  const send = useCallback((store = keep) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    // The whole workspace renders again with the checks' state: in a transition React renders it in
    // slices, so neither sending nor the answer holds a phone's main thread (nor a keystroke) for long.
    startTransition(() => setSaving(true));
    const edit = editCount.current;
    (store ? studioApi.saveDraft : studioApi.check)(id, latest.current, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setResult({ answer, edit });
          setSaveError(undefined);
          setSaving(false);
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setSaveError(error);
          setSaving(false);
        });
      },
    );
  }, [id, keep]);

  const schedule = useCallback(
    (next: FormFiles) => {
      latest.current = next;
      editCount.current += 1;
      setEdits(editCount.current);
      setFiles(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(), DRAFT_SAVE_DELAY_MS);
    },
    [send],
  );

  const setText = useCallback(
    (key: FileKey, text: string) => {
      setTexts((before) => (before[key] === text ? before : { ...before, [key]: text }));
      const parsed = parseFile(text);
      if (parsed !== undefined) schedule(withFile(latest.current, key, parsed));
    },
    [schedule],
  );

  const update = useCallback(
    (change: (files: FormFiles) => FormFiles) => {
      const next = change(latest.current);
      setTexts(filesToTexts(next));
      schedule(next);
    },
    [schedule],
  );

  // Without an open draft the files are checked once on opening, and nothing is kept.
  useEffect(() => {
    if (!initialResult) send(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const stale = !!result && result.edit !== edits;
  const unparsed = useMemo(() => (Object.keys(texts) as FileKey[]).filter((key) => parseFile(texts[key]) === undefined).map((key) => `${key}.json`), [texts]);
  return { files, texts, result: result?.answer, saving, stale, saveError, unparsed, setText, update, saveNow: () => send() };
}
