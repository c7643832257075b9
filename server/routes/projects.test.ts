import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { ORGS } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';
import { portal } from '../../generated/portal.gen.ts';

const payerProject = (n: number) => seedUuid(`project:payer:${n}`);
const ownerProject = (n: number) => seedUuid(`project:owner:${n}`);
const COMPLETED = ['Finalised', 'Cancelled', 'Closed'];

interface ListItem {
  projectId: string;
  projectNumber: string | null;
  status: string;
  suburb: string;
  estimatedStartDate: string;
}

describeApi('projects', (t) => {
  const list = async (query: string, user: 'payer' | 'staff' | 'owner' | 'new' = 'payer') => {
    const res = await t.app.inject({ url: `/api/project?${query}`, headers: await t.auth(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { projects: ListItem[]; recordCount: number };
  };

  it('pages the organisation projects, current and completed', async () => {
    const current = await list('current=true&pageSize=10&pageNumber=1');
    expect(current.recordCount).toBe(28);
    expect(current.projects).toHaveLength(10);
    expect(current.projects.every((p) => !COMPLETED.includes(p.status))).toBe(true);
    const last = await list('current=true&pageSize=10&pageNumber=3');
    expect(last.projects).toHaveLength(8);
    const completed = await list('current=false&pageSize=50');
    expect(completed.recordCount).toBe(12);
    expect(completed.projects.every((p) => COMPLETED.includes(p.status))).toBe(true);
    const all = await list('pageSize=50');
    expect(all.recordCount).toBe(40);
  });

  it('pages without overlap and sorts by project number descending by default', async () => {
    const a = await list('current=true&pageSize=10&pageNumber=1');
    const b = await list('current=true&pageSize=10&pageNumber=2');
    const ids = new Set([...a.projects, ...b.projects].map((p) => p.projectId));
    expect(ids.size).toBe(20);
    const numbers = a.projects.map((p) => p.projectNumber).filter(Boolean) as string[];
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('lists a Draft, not numbered yet, first by number descending (the newest) and last ascending', async () => {
    const descending = (await list('pageSize=50')).projects;
    const drafts = descending.filter((p) => p.projectNumber === null);
    expect(drafts.length).toBeGreaterThan(0);
    expect(descending.slice(0, drafts.length).every((p) => p.projectNumber === null && p.status === 'Draft')).toBe(true);
    const ascending = (await list('pageSize=50&sortBy=projectNumber&sortDescending=false')).projects;
    expect(ascending.slice(-drafts.length).every((p) => p.projectNumber === null)).toBe(true);
  });

  it('lists the Draft saved last first among the drafts', async () => {
    const drafts = (await list('pageSize=50')).projects.filter((p) => p.projectNumber === null);
    expect(drafts.length).toBeGreaterThan(1);
    const saved = drafts.at(-1)!.projectId;
    await t.db.query("UPDATE projects SET updated_at = now() + interval '1 minute' WHERE project_id = $1", [saved]);
    expect((await list('pageSize=50')).projects[0].projectId).toBe(saved);
  });

  it('sorts by each list column both ways', async () => {
    for (const [sortBy, field] of [['suburb', 'suburb'], ['estimatedStartDate', 'estimatedStartDate'], ['status', 'status']] as const) {
      const asc = (await list(`pageSize=50&sortBy=${sortBy}&sortDescending=false`)).projects.map((p) => p[field]);
      expect(asc).toEqual([...asc].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
      const desc = (await list(`pageSize=50&sortBy=${sortBy}&sortDescending=true`)).projects.map((p) => p[field]);
      expect(desc).toEqual([...asc].reverse().sort((x, y) => (x > y ? -1 : x < y ? 1 : 0)));
    }
  });

  it('searches by number, suburb and description', async () => {
    const byNumber = await list('searchTerm=LV0900005');
    expect(byNumber.projects.map((p) => p.projectNumber)).toEqual(['LV0900005']);
    const any = (await list('pageSize=50')).projects[0];
    const bySuburb = await list(`pageSize=50&searchTerm=${encodeURIComponent(any.suburb.toUpperCase())}`);
    expect(bySuburb.recordCount).toBeGreaterThan(0);
    expect((await list('searchTerm=demolition&pageSize=50')).recordCount).toBeGreaterThan(0);
    expect((await list('searchTerm=%25')).recordCount).toBe(0);
  });

  it('finds a project by the status label shown, as well as by the stored status', async () => {
    const label = portal.labels.projectStatus.OnHold;
    const byLabel = await list(`pageSize=50&searchTerm=${encodeURIComponent(label)}`);
    expect(byLabel.recordCount).toBeGreaterThan(0);
    expect(new Set(byLabel.projects.map((p) => p.status))).toEqual(new Set(['OnHold']));
  });

  it("lists a project notified with the OTHER description by the user's own words, and finds it by them", async () => {
    const rows = (await list('pageSize=50')).projects as (ListItem & { descriptionOfWorkName: string | null })[];
    const records = await Promise.all(
      rows.map(async (row) => (await t.app.inject({ url: `/api/project/${row.projectId}`, headers: await t.auth('payer') })).json().project as { projectId: string; otherDescriptionOfWork?: string | null; descriptionOfWorkName?: string }),
    );
    const other = records.find((record) => record.otherDescriptionOfWork);
    expect(other, "the seed has a project described in the user's own words").toBeDefined();
    expect(rows.find((row) => row.projectId === other!.projectId)?.descriptionOfWorkName).toBe(other!.otherDescriptionOfWork);
    // The project as read names it the same way, for its identifier strip and the change forms' summaries.
    expect(other!.descriptionOfWorkName).toBe(other!.otherDescriptionOfWork);
    const found = await list(`pageSize=50&searchTerm=${encodeURIComponent(other!.otherDescriptionOfWork!.slice(0, 12))}`);
    expect(found.projects.map((p) => p.projectId)).toContain(other!.projectId);
  });

  it('shows the same organisation projects to a non-admin member, and only own projects without an organisation', async () => {
    expect((await list('pageSize=10', 'staff')).recordCount).toBe(40);
    const owner = await list('pageSize=50', 'owner');
    expect(owner.recordCount).toBe(4);
    expect(owner.projects.map((p) => p.projectId).sort()).toEqual([0, 1, 2, 3].map(ownerProject).sort());
    expect((await list('pageSize=10', 'new')).recordCount).toBe(0);
  });

  it("reaches none of the organisation's projects once the member's portal role is inactive", async () => {
    const staff = await t.db.query<{ contact_id: string }>(`SELECT contact_id FROM contacts WHERE email_address = 'staff@example.com'`);
    const contactId = staff.rows[0].contact_id;
    await t.db.query('UPDATE portal_roles SET active = false WHERE contact_id = $1', [contactId]);
    try {
      expect((await list('pageSize=10', 'staff')).recordCount).toBe(0);
      const res = await t.app.inject({ url: `/api/project/${payerProject(4)}`, headers: await t.auth('staff') });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.query('UPDATE portal_roles SET active = true WHERE contact_id = $1', [contactId]);
    }
  });

  it('refuses bad paging and sorting with field errors', async () => {
    const res = await t.app.inject({ url: '/api/project?pageSize=5&pageNumber=0&sortBy=secret', headers: await t.auth('payer') });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/pageSize', '/pageNumber', '/sortBy']));
    const big = await t.app.inject({ url: '/api/project?pageSize=51', headers: await t.auth('payer') });
    expect(big.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/project' })).statusCode).toBe(401);
  });

  it('returns the full record with money in dollars', async () => {
    const res = await t.app.inject({ url: `/api/project/${payerProject(4)}`, headers: await t.auth('staff') });
    expect(res.statusCode).toBe(200);
    const project = res.json().project;
    expect(project).toMatchObject({
      projectId: payerProject(4),
      status: 'Submitted',
      readOnly: false,
      levyPayerOrganisationId: ORGS.demoBuilders.organisation_id,
      addressDetail: { state: 'QLD' },
    });
    expect(project.estimatedStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const base = project.totalCostOfWork - project.feasibilityStudies - project.environmentalImpactStudies;
    expect(project.totalLevyPayable).toBeCloseTo(base * 0.00575, 1);
    expect(Number.isInteger(Math.round(project.totalLevyPayable * 100))).toBe(true);
  });

  it('marks OnHold, Cancelled, Finalised and Closed projects read-only', async () => {
    const headers = await t.auth('payer');
    for (const [n, status] of [[19, 'OnHold'], [28, 'Finalised'], [33, 'Cancelled'], [37, 'Closed'], [14, 'Inactive']] as const) {
      const project = (await t.app.inject({ url: `/api/project/${payerProject(n)}`, headers })).json().project;
      expect(project.status).toBe(status);
      expect(project.readOnly).toBe(status !== 'Inactive');
    }
  });

  it('says whether the project confirmation is available: initial invoice paid, or a recent approved change', async () => {
    const headers = await t.auth('payer');
    const available = async (n: number) => (await t.app.inject({ url: `/api/project/${payerProject(n)}`, headers })).json().project.confirmationAvailable;
    // Seeded: n=7's first invoice is Paid; n=5's is Inactive (Overdue); n=13 is up to date with no invoice on record;
    // n=11 is overdue with none; n=0 is a Draft.
    expect(await available(7)).toBe(true);
    expect(await available(13)).toBe(true);
    expect(await available(5)).toBe(false);
    expect(await available(11)).toBe(false);
    expect(await available(0)).toBe(false);

    const window = portal.projectPage.confirmation.changeWindowMinutes;
    const approve = (minutesAgo: number) =>
      t.db.query(
        `INSERT INTO complex_changes (project_id, change_type, status, approved_at) VALUES ($1, 'StartDate', 'Approved', now() - make_interval(mins => $2::int))`,
        [payerProject(11), minutesAgo],
      );
    await approve(window + 1);
    expect(await available(11)).toBe(false);
    await t.db.query(`INSERT INTO complex_changes (project_id, change_type, status, approved_at) VALUES ($1, 'Owner', 'Submitted', now())`, [payerProject(11)]);
    expect(await available(11)).toBe(false);
    await approve(1);
    expect(await available(11)).toBe(true);
  });

  it('says whether a confirmation was ever issued: recorded, or the initial invoice paid, or any change approved; never for a Draft', async () => {
    const headers = await t.auth('payer');
    const sent = async (n: number) => (await t.app.inject({ url: `/api/project/${payerProject(n)}`, headers })).json().project.projectConfirmationSent;
    expect(await sent(0)).toBe(false);
    expect(await sent(11)).toBe(true);
    // Without the record's flag: issued once the invoice was paid, or after an approval however long ago.
    const unrecord = (n: number) => t.db.query(`UPDATE projects SET record = record - 'projectConfirmationSent' WHERE project_id = $1`, [payerProject(n)]);
    await unrecord(7);
    await unrecord(11);
    await t.db.query(`DELETE FROM complex_changes WHERE project_id = $1`, [payerProject(11)]);
    expect(await sent(7)).toBe(true);
    expect(await sent(11)).toBe(false);
    await t.db.query(`INSERT INTO complex_changes (project_id, change_type, status, approved_at) VALUES ($1, 'StartDate', 'Approved', now() - interval '30 days')`, [payerProject(11)]);
    expect(await sent(11)).toBe(true);
  });

  it("answers 403 for another user's project or an unknown one, 400 for a bad id, 401 without a token", async () => {
    for (const [user, id] of [['owner', payerProject(4)], ['payer', ownerProject(0)], ['certifier', payerProject(4)], ['new', payerProject(4)], ['payer', seedUuid('nothing')]] as const) {
      const res = await t.app.inject({ url: `/api/project/${id}`, headers: await t.auth(user) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: portal.messages.notAuthorisedProject });
    }
    const bad = await t.app.inject({ url: '/api/project/123', headers: await t.auth('payer') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: '/id' })]);
    expect((await t.app.inject({ url: `/api/project/${payerProject(4)}` })).statusCode).toBe(401);
  });
});
