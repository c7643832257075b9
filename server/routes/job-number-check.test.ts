import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { LOOKUP_MAX_LENGTH } from './job-number-check.ts';

// Seeded job numbers: the payer's organisation has JOB-2420 (its project 20); the owner, without
// an organisation, has JOB-2401 (their project 1); only the organisation has JOB-2420.
const payerProject = (n: number) => seedUuid(`project:payer:${n}`);
const ownerProject = (n: number) => seedUuid(`project:owner:${n}`);

describeApi('internal job number in use', (t) => {
  const check = async (user: DemoUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/project/jobnumber/inuse', headers: await t.auth(user), payload });
  const inUse = async (user: DemoUser, payload: Record<string, unknown>) => {
    const res = await check(user, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual(['inUse']);
    return res.json().inUse as boolean;
  };

  it("finds a job number on another project of the caller's organisation, trimmed and in any case", async () => {
    expect(await inUse('payer', { internalJobNumber: 'JOB-2420' })).toBe(true);
    expect(await inUse('payer', { internalJobNumber: '  job-2420 ' })).toBe(true);
    expect(await inUse('payer', { internalJobNumber: 'JOB-9999' })).toBe(false);
  });

  it('answers for a job number longer than any form limit so far, since a published revision may relax that limit', async () => {
    expect(await inUse('payer', { internalJobNumber: 'J'.repeat(150) })).toBe(false);
    expect((await check('payer', { internalJobNumber: 'J'.repeat(LOOKUP_MAX_LENGTH + 1) })).statusCode).toBe(400);
  });

  it('leaves out the project being edited', async () => {
    expect(await inUse('payer', { internalJobNumber: 'JOB-2420', projectId: payerProject(20) })).toBe(false);
    expect(await inUse('payer', { internalJobNumber: 'JOB-2420', projectId: payerProject(21) })).toBe(true);
  });

  it("without an organisation, looks at the caller's own projects only, never another organisation's", async () => {
    expect(await inUse('owner', { internalJobNumber: 'JOB-2401' })).toBe(true);
    expect(await inUse('owner', { internalJobNumber: 'JOB-2401', projectId: ownerProject(1) })).toBe(false);
    expect(await inUse('owner', { internalJobNumber: 'JOB-2420' })).toBe(false);
  });

  it('needs a signed-in, onboarded levy payer and a job number', async () => {
    expect((await check('new', { internalJobNumber: 'JOB-2420' })).statusCode).toBe(403);
    expect((await check('certifier', { internalJobNumber: 'JOB-2420' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/project/jobnumber/inuse', payload: { internalJobNumber: 'JOB-2420' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await check('payer', { internalJobNumber: '' })).statusCode).toBe(400);
    expect((await check('payer', { internalJobNumber: 'JOB-2420', projectId: 'not-an-id' })).statusCode).toBe(400);
  });
});
