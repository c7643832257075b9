import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { Deferred } from './deferred.tsx';
import { LoadedContent } from './loaded-content.tsx';

/** Records, at the commit that mounts it, whether the deferred part was committed with it. */
function FirstPart({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('Lower part') !== null);
  }, [seen]);
  return <p>Upper part</p>;
}

describe('Deferred', () => {
  it('commits its children after the rest, also when the page itself mounts in a deferred render', async () => {
    const seen: boolean[] = [];
    renderWithChakra(
      <LoadedContent ready>
        {() => (
          <>
            <FirstPart seen={seen} />
            <Deferred>
              <p>Lower part</p>
            </Deferred>
          </>
        )}
      </LoadedContent>,
    );
    expect(await screen.findByText('Lower part')).toBeTruthy();
    expect(screen.getByText('Upper part')).toBeTruthy();
    expect(seen).toEqual([false]);
  });
});

describe('Deferred after a paint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('commits its children only once a frame has painted after the rest', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    renderWithChakra(
      <>
        <p>Upper part</p>
        <Deferred>
          <p>Lower part</p>
        </Deferred>
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Lower part')).toBeNull();
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    expect(await screen.findByText('Lower part')).toBeTruthy();
  });
});
