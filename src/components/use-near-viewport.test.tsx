import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FakeIntersectionObserver, withFakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  withFakeIntersectionObserver();

  it('is not near until the element comes within the margin of the viewport, then stays near and stops observing', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    const [observer] = FakeIntersectionObserver.all;
    expect(observer.observed).toEqual([screen.getByText('far')]);
    expect(observer.options?.rootMargin).toBe('50% 0px');
    act(() => observer.enter());
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    expect(FakeIntersectionObserver.all).toHaveLength(1);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
