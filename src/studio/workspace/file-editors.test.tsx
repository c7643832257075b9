import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXTURE_NAME_TOO_LONG } from '../../../engine/core/form-files.ts';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import type { FormFiles } from '../studio-api.ts';
import { filesToTexts, fixtureKey } from './draft-files.ts';
import { FileEditors } from './file-editors.tsx';

const files = {
  form: { id: 'test', version: 1, steps: [] },
  schema: { type: 'object' },
  ui: {},
  machine: {},
  fixtures: { valid: { description: 'Valid', data: {}, expect: { valid: true } } },
} as unknown as FormFiles;

function editors(overrides: { canRemoveFixture?: (name: string) => boolean } = {}) {
  const onAddFixture = vi.fn();
  const onRemoveFixture = vi.fn();
  renderWithChakra(
    <FileEditors
      files={files}
      texts={filesToTexts(files)}
      setText={() => {}}
      lint={[]}
      selected={fixtureKey('valid')}
      onSelect={() => {}}
      onAddFixture={onAddFixture}
      onRemoveFixture={onRemoveFixture}
      canRemoveFixture={overrides.canRemoveFixture ?? (() => true)}
    />,
  );
  return { onAddFixture, onRemoveFixture };
}

describe('the fixture files', () => {
  it('says beside the name why a new fixture cannot take it, and takes none the server would refuse', async () => {
    const user = userEvent.setup();
    const { onAddFixture } = editors();
    const name = screen.getByRole('textbox', { name: 'New fixture name' });
    await user.type(name, 'a'.repeat(101));
    expect(screen.getByText(FIXTURE_NAME_TOO_LONG)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Propose a fixture' })).toHaveProperty('disabled', true);
    await user.clear(name);
    await user.type(name, 'missing-reason');
    expect(screen.queryByText(FIXTURE_NAME_TOO_LONG)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Propose a fixture' }));
    expect(onAddFixture).toHaveBeenCalledWith('missing-reason');
  });

  it('takes the shown fixture out of the draft when the user may', async () => {
    const user = userEvent.setup();
    const { onRemoveFixture } = editors();
    await user.click(screen.getByRole('button', { name: 'Remove this fixture' }));
    expect(onRemoveFixture).toHaveBeenCalledWith('valid');
  });

  it('offers no removal of a fixture the user may not take out', () => {
    editors({ canRemoveFixture: () => false });
    expect(screen.queryByRole('button', { name: 'Remove this fixture' })).toBeNull();
  });
});
