import type { FieldProps } from '@rjsf/utils';

type Data = Record<string, unknown>;
type FormChange = FieldProps['onChange'];

/** A value a text, number, date or yes/no control commits (no object or array). */
export function isPlainValue(value: unknown): boolean {
  return value === undefined || value === null || typeof value !== 'object';
}

/**
 * The step's data as its top-level fields render it, one subscription per field, so that a field's
 * commit re-renders that field alone however long the step is. RJSF's Form would otherwise
 * re-derive and re-render the whole form on every commit (its cost grows with the step).
 *
 * A top-level field's plain value (`commitField`) goes straight to the step's data; RJSF's own state
 * catches up on the next change it handles (`forward` hands it the data first) or the next data the
 * Form is given. Any other change goes through RJSF as before, and its report (`reported`) and data
 * from outside (`replace`) update the fields whose value changed.
 */
export class StepStore {
  private data: Data;
  private readonly listeners = new Map<string, Set<() => void>>();
  /** Changes handed to RJSF and not reported back yet: until then a commit goes through RJSF too. */
  private pending = 0;
  /** Values committed here that RJSF's state does not hold yet. */
  private formBehind = false;
  /** The fields whose plain values `commitField` may commit without RJSF (see `directCommits`). */
  commitsDirectly: (name: string) => boolean = () => false;
  /** Receives the step's data after a field's commit. */
  onCommit: (data: Data) => void = () => {};

  constructor(data: Data) {
    this.data = data;
  }

  get(name: string): unknown {
    return this.data[name];
  }

  subscribe(name: string, listener: () => void): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** New data for the step: the fields whose value changed re-render. */
  replace(next: Data): void {
    if (next === this.data) return;
    const previous = this.data;
    this.data = next;
    for (const [name, set] of this.listeners) if (!Object.is(previous[name], next[name])) set.forEach((listener) => listener());
  }

  /** RJSF reported the step's data (after a change it handled, or its defaults). */
  reported(next: Data): void {
    this.pending = Math.max(0, this.pending - 1);
    this.formBehind = false;
    this.replace(next);
  }

  /** Commits a top-level field's plain value without RJSF; false when it must go through RJSF. */
  commitField(name: string, value: unknown): boolean {
    if (this.pending > 0 || !this.commitsDirectly(name)) return false;
    const next = { ...this.data, [name]: value };
    this.data = next;
    this.formBehind = true;
    this.listeners.get(name)?.forEach((listener) => listener());
    this.onCommit(next);
    return true;
  }

  /** Hands a change to RJSF, with the step's data first when RJSF's state is behind it. */
  forward(onChange: FormChange, ...change: Parameters<FormChange>): void {
    if (this.formBehind) {
      this.formBehind = false;
      this.pending++;
      onChange(this.data, []);
    }
    this.pending++;
    onChange(...change);
  }
}
