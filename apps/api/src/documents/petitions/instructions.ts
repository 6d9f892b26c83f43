/** The instruction sheet for one case's documents, in the person's language (i18n namespace `petition`). */
import { resources, translate, type Language } from '@cyr/i18n';
import { DISCHARGE_CUTOFF } from '@cyr/rules';
import type { CourtName } from './courts';
import type { PetitionFieldMap } from './fields';
import { formatDate } from '@cyr/i18n/dates';
import type { PdfWriter } from './layout';
import type { PacketCounty } from './types';

const BASE = { font: 'sans', size: 11 } as const;

export function localCourtName(court: CourtName, lang: Language): string {
  if (court.name === null || court.number === null) return translate(resources, lang, 'petition:unknownCourt');
  if (lang === 'en') return court.name;
  return court.kind === 'district'
    ? `Corte de Distrito n.º ${court.number} (${court.name})`
    : `Corte Penal del Condado n.º ${court.number} (${court.name})`;
}

export function renderInstructions(w: PdfWriter, f: PetitionFieldMap, county: PacketCounty, lang: Language): void {
  // The clerk whose court data filled the packet: in Spanish with the English name beside it, as the county profile
  // writes offices. Every sentence may name the county (`{{county}}`) and that clerk (`{{dataClerk}}`).
  const dataClerk = lang === 'es' ? `${county.clerk.name.es} (${county.clerk.name.en})` : county.clerk.name.en;
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(resources, lang, `petition:${key}`, { county: county.name, dataClerk, ...params });
  const court = localCourtName(f.court, lang);
  // A case added without a cause number: the sheet says so in the person's language (the petition has a blank).
  const cause = f.causeMissing ? t('sheet.noCause') : f.causeNumber;
  const letter = f.kind === 'letter';
  const bullet = (text: string) => w.numbered('•', text, { after: 3 });

  w.beginDocument((page, total) => t('sheet.footer', { cause, page, total }), BASE);
  w.text(t(letter ? 'sheet.titleLetter' : 'sheet.title', { cause }), { font: 'sansBold', size: 16, after: 6 });
  w.text(t('sheet.keep'), { font: 'sansBold', after: 10 });
  if (f.origin) w.text(t(`sheet.${f.origin}Note`), { font: 'sansBold', after: 10 });

  w.heading(t('sheet.packetHeading'), { size: 13 });
  const routeKey = `routes.s${f.section.replace(/[.-]/g, '_')}`;
  w.text(
    t('sheet.packetIntro', {
      cause,
      offense: f.offense.literal,
      court,
      section: f.statuteSection,
      // 411.0716(b)'s date, from the engine's 411.072 declaration.
      route: t(routeKey, { since: formatDate(DISCHARGE_CUTOFF, lang) }),
    }),
    { after: 4 },
  );
  w.numbered('1.', t(letter ? 'sheet.packetLetter' : 'sheet.packetPetition'), { after: 2 });
  w.numbered('2.', t('sheet.packetStatement'), { after: 4 });
  w.text(t('sheet.englishNote'), { after: 8 });

  w.heading(t('sheet.checkHeading'), { size: 13 });
  w.text(t('sheet.checkIntro'), { after: 4 });
  w.text(t('sheet.datesIntro'), { after: 2 });
  for (const d of f.dates) {
    const label = t(`dates.${d.key}`);
    const date = formatDate(d.date, lang);
    bullet(t(d.estimated ? 'sheet.dateEstimated' : 'sheet.dateRecorded', { label, date }));
  }
  w.text(t('sheet.blanksNote'), { after: 8 });

  w.heading(t('sheet.boxesHeading'), { size: 13 });
  bullet(t('sheet.boxesChecked'));
  bullet(t('sheet.boxesEmpty'));
  bullet(t('sheet.boxesOtherCounties'));
  w.space(6);

  const docName = t(letter ? 'sheet.docLetter' : 'sheet.docPetition');
  w.heading(t('sheet.partsHeading', { document: docName }), { size: 13 });
  bullet(t('sheet.partCaption', { cause, court }));
  if (f.court.kind === 'unknown') bullet(t('sheet.partCaptionUnknownCourt'));
  if (letter) {
    bullet(t('sheet.partLetter'));
  } else {
    for (const key of ['partPetitioner', 'partHistory', 'partStatements', 'partEvidence', 'partFee', 'partRequest']) {
      bullet(t(`sheet.${key}`));
    }
  }
  w.space(6);

  w.heading(t('sheet.signHeading'), { size: 13 });
  w.numbered('1.', t('sheet.signPetition', { document: docName }), { after: 2 });
  w.numbered('2.', t('sheet.signDeclaration'), { after: 2 });
  let step = 3;
  if (!letter) w.numbered(`${step++}.`, t('sheet.signService'), { after: 2 });
  w.numbered(`${step}.`, t('sheet.signStatement'), { after: 8 });

  w.heading(t('sheet.sensitiveHeading'), { size: 13 });
  w.text(t('sheet.sensitiveText'), { after: 8 });

  w.heading(t('sheet.feeHeading'), { size: 13 });
  if (letter) {
    w.text(
      county.fee411072Usd === null
        ? t('sheet.feeLetterNoAmount')
        : t('sheet.feeLetter', { amount: county.fee411072Usd }),
      { after: 4 },
    );
  } else {
    w.text(t('sheet.feePetition', { fee: county.filingFee[lang] }), { after: 4 });
  }
  w.text(t('sheet.statementHow'), { after: 4 });
  w.text(t('sheet.statementHelp', { url: county.feeWaiverHelpUrl }), { after: 8 });

  w.heading(t('sheet.fileHeading'), { size: 13 });
  bullet(t('sheet.fileWhere', { cause, court, clerk: county.clerk.name[lang] }));
  bullet(t('sheet.fileOnline', { url: county.efileUrl }));
  const hours = county.hours[lang];
  bullet(t('sheet.fileInPerson', { address: county.clerk.filingAddress, hours }));
  if (county.clerk.phone) bullet(t('sheet.filePhone', { phone: county.clerk.phone }));
  if (letter) {
    bullet(t('sheet.fileLetter'));
  } else {
    bullet(
      f.felony
        ? t('sheet.fileFelony', { court, coordinator: county.coordinatorHelp[lang] })
        : t('sheet.fileMisdemeanor', { hearing: county.misdemeanorHearing[lang] }),
    );
    bullet(t('sheet.fileCopies'));
  }
  w.space(6);

  w.heading(t('sheet.nextHeading'), { size: 13 });
  w.text(letter ? t('sheet.nextLetter') : t('sheet.nextNotice', { days: county.hearingRequestDays }), { after: 4 });
  w.text(
    t('sheet.nextOrder', {
      clerkDays: county.clerkToDpsBusinessDays,
      dpsDays: county.dpsSealBusinessDays,
      privateDays: county.privateCompaniesRemoveBusinessDays,
    }),
    { after: 4 },
  );
  w.text(t('sheet.nextCopy', { whole: county.wholeProcess[lang] }), { after: 8 });

  w.heading(t('sheet.helpHeading'), { size: 13 });
  w.text(t('sheet.helpIntro'), { after: 3 });
  for (const h of county.legalHelp) {
    bullet(
      h.phone
        ? t('sheet.helpItemPhone', { name: h.name, url: h.url, phone: h.phone })
        : t('sheet.helpItem', { name: h.name, url: h.url }),
    );
  }
}
