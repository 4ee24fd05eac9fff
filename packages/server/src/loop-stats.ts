/**
 * The service's own event-loop delay and GC pauses, for the bench: a busy machine slows every process alike, but what
 * stalls this loop (a long synchronous task, a GC pause) is the service's own doing. SIGUSR2 prints the window that
 * ends as one line `{"eventLoopWindow": …}` (the HTTP flood bench reads it) and starts a new one.
 */
import { type IntervalHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export interface LoopReport {
  seconds: number;
  /** Event-loop delay in ms: how late a 10 ms timer fired (Node's histogram holds the whole interval). */
  delayMs: { median: number; p99: number; max: number };
  /** Garbage-collection pauses in the window. */
  gc: { count: number; totalMs: number; maxMs: number };
  cpuPerCent: number;
}

export function loopStats(): { report(): LoopReport } {
  let delay: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let started = performance.now();
  let cpu0 = process.cpuUsage();
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.count++;
      gc.totalMs += e.duration;
      gc.maxMs = Math.max(gc.maxMs, e.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const reset = () => {
    console.log(JSON.stringify({ eventLoopWindow: stats.report() }));
    delay.disable();
    delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    delay.enable();
    started = performance.now();
    cpu0 = process.cpuUsage();
    gc.count = gc.totalMs = gc.maxMs = 0;
  };
  delay.enable();
  process.on('SIGUSR2', reset);
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  const round = (n: number) => Math.round(n * 10) / 10;
  const stats = {
    report(): LoopReport {
      delay.disable();
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu0);
      return {
        seconds: round(seconds),
        delayMs: { median: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
        gc: { count: gc.count, totalMs: round(gc.totalMs), maxMs: round(gc.maxMs) },
        cpuPerCent: Math.round(((used.user + used.system) / 1e6 / seconds) * 100),
      };
    },
  };
  return stats;
}
