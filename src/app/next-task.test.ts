import { describe, expect, it } from 'vitest';
import { inNextTask } from './next-task.ts';

describe('inNextTask', () => {
  it('runs the work after the current task and its microtasks, and resolves with its result', async () => {
    const order: string[] = [];
    const result = inNextTask(() => {
      order.push('work');
      return 42;
    });
    order.push('same task');
    await Promise.resolve();
    order.push('microtask');
    expect(order).toEqual(['same task', 'microtask']);
    expect(await result).toBe(42);
    expect(order).toEqual(['same task', 'microtask', 'work']);
  });

  it('rejects with what the work threw', async () => {
    await expect(
      inNextTask(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});
