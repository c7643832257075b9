/** Top-level fields with any validation error now, and those whose errors are shown. */
export interface FieldErrorSets {
  any: ReadonlySet<string>;
  shown: ReadonlySet<string>;
}

/**
 * The step's `FieldErrorSets`, read through a subscription by what shows them (the accordion's
 * badges): a field becoming valid or invalid re-renders the badges, not every field of the step,
 * as it did while the sets were part of the Form's context.
 */
export class FieldErrorsStore {
  private value: FieldErrorSets;
  private readonly listeners = new Set<() => void>();

  constructor(value: FieldErrorSets) {
    this.value = value;
  }

  get = (): FieldErrorSets => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  set(next: FieldErrorSets): void {
    if (next === this.value) return;
    this.value = next;
    this.listeners.forEach((listener) => listener());
  }
}
