import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/** An IntersectionObserver a test moves: `enter()` reports every observed element as intersecting. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((observed) => observed !== element);
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Within the calling `describe`: each test runs with the fake, rendered trees unmounted after it. */
export function withFakeIntersectionObserver(): void {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    cleanup();
    globalThis.IntersectionObserver = original;
  });
}
