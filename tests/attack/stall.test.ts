/**
 * Fault 1: an array of invalid items in a files field made the compiled validator's work grow
 * with items times errors (16,000 items: 5.8 s; 32,000: 51 s) while every other request waited.
 * Now the data is bounded by the schema's own limits first: the attack costs about what a
 * normal invalid submission costs, measured in the same run.
 */
import { expect, it } from 'vitest';
import { writePointer } from '../../engine/core/pointer.ts';
import type { CompiledForm } from '../../engine/core/types.ts';
import { notificationFormOf } from '../../server/projects/notification-form.ts';
import { buildCatalog } from '../../server/studio/submitting-form.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { changeBody, changeFormsWithAttachments, median, payerProject } from './support.ts';

const forms = await changeFormsWithAttachments();
const notification = await notificationFormOf(buildCatalog);
const invalidItems = (n: number) => Array.from({ length: n }, () => ({ x: 1 }));

describeApi('attack: a large invalid files array', (t) => {
  const post = async (form: CompiledForm, body: unknown, who: 'payer' | 'new' = 'payer') => {
    // The client's own work (serialising the body) is not the server's: done before the clock starts.
    const headers = { ...(await t.auth(who)), 'content-type': 'application/json' };
    const payload = JSON.stringify(body);
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: form.manifest.submit!.endpoint, headers, payload });
    return { res, ms: performance.now() - started };
  };

  it('has change forms with attachments to attack', () => {
    expect(forms.length).toBeGreaterThan(0);
  });

  it('refuses 16,000 and 32,000 invalid items about as fast as a normal invalid submission', async () => {
    const { projectId } = await payerProject(t.db);
    const ratios: number[] = [];
    for (const form of forms) {
      const normal: number[] = [];
      const attack: number[] = [];
      for (let round = 0; round < 5; round++) {
        const small = await post(form, changeBody(form, projectId, invalidItems(3)));
        expect(small.res.statusCode).toBe(400);
        normal.push(small.ms);
        const big = await post(form, changeBody(form, projectId, invalidItems(round % 2 ? 32_000 : 16_000)));
        expect(big.res.statusCode).toBe(400);
        const field = form.manifest.attachments!.field;
        expect(big.res.json().errors).toContainEqual(expect.objectContaining({ path: field.startsWith('/') ? field : `/${field}` }));
        attack.push(big.ms);
      }
      ratios.push(median(attack) / median(normal));
    }
    console.info(`stall ratio (attack / normal request, median of 5, worst form): ${Math.max(...ratios).toFixed(2)}`);
    // Before the fix the ratio was in the hundreds; parsing 64 kB of JSON is all that remains.
    expect(Math.max(...ratios)).toBeLessThan(10);
  });

  it('refuses a notification draft with 32,000 invalid file items as fast as one just past the limit', async () => {
    const headers = await t.auth('payer');
    const field = notification.manifest.attachments!.field;
    const draft = (n: number) => ({ project: writePointer({ projectId: 'new-project' }, field.startsWith('/') ? field : `/${field}`, invalidItems(n)) });
    const timed = async (n: number) => {
      const payload = JSON.stringify(draft(n));
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/project/save', headers: { ...headers, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      return performance.now() - started;
    };
    const normal: number[] = [];
    const attack: number[] = [];
    const justPast = notification.manifest.attachments!.maxFiles + 1;
    for (let round = 0; round < 5; round++) {
      normal.push(await timed(justPast));
      attack.push(await timed(32_000));
    }
    expect(median(attack) / median(normal)).toBeLessThan(10);
  });

  it('refuses an account that is not onboarded before looking at the data', async () => {
    const { projectId } = await payerProject(t.db);
    const { res } = await post(forms[0], changeBody(forms[0], projectId, invalidItems(16_000)), 'new');
    expect(res.statusCode).toBe(403);
  });
});
