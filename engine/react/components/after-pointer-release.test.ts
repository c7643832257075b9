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
});
