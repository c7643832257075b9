import { describe, expect, it } from 'vitest';
import { checkedValue, fieldCheckWarning, stepFieldChecks } from './field-checks.ts';
import { lintHost } from './lint-host.ts';
import { testManifest } from './test-form.ts';
import type { FormManifest } from './types.ts';

const rule = testManifest.fieldChecks![0];

describe('field checks', () => {
  it('finds a step’s checked fields by their pointer inside the step', () => {
    expect(stepFieldChecks(testManifest, '/details')).toEqual([{ rule, pointer: '/reason' }]);
    expect(stepFieldChecks(testManifest, '/cost')).toEqual([]);
  });

  it('asks about the trimmed text only, never about an empty value', () => {
    expect(checkedValue('  JOB-1 ')).toBe('JOB-1');
    expect(checkedValue('   ')).toBeNull();
    expect(checkedValue(undefined)).toBeNull();
    expect(checkedValue(42)).toBe('42');
  });

  it('warns with the rule’s wording only when the check found the value', () => {
    expect(fieldCheckWarning(rule, true)).toBe(rule.message);
    expect(fieldCheckWarning(rule, false)).toBe('');
  });

  it('lints a check of a missing field, an unknown check and a warning without wording', () => {
    const manifest = { ...testManifest, fieldChecks: [{ field: '/details/gone', check: 'spellCheck', message: ' ' }] } as unknown as FormManifest;
    const fieldExists = (pointer: string) => pointer !== '/details/gone';
    expect(lintHost({ manifest, uiSchema: {}, fieldExists }).filter((p) => p.includes('fieldChecks'))).toEqual([
      "form.json/fieldChecks/0/field: no field '/details/gone'",
      "form.json/fieldChecks/0/check: 'spellCheck' is not a check the engine offers (jobNumberInUse)",
      'form.json/fieldChecks/0/message: the warning has no wording',
    ]);
    expect(lintHost({ manifest: testManifest, uiSchema: {}, fieldExists: () => true }).filter((p) => p.includes('fieldChecks'))).toEqual([]);
  });
});
