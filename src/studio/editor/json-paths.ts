import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import { pointerTokens } from '../../../engine/core/pointer.ts';


const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function propertyName(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  const text = state.sliceDoc(name.from, name.to);
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.replace(/^"|"$/g, '');
  }
}

function arrayIndex(array: SyntaxNode, child: SyntaxNode): number {
  let index = 0;
  for (let node = array.firstChild; node && node.from < child.from; node = node.nextSibling) if (VALUE_NODES.has(node.name)) index += 1;
  return index;
}

/** The JSON pointer of the value that holds `node` (its property names and array indexes). */
export function pathOf(state: EditorState, node: SyntaxNode | null): string[] {
  const segments: string[] = [];
  let child: SyntaxNode | null = node;
  for (let parent = node?.parent ?? null; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property') {
      // Inside the property's value: its name is a segment. On the name itself it is not.
      if (child?.name !== 'PropertyName') {
        const name = propertyName(state, parent);
        if (name !== undefined) segments.unshift(name);
      }
    } else if (parent.name === 'Array' && child && VALUE_NODES.has(child.name)) {
      segments.unshift(String(arrayIndex(parent, child)));
    }
  }
  return segments;
}

/** The node at a position, as the syntax tree sees it (the innermost). */
export const nodeAt = (state: EditorState, pos: number, side: -1 | 1 = -1) => syntaxTree(state).resolveInner(pos, side);

/** Where the value at a JSON pointer sits in the text (its property name when it has one), or undefined. */
export function locatePointer(state: EditorState, pointer: string): { from: number; to: number } | undefined {
  let node: SyntaxNode | null = syntaxTree(state).topNode.firstChild;
  while (node && !VALUE_NODES.has(node.name)) node = node.nextSibling;
  let located: { from: number; to: number } | undefined = node ? { from: node.from, to: node.to } : undefined;
  for (const segment of pointerTokens(pointer)) {
    if (!node) return located;
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      for (let property = node.getChild('Property'); property; property = property.nextSibling) {
        if (property.name !== 'Property' || propertyName(state, property) !== segment) continue;
        const name = property.getChild('PropertyName');
        located = name ? { from: name.from, to: name.to } : located;
        next = property.lastChild && VALUE_NODES.has(property.lastChild.name) ? property.lastChild : null;
        break;
      }
    } else if (node.name === 'Array') {
      let index = 0;
      for (let item = node.firstChild; item; item = item.nextSibling) {
        if (!VALUE_NODES.has(item.name)) continue;
        if (String(index) === segment) {
          next = item;
          located = { from: item.from, to: item.to };
          break;
        }
        index += 1;
      }
    }
    if (!next) return located;
    node = next;
  }
  return located;
}
