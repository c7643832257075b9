import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi } from '../test-support/api.ts';
import { portal } from '../../generated/portal.gen.ts';

const payerProject = (n: number) => seedUuid(`project:payer:${n}`);

describeApi('complex change history', (t) => {
  it('lists a project change history, newest first by default', async () => {
    const res = await t.app.inject({ url: `/api/complexchange?projectId=${payerProject(4)}&pageNumber=1&pageSize=10`, headers: await t.auth('payer') });
    expect(res.statusCode).toBe(200);
    const { complexChanges, recordCount } = res.json();
    expect(recordCount).toBe(5);
    expect(complexChanges[0]).toEqual({
      complexChangeId: expect.any(String),
      changeNumber: expect.stringMatching(/^CC\d{7}$/),
      changeType: expect.any(String),
      status: expect.any(String),
      submittedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      projectId: payerProject(4),
      projectNumber: 'LV0900005',
    });
    const dates = complexChanges.map((c: { submittedDate: string }) => c.submittedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages and sorts across all accessible projects', async () => {
    const headers = await t.auth('staff');
    const page1 = (await t.app.inject({ url: '/api/complexchange?pageSize=10&sortBy=changeType&sortDescending=false', headers })).json();
    expect(page1.recordCount).toBe(14);
    expect(page1.complexChanges).toHaveLength(10);
    const types = page1.complexChanges.map((c: { changeType: string }) => c.changeType);
    expect(types).toEqual([...types].sort());
    const page2 = (await t.app.inject({ url: '/api/complexchange?pageSize=10&pageNumber=2&sortBy=changeType&sortDescending=false', headers })).json();
    expect(page2.complexChanges).toHaveLength(4);
  });

  it("refuses another user's project, bad input and missing tokens", async () => {
    const foreign = await t.app.inject({ url: `/api/complexchange?projectId=${payerProject(4)}`, headers: await t.auth('owner') });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(portal.messages.notAuthorisedProject);
    expect((await t.app.inject({ url: '/api/complexchange?pageSize=10', headers: await t.auth('owner') })).json().recordCount).toBe(0);
    const bad = await t.app.inject({ url: '/api/complexchange?projectId=x&sortBy=nope', headers: await t.auth('payer') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/projectId', '/sortBy']));
    expect((await t.app.inject({ url: '/api/complexchange' })).statusCode).toBe(401);
  });
});
