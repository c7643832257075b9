/**
 * Runs `work` in a task of its own, after the current one and whatever the browser has queued
 * (input, network answers). A long start-up step run this way no longer lengthens the task that
 * scheduled it, and can fill the time the page waits for the network.
 */
export function inNextTask<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    }, 0);
  });
}
