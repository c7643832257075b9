/**
 * Fault 2: no client input causes a 5xx. JSON nested thousands of levels deep is refused at
 * parsing (400); the levy calculator refuses start dates before its first rates (400); and a
 * fuzz run over the API's routes with arbitrary bodies, queries and ids counts every 5xx (0).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/json-parser.ts';
import { ORGS, oidOf } from '../../server/seed/people.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { changeFormsWithAttachments, payerProject } from './support.ts';

const forms = await changeFormsWithAttachments();
const deep = (levels: number, inner = '1') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describeApi('attack: malformed input never causes a 5xx', (t) => {
  const json = async (method: 'POST' | 'PATCH', url: string, payload: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(await t.auth('payer')), 'content-type': 'application/json', ...extra }, payload });

  it('refuses JSON nested 5,000 levels deep with 400 wherever it sits', async () => {
    const { projectId } = await payerProject(t.db);
    const targets: [('POST' | 'PATCH'), string, string][] = [
      ['POST', '/api/project/save', `{"project":{"projectId":"new-project","x":${deep(5000)}}}`],
      ['PATCH', '/api/contact', `{"contact":{"postalAddress":${deep(5000)}}}`],
      ['POST', '/api/organisation/save', `{"organisation":{"organisationId":"${ORGS.demoBuilders.organisation_id}","postalAddress":${deep(5000)}}}`],
      ['POST', '/api/project/levycalculator', deep(20_000)],
      ['POST', '/api/document/upload', deepArray(100_000)],
      ...forms.map((form): ['POST', string, string] => ['POST', form.manifest.submit!.endpoint, `{"${form.manifest.submit!.payloadKey}":{"projectId":"${projectId}","files":[${deep(5000)}]}}`]),
    ];
    for (const [method, url, payload] of targets) {
      const res = await json(method, url, payload, { 'idempotency-key': 'deep-1' });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toBe('The request body is nested too deeply.');
    }
  });

  it('still takes JSON as deep as the limit allows', async () => {
    const res = await json('POST', '/api/project/levycalculator', `{"startDate":"2025-01-01","totalCostOfWork":${deep(MAX_JSON_DEPTH - 1)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('/totalCostOfWork');
  });

  it('refuses levy start dates from 0100-01-01 to 1899-12-31 with 400 and says why', async () => {
    for (const startDate of ['0100-01-01', '1000-06-15', '1899-12-31']) {
      const res = await json('POST', '/api/project/levycalculator', JSON.stringify({ startDate, totalCostOfWork: 200000 }));
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().errors).toEqual([{ path: '/startDate', message: expect.stringContaining('01/01/1900') }]);
    }
    const first = await json('POST', '/api/project/levycalculator', JSON.stringify({ startDate: '1900-01-01', totalCostOfWork: 200000 }));
    expect(first.statusCode).toBe(200);
  });

  it('answers a fuzz run over the API routes without a single 5xx', async () => {
    const { projectId, projectNumber } = await payerProject(t.db);
    const ids = fc.constantFrom(projectId, projectNumber, '00000000-0000-0000-0000-000000000000', 'x', '%00', '..%2F..', oidOf('payer'), ORGS.demoBuilders.organisation_id);
    const gets = ['/api/project', '/api/project/{id}', '/api/complexchange', '/api/lookup/{id}', '/api/lookup/descriptionOfWorks', '/api/portalroles', '/api/organisation/{id}', '/api/contact/user/{id}', '/api/document', '/api/document/{id}/download', '/api/project/downloadconfirmation', '/api/blob/{id}'];
    const posts = [
      '/api/project/save', '/api/project/submit', '/api/project/levycalculator', '/api/contact/register', '/api/contact/onboard', '/api/organisation/save',
      '/api/organisation/abn', '/api/project/jobnumber/inuse', '/api/portalroles/save', '/api/data/address', '/api/document/upload', ...forms.map((form) => form.manifest.submit!.endpoint),
    ];
    const query = fc.dictionary(fc.constantFrom('projectId', 'projectNumber', 'pageNumber', 'pageSize', 'sortBy', 'searchTerm', 'current', 'contactId', 'organisationId', 'op', 'signature', 'expires'), fc.oneof(fc.string(), ids, fc.integer().map(String)), { maxKeys: 4 });
    const body = fc.oneof(fc.jsonValue(), fc.record({ project: fc.jsonValue(), contact: fc.jsonValue(), organisation: fc.jsonValue(), portalRole: fc.jsonValue(), startDate: fc.oneof(fc.string(), fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString().slice(0, 10)))), totalCostOfWork: fc.jsonValue(), fileName: fc.string(), mimeType: fc.string(), sizeBytes: fc.jsonValue(), internalJobNumber: fc.oneof(fc.string(), fc.jsonValue()), projectId: fc.oneof(ids, fc.jsonValue()) }, { requiredKeys: [] }));
    const headers = { ...(await t.auth('payer')) };
    const newcomer = { ...(await t.auth('new')) };
    let requests = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom(...gets, ...posts, '/api/contact'), ids, query, body, fc.boolean(), async (asNew, route, id, q, payload, get) => {
        const url = route.replace('{id}', encodeURIComponent(id)) + '?' + new URLSearchParams(q).toString();
        const method = route === '/api/contact' ? 'PATCH' : gets.includes(route) && get ? 'GET' : gets.includes(route) ? 'PUT' : 'POST';
        const res = await t.app.inject({ method, url, headers: asNew ? newcomer : headers, payload: method === 'GET' ? undefined : JSON.stringify(payload), ...(method === 'GET' ? {} : { headers: { ...(asNew ? newcomer : headers), 'content-type': 'application/json' } }) });
        requests++;
        if (res.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }),
      { numRuns: 400, seed: 12 },
    );
    console.info(`fuzz: ${requests} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  });
});
