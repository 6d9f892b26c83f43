import type { Language } from '@cyr/i18n';
import type { EligibilityInfo } from '@cyr/schemas';
import type { Db } from '../db';
import { getDataEndDate } from '../services/case-store';
import { listPublicPartners } from '../services/partners';
import type { CaseInfoPdfData } from './case-info';
import type { PdfRenderPool } from './render-pool';
import { todayInCounty } from '../clock';

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
    // The partners the results page shows: those that fit the outcomes (waiting alone fits nobody) and language.
    const outcomes = [...new Set(eligibilityInfo.cases.map((c) => c.final_eligibility))].filter(
      (o) => o !== 'not_yet_eligible',
    );
    const partners =
      outcomes.length === 0
        ? []
        : (await listPublicPartners(deps.db, { outcomes, lang })).map((p) => ({
            name: p.name[lang],
            contact: [p.phone, p.email, p.website].filter(Boolean).join(' · '),
            hours: p.hours[lang],
          }));
    const data: CaseInfoPdfData = {
      eligibilityInfo,
      lang,
      dataEndDate: end ?? todayInCounty(now),
      printedOn: todayInCounty(now),
      publicUrl: deps.publicUrl,
      partners,
    };
    return deps.pool.render({ kind: 'case-info', data });
  };
}
