/**
 * The event a field is sent before it takes focus from somewhere else (an error summary's link): it
 * bubbles to what holds the field, and a holder that hides it (a collapsed accordion item) shows it.
 */
export const REVEAL_FIELD_EVENT = 'engine:reveal-field';

/** How many frames a field that is still hidden after its reveal is waited for before giving up. */
const REVEAL_FRAMES = 5;

/** Focuses `target` once nothing holding it is hidden any more: at once, or after its holder opened. */
export function revealAndFocus(target: HTMLElement, focus: () => void): void {
  target.dispatchEvent(new Event(REVEAL_FIELD_EVENT, { bubbles: true }));
  let frames = 0;
  const attempt = () => {
    if (!target.isConnected) return;
    if (!target.closest('[hidden]') || frames >= REVEAL_FRAMES) return focus();
    frames += 1;
    requestAnimationFrame(attempt);
  };
  attempt();
}
