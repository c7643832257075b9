import { describe, expect, it } from 'vitest';
import { createFormLanes, SupersededError } from './form-lanes.ts';

/** A task that finishes when told to, recording when it started. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: async () => (log.push(`start ${name}`), await done, name) };
}

describe('form lanes', () => {
  it('runs one task per form at a time, in order, while other forms run alongside', async () => {
    const lanes = createFormLanes();
    const log: string[] = [];
    const a1 = held(log, 'a1');
    const a2 = held(log, 'a2');
    const b1 = held(log, 'b1');
    const results = [lanes.run('a', a1.task), lanes.run('a', a2.task), lanes.run('b', b1.task)];
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['start a1', 'start b1']);
    expect(lanes.waiting('a')).toBe(1);
    a1.finish();
    b1.finish();
    expect(await results[0]).toBe('a1');
    a2.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['start a1', 'start b1', 'start a2']);
    expect(lanes.waiting('a')).toBe(0);
  });

  it('lets a newer task replace an older one of the same key still waiting, never one that started', async () => {
    const lanes = createFormLanes();
    const log: string[] = [];
    const running = held(log, 'running');
    const first = lanes.run('a', running.task, { replaces: 'draft' });
    const older = lanes.run('a', held(log, 'older').task, { replaces: 'draft' });
    const other = held(log, 'other');
    const otherKey = lanes.run('a', other.task, { replaces: 'check' });
    const newer = held(log, 'newer');
    const newest = lanes.run('a', newer.task, { replaces: 'draft' });
    await expect(older).rejects.toBeInstanceOf(SupersededError);
    expect(lanes.waiting('a')).toBe(2);
    running.finish();
    other.finish();
    newer.finish();
    expect(await Promise.all([first, otherKey, newest])).toEqual(['running', 'other', 'newer']);
    expect(log).toEqual(['start running', 'start other', 'start newer']);
  });

  it('goes on with the next task after one fails', async () => {
    const lanes = createFormLanes();
    const failing = lanes.run('a', async () => {
      throw new Error('no');
    });
    const next = lanes.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('next');
  });
});
