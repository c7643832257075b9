import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { CODE_EXPIRED, CODE_INCORRECT, CODE_LIFETIME_MINUTES, CODE_TOO_MANY_TRIES } from './identity-verifications.ts';
import { PASSWORD_CLASSES, PASSWORD_LENGTH, PASSWORD_MISMATCH } from './password-policy.ts';
import { NAME_MAX_LENGTH } from './name-rules.ts';
import { ACCOUNT_EXISTS } from './self-service-routes.ts';
import { TestBrowser } from './test-support/browser.ts';
import { exchange, formAction, linkTo, redeem, signIn, startProviderServer, startSignIn, type ProviderServer } from './test-support/provider-harness.ts';

const email = 'New.Person@example.com';
const firstPassword = 'Sunny-day-42';
const resetPassword = 'Rainy-night-77';

const developmentCode = (html: string) => /your verification code is <strong>(\d{6})<\/strong>/.exec(html)?.[1];
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)![1];
/** The value a page's input of that name holds ('' when none). */
const valueOf = (html: string, name: string) => new RegExp(`<input id="${name}" name="${name}" [^>]*?value="([^"]*)"`).exec(html)?.[1] ?? '';
const THROTTLED = /You have asked for too many verification codes\. Wait \d+ minutes? before asking for another\./;
/** A refused page says how long to wait once, in its error, and still offers a new code. */
const saysWaitOnce = (html: string) => {
  expect(html.match(/\d+ minutes?\b(?! after)/g)).toHaveLength(1);
  expect(html).toMatch(/<button type="submit" class="secondary">Send a new code<\/button>/);
};

/** Posts the page's form whose action ends in `/step` as a browser does: its hidden inputs and what was typed. */
async function submit(browser: TestBrowser, server: ProviderServer, html: string, step: string, typed: Record<string, string> = {}) {
  const form = [...html.matchAll(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].find((match) => match[1].endsWith(`/${step}`));
  expect(form, `a form posting to ${step}`).toBeTruthy();
  const hiddenInputs = [...form![2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [name, value.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))]);
  return browser.postForm(new URL(form![1].replace(/&#38;/g, '&'), server.origin).href, { ...Object.fromEntries(hiddenInputs), ...typed });
}

describeEachDatabase('sign-up and password reset at the local provider', (fixture) => {
  let server: ProviderServer;
  let production: ProviderServer;
  /** One code per email address in the window: the first new code asked for is refused. */
  let strict: ProviderServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'levy-self-service-'));
    server = await startProviderServer({ db: fixture.db, dataDir });
    production = await startProviderServer({ db: fixture.db, dataDir, nodeEnv: 'production' });
    strict = await startProviderServer({ db: fixture.db, dataDir, codeRequestPolicy: { emailRequests: 1, addressRequests: 1000, windowSeconds: 15 * 60 } });
  });
  afterAll(async () => {
    await server?.app.close();
    await production?.app.close();
    await strict?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up a new user who proves the email with a code, with the sign-up/sign-in policy in the tokens', async () => {
    const browser = new TestBrowser();
    const { html, verifier } = await startSignIn(server, browser);
    const form = await (await browser.get(linkTo(server, html, 'Sign up now'))).text();
    expect(form).toContain('<h1>Create your account</h1>');
    for (const label of ['Email address', 'Given name', 'Surname', 'New password', 'Confirm new password']) {
      expect(form).toContain(`>${label}</label>`);
    }

    const bad = await browser.postForm(formAction(server, form), { email: 'nope', givenName: '', surname: 'S'.repeat(NAME_MAX_LENGTH), password: 'short', confirmPassword: 'short' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Enter an email address in the correct format, like name@example.com');
    expect(badHtml).toContain('Enter your given name');
    expect(badHtml).not.toContain('Your surname must be');
    expect(badHtml).toContain(PASSWORD_LENGTH);
    expect(badHtml).toContain('role="alert"');
    const weak = await (await browser.postForm(formAction(server, form), { email, givenName: 'New', surname: 'Person', password: 'alllowercase', confirmPassword: 'alllowercase' })).text();
    expect(weak).toContain(PASSWORD_CLASSES);
    const mismatch = await (await browser.postForm(formAction(server, form), { email, givenName: 'New', surname: 'Person', password: firstPassword, confirmPassword: 'Other-42x' })).text();
    expect(mismatch).toContain(PASSWORD_MISMATCH);

    const sent = await browser.postForm(formAction(server, form), { email, givenName: 'New', surname: 'Person', password: firstPassword, confirmPassword: firstPassword });
    expect(sent.status).toBe(200);
    const codePage = await sent.text();
    expect(codePage).toContain(`We have sent a verification code to ${email}.`);
    const code = developmentCode(codePage)!;
    expect(code).toMatch(/^\d{6}$/);
    const verificationId = hidden(codePage, 'verificationId');

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await browser.postForm(formAction(server, codePage), { verificationId, code: wrongCode });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(CODE_INCORRECT);
    // What the user typed stays, to correct.
    expect(valueOf(wrongHtml, 'code')).toBe(wrongCode);

    const created = await browser.postForm(formAction(server, codePage), { verificationId, code });
    const tokens = await redeem(server, browser, created, verifier);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ emails: [email], given_name: 'New', family_name: 'Person', tfp: 'B2C_1_signupsignin' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ oid: id.oid, tfp: 'B2C_1_signupsignin' });
    const { rows } = await fixture.db.query<{ password_hash: string }>('SELECT password_hash FROM identity_accounts WHERE email = $1', [email]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);

    // The code is used up, in any sign-in; the email is taken now.
    const other = new TestBrowser();
    const again = await startSignIn(server, other);
    const reused = await other.postForm(`${again.loginUrl.href}/sign-up/verify`, { verificationId, code });
    expect(await reused.text()).toContain(CODE_EXPIRED);
    // Taken, which the page says only once the code has proved the email is the user's: before,
    // it reads as it would for any email.
    const takenPage = await other.postForm(`${again.loginUrl.href}/sign-up`, { email: email.toLowerCase(), givenName: 'A', surname: 'B', password: firstPassword, confirmPassword: firstPassword });
    expect(takenPage.status).toBe(200);
    const takenHtml = await takenPage.text();
    expect(takenHtml).not.toContain(ACCOUNT_EXISTS);
    const taken = await other.postForm(formAction(server, takenHtml), { verificationId: hidden(takenHtml, 'verificationId'), code: developmentCode(takenHtml)! });
    expect(taken.status).toBe(409);
    const takenForm = await taken.text();
    expect(takenForm).toContain(ACCOUNT_EXISTS);
    // The details given stay to correct, never the password.
    expect(valueOf(takenForm, 'givenName')).toBe('A');
    expect(valueOf(takenForm, 'surname')).toBe('B');

    expect((await signIn(server, new TestBrowser(), email, firstPassword)).access_token).toBeTruthy();
  });

  it('resets a forgotten password with a code, with the password reset policy in the tokens', async () => {
    // Signed in elsewhere with the old password: the reset ends that session.
    const elsewhere = await signIn(server, new TestBrowser(), email, firstPassword);
    expect(elsewhere.refresh_token).toBeTruthy();
    const browser = new TestBrowser();
    const { html, verifier } = await startSignIn(server, browser);
    const form = await (await browser.get(linkTo(server, html, 'Forgot your password\\?'))).text();
    expect(form).toContain('<h1>Reset your password</h1>');
    const sent = await (await browser.postForm(formAction(server, form), { email })).text();
    const code = developmentCode(sent)!;
    const verificationId = hidden(sent, 'verificationId');

    const mismatch = await browser.postForm(formAction(server, sent), { verificationId, code, password: resetPassword, confirmPassword: 'x' });
    const mismatchHtml = await mismatch.text();
    expect(mismatchHtml).toContain(PASSWORD_MISMATCH);
    // A password rule broken: the code typed is kept (it was not used up), the passwords are not.
    expect(valueOf(mismatchHtml, 'code')).toBe(code);
    expect(mismatchHtml).not.toContain(resetPassword);
    const weak = await (await browser.postForm(formAction(server, mismatchHtml), { verificationId, code, password: 'alllowercase', confirmPassword: 'alllowercase' })).text();
    expect(weak).toContain(PASSWORD_CLASSES);
    expect(valueOf(weak, 'code')).toBe(code);
    expect(weak).not.toContain('alllowercase');
    const reset = await browser.postForm(formAction(server, sent), { verificationId, code, password: resetPassword, confirmPassword: resetPassword });
    const tokens = await redeem(server, browser, reset, verifier);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ emails: [email], tfp: 'B2C_1_passwordreset' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ tfp: 'B2C_1_passwordreset' });
    expect((await exchange(server, { grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token })).status).toBe(400);
    expect((await exchange(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(200);

    // The old password no longer works; the new one does, through the sign-up/sign-in policy.
    const other = new TestBrowser();
    const retry = await startSignIn(server, other);
    const old = await other.postForm(formAction(server, retry.html), { email, password: firstPassword });
    expect(await old.text()).toContain('The email or password you entered is incorrect.');
    const fresh = await signIn(server, new TestBrowser(), email, resetPassword);
    expect(decodeJwt(fresh.access_token)).toMatchObject({ tfp: 'B2C_1_signupsignin' });
  });

  it('keeps saying where the code went after a wrong one, and sends a new code on request', async () => {
    const browser = new TestBrowser();
    const { html, verifier } = await startSignIn(server, browser);
    const form = await (await browser.get(linkTo(server, html, 'Sign up now'))).text();
    const other = 'Second.Person@example.com';
    const codePage = await (await browser.postForm(formAction(server, form), { email: other, givenName: 'Second', surname: 'Person', password: firstPassword, confirmPassword: firstPassword })).text();
    const firstId = hidden(codePage, 'verificationId');
    const firstCode = developmentCode(codePage)!;
    const wrongCode = String((Number(firstCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await (await browser.postForm(formAction(server, codePage), { verificationId: firstId, code: wrongCode })).text();
    expect(wrong).toContain(CODE_INCORRECT);
    expect(wrong).toContain(`We have sent a verification code to ${other}.`);
    // Said again after a wrong code, the code's lifetime runs from when it was sent, not from now.
    expect(wrong).toContain(`It expires ${CODE_LIFETIME_MINUTES} minutes after it was sent.`);
    const resendAction = /<form method="post" action="([^"]*\/sign-up\/resend)"/.exec(wrong)?.[1];
    expect(resendAction).toBeTruthy();
    expect(wrong).toContain('>Send a new code</button>');

    const resent = await browser.postForm(new URL(resendAction!.replace(/&#38;/g, '&'), server.origin).href, { verificationId: firstId });
    expect(resent.status).toBe(200);
    const newPage = await resent.text();
    expect(newPage).toContain(`We have sent a new verification code to ${other}.`);
    const newId = hidden(newPage, 'verificationId');
    expect(newId).not.toBe(firstId);
    expect(developmentCode(newPage)).toMatch(/^\d{6}$/);
    // The first code is superseded; the new one creates the account with the details given first.
    expect(await (await browser.postForm(formAction(server, newPage), { verificationId: firstId, code: firstCode })).text()).toContain(CODE_EXPIRED);
    // A code superseded (or used up, or expired) offers no new one for its details: they are asked for again.
    const stale = await browser.postForm(new URL(resendAction!.replace(/&#38;/g, '&'), server.origin).href, { verificationId: firstId });
    expect(stale.status).toBe(400);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain(CODE_EXPIRED);
    expect(staleHtml).toContain('<h1>Create your account</h1>');
    const created = await browser.postForm(formAction(server, newPage), { verificationId: newId, code: developmentCode(newPage)! });
    const tokens = await redeem(server, browser, created, verifier);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ emails: [other], given_name: 'Second', family_name: 'Person' });
    expect((await signIn(server, new TestBrowser(), other, firstPassword)).access_token).toBeTruthy();
  });

  it('offers a new password reset code beside the code, and says where it went after a wrong one', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(server, browser);
    const form = await (await browser.get(linkTo(server, html, 'Forgot your password\\?'))).text();
    const sent = await (await browser.postForm(formAction(server, form), { email })).text();
    expect(sent).toContain('>Send a new code</button>');
    const wrong = await (await browser.postForm(formAction(server, sent), { verificationId: hidden(sent, 'verificationId'), email: hidden(sent, 'email'), code: '000000', password: resetPassword, confirmPassword: resetPassword })).text();
    expect(wrong).toContain(CODE_INCORRECT);
    expect(wrong).toContain(`If ${email} has an account, we have sent it a verification code.`);
    expect(wrong).toContain('>Send a new code</button>');
  });

  it('says no new password reset code was sent when too many are asked for, and when to ask again, the last code still working', async () => {
    const owner = 'Many.Codes@example.com';
    await fixture.db.query("INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, 'x', 'Many', 'Codes')", [randomUUID(), owner]);
    const browser = new TestBrowser();
    const { html, verifier } = await startSignIn(strict, browser);
    const form = await (await browser.get(linkTo(strict, html, 'Forgot your password\\?'))).text();
    const page = await (await browser.postForm(formAction(strict, form), { email: owner })).text();
    const code = developmentCode(page)!;
    expect(code).toMatch(/^\d{6}$/);

    const last = await submit(browser, strict, page, 'password-reset');
    expect(last.status).toBe(429);
    const refused = await last.text();
    expect(refused).toContain('<h1>Choose a new password</h1>');
    expect(refused).toMatch(THROTTLED);
    expect(refused).not.toContain('we have sent it a verification code');
    expect(refused).toContain(`No new code was sent. If ${owner} has an account, the code we sent it before still works: it expires 15 minutes after it was sent.`);
    saysWaitOnce(refused);
    expect(hidden(refused, 'verificationId')).toBe(hidden(page, 'verificationId'));
    expect(developmentCode(refused)).toBe(code);
    // Asking again before the wait is over is refused alike.
    const again = await (await submit(browser, strict, refused, 'password-reset')).text();
    saysWaitOnce(again);
    expect(developmentCode(again)).toBe(code);

    const reset = await submit(browser, strict, again, 'password-reset/verify', { code, password: resetPassword, confirmPassword: resetPassword });
    expect(decodeJwt((await redeem(strict, browser, reset, verifier)).id_token)).toMatchObject({ emails: [owner], tfp: 'B2C_1_passwordreset' });
  });

  it('says no new sign-up code was sent when too many are asked for, and when to ask again, the last code still working', async () => {
    const newcomer = 'Eager.Person@example.com';
    const browser = new TestBrowser();
    const { html, verifier } = await startSignIn(strict, browser);
    const form = await (await browser.get(linkTo(strict, html, 'Sign up now'))).text();
    const page = await (await browser.postForm(formAction(strict, form), { email: newcomer, givenName: 'Eager', surname: 'Person', password: firstPassword, confirmPassword: firstPassword })).text();
    const code = developmentCode(page)!;
    expect(code).toMatch(/^\d{6}$/);

    const last = await submit(browser, strict, page, 'sign-up/resend');
    expect(last.status).toBe(429);
    const refused = await last.text();
    expect(refused).toContain('<h1>Verify your email address</h1>');
    expect(refused).toMatch(THROTTLED);
    expect(refused).not.toContain('We have sent');
    expect(refused).toContain(`No new code was sent. The code we sent to ${newcomer} before still works: it expires 15 minutes after it was sent.`);
    saysWaitOnce(refused);
    expect(hidden(refused, 'verificationId')).toBe(hidden(page, 'verificationId'));
    expect(developmentCode(refused)).toBe(code);

    const created = await submit(browser, strict, refused, 'sign-up/verify', { code });
    expect(decodeJwt((await redeem(strict, browser, created, verifier)).id_token)).toMatchObject({ emails: [newcomer], given_name: 'Eager' });
  });

  it('shows the development code again on every page of it that reports an error, while it can be used', async () => {
    const owner = 'Shown.Code@example.com';
    await fixture.db.query("INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, 'x', 'Shown', 'Code')", [randomUUID(), owner]);
    const browser = new TestBrowser();
    const { html } = await startSignIn(strict, browser);
    const form = await (await browser.get(linkTo(strict, html, 'Forgot your password\\?'))).text();
    const sent = await (await browser.postForm(formAction(strict, form), { email: owner })).text();
    const code = developmentCode(sent)!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const mismatch = await (await submit(browser, strict, sent, 'password-reset/verify', { code, password: resetPassword, confirmPassword: 'x' })).text();
    expect(mismatch).toContain(PASSWORD_MISMATCH);
    expect(developmentCode(mismatch)).toBe(code);
    const weak = await (await submit(browser, strict, mismatch, 'password-reset/verify', { code, password: 'alllowercase', confirmPassword: 'alllowercase' })).text();
    expect(weak).toContain(PASSWORD_CLASSES);
    expect(developmentCode(weak)).toBe(code);
    let page = weak;
    for (let attempt = 1; attempt < 5; attempt++) {
      page = await (await submit(browser, strict, page, 'password-reset/verify', { code: wrongCode, password: resetPassword, confirmPassword: resetPassword })).text();
      expect(page).toContain(CODE_INCORRECT);
      expect(developmentCode(page)).toBe(code);
    }
    // A page never shows a code that is not the one sent.
    const crafted = await (await submit(browser, strict, page, 'password-reset/verify', { developmentCode: wrongCode, password: 'x', confirmPassword: 'x' })).text();
    expect(developmentCode(crafted)).toBeUndefined();
    // The fifth wrong try uses the code up, and says why: it is shown no more.
    const usedUp = await (await submit(browser, strict, page, 'password-reset/verify', { code: wrongCode, password: resetPassword, confirmPassword: resetPassword })).text();
    expect(usedUp).toContain(CODE_TOO_MANY_TRIES);
    expect(developmentCode(usedUp)).toBeUndefined();

    // Sign-up's code page after a wrong code too.
    const signUp = await (await browser.get(linkTo(strict, html, 'Sign up now'))).text();
    const codePage = await (await browser.postForm(formAction(strict, signUp), { email: 'Shown.Again@example.com', givenName: 'Shown', surname: 'Again', password: firstPassword, confirmPassword: firstPassword })).text();
    const signUpCode = developmentCode(codePage)!;
    const signUpWrong = String((Number(signUpCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await (await submit(browser, strict, codePage, 'sign-up/verify', { code: signUpWrong })).text();
    expect(wrong).toContain(CODE_INCORRECT);
    expect(developmentCode(wrong)).toBe(signUpCode);
    // The code typed in groups, as it is often read out, is the code.
    const grouped = `${signUpCode.slice(0, 3)} ${signUpCode.slice(3)}`;
    expect((await submit(browser, strict, wrong, 'sign-up/verify', { code: grouped })).status).toBe(303);

    // A sign-up code used up by wrong tries: the form again, with the email and names given (never the password).
    const another = new TestBrowser();
    const anotherStart = await startSignIn(strict, another);
    const anotherForm = await (await another.get(linkTo(strict, anotherStart.html, 'Sign up now'))).text();
    let tried = await (await another.postForm(formAction(strict, anotherForm), { email: 'Tried.Out@example.com', givenName: 'Tried', surname: 'Out', password: firstPassword, confirmPassword: firstPassword })).text();
    const triedWrong = String((Number(developmentCode(tried)!) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt++) tried = await (await submit(another, strict, tried, 'sign-up/verify', { code: triedWrong })).text();
    expect(tried).toContain(CODE_TOO_MANY_TRIES);
    expect(tried).toContain('<h1>Create your account</h1>');
    expect(valueOf(tried, 'email')).toBe('Tried.Out@example.com');
    expect(valueOf(tried, 'givenName')).toBe('Tried');
    expect(valueOf(tried, 'surname')).toBe('Out');
    expect(tried).not.toContain(firstPassword);
  });

  it('edits the profile with the profile edit policy, asking to sign in first when there is no session', async () => {
    const browser = new TestBrowser();
    // No provider session: the sign-in page first, then the profile page.
    const { html, verifier } = await startSignIn(server, browser, { p: 'B2C_1_profileedit' });
    expect(html).toContain('<h1>Sign in</h1>');
    const signedIn = await browser.postForm(formAction(server, html), { email, password: resetPassword });
    const { response } = await browser.follow(signedIn, server.origin);
    const profile = await response.text();
    expect(profile).toContain('<h1>Edit your profile</h1>');
    expect(profile).toContain('value="New"');

    const empty = await browser.postForm(formAction(server, profile), { givenName: '', surname: 'Person' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter your given name');
    // The portal's limit for names, not a shorter one of the provider's own.
    const longest = 'L'.repeat(NAME_MAX_LENGTH);
    expect(NAME_MAX_LENGTH).toBe(150);
    const tooLong = await browser.postForm(formAction(server, profile), { givenName: `${longest}L`, surname: longest });
    expect(tooLong.status).toBe(400);
    const tooLongHtml = await tooLong.text();
    expect(tooLongHtml).toContain('Your given name must be 150 characters or fewer');
    expect(tooLongHtml).not.toContain('Your surname must be');
    const saved = await browser.postForm(formAction(server, profile), { givenName: 'Renamed', surname: 'Person' });
    const tokens = await redeem(server, browser, saved, verifier);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ given_name: 'Renamed', family_name: 'Person', tfp: 'B2C_1_profileedit' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ given_name: 'Renamed', tfp: 'B2C_1_profileedit' });

    // With the session: straight to the profile page; Cancel returns AADB2C90091.
    const again = await startSignIn(server, browser, { p: 'B2C_1_profileedit' });
    expect(again.html).toContain('value="Renamed"');
    const cancelled = await browser.get(linkTo(server, again.html, 'Cancel'));
    const { location } = await browser.follow(cancelled, server.origin);
    expect(location?.searchParams.get('error_description')).toMatch(/^AADB2C90091/);
  });

  it('answers an unknown email like a known one and never shows codes on pages in production', async () => {
    const browser = new TestBrowser();
    const { html } = await startSignIn(production, browser);
    const form = await (await browser.get(linkTo(production, html, 'Forgot your password\\?'))).text();
    const known = await (await browser.postForm(formAction(production, form), { email })).text();
    const unknown = await (await browser.postForm(formAction(production, form), { email: 'nobody@example.com' })).text();
    expect(developmentCode(known)).toBeUndefined();
    expect(known).not.toContain('Development only');
    expect(known.replace(email, 'X').replace(/value="[^"]*"/g, '')).toBe(unknown.replace('nobody@example.com', 'X').replace(/value="[^"]*"/g, ''));
    // A wrong code is answered alike too.
    const tryCode = async (page: string) =>
      (await browser.postForm(formAction(production, page), { verificationId: hidden(page, 'verificationId'), email: hidden(page, 'email'), code: '000000', password: resetPassword, confirmPassword: resetPassword })).text();
    const knownWrong = await tryCode(known);
    const unknownWrong = await tryCode(unknown);
    expect(unknownWrong).toContain(CODE_INCORRECT);
    expect(knownWrong.replace(email, 'X').replace(/value="[^"]*"/g, '')).toBe(unknownWrong.replace('nobody@example.com', 'X').replace(/value="[^"]*"/g, ''));
  });
});
