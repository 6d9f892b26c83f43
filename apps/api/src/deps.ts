import type { Language } from '@cyr/i18n';
import type { FastifyServerOptions } from 'fastify';
import type { EligibilityInfo } from '@cyr/schemas';
import type { Config } from './config';
import type { DbHandle } from './db';
import type { PdfRenderPool } from './documents/render-pool';

/** What the app and its routes are built from (main.ts builds them once; tests build their own). */
export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** Today's date in Harris County (America/Chicago), injectable for tests. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Renders the case-info PDF (documents/case-info); without it `GET pdf/case-info` answers JSON only (406 for PDF). */
  renderCaseInfoPdf?: (info: EligibilityInfo, lang: Language) => Promise<Buffer | Uint8Array>;
  /** Renders every PDF off the event loop; by default a pool sized by PDF_WORKERS, closed with the app. */
  pdfPool?: Pick<PdfRenderPool, 'render'>;
  /** The staff console's sync job; by default a real sync of HCDC_DATASETS_URL (services/staff/sync-job.ts). */
  syncJob?: () => Promise<{ status: string; message: string | null }>;
}
