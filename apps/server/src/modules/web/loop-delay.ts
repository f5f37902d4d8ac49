import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Whether the event loop has been slow lately (its p99 delay over the last half second above
 * `highMs`): background renders then wait, so visitors' requests go first (decision 0051).
 */
export function watchLoopDelay(highMs = 100, windowMs = 500) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let high = false;
  const timer = setInterval(() => {
    high = histogram.percentile(99) / 1e6 > highMs;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    high: () => high,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
