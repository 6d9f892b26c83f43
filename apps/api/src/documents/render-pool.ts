import { Piscina } from 'piscina';
import { apiError, type ApiError } from '../http/errors';
import type { RenderJob } from './render-job';

export type { RenderJob } from './render-job';

export interface RenderPoolOptions {
  /** Worker threads (PDF_WORKERS). */
  workers: number;
  /** Jobs that may wait for a free thread (PDF_QUEUE_MAX); one more is refused at once. */
  queueMax: number;
  /** The longest one job may run (PDF_TIMEOUT_MS); its thread is then stopped and replaced. */
  timeoutMs: number;
  /** Start one thread now and keep it (production): the first PDF does not wait for a thread to start. */
  warm?: boolean;
}

/** Seconds a client is asked to wait before asking again for a PDF when the renderers are full. */
export const PDF_RETRY_AFTER_SECONDS = 10;

/** The translated 503 of a PDF not rendered (the queue was full, or the job ran past its time limit). */
function refused(code: 'pdf_busy' | 'pdf_timeout'): ApiError {
  const err = apiError(503, code);
  err.retryAfter = PDF_RETRY_AFTER_SECONDS;
  return err;
}

const QUEUE_FULL = new Set(['Task queue is at limit', 'No task queue available and all Workers are busy']);

/**
 * PDF rendering off the event loop (docs/decisions/0055-limits-that-follow-people.md): a pool of worker
 * threads (`piscina`) with a bounded queue and a time limit per job. pdfkit's layout is synchronous CPU work;
 * on the event loop one large document stopped every other request, `/api/health` included. Here a full
 * queue is refused at once and a job past its time limit has its thread stopped (piscina terminates a
 * thread whose task is aborted), so a request never hangs and the server keeps answering.
 */
export class PdfRenderPool {
  private readonly pool: Piscina;
  private inFlight = 0;

  constructor(private readonly options: RenderPoolOptions) {
    this.pool = new Piscina({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: options.warm ? 1 : 0,
      maxThreads: options.workers,
      maxQueue: options.queueMax,
      // Starting a thread loads the TypeScript loader, pdfkit and the texts (seconds on a busy machine): in
      // production one is started at boot and kept; other threads stop after 10 idle minutes.
      idleTimeout: 600_000,
    });
  }

  /**
   * The PDF's bytes. A full queue or a job past its time limit rejects with the contract's 503 (`pdf_busy`,
   * `pdf_timeout`) and `Retry-After`, which the error handler sends as it is.
   */
  async render(job: RenderJob): Promise<Buffer> {
    // The bound is counted here: piscina's `maxQueue` does not hold for abortable tasks (a task with a
    // signal that finds no free thread waits in a second queue that `maxQueue` does not count).
    if (this.inFlight >= this.options.workers + this.options.queueMax) throw refused('pdf_busy');
    this.inFlight++;
    try {
      const bytes = (await this.pool.run(job, { signal: AbortSignal.timeout(this.options.timeoutMs) })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (err instanceof Error && QUEUE_FULL.has(err.message)) throw refused('pdf_busy');
      if (err instanceof Error && err.name === 'AbortError') throw refused('pdf_timeout');
      throw err;
    } finally {
      this.inFlight--;
    }
  }

  /** Jobs running or waiting now. */
  get jobs(): number {
    return this.inFlight;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
