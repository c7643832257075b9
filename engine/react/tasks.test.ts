// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inTaskAfter, nextTask, runInTasks } from './tasks.ts';

describe('work split across tasks', () => {
  it('resumes in a later task, after the current one and its microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });

  it("runs each of a generator's steps in a task of its own, none in the caller's", async () => {
    let task = 0;
    const ranIn: number[] = [];
    function* steps(): Generator<undefined, string, undefined> {
      for (let i = 0; i < 4; i += 1) {
        ranIn.push(task);
        yield;
      }
      ranIn.push(task);
      return 'built';
    }
    // Counts tasks: a message per task, posted before the steps' first.
    const counting = (async () => {
      for (let i = 0; i < 12; i += 1) {
        await nextTask();
        task += 1;
      }
    })();
    const result = await runInTasks(steps());
    await counting;
    expect(result).toBe('built');
    expect(ranIn).toHaveLength(5);
    expect(ranIn[0]).toBeGreaterThan(0);
    expect(new Set(ranIn).size).toBe(5);
  });

  it('runs work in a later task, or not at all once cancelled', async () => {
    const ran: string[] = [];
    inTaskAfter(() => ran.push('kept'));
    const cancel = inTaskAfter(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    await nextTask();
    await nextTask();
    expect(ran).toEqual(['kept']);
  });
});
