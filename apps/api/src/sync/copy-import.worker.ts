/**
 * The worker thread of a snapshot import into PostgreSQL (copy-import.ts, docs/decisions/0076-import-copy-worker.md):
 * reads and parses the file, builds the cases and writes them as COPY text, while the main thread passes that text
 * to PostgreSQL. The sink here forwards each call to the main thread and waits for its answer, so the importer's
 * order (a batch's stored events read after the previous batch was written) holds across the two threads.
 * Messages carry counts and the cases themselves, never a log line with personal data.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  importExtract,
  openExtractFile,
  type CaseRecord,
  type CaseSink,
  type ImportProgress,
  type StoredEvents,
} from '@cyr/harris-data';
import { copyCaseLines } from '../services/case-store';
import type { CopyImportCall, CopyImportJob, FromMain, FromWorker } from './copy-import';

if (!parentPort) throw new Error('copy-import.worker.ts runs as a worker thread');
const port = parentPort;
const job = workerData as CopyImportJob;

let nextId = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
port.on('message', (m: FromMain) => {
  const w = waiting.get(m.id);
  if (!w) return;
  waiting.delete(m.id);
  if (m.ok) w.resolve(m.value);
  else w.reject(new Error(m.error));
});
const post = (m: FromWorker): void => port.postMessage(m);
function call(c: CopyImportCall, transfer: ArrayBuffer[] = []): Promise<unknown> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    port.postMessage({ t: 'call', id, call: c } satisfies FromWorker, transfer);
  });
}
const encoder = new TextEncoder();

type Written = CaseRecord & { importId: string };
const sink: CaseSink = {
  startImport: async () => (await call({ method: 'startImport' })) as { empty: boolean },
  finishImport: async () => void (await call({ method: 'finishImport' })),
  loadEvents: async (cas: string[]) => (await call({ method: 'loadEvents', cas })) as Map<string, StoredEvents>,
  // The bulk of the cases: COPY text built and encoded here, on this thread, and handed over (not copied).
  insertCases: async (batch: Written[]) => {
    const bytes = encoder.encode(copyCaseLines(batch));
    await call({ method: 'copy', bytes, count: batch.length }, [bytes.buffer]);
  },
  // A case this import had already written (its rows apart in the file): few, upserted by the main thread.
  upsertCases: async (batch: Written[]) => void (await call({ method: 'upsertCases', batch })),
  deleteCases: async (cas: string[]) => void (await call({ method: 'deleteCases', cas })),
  // The data end date changes with the switch (snapshot.ts), not during the load.
  setDataEndDate: async () => undefined,
};

try {
  const source = await openExtractFile(job.file);
  const summary = await importExtract(source.stream, sink, {
    ...job.options,
    onProgress: (p: ImportProgress) => post({ t: 'progress', p }),
  });
  post({ t: 'done', summary });
} catch (err) {
  post({ t: 'error', message: err instanceof Error ? err.message : String(err) });
}
