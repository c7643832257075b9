import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { afterPointerRelease } from './after-pointer-release.ts';

describe('afterPointerRelease', () => {
  it('runs a job at once with no pointer down, after the release with one, and when the release is never heard', async () => {
    const job = vi.fn();
    afterPointerRelease(job);
    expect(job).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(document.body);
    afterPointerRelease(job);
    expect(job).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(document.body);
    await vi.waitFor(() => expect(job).toHaveBeenCalledTimes(2));

    // Released over a frame: the page hears only that it lost focus.
    fireEvent.pointerDown(document.body);
    afterPointerRelease(job);
    fireEvent.blur(window);
    await vi.waitFor(() => expect(job).toHaveBeenCalledTimes(3));
    afterPointerRelease(job);
    expect(job).toHaveBeenCalledTimes(4);
  });

  it('keeps the order of jobs: one made just after a release runs after those the press held', async () => {
    const order: string[] = [];
    fireEvent.pointerDown(document.body);
    afterPointerRelease(() => order.push('held in the press'));
    fireEvent.pointerUp(document.body);
    // The click's own change, in the same task as the release.
    afterPointerRelease(() => order.push('made by the click'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['held in the press', 'made by the click']));
    afterPointerRelease(() => order.push('later'));
    expect(order).toEqual(['held in the press', 'made by the click', 'later']);
  });

  it('holds queued jobs for the next release when pressed again before they ran', async () => {
    const job = vi.fn();
    fireEvent.pointerDown(document.body);
    afterPointerRelease(job);
    fireEvent.pointerUp(document.body);
    fireEvent.pointerDown(document.body);
    await new Promise((done) => setTimeout(done, 10));
    expect(job).not.toHaveBeenCalled();
    fireEvent.pointerUp(document.body);
    await vi.waitFor(() => expect(job).toHaveBeenCalledTimes(1));
  });
});
