// How long the event loop was held while some work ran. A timer ticks every few milliseconds; the gap
// between two ticks is a stretch the loop did not come round. On a busy machine a gap is also the time
// the process waited for a core, so each gap counts only the CPU time the process used in it: a block
// is CPU spent without yielding, a wait for a core is not.

export interface LoopWatch {
  /** The longest stretch without the loop coming round, in CPU milliseconds; stops watching. */
  stop(): number;
}

export function watchEventLoop(): LoopWatch {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    longest = Math.max(longest, Math.min(now - wall, (used.user + used.system) / 1000));
    wall = now;
    cpu = process.cpuUsage();
  };
  const timer = setInterval(tick, 5);
  return {
    stop() {
      tick();
      clearInterval(timer);
      return longest;
    },
  };
}
