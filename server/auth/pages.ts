// Server-rendered pages of the local identity provider. No inline script (the pages run under
// `script-src 'self'`); inline style is allowed. Every dynamic value goes through `escape`.

const PORTAL = 'Building and construction levy portal';

export function escape(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:1.1875rem;line-height:1.4;color:#1a1a1a;background:#f3f2f1}
header{background:#09549f;color:#fff;padding:1rem 1.5rem;font-weight:700}
main{max-width:32rem;margin:2rem auto;padding:2rem;background:#fff;border-top:4px solid #09549f}
h1{font-size:2rem;margin:0 0 1rem}
.field{margin-bottom:1.5rem}
label{display:block;font-weight:700;margin-bottom:.3rem}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.5rem;font-size:1.1875rem;border:2px solid #0b0c0c;border-radius:0}
input[aria-invalid=true]{border-color:#d4351c}
input:focus,button:focus,a:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:inset 0 0 0 2px #0b0c0c}
.actions{display:flex;gap:1rem;flex-wrap:wrap}
button{font-size:1.1875rem;padding:.55rem 1.2rem;border:0;cursor:pointer;background:#00703c;color:#fff;box-shadow:0 2px 0 #002d18}
button.secondary{background:#f3f2f1;color:#0b0c0c;box-shadow:0 2px 0 #929191}
.error-summary{border:4px solid #d4351c;padding:1rem;margin-bottom:1.5rem}
.error-summary h2{margin:0 0 .5rem;font-size:1.3rem}
.error-summary ul{margin:0;padding-left:1.2rem}
.error-summary a,.error-message{color:#d4351c;font-weight:700}
.error-message{display:block;margin:0 0 .3rem}
.hint{color:#505a5f;margin:0 0 .3rem}
.dev-note{border-left:6px solid #1d70b8;background:#f0f4f9;padding:.6rem 1rem}
.links{margin-top:1.5rem}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0;white-space:nowrap}
a{color:#1d70b8}
`;

/**
 * The portal's icon (as in src/index.html), inline: a page that declares none makes the browser
 * ask for /favicon.ico. The pages' CSP admits data: images.
 */
export const PORTAL_ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2314204a'/%3E%3Cpath d='M6 26V14l10-7 10 7v12h-7v-7h-6v7z' fill='%23fff'/%3E%3C/svg%3E";

export function layout(title: string, body: string, scripts = ''): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escape(title)} - ${PORTAL}</title>
<link rel="icon" type="image/svg+xml" href="${PORTAL_ICON}">
<style>${STYLE}</style>
</head>
<body>
<header>${PORTAL}</header>
<main id="main">
${body}
</main>
${scripts}
</body>
</html>`;
}

export interface LoginPageModel {
  /** Where the form posts the credentials. */
  action: string;
  /** Where the Cancel button posts. */
  cancelAction: string;
  email?: string;
  /** Messages per field ('email' | 'password'), shown at the field and in the summary. */
  errors?: Partial<Record<'email' | 'password', string>>;
  /** A message about the whole form, e.g. wrong credentials. */
  formError?: string;
  /** Azure AD B2C's self-service links under the form. */
  passwordResetHref?: string;
  signUpHref?: string;
}

export interface FieldModel {
  name: string;
  label: string;
  attributes: string;
  error?: string;
  /** Marks the input invalid without a message of its own: the id of the summary's message that says why. */
  invalidBy?: string;
  hint?: string;
}

export function field({ name, label, attributes, error, invalidBy, hint }: FieldModel): string {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const hintText = hint ? `<p id="${hintId}" class="hint">${escape(hint)}</p>` : '';
  const message = error
    ? `<p id="${errorId}" class="error-message"><span class="visually-hidden">Error:</span> ${escape(error)}</p>`
    : '';
  const problem = error ? errorId : (invalidBy ?? '');
  const describedBy = [hint ? hintId : '', problem].filter(Boolean).join(' ');
  const aria = `${problem ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  return `<div class="field"><label for="${name}">${label}</label>${hintText}${message}<input id="${name}" name="${name}" ${attributes}${aria}></div>`;
}

/** The sign-in page: fields 'Email' and 'Password', buttons 'Sign in' and 'Cancel'. */
export function renderLoginPage(model: LoginPageModel): string {
  const errors = model.errors ?? {};
  // Wrong credentials: the email is kept, so the summary's link goes to the password; both fields are described by its message.
  const items: SummaryItem[] = [
    ...(model.formError ? ([['password', model.formError, FORM_ERROR_ID]] as SummaryItem[]) : []),
    ...(Object.entries(errors) as SummaryItem[]),
  ];
  const summary = errorSummary(items);
  // Focus the field to fix; after wrong credentials the email is kept, so the password.
  const focusPassword = Boolean(model.formError || (errors.password && !errors.email));
  const email = field({
    name: 'email',
    label: 'Email',
    attributes: `type="email" autocomplete="username" spellcheck="false" required value="${escape(model.email)}"${focusPassword ? '' : ' autofocus'}`,
    error: errors.email,
    invalidBy: model.formError ? FORM_ERROR_ID : undefined,
  });
  const password = field({
    name: 'password',
    label: 'Password',
    attributes: `type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}`,
    error: errors.password,
    invalidBy: model.formError ? FORM_ERROR_ID : undefined,
  });
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${summary}
<p>Sign in with the email address and password of your account.</p>
<form method="post" action="${escape(model.action)}" novalidate>
${email}
${password}
<div class="actions">
<button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="${escape(model.cancelAction)}" formnovalidate>Cancel</button>
</div>
</form>
${selfServiceLinks(model)}`,
  );
}

function selfServiceLinks({ passwordResetHref, signUpHref }: LoginPageModel): string {
  const reset = passwordResetHref ? `<p><a href="${escape(passwordResetHref)}">Forgot your password?</a></p>` : '';
  const signUp = signUpHref ? `<p>Don't have an account? <a href="${escape(signUpHref)}">Sign up now</a></p>` : '';
  return reset || signUp ? `<div class="links">${reset}${signUp}</div>` : '';
}

/** A summary entry: the field to fix, the message, and an id for the message when a field is described by it. */
export type SummaryItem = [fieldId: string, message: string, messageId?: string];
const FORM_ERROR_ID = 'form-error';

/** The error summary of a page: one linked entry per message, announced as an alert. */
export function errorSummary(items: SummaryItem[]): string {
  if (!items.length) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${items.map(([id, text, messageId]) => `<li><a href="#${escape(id)}"${messageId ? ` id="${escape(messageId)}"` : ''}>${escape(text)}</a></li>`).join('')}</ul>
</div>`;
}

/** A plain message page with one link, for expired sign-ins and the provider's errors. */
export function renderMessagePage(title: string, paragraphs: string[], link: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(link.href)}">${escape(link.text)}</a></p>`,
  );
}

/**
 * The sign-out confirmation. `form` is the provider's hidden form (id op.logoutForm, with its
 * CSRF token); the buttons submit it. `script` is an optional auto-submit script tag.
 */
export function renderLogoutPage(form: string, script = ''): string {
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p>Do you want to sign out of the ${PORTAL}?</p>
${form}
<div class="actions">
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" class="secondary" form="op.logoutForm">Stay signed in</button>
</div>`,
    script,
  );
}
