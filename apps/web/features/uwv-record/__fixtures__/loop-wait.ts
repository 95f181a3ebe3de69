import { performance } from 'node:perf_hooks';

/**
 * Runs `work` while a 1 ms timer ticks, and answers the longest wait the timer saw between two ticks: how long
 * a request arriving meanwhile would have waited for this thread (the PDF tests, issue 39 and 48).
 */
export async function longestLoopWait<T>(work: () => Promise<T>): Promise<{ result: T; longest: number; took: number }> {
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  try {
    const result = await work();
    return { result, longest, took: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}
