import { describe, expect, it } from 'vitest';
import { contextNames } from '../../../engine/core/host.ts';
import { contextLoaderNames } from './use-form-context.ts';

describe('context loaders', () => {
  it('load only contexts the engine lets a form declare, and every one of them a page does not give', () => {
    const givenByPages = ['role', 'isSelf'];
    expect([...contextLoaderNames].sort()).toEqual(contextNames.filter((name) => !givenByPages.includes(name)).sort());
  });
});
