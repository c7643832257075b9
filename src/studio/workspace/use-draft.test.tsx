import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { studioApi, type DraftResult, type FormFiles } from '../studio-api.ts';
import { useDraft, type DraftState } from './use-draft.ts';

const files = { form: { id: 'test' }, schema: { type: 'object' }, ui: {}, machine: {}, fixtures: {} } as unknown as FormFiles;
const answer = { checks: { lint: [] }, preview: null } as unknown as DraftResult;
/** A render that reads it waits for ever: React shows the fallback unless the render was a transition. */
const neverReady = new Promise<never>(() => {});

/** The workspace's use of the draft, waiting (suspending) once `waitsOn` holds. */
function Workspace({ waitsOn }: { waitsOn: (draft: DraftState) => boolean }) {
  const draft = useDraft('test', files, { keep: false });
  if (waitsOn(draft)) use(neverReady);
  return <p>{draft.saving ? 'Checking' : 'Not sent'}</p>;
}

function renderWorkspace(waitsOn: (draft: DraftState) => boolean) {
  render(
    <Suspense fallback={<p>Blocked</p>}>
      <Workspace waitsOn={waitsOn} />
    </Suspense>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The whole workspace renders again with the draft's checking state and answer: each is a
// transition, which keeps what was shown where a blocking update would commit the fallback.
describe('the draft', () => {
  it("renders the 'checking' state in a transition", async () => {
    vi.spyOn(studioApi, 'check').mockReturnValue(new Promise(() => {}));
    renderWorkspace((draft) => draft.saving);
    await act(async () => {});
    expect(screen.queryByText('Blocked')).toBeNull();
    expect(screen.getByText('Not sent')).toBeTruthy();
  });

  it("renders the checks' answer in a transition", async () => {
    let reply: (result: DraftResult) => void = () => {};
    vi.spyOn(studioApi, 'check').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWorkspace((draft) => !!draft.result);
    expect(await screen.findByText('Checking')).toBeTruthy();
    await act(async () => reply(answer));
    expect(screen.queryByText('Blocked')).toBeNull();
    expect(screen.getByText('Checking')).toBeTruthy();
  });

  it('renders a failed check in a transition', async () => {
    let fail: (error: Error) => void = () => {};
    vi.spyOn(studioApi, 'check').mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderWorkspace((draft) => draft.saveError !== undefined);
    expect(await screen.findByText('Checking')).toBeTruthy();
    await act(async () => fail(new Error('offline')));
    expect(screen.queryByText('Blocked')).toBeNull();
    expect(screen.getByText('Checking')).toBeTruthy();
  });
});
