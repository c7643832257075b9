import { flushSync } from 'react-dom';

/** The urgent commits of text controls holding text the form's data does not have yet. */
const pending = new Set<() => void>();

/**
 * Commits, urgently, the text of every control holding some the form's data does not have yet
 * (typed during the idle pause, or an idle commit still rendering), so that the page's handlers
 * run on data that holds it.
 *
 * Runs before any press (pointer down) and any Enter on the page, and as the page goes (a reload
 * within the idle pause). A blur commits a control's text,
 * but not every action follows one: Safari does not focus a clicked button, so the field keeps
 * focus, and Enter in a field submits the page's form (implicit submission) without leaving it.
 */
export function commitPendingText(): void {
  // A commit may leave one more to make: a form step that holds its form's report (form-step.tsx)
  // hands it over as pending text too. A few rounds settle it.
  for (let round = 0; pending.size && round < MAX_ROUNDS; round += 1) {
    const commits = [...pending];
    flushSync(() => commits.forEach((commit) => commit()));
  }
}

const MAX_ROUNDS = 3;

const onKeyDown = (event: KeyboardEvent) => {
  // Enter ending an input method's composition, or a new line in a text area, submits nothing.
  if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
  const target = event.target;
  if (target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)) return;
  commitPendingText();
};
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture phase: before the press or the key reaches anything on the page.
  document.addEventListener('pointerdown', commitPendingText, true);
  document.addEventListener('keydown', onKeyDown, true);
  // A reload or a navigation away right after typing: the text reaches the data, and so whatever
  // the page keeps of it for the next load, before the page goes.
  window.addEventListener('pagehide', commitPendingText);
}

/** A control holds text the form's data does not have; `commit` commits it. */
export function markPendingText(commit: () => void): void {
  listen();
  pending.add(commit);
}

/** The control's text is in the form's data (or the control is gone). */
export function clearPendingText(commit: () => void): void {
  pending.delete(commit);
}
