// The entry point of a PDF worker thread (render-pool.ts). The code is TypeScript: tsx's loader is
// registered for this thread first (the server runs under `node --import tsx`, tests under vitest).
import { register } from 'tsx/esm/api';

register();
const { renderJob } = await import('./render-job.ts');

/** Piscina calls the default export with each job; the PDF's bytes are moved back, not copied. */
export default async function render(job) {
  const pdf = await renderJob(job);
  return pdf;
}
