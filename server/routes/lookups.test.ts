import { expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';

describeApi('lookups', (t) => {
  it('lists each lookup type', async () => {
    const headers = await t.auth('payer');
    const descriptions = (await t.app.inject({ url: '/api/lookup/0', headers })).json().lookups;
    expect(descriptions.length).toBeGreaterThan(10);
    expect(descriptions.at(-1)).toMatchObject({ name: 'OTHER', typeOfWork: null });
    expect(descriptions.find((d: { name: string }) => d.name === 'Detached house')).toEqual({ id: 1, name: 'Detached house', typeOfWork: 1 });
    const types = await t.app.inject({ url: '/api/lookup/1', headers });
    expect(types.json().lookups).toContainEqual({ id: 3, name: 'Commercial building' });
    expect(types.headers['cache-control']).toContain('max-age=86400');
    const councils = (await t.app.inject({ url: '/api/lookup/2', headers })).json().lookups;
    expect(councils).toContainEqual({ id: 1, name: 'Brisbane City Council' });
  });

  it('gives the description of work details with questions', async () => {
    const headers = await t.auth('payer');
    const one = await t.app.inject({ url: '/api/lookup/descriptionOfWorks?id=12', headers });
    expect(one.json().descriptionOfWorks).toEqual([
      {
        id: 12,
        name: 'Demolition',
        typeOfWork: null,
        questions: [
          { order: 1, question: 'What is being demolished?', required: true },
          { order: 2, question: 'Does the work include asbestos removal?', required: true },
          { order: 3, question: 'Is the site heritage listed?', required: false },
        ],
      },
    ]);
    const all = await t.app.inject({ url: '/api/lookup/descriptionOfWorks', headers });
    expect(all.json().descriptionOfWorks.length).toBe((await t.app.inject({ url: '/api/lookup/0', headers })).json().lookups.length);
    expect((await t.app.inject({ url: '/api/lookup/descriptionOfWorks?id=5000', headers })).statusCode).toBe(404);
  });

  it('refuses bad types and missing tokens', async () => {
    const bad = await t.app.inject({ url: '/api/lookup/7', headers: await t.auth('payer') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/type');
    const word = await t.app.inject({ url: '/api/lookup/councils', headers: await t.auth('payer') });
    expect(word.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/lookup/0' })).statusCode).toBe(401);
  });
});
