/**
 * One task per form at a time, in order of arrival. A task may name what it replaces: a newer
 * task with the same `replaces` key takes the place of an older one still waiting (an analyst's
 * next edit makes the previous, not yet started check pointless), and the older one fails with
 * `SupersededError`. A task that has started always finishes.
 */
export class SupersededError extends Error {
  constructor() {
    super('A newer request for this form replaced this one before it started.');
  }
}

interface Waiting {
  replaces?: string;
  start: () => void;
  supersede: () => void;
}

export interface FormLanes {
  /** Runs `task` in the form's turn; with `replaces`, an older waiting task of the same key is dropped. */
  run<T>(formId: string, task: () => Promise<T>, options?: { replaces?: string }): Promise<T>;
  /** Tasks of the form waiting for their turn (not the one running). */
  waiting(formId: string): number;
}

export function createFormLanes(): FormLanes {
  // A form has a lane while one of its tasks runs; the lane holds those waiting behind it.
  const lanes = new Map<string, { waiting: Waiting[] }>();

  const next = (formId: string) => {
    const lane = lanes.get(formId)!;
    const item = lane.waiting.shift();
    if (item) item.start();
    else lanes.delete(formId);
  };

  return {
    run(formId, task, options = {}) {
      return new Promise((resolve, reject) => {
        const start = () => {
          Promise.resolve().then(task).then(resolve, reject).finally(() => next(formId));
        };
        const lane = lanes.get(formId);
        if (!lane) {
          lanes.set(formId, { waiting: [] });
          start();
          return;
        }
        if (options.replaces !== undefined) {
          const index = lane.waiting.findIndex((item) => item.replaces === options.replaces);
          if (index >= 0) lane.waiting.splice(index, 1)[0].supersede();
        }
        lane.waiting.push({ replaces: options.replaces, start, supersede: () => reject(new SupersededError()) });
      });
    },
    waiting: (formId) => lanes.get(formId)?.waiting.length ?? 0,
  };
}
