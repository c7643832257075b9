import { afterAll, beforeAll, expect, it } from 'vitest';
import { repositoryForms } from '../studio/form-compiler.ts';
import { seedCatalogRevisions } from '../studio/seed-revisions.ts';
import { createStudioCompiler } from '../studio/studio-compiler.ts';
import { describeApi, type ApiContext } from '../test-support/api.ts';
import { SUPERSEDED } from './studio.ts';

// Compile workers wait at this gate while it holds 0: a draft's compile stays in flight as long as the test needs.
const gate = new Int32Array(new SharedArrayBuffer(4));
const studioCompiler = createStudioCompiler({ size: 1, gate });
afterAll(() => studioCompiler.close());

const setGate = (open: boolean) => {
  Atomics.store(gate, 0, open ? 1 : 0);
  Atomics.notify(gate, 0);
};

/** Lets the event loop turn until `condition` holds (no clock: the test fails by its timeout otherwise). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

// Any catalog form will do: the first one with a fixture to rename in each draft.
const formId = repositoryForms().find((form) => form.fixtures.length > 0)!.id;

describeApi(
  'Forms Studio compiles off the request thread',
  (t: ApiContext) => {
    const draftWith = async (files: { fixtures: Record<string, { description: string }> }, description: string) => {
      const copy = structuredClone(files);
      const first = Object.keys(copy.fixtures)[0];
      copy.fixtures[first].description = description;
      return t.app.inject({ method: 'PUT', url: `/api/studio/forms/${formId}/draft`, payload: { files: copy }, headers: await t.auth('analyst') });
    };

    beforeAll(async () => {
      await seedCatalogRevisions(t.db);
      setGate(true);
    });

    it('answers other requests while a draft compiles, and checks only the newest of the drafts waiting behind it', async () => {
      const { files } = (await t.app.inject({ url: `/api/studio/forms/${formId}`, headers: await t.auth('analyst') })).json();
      setGate(false);
      const settled: string[] = [];
      const first = draftWith(files, 'first edit');
      void first.then(() => settled.push('first'));
      await until(() => studioCompiler.running() === 1);

      const other = await t.app.inject({ url: '/api/studio/forms', headers: await t.auth('tester') });
      expect(other.statusCode).toBe(200);
      const current = await t.app.inject({ url: `/api/forms/${formId}/current`, headers: await t.auth('payer') });
      expect(current.statusCode).toBe(200);
      expect(settled).toEqual([]);

      const second = draftWith(files, 'second edit');
      await until(() => studioCompiler.waiting(formId) === 1);
      const third = draftWith(files, 'third edit');
      expect((await second).statusCode).toBe(409);
      expect((await second).json().message).toBe(SUPERSEDED);
      expect(settled).toEqual([]);

      setGate(true);
      const [firstAnswer, thirdAnswer] = await Promise.all([first, third]);
      expect(firstAnswer.statusCode).toBe(200);
      expect(thirdAnswer.statusCode).toBe(200);
      expect(thirdAnswer.json().checks).toMatchObject({ lint: [], breaking: [], fixtures: { failed: 0 } });
      expect(thirdAnswer.json().preview.moduleUrl).toMatch(/^\/studio-modules\/[0-9a-f]{64}\.js$/);

      const stored = (await t.app.inject({ url: `/api/studio/forms/${formId}`, headers: await t.auth('analyst') })).json();
      expect(Object.values(stored.files.fixtures as Record<string, { description: string }>)[0].description).toBe('third edit');
      const discarded = await t.app.inject({ method: 'DELETE', url: `/api/studio/forms/${formId}/draft`, headers: await t.auth('analyst') });
      expect(discarded.statusCode).toBe(204);
    });
  },
  { studioCompiler },
);
