/**
 * `npm run bench:datasets`: how long the District Clerk's datasets page parser (apps/api/src/sync/hcdc.ts) takes on
 * a hostile page of 40,000 unclosed `<input` tags (target: under 100 ms), and on pages twice and four times that
 * size (a linear parser doubles, a quadratic one quadruples). Prints the figures and the load average.
 */
import os from 'node:os';
import { parseDatasetsPage } from '../apps/api/src/sync/hcdc';

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
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
