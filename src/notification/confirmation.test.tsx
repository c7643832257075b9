import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileStore } from '../../engine/react/index.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { Confirmation } from './confirmation.tsx';

const messages = { confirmationHeading: 'Test heading', confirmationProjectId: 'Number', confirmationDate: 'Date', close: 'Close' };
const submission = { projectId: 'p-1', projectNumber: 'N-1', submittedOn: '2026-01-02' };

describe('Confirmation', () => {
  it('in place of the step just submitted, its heading takes focus so the outcome is announced', () => {
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[]} onClose={() => {}} onRetryUploads={async () => {}} justSubmitted />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Test heading' }));
  });

  it('shown again on a page load, leaves focus where the page puts it', () => {
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[]} onClose={() => {}} onRetryUploads={async () => {}} justSubmitted={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('offers to retry the files whose upload failed, and no longer once they are uploaded', async () => {
    const store = new FileStore();
    store.add([new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' })]);
    const [entry] = store.getSnapshot();
    store.update(entry.key, { status: 'failed', message: 'No response' });
    const onRetryUploads = vi.fn(async () => store.update(entry.key, { status: 'uploaded', progress: 100 }));
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[store]} onClose={() => {}} onRetryUploads={onRetryUploads} justSubmitted />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed uploads' }));
    expect(onRetryUploads).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry failed uploads' })).toBeNull());
  });

  it('offers no retry when every file was uploaded', () => {
    const store = new FileStore();
    store.add([new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' })]);
    const [entry] = store.getSnapshot();
    store.update(entry.key, { status: 'uploaded', progress: 100 });
    renderWithChakra(<Confirmation submission={submission} messages={messages} stores={[store]} onClose={() => {}} onRetryUploads={async () => {}} justSubmitted />);
    expect(screen.queryByRole('button', { name: 'Retry failed uploads' })).toBeNull();
  });
});
