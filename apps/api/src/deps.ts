import type { Language } from '@cyr/i18n';
import type { FastifyServerOptions } from 'fastify';
import type { EligibilityInfo } from '@cyr/schemas';
import type { Config } from './config';
import type { DbHandle } from './db';
import type { County } from './documents/county';
import type { PdfRenderPool } from './documents/render-pool';
import type { Services } from './services';

/** What the app and its routes are built from (main.ts builds them once; tests build their own). */
export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** The services (services/index.ts); built by createApp from config, db and clock when not given. */
  services?: Services;
  /** The clock of the services createApp builds (the real one when not given), injectable for tests. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Renders the case-info PDF (documents/case-info); without it `GET pdf/case-info` answers JSON only (406 for PDF). */
  renderCaseInfoPdf?: (info: EligibilityInfo, lang: Language) => Promise<Buffer | Uint8Array>;
  /** Renders every PDF off the event loop; by default a pool sized by PDF_WORKERS, closed with the app. */
  pdfPool?: Pick<PdfRenderPool, 'render'>;
  /** The county the documents print (documents/county.ts; ADR 0080): Harris County when not given. */
  county?: County;
}

/** What every public route plugin is given: the app's inputs and the services built from them. */
export interface RouteDeps {
  deps: AppDeps;
  services: Services;
}
