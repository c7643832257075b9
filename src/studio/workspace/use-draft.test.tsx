import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { studioApi, type DraftResult, type FormFiles } from '../studio-api.ts';
import { useDraft } from './use-draft.ts';

const files = { form: { id: 'test' }, schema: { type: 'object' }, ui: {}, machine: {}, fixtures: {} } as unknown as FormFiles;
const answer = { checks: { lint: [] }, preview: null } as unknown as DraftResult;
/** A render that reads it waits for ever: React shows the fallback unless the render was a transition. */
const neverReady = new Promise<never>(() => {});

function Workspace() {
  const draft = useDraft('test', files, { keep: false });
  if (draft.result) use(neverReady);
  return <p>{draft.saving ? 'Checking' : 'Not sent'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('the draft', () => {
  it("renders the checks' answer in a transition, not in a blocking render", async () => {
    let reply: (result: DraftResult) => void = () => {};
    vi.spyOn(studioApi, 'check').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    render(
      <Suspense fallback={<p>Blocked</p>}>
        <Workspace />
      </Suspense>,
    );
    expect(await screen.findByText('Checking')).toBeTruthy();
    await act(async () => reply(answer));
    // A blocking update would have committed the fallback; a transition keeps what was shown.
    expect(screen.queryByText('Blocked')).toBeNull();
    expect(screen.getByText('Checking')).toBeTruthy();
  });
});
