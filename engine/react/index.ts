/** The one generic renderer: RJSF on Chakra UI v3, with the engine's widgets, fields and frame. */
export { FormStep } from './components/form-step.tsx';
export type { FormStepProps } from './components/form-step.tsx';
export { ErrorSummary, focusField } from './components/error-summary.tsx';
export { FactsList } from './components/facts-list.tsx';
export { LoadingOverlay } from './components/loading-overlay.tsx';
export { AppToaster, showToast, toaster, TOAST_DURATION_MS, TOAST_LIMIT } from './components/toaster.tsx';
export type { ToastType } from './components/toaster.tsx';
export { FileStore } from './files/file-store.ts';
export type { FileDescription, FileEntry, UploadStatus } from './files/file-store.ts';
export { checkFiles } from './files/file-rules.ts';
export { FileList } from './files/file-list.tsx';
export type { AbnLookupRequest, EngineFormContext } from './form-context.ts';
export { pointerToId, idToPointer } from './ids.ts';
export { widgets, fields, templates, widgetNames, fieldNames } from './theme/registry.ts';
export { COMMIT_DELAY_MS } from './widgets/use-buffered-value.ts';
