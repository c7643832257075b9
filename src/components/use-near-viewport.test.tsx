import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport.ts';

/** An IntersectionObserver the test moves: `enter()` reports every observed element as intersecting. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    cleanup();
    globalThis.IntersectionObserver = original;
  });

  it('is not near until the element comes within the margin of the viewport, then stays near and stops observing', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    const [observer] = FakeObserver.all;
    expect(observer.observed).toEqual([screen.getByText('far')]);
    expect(observer.options?.rootMargin).toBe('50% 0px');
    act(() => observer.enter());
    expect(screen.getByText('near')).toBeTruthy();
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
