/**
 * The context shapes the linter checks forms against (schemas/context.json) hold every field the
 * API gives a page for that context, so a form may name any of them and a typo is still refused.
 */
import { expect, it } from 'vitest';
import contextSchema from '../../schemas/context.json' with { type: 'json' };
import { oidOf } from '../../server/seed/people.ts';
import { describeApi } from '../../server/test-support/api.ts';

const fieldsOf = (name: string) => Object.keys((contextSchema.$defs as Record<string, { properties?: Record<string, unknown> }>)[name].properties ?? {});

describeApi('context shapes against the API', (t) => {
  it('every field of the projects and of the contact the API returns is in its context shape', async () => {
    const headers = await t.auth('payer');
    const list = (await t.app.inject({ method: 'GET', url: '/api/project?current=true&pageNumber=1&pageSize=50', headers })).json().projects as { projectId: string }[];
    expect(list.length).toBeGreaterThan(3);
    const unknown = new Set<string>();
    for (const { projectId } of list) {
      const project = (await t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers })).json().project as Record<string, unknown>;
      for (const key of Object.keys(project)) if (!fieldsOf('project').includes(key)) unknown.add(key);
    }
    const contact = (await t.app.inject({ method: 'GET', url: `/api/contact/user/${oidOf('payer')}`, headers })).json().userContact as Record<string, unknown>;
    for (const key of Object.keys(contact)) if (!fieldsOf('contact').includes(key)) unknown.add(`contact.${key}`);
    const accounts = (await t.app.inject({ method: 'GET', url: `/api/contact/${contact.customerNumber}/bank-details`, headers })).json().bankAccounts as Record<string, unknown>[];
    const byCode = (contextSchema.$defs as unknown as Record<string, { properties: Record<string, { properties: Record<string, unknown> }> }>).bankAccounts.properties;
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      if (!byCode[account.code as string]) unknown.add(`bankAccounts.${account.code}`);
      for (const key of Object.keys(account)) if (!(key in (byCode[account.code as string]?.properties ?? {}))) unknown.add(`bankAccounts.${key}`);
    }
    expect([...unknown]).toEqual([]);
  });
});
