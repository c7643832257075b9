import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
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
