import { errorSummary, escape, field, layout } from './pages.ts';

export interface InputModel {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  /** `inputmode`, e.g. numeric for a code. */
  inputmode?: string;
}

export interface SelfServicePageModel {
  title: string;
  intro: string;
  action: string;
  inputs: InputModel[];
  submitLabel: string;
  /** Hidden values posted with the form (never secrets; a development code is on the page anyway). */
  hidden?: Record<string, string>;
  errors?: Record<string, string | undefined>;
  /** A message about the whole form, shown first in the summary. */
  formError?: string;
  /** A notice shown above the form (e.g. where the code was sent). */
  notice?: string;
  /** Shown in development only: the code the server log holds. */
  developmentCode?: string;
  /** A second form under the first, with one button (e.g. 'Send a new code'). */
  secondary?: { action: string; label: string; hidden: Record<string, string> };
  back: { href: string; text: string };
}

/** A self-service page of the provider (sign-up, password reset): one form, GOV.UK-style errors. */
export function renderSelfServicePage(model: SelfServicePageModel): string {
  const errors = Object.entries(model.errors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const items: [string, string][] = [...(model.formError ? [[model.inputs[0].name, model.formError] as [string, string]] : []), ...errors];
  const firstInvalid = items[0]?.[0];
  const inputs = model.inputs
    .map((input, index) => {
      const autofocus = (firstInvalid ? firstInvalid === input.name : index === 0) ? ' autofocus' : '';
      const value = input.type === 'password' ? '' : ` value="${escape(input.value)}"`;
      const inputmode = input.inputmode ? ` inputmode="${input.inputmode}"` : '';
      const html = field({
        name: input.name,
        label: escape(input.label),
        attributes: `type="${input.type}" autocomplete="${input.autocomplete}" spellcheck="false" required${inputmode}${value}${autofocus}`,
        error: model.errors?.[input.name],
        hint: input.hint,
      });
      return html;
    })
    .join('\n');
  const hiddenInputs = (values: Record<string, string> = {}) =>
    Object.entries(values)
      .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
      .join('');
  const secondary = model.secondary
    ? `<form method="post" action="${escape(model.secondary.action)}" novalidate>
${hiddenInputs(model.secondary.hidden)}
<div class="actions"><button type="submit" class="secondary">${escape(model.secondary.label)}</button></div>
</form>`
    : '';
  const notice = model.notice ? `<p>${escape(model.notice)}</p>` : '';
  const developmentCode = model.developmentCode
    ? `<p class="dev-note" id="development-code">Development only: your verification code is <strong>${escape(model.developmentCode)}</strong>.</p>`
    : '';
  return layout(
    model.title,
    `<h1>${escape(model.title)}</h1>
${errorSummary(items)}
<p>${escape(model.intro)}</p>
${notice}
${developmentCode}
<form method="post" action="${escape(model.action)}" novalidate>
${hiddenInputs(model.hidden)}
${inputs}
<div class="actions">
<button type="submit">${escape(model.submitLabel)}</button>
</div>
</form>
${secondary}
<p class="links"><a href="${escape(model.back.href)}">${escape(model.back.text)}</a></p>`,
  );
}
