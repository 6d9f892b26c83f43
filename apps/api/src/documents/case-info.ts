import PDFDocument from 'pdfkit';
import { offenseInPlainWords, resources, translate, type Language } from '@cyr/i18n';
import { contentValues } from '@cyr/i18n/county/values';
import { costLines } from '@cyr/i18n/county/costs';
import { FINAL_ELIGIBILITIES } from '@cyr/rules/vocabulary';
import { harrisCounty, sectionNeedsPetition } from '@cyr/i18n/county/harris';
import { STEPS_GUIDE_PATH, stepsGuidesFor, type Case, type EligibilityInfo, type StepsGuide } from '@cyr/schemas';
import { printable, registerFonts } from './fonts';
import { formatDate } from '@cyr/i18n/dates';

/**
 * The printable case-information PDF: the session's confirmed, evaluated cases grouped by outcome, with the
 * disclaimer, the court data's end date and the date printed, in English or Spanish. Every string comes
 * from the i18n `pdf` namespace (reason texts from `reasons`, level names from `results`); this file lays
 * them out with pdfkit.
 */

export interface CaseInfoPdfData {
  eligibilityInfo: EligibilityInfo;
  lang: Language;
  /** The court data's end date, `YYYY-MM-DD`. */
  dataEndDate: string;
  /** Today in Harris County, `YYYY-MM-DD`. */
  printedOn: string;
  publicUrl: string;
  /**
   * The partners that fit the cases' outcomes and the language (docs/decisions/0105-partner-directory.md), as
   * the directory has them when the PDF is made: a name, how to reach it and when (empty when the directory does
   * not say), in the PDF's language.
   */
  partners?: { name: string; contact: string; hours?: string }[];
}

const t = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(resources, lang, key, params);

/**
 * The next step the results lead to (the same as the results page's): the guide for each route the cases
 * have, or free legal help when no case can be filed now.
 */
export function nextStepsText({ eligibilityInfo, lang, publicUrl }: CaseInfoPdfData): string {
  const guides = stepsGuidesFor(eligibilityInfo.cases);
  const url = (path: string) => `${publicUrl}${path}${lang === 'es' ? '?lang=es' : ''}`;
  const help = harrisCounty.legalHelp.volunteerLawyers;
  if (guides.length === 0) return t(lang, 'pdf:caseInfo.nextStepsNone', { name: help.name, phone: help.phone.value });
  return guides
    .map((g) =>
      t(lang, `pdf:caseInfo.nextSteps.${nextStepKey(g, eligibilityInfo.cases)}`, { url: url(STEPS_GUIDE_PATH[g]) }),
    )
    .concat(t(lang, 'pdf:caseInfo.freeHelp'))
    .join(' ');
}

/**
 * The next-step line of a guide: for nondisclosure, when every likely eligible case is of a section that needs no
 * petition (411.072), the line says so instead of "how to file".
 */
function nextStepKey(guide: StepsGuide, cases: Case[]): string {
  if (guide !== 'nondisclosure') return guide;
  const nd = cases.filter((c) => c.final_eligibility === 'nondisclosure');
  return nd.length > 0 && nd.every((c) => !sectionNeedsPetition(c.ndo_form)) ? 'nondisclosureNoPetition' : guide;
}

/** A translation that may legitimately be missing (a reason code added to the engine before its text). */
function tryT(lang: Language, key: string, params?: Record<string, string | number>): string | null {
  try {
    return t(lang, key, params);
  } catch {
    return null;
  }
}

/** A date in words in the person's language; anything that is not a `YYYY-MM-DD` date as it is. */
function dateText(iso: string, lang: Language): string {
  return formatDate(iso, lang);
}

/** The text lines of one case (label, value), in print order. */
export function caseLines(c: Case, lang: Language): [string, string][] {
  const f = (k: string) => t(lang, `pdf:caseInfo.fields.${k}`);
  const date = (field: keyof Case) => {
    const v = c[field];
    if (typeof v !== 'string' || !v) return null;
    return `${dateText(v, lang)}${c.estimated.includes(field) ? ` ${t(lang, 'pdf:caseInfo.estimated')}` : ''}`;
  };
  const range = (start: keyof Case, end: keyof Case) => {
    const s = date(start);
    const e = date(end);
    if (s && e) return t(lang, 'pdf:caseInfo.dateRange', { start: s, end: e });
    return s ?? e;
  };
  // The offense in plain words, with the clerk's literal beside it as the petition prints it (ADR 0074); a literal
  // the table does not know is printed alone.
  const words = offenseInPlainWords(c.current_offense_name, lang);
  const lines: [string, string | null][] = [
    ...(words !== null
      ? ([
          [f('offense'), words],
          [f('offenseRecord'), c.current_offense_name],
        ] as [string, string][])
      : ([[f('offense'), c.current_offense_name]] as [string, string][])),
    [f('level'), tryT(lang, `results:levels.${c.current_charge_level}`) ?? c.current_charge_level],
    [f('filed'), date('fda') ?? c.fda],
    [f('court'), c.crt],
    [f('name'), c.full_name],
    [f('conviction'), date('conviction_date')],
    [f('dismissal'), date('dismissal_date')],
    [f('deferred'), range('da_start', 'da_end')],
    [f('probation'), range('probation_start', 'probation_end')],
    [f('sentenceCompleted'), date('sentence_completion_date')],
    [f('sentence'), c.sentence],
    [f('fine'), c.fine],
  ];
  // A case the person entered or corrected from their papers (ADR 0073) says so, with what the court data said.
  if (c.origin === 'entered' || c.origin === 'corrected') {
    const note = `${t(lang, `results:fix.${c.origin}Note`)} ${t(lang, 'results:fix.attachNote')}`;
    lines.unshift([t(lang, `results:fix.${c.origin}`), note]);
    if (c.disposition)
      lines.push([t(lang, 'results:fix.disposition'), t(lang, `results:fix.dispositions.${c.disposition}`)]);
    const court = c.court_record;
    if (court) {
      const level = tryT(lang, `results:levels.${court.current_charge_level}`) ?? court.current_charge_level;
      const ended = t(lang, `results:fix.dispositions.${court.disposition}`);
      lines.push([t(lang, 'results:fix.courtSaid'), `${court.current_offense_name}; ${level}; ${ended}`]);
    }
  }
  if (!c.hideStatus) {
    lines.push([f('status'), t(lang, `pdf:caseInfo.groups.${c.final_eligibility}`)]);
    if (c.ndo_form)
      lines.push([
        f('section'),
        t(lang, 'pdf:caseInfo.fields.sectionValue', { section: c.ndo_form.replace(/-bwi$/, '') }),
      ]);
    if (c.expunction_route)
      lines.push([
        f('expunctionRoute'),
        t(lang, 'results:card.expunctionRouteValue', { article: c.expunction_route.replace(/^art\.\s*/, '') }),
      ]);
    lines.push([
      f(sectionNeedsPetition(c.ndo_form) ? 'eligibleDate' : 'eligibleDateNoPetition'),
      date('eligible_date'),
    ]);
  }
  return lines.filter((l): l is [string, string] => typeof l[1] === 'string' && l[1].trim() !== '');
}

/** What filing the case will cost, line by line (the results card's lines, `@cyr/i18n/county/costs`). */
export function costTexts(c: Case, lang: Language): string[] {
  if (c.hideStatus) return [];
  return costLines(c, lang).map((l) => t(lang, l.key, l.params));
}

/** The reason sentences of one case, each followed by its citation; a line said twice is printed once. */
export function reasonLines(c: Case, lang: Language): string[] {
  const lines = c.reasons.map((r) => {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.params ?? {})) {
      params[k] =
        (k === 'level' ? tryT(lang, `results:levels.${v}`) : undefined) ??
        (k === 'question' ? questionLine(c, v, lang) : undefined) ??
        dateText(v, lang);
    }
    // A "not sure" whose question is not named (a result saved before) keeps the general sentence.
    const key = r.code === 'ANSWER_NOT_SURE' && !params.question ? 'results:card.notSureAny' : `reasons:${r.code}`;
    const text = tryT(lang, key, { ...contentValues(lang), ...params }) ?? r.code;
    const law = lawCitation(r.citation);
    return law ? `${text} (${law})` : text;
  });
  return [...new Set(lines)];
}

/** A follow-up question as the person read it, with the case's date where it names one (the web app's words). */
function questionLine(c: Case, key: string, lang: Language): string | null {
  const caseDate = c.da_start ?? c.probation_start ?? c.conviction_date;
  const base = `checker:verification.questions.${key}`;
  return (
    (caseDate ? null : tryT(lang, `${base}_noDate`)) ??
    tryT(lang, base, { date: caseDate ? dateText(caseDate, lang) : '' })
  );
}

/**
 * The part of a reason's citation a person can look up: the statutes. The project's own decisions it also cites
 * (`Project decision …`, docs/law) are notes for the rule book and reviewers, not for the printed results.
 */
export function lawCitation(citation: string | null | undefined): string {
  return (citation ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^project decision\b/i.test(part))
    .join('; ');
}

/** Renders the PDF; resolves with its bytes. */
export function renderCaseInfoPdf(data: CaseInfoPdfData): Promise<Buffer> {
  const { lang, eligibilityInfo } = data;
  const title = t(lang, 'pdf:caseInfo.documentTitle');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    lang: lang === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: { Title: title, Author: t(lang, 'pdf:caseInfo.siteName'), Subject: title },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const ink = '#1b1b1b';
  const muted = '#3d4551';

  doc
    .fillColor(muted)
    .font('sans')
    .fontSize(10)
    .text(printable(t(lang, 'pdf:caseInfo.siteName')));
  doc.moveDown(0.3);
  doc
    .fillColor(ink)
    .font('sansBold')
    .fontSize(22)
    .text(printable(t(lang, 'pdf:caseInfo.title')));
  doc.moveDown(0.4);
  doc
    .font('sans')
    .fontSize(11)
    .text(printable(t(lang, 'pdf:caseInfo.printed', { date: dateText(data.printedOn, lang) })));
  doc.text(printable(t(lang, 'pdf:caseInfo.dataRange', { date: dateText(data.dataEndDate, lang) })));
  doc.moveDown(0.8);

  // Disclaimer box.
  const boxTop = doc.y;
  doc
    .font('sansBold')
    .fontSize(11)
    .text(printable(t(lang, 'pdf:caseInfo.disclaimerTitle')), doc.page.margins.left + 10, boxTop + 8, {
      width: width - 20,
    });
  doc
    .font('sans')
    .fontSize(10.5)
    .text(printable(t(lang, 'pdf:caseInfo.disclaimer')), { width: width - 20 });
  const boxBottom = doc.y + 8;
  doc
    .lineWidth(1)
    .strokeColor('#565c65')
    .rect(doc.page.margins.left, boxTop, width, boxBottom - boxTop)
    .stroke();
  doc.x = doc.page.margins.left;
  doc.y = boxBottom + 14;

  if (eligibilityInfo.cases.length === 0) {
    doc
      .font('sans')
      .fontSize(12)
      .text(printable(t(lang, 'pdf:caseInfo.noCases')), { width });
  }

  for (const group of FINAL_ELIGIBILITIES) {
    const cases = eligibilityInfo.cases.filter((c) => c.final_eligibility === group);
    if (cases.length === 0) continue;
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.4);
    doc
      .fillColor(ink)
      .font('sansBold')
      .fontSize(16)
      .text(printable(t(lang, `pdf:caseInfo.groups.${group}`)), { width });
    doc
      .font('sans')
      .fontSize(10)
      .fillColor(muted)
      .text(printable(t(lang, 'pdf:caseInfo.count', { count: cases.length })));
    doc.fillColor(ink).moveDown(0.4);
    for (const c of cases) {
      if (doc.y > doc.page.height - 180) doc.addPage();
      doc
        .font('sansBold')
        .fontSize(12.5)
        .text(
          printable(`${t(lang, 'pdf:caseInfo.fields.cause')}: ${c.casID.trim() || t(lang, 'common:causeNotGiven')}`),
          {
            width,
          },
        );
      doc.moveDown(0.15);
      for (const [label, value] of caseLines(c, lang)) {
        doc
          .font('sansBold')
          .fontSize(10.5)
          .text(printable(`${label}: `), { continued: true, width });
        doc.font('sans').text(printable(value), { width });
      }
      const reasons = reasonLines(c, lang);
      if (reasons.length > 0) {
        doc.moveDown(0.2);
        doc
          .font('sansBold')
          .fontSize(10.5)
          .text(printable(`${t(lang, 'pdf:caseInfo.fields.why')}:`), { width });
        doc
          .font('sans')
          .fontSize(10.5)
          .list(
            reasons.map((line) => printable(line)),
            { width: width - 10, bulletRadius: 1.5, textIndent: 10 },
          );
      }
      const costs = costTexts(c, lang);
      if (costs.length > 0) {
        doc.moveDown(0.2);
        doc
          .font('sansBold')
          .fontSize(10.5)
          .text(printable(`${t(lang, 'results:cost.heading')}:`), { width });
        doc
          .font('sans')
          .fontSize(10.5)
          .list(
            costs.map((line) => printable(line)),
            { width: width - 10, bulletRadius: 1.5, textIndent: 10 },
          );
      }
      if (c.questions.length > 0) {
        doc
          .font('sansItalic')
          .fontSize(10.5)
          .text(printable(t(lang, 'pdf:caseInfo.fields.questions')), { width });
      }
      doc.moveDown(0.5);
      doc
        .lineWidth(0.5)
        .strokeColor('#dfe1e2')
        .moveTo(doc.page.margins.left, doc.y)
        .lineTo(doc.page.margins.left + width, doc.y)
        .stroke();
      doc.moveDown(0.6);
    }
  }

  doc.moveDown(0.5);
  doc
    .font('sans')
    .fontSize(11)
    .fillColor(ink)
    .text(printable(nextStepsText(data)), { width });

  if (data.partners && data.partners.length > 0) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.8);
    doc
      .font('sansBold')
      .fontSize(14)
      .text(printable(t(lang, 'partners:pdf.heading')), { width });
    doc.moveDown(0.3);
    for (const p of data.partners) {
      doc
        .font('sansBold')
        .fontSize(10.5)
        .text(printable(`${p.name}: `), { continued: true, width });
      doc.font('sans').text(printable(p.contact), { width });
      if (p.hours)
        doc
          .font('sans')
          .fontSize(10)
          .text(printable(`${t(lang, 'partners:fields.hours')}: ${p.hours}`), { width })
          .fontSize(10.5);
    }
    doc.moveDown(0.3);
    doc
      .font('sans')
      .fontSize(10)
      .fillColor(muted)
      .text(printable(t(lang, 'partners:notOurs')), { width });
    doc.fillColor(ink);
  }

  // Footer on every page: site, printed date, page x of y.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('sans')
      .fontSize(9)
      .fillColor(muted)
      .text(
        printable(
          `${t(lang, 'pdf:caseInfo.siteName')} · ${t(lang, 'pdf:caseInfo.page', { page: i + 1, pages: range.count })}`,
        ),
        doc.page.margins.left,
        doc.page.height - 40,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
