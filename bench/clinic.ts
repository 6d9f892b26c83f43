/**
 * `npm run bench:clinic [-- --valid 290 --workers 2]`: a clinic day (docs/decisions/0108-clinic-day.md) end to end,
 * as the console's upload starts it: an in-memory PGlite with the synthetic county (400 random people and the demo
 * ones), a list of `--valid` of them plus the ten kinds of bad row, read, looked up, evaluated, the petitions and
 * packets rendered by the PDF workers (`--workers`, the server's default 2) and zipped. Prints the wall time, rows a
 * second, the PDFs and the ZIP's size, the per-row errors, and the load average (on a shared machine every figure is
 * provisional). Nothing about the synthetic people is printed.
 */
import os from 'node:os';
import { createDb, migrate } from '../apps/api/src/db/index';
import { PdfRenderPool } from '../apps/api/src/documents/render-pool';
import { importSynthetic } from '../apps/api/src/services/seed';
import {
  clinicRunFor,
  createClinicRun,
  parseClinicList,
  runClinic,
  takeClinicZip,
} from '../apps/api/src/services/clinic';
import { clinicTestList } from '../apps/api/src/test/clinic-list';

function num(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isFinite(v) || v < 1) throw new Error(`--${name} must be a positive number`);
  return v;
}
const VALID = num('valid', 290);
const WORKERS = num('workers', 2);
const load = () =>
  `load avg ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`;

const handle = await createDb({ dataDir: 'memory://' });
await migrate(handle.db);
await importSynthetic(handle.db, { people: VALID + 110, seed: 'bench-clinic', rundate: '2026-11-20' });
const pool = new PdfRenderPool({ workers: WORKERS, queueMax: 8, timeoutMs: 120_000 });
const clock = () => new Date('2026-11-21T18:00:00Z');
try {
  const { csv } = await clinicTestList(handle.db, VALID);
  console.log(`before: ${load()}`);
  const t0 = performance.now();
  const list = parseClinicList(csv);
  if (!list.ok) throw new Error(`the list was refused: ${list.reason}`);
  const id = await createClinicRun(handle.db, 'bench', list.rows.length, clock());
  await runClinic({ db: handle.db, pool, clock }, id, list.rows, 'en');
  const run = await clinicRunFor(handle.db, id, 'bench', clock());
  const zip = await takeClinicZip(handle.db, id, 'bench');
  const seconds = (performance.now() - t0) / 1000;
  const rows = run?.rows ?? [];
  const errors = rows.filter((r) => r.status === 'error').length;
  console.log(
    `${rows.length} rows (${rows.length - errors} results, ${errors} errors), ${run?.documents ?? 0} PDFs, ` +
      `ZIP ${((zip?.length ?? 0) / 1024 / 1024).toFixed(1)} MB: ${seconds.toFixed(1)} s ` +
      `(${(rows.length / seconds).toFixed(1)} rows/s) with ${WORKERS} PDF workers`,
  );
  console.log(`after: ${load()}`);
} finally {
  await pool.close();
  await handle.close();
}
