/**
 * A snapshot import's load into PostgreSQL (docs/decisions/0076-import-copy-worker.md): a worker thread reads the
 * file and builds the cases (copy-import.worker.ts); this thread writes them into the staging table with
 * `COPY … FROM STDIN` (pg-copy-streams), one COPY a batch, while the worker builds the next batches. The few
 * cases whose rows lie apart in the file are read back and upserted as before (case-store.ts `caseSink`).
 *
 * - Two threads, so the parse and build (the import's CPU) run beside the database's work, on another core.
 * - Memory is flat: the worker holds a few batches and the importer's fixed-size counters, nothing that grows with
 *   the file (harris-data own-string.ts: no long-lived value keeps a chunk of the file alive). Its heap is not
 *   capped: any `resourceLimits` made the collector cost a quarter more CPU. A COPY's buffer goes back to the
 *   worker to be filled again, so neither thread collects a batch's bytes.
 * - Each COPY is one statement: it commits alone, so the next batch can read back what it wrote. The staging
 *   table is not what lookups read (snapshot.ts); a failed import drops it.
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { workerExecArgv, workerModule } from '../worker-thread';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type {
  CaseRecord,
  CaseSink,
  ImportOptions,
  ImportProgress,
  ImportSummary,
  StoredEvents,
} from '@cyr/harris-data';
import { COPY_COLUMNS, type CasesTableName } from '../services/case-store';

/** What the worker is given: the file to read and the importer's options (no functions). */
export interface CopyImportJob {
  file: string;
  options: Omit<ImportOptions, 'onProgress' | 'judge' | 'now'>;
}

/** A sink call the worker asks this thread to run. */
export type CopyImportCall =
  | { method: 'startImport' }
  | { method: 'finishImport' }
  | { method: 'loadEvents'; cas: string[] }
  | { method: 'copy'; bytes: Uint8Array<ArrayBuffer>; count: number }
  | { method: 'upsertCases'; batch: (CaseRecord & { importId: string })[] }
  | { method: 'deleteCases'; cas: string[] };

export type FromWorker =
  | { t: 'call'; id: number; call: CopyImportCall }
  | { t: 'progress'; p: ImportProgress }
  | { t: 'done'; summary: ImportSummary }
  | { t: 'error'; message: string };

export type FromMain = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** The worker module, run by tsx as TypeScript wherever the API runs (npm scripts, vitest). */
const WORKER = workerModule('copy-import.worker', import.meta.url);

/**
 * Runs one COPY of `bytes` (COPY's text format, one line a case) into `table`; returns their buffer, written and
 * no longer read, to be handed back to the worker for its next batch.
 */
async function copyText(
  client: pg.PoolClient,
  table: CasesTableName,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const stream = client.query(
    copyFrom(`COPY ${table} (${COPY_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT text, ENCODING 'UTF8')`),
  );
  await pipeline(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), stream);
  return bytes.buffer;
}

/**
 * Loads `file` into `table` (an empty staging table) through the worker: `sink` is the kysely sink of that table
 * (its reads, upserts, deletes and index builds), `pool` the PostgreSQL pool COPY runs on. Returns the importer's
 * summary; throws when the file cannot be read or a write fails (the caller drops the table).
 */
export async function importFileByCopy(
  pool: pg.Pool,
  table: CasesTableName,
  sink: CaseSink,
  file: string,
  options: CopyImportJob['options'] & { onProgress?: (p: ImportProgress) => void },
): Promise<ImportSummary> {
  const { onProgress, ...rest } = options;
  const job: CopyImportJob = { file, options: rest };
  const client = await pool.connect();
  let broken = false;
  const worker = new Worker(WORKER, {
    workerData: job,
    execArgv: workerExecArgv(WORKER),
  });
  const run = async (c: CopyImportCall): Promise<unknown> => {
    switch (c.method) {
      case 'startImport':
        return sink.startImport ? sink.startImport() : { empty: false };
      case 'finishImport':
        return sink.finishImport?.();
      case 'loadEvents':
        return sink.loadEvents ? sink.loadEvents(c.cas) : new Map<string, StoredEvents>();
      case 'copy':
        return copyText(client, table, c.bytes);
      case 'upsertCases':
        return sink.upsertCases(c.batch);
      case 'deleteCases':
        return sink.deleteCases(c.cas);
    }
  };
  try {
    return await new Promise<ImportSummary>((resolve, reject) => {
      let settled = false;
      const finish = (err: Error | null, summary?: ImportSummary): void => {
        if (settled) return;
        settled = true;
        if (err) reject(err);
        else resolve(summary as ImportSummary);
      };
      // One call at a time, in the order the worker sent them (it waits for each answer anyway).
      let queue: Promise<void> = Promise.resolve();
      worker.on('message', (m: FromWorker) => {
        if (m.t === 'progress') onProgress?.(m.p);
        else if (m.t === 'done') finish(null, m.summary);
        else if (m.t === 'error') finish(new Error(m.message));
        else
          queue = queue.then(async () => {
            try {
              const value = await run(m.call);
              // A COPY's buffer goes back to the worker (transferred, not copied) to be filled again.
              const transfer = value instanceof ArrayBuffer ? [value] : [];
              worker.postMessage({ id: m.id, ok: true, value } satisfies FromMain, transfer);
            } catch (err) {
              const message = err instanceof Error ? err.message : String(err);
              worker.postMessage({ id: m.id, ok: false, error: message } satisfies FromMain);
              finish(err instanceof Error ? err : new Error(message));
            }
          });
      });
      worker.on('error', (err) => finish(err));
      worker.on('exit', (code) => finish(new Error(`the import's worker thread stopped (exit code ${code})`)));
    });
  } catch (err) {
    // A COPY cut off mid-stream may leave its connection unusable: close it rather than return it to the pool.
    broken = true;
    throw err;
  } finally {
    await worker.terminate();
    client.release(broken);
  }
}
