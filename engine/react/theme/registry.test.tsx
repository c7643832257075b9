import { describe, expect, it } from 'vitest';
import { rendererNames } from '../../core/renderer-names.ts';
import { fields, widgets } from './registry.ts';

describe('renderer registry', () => {
  it('implements every widget and field name the catalog may use', () => {
    for (const name of rendererNames.widgets) expect(widgets[name], name).toBeTypeOf('function');
    for (const name of rendererNames.fields) expect(fields[name], name).toBeTypeOf('function');
  });
});
