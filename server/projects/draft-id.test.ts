import { expect, it } from 'vitest';
import { draftTarget } from './draft-id.ts';

it('reads new, existing and unknown draft ids', () => {
  for (const id of [undefined, null, '', 'new-project', 'temp-1700000000', 'tmp_abc']) expect(draftTarget(id)).toEqual({ kind: 'new' });
  expect(draftTarget('0b6d7a52-9f1e-4c1a-8f55-2a3f0c9b1d2e')).toEqual({ kind: 'existing', projectId: '0b6d7a52-9f1e-4c1a-8f55-2a3f0c9b1d2e' });
  for (const id of ['LV0900001', 42, {}]) expect(draftTarget(id)).toEqual({ kind: 'unknown' });
});
