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
    const page2 = (await t.app.inject({ url: '/api/complexchange?pageSize=10&pageNumber=2&sortBy=changeType&sortDescending=false', headers })).json();
    expect(page2.complexChanges).toHaveLength(4);
  });

  it('sorts and searches change types by the label the user reads, not by the stored code', async () => {
    const headers = await t.auth('staff');
    const label = (c: { changeType: string }) => portal.labels.changeType[c.changeType] ?? c.changeType;
    const byLabel = (a: string, b: string) => a.localeCompare(b, 'en-AU');
    const ascending = (await t.app.inject({ url: '/api/complexchange?pageSize=50&sortBy=changeType&sortDescending=false', headers })).json().complexChanges.map(label);
    expect(new Set(ascending).size).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort(byLabel));
    const descending = (await t.app.inject({ url: '/api/complexchange?pageSize=50&sortBy=changeType&sortDescending=true', headers })).json().complexChanges.map(label);
    expect(descending).toEqual([...ascending].sort(byLabel).reverse());

    const [code, shown] = Object.entries(portal.labels.changeType).find(([c, l]) => ascending.includes(l) && !c.toLowerCase().includes(l.split(' ').pop()!.toLowerCase()))!;
    const word = shown.split(' ').pop()!;
    const found = (await t.app.inject({ url: `/api/complexchange?pageSize=50&searchTerm=${encodeURIComponent(word)}`, headers })).json().complexChanges;
    expect(found.map((c: { changeType: string }) => c.changeType)).toContain(code);
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
