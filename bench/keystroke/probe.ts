/**
 * In-page measurement for the keystroke benchmark (TOOLING.md, 'Measuring typing latency'):
 *
 * - a key's start is its keydown's own `timeStamp`;
 * - from the last `input` event of that key, 'work' ends after the microtasks that follow the
 *   event (React flushes a discrete update before then: handlers and re-render are done), and
 *   'frame' ends with requestAnimationFrame then a MessageChannel message (the frame has been
 *   handed to the compositor);
 * - 'load' is the time from navigation start to the first frame that shows a focusable input;
 * - the engine's deferred commit (the text control's 150 ms idle timer) is timed separately:
 *   from the timer's callback to the main thread next being idle ('commit work', MessageChannel
 *   probes running back to back) and to the next frame ('commit to frame').
 *
 * The Node driver (bench/keystroke.ts) reads and drives all this through `window.__bench`.
 */

export interface KeySample {
  work: number;
  frame: number;
  inputs: number;
}

export interface CommitSample {
  /** The timer callback itself (the engine's flush and RJSF's onChange, before React renders). */
  callback: number;
  /** Timer callback to the main thread next idle: the handlers and every React render it causes. */
  work: number;
  /** Timer callback to the next frame handed to the compositor. */
  frame: number;
}

export interface ProfileEntry {
  renders: number;
  ms: number;
}

interface PendingKey {
  down: number;
  inputs: number;
  workEnd: number;
  frameEnd: number;
  resolve: (sample: KeySample) => void;
}

const nextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    }),
  );

/** The time the main thread became idle: MessageChannel probes back to back, 5 in a row < 0.5 ms apart. */
const untilIdle = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    let last = performance.now();
    let quietSince = last;
    let quiet = 0;
    channel.port1.onmessage = () => {
      const now = performance.now();
      if (now - last < 0.5) {
        if (quiet++ === 0) quietSince = last;
        if (quiet >= 5) {
          channel.port1.close();
          resolve(quietSince);
          return;
        }
      } else quiet = 0;
      last = now;
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });

export function installProbe(options: { target: string; commitDelayMs?: number }) {
  let pending: PendingKey | undefined;
  let keySamples = 0;
  const commits: Promise<CommitSample>[] = [];
  let commitsWhileKeyPending = 0;
  let loadMs = NaN;
  // Where the load goes: module body start (scripts fetched and evaluated), render called, first input in the DOM.
  const phases: Record<string, number> = { main: performance.now() };
  let profiling = false;
  const profile = new Map<string, ProfileEntry>();
  const mountProfile = new Map<string, ProfileEntry>();

  addEventListener(
    'keydown',
    (event) => {
      if (!pending || pending.down >= 0) return;
      pending.down = event.timeStamp;
    },
    true,
  );
  // Bubble phase on window: runs after React's listener on its root container.
  addEventListener('input', () => {
    const key = pending;
    if (!key || key.down < 0) return;
    const seq = ++key.inputs;
    Promise.resolve()
      .then(() => undefined)
      .then(() => {
        if (seq === key.inputs) key.workEnd = performance.now();
      });
    void nextFrame().then((end) => {
      if (seq !== key.inputs || pending !== key) return;
      key.frameEnd = end;
      pending = undefined;
      key.resolve({ work: key.workEnd - key.down, frame: key.frameEnd - key.down, inputs: key.inputs });
    });
  });

  // The engine's deferred commit: its text controls call setTimeout(flush, COMMIT_DELAY_MS).
  if (options.commitDelayMs !== undefined) {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay !== options.commitDelayMs || typeof handler !== 'function') return original(handler, delay, ...args);
      return original(() => {
        if (pending) commitsWhileKeyPending++;
        const start = performance.now();
        (handler as (...a: unknown[]) => void)(...args);
        const callback = performance.now() - start;
        const frame = nextFrame();
        commits.push(untilIdle().then(async (idle) => ({ callback, work: idle - start, frame: (await frame) - start })));
      }, delay);
    }) as typeof window.setTimeout;
  }

  // Load: the first frame in which a focusable input exists.
  const loaded = new Promise<number>((resolve) => {
    const check = () => {
      if (!document.querySelector('input:not([type=hidden]), textarea')) return false;
      phases.dom = performance.now();
      void nextFrame().then((t) => {
        loadMs = t;
        resolve(t);
      });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });

  const api = {
    target: options.target,
    loaded: () => loaded,
    load: () => loadMs,
    phases: () => ({ ...phases, frame: loadMs }),
    /** Arms the next key: the promise settles with its sample once its frame is out. */
    arm() {
      if (pending) throw new Error('A key is still pending');
      const key: PendingKey = { down: -1, inputs: 0, workEnd: NaN, frameEnd: NaN, resolve: () => {} };
      const done = new Promise<KeySample>((resolve) => (key.resolve = resolve));
      pending = key;
      keySamples++;
      (api as { current?: Promise<KeySample> }).current = done;
      return true;
    },
    current: undefined as Promise<KeySample> | undefined,
    focusTarget() {
      const el = document.getElementById(options.target) as HTMLInputElement | null;
      if (!el) throw new Error(`No field ${options.target}`);
      el.scrollIntoView({ block: 'center' });
      el.focus();
      return document.activeElement === el;
    },
    targetValue: () => (document.getElementById(options.target) as HTMLInputElement | null)?.value,
    commits: () => Promise.all(commits),
    resetCommits: () => void (commits.length = 0),
    commitsWhileKeyPending: () => commitsWhileKeyPending,
    profiling: (on: boolean) => {
      profiling = on;
      if (on) profile.clear();
    },
    profile: () => Object.fromEntries(profile),
    mountProfile: () => Object.fromEntries(mountProfile),
    fieldCount: () => document.querySelectorAll('input:not([type=hidden]), textarea').length,
    /** Settles once `n` inputs are in the DOM (a long form may render its later sections after the first frame). */
    allRendered: (n: number) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (api.fieldCount() < n) return void requestAnimationFrame(check);
          phases.all ??= performance.now();
          resolve(phases.all);
        };
        check();
      }),
    keySamples: () => keySamples,
  };
  (window as unknown as { __bench: typeof api }).__bench = api;
  (window as unknown as { bench: () => typeof api }).bench = () => api;

  /** React Profiler `onRender`: counts renders and render time per id while profiling is on. */
  const onRender = (id: string, phase: string, actualDuration: number) => {
    if (phase === 'mount') {
      const entry = mountProfile.get(id) ?? { renders: 0, ms: 0 };
      entry.renders++;
      entry.ms += actualDuration;
      mountProfile.set(id, entry);
    }
    if (!profiling) return;
    const entry = profile.get(id) ?? { renders: 0, ms: 0 };
    entry.renders++;
    entry.ms += actualDuration;
    profile.set(id, entry);
  };
  return { onRender, phase: (name: string) => void (phases[name] = performance.now()) };
}
