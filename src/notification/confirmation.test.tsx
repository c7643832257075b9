import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { Confirmation } from './confirmation.tsx';

const messages = { confirmationHeading: 'Test heading', confirmationProjectId: 'Number', confirmationDate: 'Date', close: 'Close' };
const submission = { projectId: 'p-1', projectNumber: 'N-1', submittedOn: '2026-01-02' };

describe('Confirmation', () => {
  it('in place of the step just submitted, its heading takes focus so the outcome is announced', () => {
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[]} onClose={() => {}} justSubmitted />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Test heading' }));
  });

  it('shown again on a page load, leaves focus where the page puts it', () => {
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[]} onClose={() => {}} justSubmitted={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
