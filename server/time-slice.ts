// Long work on a request (reading an uploaded file, checking thousands of rows) runs in slices: the
// loop awaits pause() per step, which gives the event loop back once a slice has run SLICE_MS, so
// other visitors' requests are answered in between instead of after the whole file.
import { setImmediate } from 'node:timers/promises';

/** How long one slice of work may hold the event loop. */
export const SLICE_MS = 10;

export class TimeSlice {
  #since = performance.now();

  /** Resolves at once while the slice has time left; otherwise after the event loop has run once. */
  async pause(): Promise<void> {
    if (performance.now() - this.#since < SLICE_MS) return;
    await setImmediate();
    this.#since = performance.now();
  }
}
