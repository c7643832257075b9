/** The claim file's error list: rows under their numbers, errors about the whole file under none. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { WHOLE_FILE_ROW } from '../../engine/core/claim-csv.ts';
import { ClaimRowErrorList } from './claim-row-errors.tsx';

describe('ClaimRowErrorList', () => {
  afterEach(cleanup);

  it('lists an error about the whole file under no row, and row errors under their row', () => {
    renderWithChakra(
      <ClaimRowErrorList
        title="File errors"
        moreErrors={false}
        groups={[
          { row: WHOLE_FILE_ROW, errors: ['Nothing in it.'] },
          { row: 3, errors: ['Missing data in column Fee'] },
        ]}
      />,
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Nothing in it.')).toBeTruthy();
    expect(within(panel).getAllByText(/^Row \d+$/).map((row) => row.textContent)).toEqual(['Row 3']);
  });
});
