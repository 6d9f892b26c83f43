/** The instruction sheet for one expunction packet, in the person's language (i18n namespace `expunction`). */
import { resources, translate, type Language } from '@cyr/i18n';
import { formatDate } from '@cyr/i18n/dates';
import { localCourtName } from '../petitions/instructions';
import type { PdfWriter } from '../petitions/layout';
import type { ExpunctionFieldMap } from './fields';
import type { ExpunctionCounty } from './types';

const BASE = { font: 'sans', size: 11 } as const;

export function routeText(f: Pick<ExpunctionFieldMap, 'routeKey' | 'article'>, lang: Language): string {
  const key = `expunction:routes.${f.routeKey}`;
  const en = resources.en.expunction.routes as Record<string, string>;
  return f.routeKey in en
    ? translate(resources, lang, key)
    : translate(resources, lang, 'expunction:routes.other', { article: f.article });
}

export function renderExpunctionInstructions(
  w: PdfWriter,
  f: ExpunctionFieldMap,
  county: ExpunctionCounty,
  lang: Language,
): void {
  // The clerk whose court data filled the packet: in Spanish with the English name beside it, as the county profile
  // writes offices. Every sentence may name the county (`{{county}}`) and that clerk (`{{dataClerk}}`).
  const dataClerk =
    lang === 'es' ? `${county.packet.clerk.name.es} (${county.packet.clerk.name.en})` : county.packet.clerk.name.en;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(resources, lang, `expunction:sheet.${key}`, { county: county.packet.name, dataClerk, ...params });
  const court = localCourtName(f.court, lang);
  // A case added without a cause number: the sheet says so in the person's language (the petition has a blank).
  const cause = f.causeMissing ? t('noCause') : f.causeNumber;
  const p = county.packet;
  const bullet = (text: string) => w.numbered('•', text, { after: 3 });

  w.beginDocument((page, total) => t('footer', { cause, page, total }), BASE);
  w.text(t('title', { cause }), { font: 'sansBold', size: 16, after: 6 });
  w.text(t('keep'), { font: 'sansBold', after: 10 });
  if (f.origin) w.text(translate(resources, lang, `petition:sheet.${f.origin}Note`), { font: 'sansBold', after: 10 });

  w.heading(t('packetHeading'), { size: 13 });
  w.text(
    t('packetIntro', { cause, offense: f.offense.literal, court, article: f.article, route: routeText(f, lang) }),
    { after: 4 },
  );
  w.numbered('1.', t('packetPetition'), { after: 2 });
  w.numbered('2.', t('packetOrder'), { after: 2 });
  w.numbered('3.', t('packetStatement'), { after: 4 });
  w.text(t('differs'), { after: 4 });
  w.text(t('englishNote'), { after: 8 });

  w.heading(t('checkHeading'), { size: 13 });
  w.text(t('checkIntro'), { after: 4 });
  w.text(t('datesIntro'), { after: 2 });
  for (const d of f.dates) {
    const label = translate(resources, lang, `expunction:dates.${d.key}`);
    bullet(t(d.estimated ? 'dateEstimated' : 'dateRecorded', { label, date: formatDate(d.date, lang) }));
  }
  w.space(6);

  w.heading(t('youFillHeading'), { size: 13 });
  w.text(t('youFillText'), { after: 4 });
  w.text(t('noSsn'), { after: 8 });

  w.heading(t('agenciesHeading'), { size: 13 });
  w.text(t('agenciesText', { agency: f.arrestingAgency ?? t('agencyUnknown') }), { after: 4 });
  w.text(t('agenciesAddresses', { fee: county.perAgencyServiceFeeUsd, feeTwice: county.perAgencyServiceFeeUsd * 2 }), {
    after: 8,
  });

  w.heading(t('signHeading'), { size: 13 });
  w.numbered('1.', t('signPetition'), { after: 2 });
  w.numbered('2.', t('signDeclaration'), { after: 2 });
  w.numbered('3.', t('signOrder'), { after: 2 });
  w.numbered('4.', t('signStatement'), { after: 8 });

  w.heading(t('sensitiveHeading'), { size: 13 });
  w.text(t('sensitiveText'), { after: 8 });

  w.heading(t('feeHeading'), { size: 13 });
  w.text(t('feeText', { fee: county.filingFee[lang] }), { after: 4 });
  // This case's own waiver when the engine found one (CCP art. 102.0061), else the general rule.
  const waiver = f.feeWaiver;
  if (waiver?.code === 'FEE_WAIVED_ACQUITTAL_30_DAYS')
    w.text(
      t('feeWaivedAcquittal', {
        date: formatDate(waiver.lastDay, lang),
        acquittalDays: county.acquittalFeeWaiverDays,
      }),
      { font: 'sansBold', after: 4 },
    );
  else if (waiver?.code === 'FEE_WAIVED_SPECIALTY_COURT')
    w.text(t('feeWaivedSpecialty'), { font: 'sansBold', after: 4 });
  else w.text(t('feeFree', { acquittalDays: county.acquittalFeeWaiverDays }), { after: 4 });
  w.text(t('statementHow'), { after: 4 });
  w.text(t('statementHelp', { url: p.feeWaiverHelpUrl }), { after: 8 });

  w.heading(t('fileHeading'), { size: 13 });
  bullet(t('fileWhere', { clerk: p.clerk.name[lang] }));
  bullet(t('fileOnline', { url: p.efileUrl }));
  // A new civil case: the clerk's civil filing counter, not the criminal courthouse of the old case.
  bullet(t('fileInPerson', { address: p.clerk.civilFilingAddress, hours: p.hours[lang] }));
  if (p.clerk.phone) bullet(t('filePhone', { phone: p.clerk.phone }));
  bullet(t('fileCopies'));
  bullet(t('daNote', { url: county.daUrl }));
  if (f.partial) bullet(t('partialNote'));
  w.space(6);

  w.heading(t('hearingHeading'), { size: 13 });
  w.text(t('hearingText', { days: county.hearingAfterDays }), { after: 4 });
  if (f.acquittal) w.text(t('acquittalNote'), { after: 4 });
  w.space(4);

  w.heading(t('nextHeading'), { size: 13 });
  w.text(t('nextText', { whole: p.wholeProcess[lang] }), { after: 8 });

  w.heading(t('helpHeading'), { size: 13 });
  w.text(t('helpIntro'), { after: 3 });
  for (const h of p.legalHelp) {
    const url = h.name === 'TexasLawHelp.org' ? county.expunctionGuideUrl : h.url;
    bullet(h.phone ? t('helpItemPhone', { name: h.name, url, phone: h.phone }) : t('helpItem', { name: h.name, url }));
  }
}
