import { expect, it } from 'vitest';
import { contactIdOf, oidOf } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';
import { recordedForm } from '../test-support/form-record.ts';
import { catalogWith } from '../test-support/test-catalog.ts';
import { compileTestProfileForm, TEST_PROFILE_MESSAGES } from '../test-support/test-profile-form.ts';

const address = { addressLine1: '9 New Street', addressLine2: '', suburb: 'Spring Hill', state: 'QLD', postcode: '4000' };
const valid = {
  firstName: 'Sam',
  lastName: 'Nguyen',
  emailAddress: 'sam.nguyen@example.com',
  emailConsent: false,
  mobilePhoneNumber: '0422 555 011',
  businessPhoneNumber: '07 3100 9999',
  addressDetails: address,
};

const form = compileTestProfileForm();

describeApi('PATCH /api/contact (profile)', (t) => {
  const contact = async (user: 'staff' | 'certifier') =>
    (await t.app.inject({ url: `/api/contact/user/${oidOf(user)}`, headers: await t.auth(user) })).json().userContact;

  it('saves the caller own details, validated with the form that submits here', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/contact', headers: await t.auth('staff'), payload: { contact: valid } });
    expect(res.statusCode).toBe(200);
    expect(await contact('staff')).toMatchObject({
      contactId: contactIdOf('staff'),
      firstName: 'Sam',
      emailAddress: 'sam.nguyen@example.com',
      emailConsent: false,
      mobilePhone: '0422 555 011',
      businessPhone: '07 3100 9999',
      addressDetail: address,
    });
    // Checked with the form that submits here, as built: no revision of it was published.
    expect(await recordedForm(t, 'contacts', contactIdOf('staff'))).toEqual({ form_id: form.manifest.id, form_version: form.manifest.version, form_revision: null, form_hash: null });
  });

  it("accepts the address as one line of text beside its parts, derived from them", async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/contact', headers: await t.auth('staff'), payload: { contact: { ...valid, address: 'anything' } } });
    expect(res.statusCode).toBe(200);
    expect((await contact('staff')).addressDetail).toEqual(address);
  });

  it('answers 400 with the form messages at their fields, and saves nothing', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/contact',
      headers: await t.auth('staff'),
      payload: { contact: { ...valid, emailAddress: 'changed@example.com', businessPhoneNumber: '999', addressDetails: undefined } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: '/businessPhoneNumber', message: TEST_PROFILE_MESSAGES.phone },
        { path: '/addressDetails', message: TEST_PROFILE_MESSAGES.address },
      ]),
    );
    expect((await contact('staff')).emailAddress).toBe('sam.nguyen@example.com');
  });

  it('refuses a change of the read-only names', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/contact', headers: await t.auth('staff'), payload: { contact: { ...valid, firstName: 'Samuel' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '/firstName', message: 'This name cannot be changed here.' }]);
    expect((await contact('staff')).firstName).toBe('Sam');
  });

  it('keeps a licence number for certifiers only', async () => {
    await t.app.inject({ method: 'PATCH', url: '/api/contact', headers: await t.auth('staff'), payload: { contact: { ...valid, certifierLicenseNumber: 'X1' } } });
    expect((await contact('staff')).certifierLicenceNumber).toBeNull();
    const certifier = await contact('certifier');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/contact',
      headers: await t.auth('certifier'),
      payload: { contact: { ...valid, firstName: certifier.firstName, lastName: certifier.lastName, certifierLicenseNumber: 'B2233445' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await contact('certifier')).certifierLicenceNumber).toBe('B2233445');
  });

  it('needs a token and an onboarded contact', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/contact', payload: { contact: valid } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/contact', headers: await t.auth('new'), payload: { contact: valid } })).statusCode).toBe(404);
  });
}, { catalog: catalogWith(form) });
