import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs a job once the pointer that is down (if any) is released. Revealing a field's error on
 * blur moves what is below it; when the blur comes from pressing a button further down, the
 * button would move away between press and release and the click would be lost. Jobs queued
 * while a pointer is down run just after the release, once the click has landed.
 */
let pressed = false;
let installed = false;
/** Jobs waiting, oldest first: for a release, or for the task after it. */
const queue: (() => void)[] = [];
let runScheduled = false;

function runQueued(): void {
  runScheduled = false;
  // Pressed again before this task: they wait for that release.
  if (pressed) return;
  for (const job of queue.splice(0)) job();
}

function release(): void {
  pressed = false;
  if (queue.length && !runScheduled) {
    runScheduled = true;
    setTimeout(runQueued, 0);
  }
}

function install(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A release this page never hears of (over a frame such as the card form's, or outside the
  // window): what waits is shown once the page loses focus or a drag ends, not at the next click.
  document.addEventListener('dragend', release, true);
  window.addEventListener('blur', release);
}

export function afterPointerRelease(job: () => void): void {
  install();
  // A job queued in the press still waiting to run is older: one run before it (the click's own
  // change, made just after the release) would be undone by it.
  if (pressed || queue.length) queue.push(job);
  else job();
}

install();

/**
 * `value` as shown: a change made while a pointer is down shows once it is released (see
 * above). For what sits beside a button, e.g. the note saying what a blocked Next still needs,
 * which the blur of the field just typed in shortens.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useLayoutEffect(() => afterPointerRelease(() => setShown(() => latest.current)), [value]);
  return shown;
}
