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
type Written = CaseRecord & { importId: string };
const encoder = new TextEncoder();

/**
 * The COPY buffers the main thread handed back after their COPY ran, reused for the next batches: the bytes of a
 * batch are never garbage for either thread's collector to find (a fresh buffer a batch piled up as external
 * memory on the main thread until its next collection, tens of megabytes).
 */
const spare: ArrayBuffer[] = [];
/** Cases encoded at a time: their text stays a small string (a string of more than 128 KB is allocated old). */
const CASES_A_PIECE = 50;

/** A batch as the UTF-8 text of COPY, encoded into a reused buffer a few cases at a time. */
function encodeBatch(batch: Written[]): Uint8Array<ArrayBuffer> {
  // A new buffer starts small and doubles as the batch needs: the few in turn soon have a batch's size.
  let buf = new Uint8Array(spare.pop() ?? new ArrayBuffer(1 << 14));
  let used = 0;
  for (let i = 0; i < batch.length; i += CASES_A_PIECE) {
    const text = copyCaseLines(batch.slice(i, i + CASES_A_PIECE));
    // UTF-8 takes at most three bytes for one UTF-16 code unit.
    if (buf.length - used < text.length * 3) {
      const bigger = new Uint8Array(Math.max(buf.length * 2, used + text.length * 3));
      bigger.set(buf.subarray(0, used));
      buf = bigger;
    }
    used += encoder.encodeInto(text, buf.subarray(used)).written;
  }
  return buf.subarray(0, used);
}

/**
 * The COPY the main thread is running, if any. A batch is parsed, built and encoded here while the previous
 * batch's COPY runs there; the next COPY starts when that one has ended (one at a time, in the file's order), and
 * every other call waits for it, so the main thread sees the calls in the order the importer made them.
 */
let copying: Promise<void> = Promise.resolve();
async function afterCopy(): Promise<void> {
  await copying;
}

const sink: CaseSink = {
  startImport: async () => (await call({ method: 'startImport' })) as { empty: boolean },
  finishImport: async () => {
    await afterCopy();
    await call({ method: 'finishImport' });
  },
  loadEvents: async (cas: string[]) => {
    await afterCopy();
    return (await call({ method: 'loadEvents', cas })) as Map<string, StoredEvents>;
  },
  // The bulk of the cases: COPY text built and encoded here, on this thread, and handed over (not copied); the
  // main thread hands the buffer back when its COPY has run.
  insertCases: async (batch: Written[]) => {
    const bytes = encodeBatch(batch);
    await afterCopy();
    copying = call({ method: 'copy', bytes, count: batch.length }, [bytes.buffer]).then((buffer) => {
      spare.push(buffer as ArrayBuffer);
    });
    // A failed COPY is reported by the next call that waits for it (or finishImport), not as an unhandled rejection.
    copying.catch(() => undefined);
  },
  // A case this import had already written (its rows apart in the file): few, upserted by the main thread.
  upsertCases: async (batch: Written[]) => {
    await afterCopy();
    await call({ method: 'upsertCases', batch });
  },
  deleteCases: async (cas: string[]) => {
    await afterCopy();
    await call({ method: 'deleteCases', cas });
  },
  // The data end date changes with the switch (snapshot.ts), not during the load.
  setDataEndDate: async () => undefined,
};

try {
  const source = await openExtractFile(job.file);
  const summary = await importExtract(source.stream, sink, {
    ...job.options,
    onProgress: (p: ImportProgress) => post({ t: 'progress', p }),
  });
  await afterCopy();
  post({ t: 'done', summary });
} catch (err) {
  post({ t: 'error', message: err instanceof Error ? err.message : String(err) });
}
