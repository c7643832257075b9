/**
 * When the JSON editor is built. With a mouse or trackpad (a desktop, where the Studio is mostly
 * used) as soon as the workspace shows. Otherwise (a touch screen) building CodeMirror was most of
 * what held a phone's main thread while the workspace loaded, so the file shows as plain text until
 * an editor is first used; from then on, every editor of the page is built at once.
 */
let used = false;

export function markEditorUsed(): void {
  used = true;
}

export function builtAtOnce(): boolean {
  return used || typeof matchMedia !== 'function' || matchMedia('(pointer: fine)').matches;
}
