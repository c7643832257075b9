import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from 'react-router';
import { indexHistoryEntry } from './history-entry.ts';

describe('indexHistoryEntry', () => {
  afterEach(() => vi.restoreAllMocks());

  const routerWrites = () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    createBrowserRouter([{ path: '/', element: null }]).dispose();
    const writes = replace.mock.calls.length;
    replace.mockRestore();
    return writes;
  };

  it('writes the entry as the router would, so creating the router then writes none', () => {
    window.history.replaceState(null, '');
    expect(routerWrites()).toBe(1);

    window.history.replaceState({ usr: { from: 'here' }, key: 'k1' }, '');
    indexHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'here' }, key: 'k1', idx: 0 });
    expect(routerWrites()).toBe(0);
  });

  it('leaves an entry that already has its index as it is', () => {
    window.history.replaceState({ idx: 3, key: 'k2' }, '');
    const replace = vi.spyOn(window.history, 'replaceState');
    indexHistoryEntry();
    expect(replace).not.toHaveBeenCalled();
  });
});
