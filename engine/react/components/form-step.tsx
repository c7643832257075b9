import { useCallback, useMemo, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validateStep } from '../../core/index.ts';
import type { AttachmentRules, CompiledStep, FieldError } from '../../core/types.ts';
import type { AbnLookupRequest, EngineFormContext } from '../form-context.ts';
import type { FileStore } from '../files/file-store.ts';
import { ID_PREFIX, ID_SEPARATOR, idToPointer, isShown, toErrorSchema } from '../ids.ts';
import { fields, templates, widgets } from '../theme/registry.ts';
import { ErrorSummary } from './error-summary.tsx';

export interface FormStepProps {
  step: CompiledStep;
  uiSchema: UiSchema;
  /** The step's data (the part of the form data at the step's `dataPointer`). */
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  /** Context facts are read from, e.g. `{ project }`. */
  context?: Record<string, unknown>;
  /** Errors from the server, shown at their fields whether touched or not. */
  serverErrors?: readonly FieldError[];
  /** Incremented on each submit attempt: every error shows and the summary takes focus. */
  submitCount?: number;
  fileStore?: FileStore;
  attachments?: AttachmentRules;
  onAbnLookup?: (request: AbnLookupRequest) => void;
  disabled?: boolean;
  /** For tests and tools: a validator other than the step's precompiled one. */
  validator?: ValidatorType;
}

const EMPTY: readonly FieldError[] = [];
/**
 * No invented data: RJSF would otherwise fill `const: true` as a default (ticking the
 * certification for the user) and add empty objects the user never touched.
 */
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults' } as const;

/**
 * One step of a form: RJSF on our theme, laid out in the manifest's sections. Validation runs on
 * the committed data with the step's precompiled validator; an error shows once its field was
 * blurred or after a submit attempt, and the error summary lists them after a failed submit.
 */
export function FormStep(props: FormStepProps) {
  const { step, uiSchema, data, onChange, context, serverErrors = EMPTY, submitCount = 0 } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  const validator = useMemo(
    () => props.validator ?? createPrecompiledValidator(step.rjsfValidateFns as never, step.schema as RJSFSchema),
    [props.validator, step],
  );
  const formContext = useMemo<EngineFormContext>(
    () => ({
      sections: step.manifest.sections,
      context: context ?? {},
      fileStore: props.fileStore,
      attachments: props.attachments,
      onAbnLookup: props.onAbnLookup,
    }),
    [step, context, props.fileStore, props.attachments, props.onAbnLookup],
  );

  const result = useMemo(() => validateStep(step, data), [step, data]);
  const showAll = submitCount > 0;
  const shown = useMemo(() => {
    const own = result.errors.filter((e) => isShown(e.path, touched, showAll));
    const extra = serverErrors.filter((s) => !own.some((e) => e.path === s.path));
    return [...own, ...extra];
  }, [result, touched, showAll, serverErrors]);
  // A new error schema only when what is shown changes, so RJSF does not re-merge for nothing.
  const shownKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const extraErrors = useMemo(() => toErrorSchema(shown), [shownKey]);

  const handleChange = useCallback((event: IChangeEvent) => onChange(event.formData ?? {}), [onChange]);
  const handleBlur = useCallback((id: string) => {
    const pointer = idToPointer(id);
    setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer)));
  }, []);

  return (
    <>
      {showAll && <ErrorSummary errors={shown} focusKey={submitCount} />}
      <Form
        tagName="div"
        schema={step.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        formContext={formContext}
        extraErrors={extraErrors}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        noHtml5Validate
        showErrorList={false}
        disabled={props.disabled}
        onChange={handleChange}
        onBlur={handleBlur}
        onError={noop}
      >
        {/* The page owns the submit button. */}
        <></>
      </Form>
    </>
  );
}

function noop() {}
