import { type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip } from '@codemirror/view';
import { explain, propertyOptions, valueOptions, type SchemaNode } from './meta-schema.ts';
import { nodeAt, pathOf } from './json-paths.ts';

/**
 * Completion over a meta-schema: property names where a key is typed (required ones first), and
 * the allowed values (enum, const, booleans) where a value is typed.
 */
export function schemaCompletion(root: SchemaNode) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/"?[\w$-]*"?/);
    const node = nodeAt(context.state, context.pos, -1);
    const from = word ? word.from : context.pos;
    if (!context.explicit && (!word || word.from === word.to)) return null;
    const inKey = node.name === 'PropertyName' || (node.name === 'Object' || node.parent?.name === 'Object') && node.name !== 'String';
    if (inKey) {
      const objectNode = node.name === 'PropertyName' ? node.parent?.parent ?? null : node.name === 'Object' ? node : node.parent;
      const path = objectNode?.name === 'Object' ? pathOf(context.state, objectNode) : pathOf(context.state, node);
      const options = propertyOptions(root, path);
      if (!options.length) return null;
      return {
        from,
        options: options.map((option) => ({ label: `"${option.name}"`, detail: option.detail, info: option.info, type: 'property', boost: option.required ? 1 : 0 })),
      };
    }
    const path = pathOf(context.state, node);
    const values = valueOptions(root, path);
    if (!values.length) return null;
    return { from, options: values.map((value) => ({ label: JSON.stringify(value), type: 'enum' })) };
  };
}

/** Hover over a property name or value: what the meta-schema says of it. */
export function schemaHover(root: SchemaNode) {
  return hoverTooltip((view, pos, side) => {
    const node = nodeAt(view.state, pos, side);
    const target = node.name === 'PropertyName' ? node.parent?.lastChild ?? node : node;
    const text = explain(root, pathOf(view.state, target));
    if (!text) return null;
    return {
      pos: node.from,
      end: node.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-schema-hover';
        dom.style.whiteSpace = 'pre-line';
        dom.style.padding = '4px 8px';
        dom.style.maxWidth = '28rem';
        dom.textContent = text;
        return { dom };
      },
    };
  });
}
