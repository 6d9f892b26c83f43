import type { Language } from '@cyr/i18n';
import { todayInHarrisCounty } from '@cyr/rules/dates';
import type { EligibilityInfo } from '@cyr/schemas';
import type { Db } from '../db';
import { getDataEndDate } from '../services/case-store';
import type { CaseInfoPdfData } from './case-info';
import type { PdfRenderPool } from './render-pool';

/**
 * The `renderCaseInfoPdf` hook of AppDeps: reads the data end date and today's date, then renders in the
 * PDF worker pool (render-pool.ts), which caps the court data first (field-caps.ts).
 */
export function createCaseInfoPdfRenderer(deps: {
  db: Db;
  clock?: (() => Date) | undefined;
  publicUrl: string;
  pool: Pick<PdfRenderPool, 'render'>;
}) {
  return async (eligibilityInfo: EligibilityInfo, lang: Language): Promise<Buffer> => {
    const end = await getDataEndDate(deps.db);
    const now = (deps.clock ?? (() => new Date()))();
    const data: CaseInfoPdfData = {
      eligibilityInfo,
      lang,
      dataEndDate: end ?? todayInHarrisCounty(now),
      printedOn: todayInHarrisCounty(now),
      publicUrl: deps.publicUrl,
    };
    return deps.pool.render({ kind: 'case-info', data });
  };
}
