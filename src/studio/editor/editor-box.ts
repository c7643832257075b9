/**
 * The editor's box and text metrics, shared by CodeMirror's theme (editor-kit.ts) and the plain
 * text that stands in for it until it is built (json-editor.tsx): the same height, so the editor
 * taking its place moves nothing below it, and the same lines, so the text stays where it was read.
 */
export const EDITOR_HEIGHT = '32rem';
export const EDITOR_FONT_SIZE = '13px';
/** CodeMirror's own: the line height and top padding of `.cm-content`. */
export const EDITOR_LINE_HEIGHT = 1.4;
export const EDITOR_PADDING_TOP_PX = 4;
