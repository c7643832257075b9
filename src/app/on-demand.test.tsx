import { describe, expect, it, vi } from 'vitest';
import { Component, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { onDemand } from './on-demand.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  render = () => (this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children);
}

describe('onDemand', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const chunk = deferred<typeof Greeting>();
    const { Component: Lazy } = onDemand(() => chunk.promise, <p role="status">Loading...</p>);
    render(<Lazy name="Alex" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(async () => chunk.resolve(Greeting));
    expect(screen.getByText('Hello Alex').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the component as soon as its code arrives, where React.lazy under Suspense holds it back until 300 ms after its fallback', async () => {
    // Outside act(), which skips React's retry throttle. Only setTimeout is faked: the throttle's
    // timer then never fires, while React's scheduler (setImmediate here) runs as usual.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = async () => {
      for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const chunk = deferred<typeof Greeting>();
      const { Component: Lazy } = onDemand(() => chunk.promise, 'Loading...');
      startTransition(() => root.render(<Lazy name="Alex" />));
      await settle();
      expect(container.textContent).toBe('Loading...');
      chunk.resolve(Greeting);
      await settle();
      expect(container.textContent).toBe('Hello Alex');
    } finally {
      root.unmount();
      container.remove();
      vi.useRealTimers();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('tries again on first render after an early load (a preload) failed', async () => {
    let attempts = 0;
    const page = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return Greeting;
    }, <p role="status">Loading...</p>);
    await expect(page.load()).rejects.toThrow('Failed to fetch');
    render(<page.Component name="Robin" />);
    await act(async () => undefined);
    expect(screen.getByText('Hello Robin').tagName).toBe('P');
    expect(attempts).toBe(2);
  });

  it('renders at once, without the fallback, once an early load has ended', async () => {
    let imports = 0;
    const page = onDemand(async () => ((imports += 1), Greeting), <p role="status">Loading...</p>);
    await page.load();
    render(<page.Component name="Sam" />);
    expect(screen.getByText('Hello Sam').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
    render(<page.Component name="Kim" />);
    expect(imports).toBe(1);
  });

  it('throws a failed load to the error boundary', async () => {
    const chunk = deferred<typeof Greeting>();
    const { Component: Lazy } = onDemand(() => chunk.promise, null);
    render(
      <Boundary>
        <Lazy name="Alex" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
  });
});
