/**
 * Gives the tab's current history entry the index React Router's browser history keeps in it
 * (`idx`), as creating the router would. Writing a history entry is the slowest part of creating
 * the router on a first visit (about 10 ms on a desktop); done before, in a task of its own, it no
 * longer lengthens the router's task. Should the router change what it keeps, it writes the entry
 * itself again, as before.
 */
export function indexHistoryEntry(history: History = window.history): void {
  const state = history.state as { idx?: unknown } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}
