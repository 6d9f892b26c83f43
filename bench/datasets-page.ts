/**
 * `npm run bench:datasets`: how long the District Clerk's datasets page parser (apps/api/src/sync/hcdc.ts) takes on
 * a hostile page of 40,000 unclosed `<input` tags (target: under 100 ms), and on pages twice and four times that
 * size (a linear parser doubles, a quadratic one quadruples). Then, for a page at the size cap, the longest the
 * event loop was held while it was parsed in the server's thread and in the worker thread the sync uses
 * (`parseDatasetsPageOffThread`). Prints the figures and the load average.
 */
import os from 'node:os';
import { MAX_PAGE_BYTES, parseDatasetsPage, parseDatasetsPageOffThread } from '../apps/api/src/sync/hcdc';

const page = (n: number): string =>
  '<html><body><form>' +
  '<input '.repeat(n) +
  '>\n<a href="javascript:DownloadDoc(\'Criminal\\\\Weekly_Historical_Criminal_20241130.zip\')">weekly</a></form></body></html>';

parseDatasetsPage(page(1000));
for (const n of [40_000, 80_000, 160_000]) {
  const html = page(n);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const files = parseDatasetsPage(html).files.length;
    times.push(performance.now() - t0);
    if (files !== 1) throw new Error('the file link was not found');
  }
  const best = Math.min(...times);
  console.log(
    `${n.toLocaleString('en-US')} <input tags (${(html.length / 1024).toFixed(0)} KB): best of 5 ${best.toFixed(1)} ms` +
      (n === 40_000 ? ` (target < 100 ms: ${best < 100 ? 'MET' : 'MISSED'})` : ''),
  );
}
/** The longest gap (ms) between two ticks of a 5 ms timer while `work` ran: how long the event loop was held. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return longest;
}

const capped = page(Math.floor((MAX_PAGE_BYTES - 400) / '<input '.length));
await parseDatasetsPageOffThread(page(10));
const inThread = await longestHold(async () => parseDatasetsPage(capped));
let offThreadMs = 0;
const offThread = await longestHold(async () => {
  const t0 = performance.now();
  await parseDatasetsPageOffThread(capped);
  offThreadMs = performance.now() - t0;
});
// What the machine itself does to the timer (other processes on the cores), for as long as the worker took.
const idle = await longestHold(() => new Promise((resolve) => setTimeout(resolve, offThreadMs)));
console.log(
  `page at the cap (${(capped.length / 1024).toFixed(0)} KB): event loop held ${inThread.toFixed(0)} ms parsed in ` +
    `the server's thread, ${offThread.toFixed(0)} ms in a worker thread (${offThreadMs.toFixed(0)} ms in all, ` +
    `the thread's start included); idle as long, the longest gap was ${idle.toFixed(0)} ms`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
