/**
 * The rule book composed where both halves are available: the law from packages/rules (its declarations, worked
 * examples and renderer) and the site's own wording of every question from packages/i18n, in English and Spanish.
 * `GET /rules` serves it and `npm run rules:book` writes it to docs/law/rule-book.html; the tests beside this file
 * fail when a question the book prints differs from what the site asks. The project's decisions are read from
 * docs/law/decisions.md (the one place they are written) and printed in the book in full.
 */
import { readFileSync } from 'node:fs';
import { Lexer, Parser, type Token, type TokensList } from 'marked';
import { en, es, type Language } from '@cyr/i18n';
import { renderBook, type BookDecision, type BookQuestion, type BookQuestions } from '@cyr/rules';
import {
  CASE_QUESTION_KEYS,
  DISQUALIFYING_OFFENSES,
  PERSON_QUESTION_KEYS,
  type PersonQuestionKey,
} from '@cyr/rules/vocabulary';

type Checker = typeof en.checker | typeof es.checker;

/** The additional-info page's wording of each person-level question (AdditionalInfoPage.tsx shows the same keys). */
function personQuestion(c: Checker, k: PersonQuestionKey): string {
  const a = c.additional;
  switch (k) {
    case 'sexOffender':
      return a.sexOffender;
    case 'disqualifyingOffenses':
      return `${a.offensesLegend} ${DISQUALIFYING_OFFENSES.map((o) => a.offenses[o]).join('; ')}. ${a.offenseHints.family_violence}`;
    case 'hasClassCConviction':
      return a.hasClassCConviction;
    case 'isVeteran':
      return a.isVeteran;
    case 'completedVetReemploymentPrg':
      return a.vetReemployment;
    case 'completedVetTreatmentCrt':
      return a.vetTreatment;
    case 'hasBeenVictim':
      return a.hasBeenVictim;
    case 'hasVictimCaseInHarrisCounty':
      return a.victimCaseHarris;
    case 'investigationAssistanceRequested':
      return a.assistanceRequested;
    case 'assistedInvestigation':
      return a.assistedInvestigation;
  }
}

/** What the book prints where the page names the case's own date (`{{date}}`: its sentence or placement). */
export const CASE_DATE_PLACEHOLDER = {
  en: "[this case's sentence or placement date]",
  es: '[la fecha de la sentencia o de la adjudicación diferida de este caso]',
} as const;

/** The case verification page's wording of a per-case question, with its hint when the page shows one. */
function caseQuestion(c: Checker, lang: Language, k: (typeof CASE_QUESTION_KEYS)[number]): string {
  const v = c.verification;
  const hint = (v.hints as Partial<Record<string, string>>)[k];
  const question = v.questions[k].replace('{{date}}', CASE_DATE_PLACEHOLDER[lang]);
  return hint === undefined ? question : `${question} (${hint})`;
}

/** Every question the book lists, as the site asks it in each language. */
export function bookQuestions(): BookQuestions {
  const out: Partial<Record<string, BookQuestion>> = {};
  for (const k of CASE_QUESTION_KEYS)
    out[k] = { en: caseQuestion(en.checker, 'en', k), es: caseQuestion(es.checker, 'es', k) };
  for (const k of PERSON_QUESTION_KEYS)
    out[k] = { en: personQuestion(en.checker, k), es: personQuestion(es.checker, k) };
  return out as BookQuestions;
}

/** The project's decisions where the law is unclear: the one text the engine, the book and the petitions cite. */
export const DECISIONS_FILE = new URL('../../../../docs/law/decisions.md', import.meta.url);

/**
 * Each `### Dn. Title` section of docs/law/decisions.md, its body rendered to HTML by marked (the file is the
 * repository's own text). A section ends at the next heading of level 2 or 3.
 */
export function bookDecisions(markdown = readFileSync(DECISIONS_FILE, 'utf8')): BookDecision[] {
  const tokens = new Lexer().lex(markdown);
  const out: BookDecision[] = [];
  let current: { number: number; title: string; body: Token[] } | null = null;
  const flush = () => {
    if (current === null) return;
    const body: TokensList = Object.assign(current.body, { links: tokens.links });
    out.push({ number: current.number, title: current.title, html: new Parser().parse(body).trim() });
    current = null;
  };
  for (const t of tokens) {
    if (t.type === 'heading' && t.depth <= 3) {
      flush();
      const m = t.depth === 3 ? /^D(\d+)\.\s+(.+)$/.exec(t.text) : null;
      if (m) current = { number: Number(m[1]), title: m[2] ?? '', body: [] };
      continue;
    }
    current?.body.push(t);
  }
  flush();
  return out;
}

/**
 * What docs/law/decisions.md says before its first section (the three rules that govern every decision, and what
 * the confidence letters mean), rendered by marked.
 */
export function bookDecisionsIntro(markdown = readFileSync(DECISIONS_FILE, 'utf8')): string {
  const tokens = new Lexer().lex(markdown);
  const first = tokens.findIndex((t) => t.type === 'heading' && t.depth === 2);
  const intro = tokens.slice(0, first < 0 ? tokens.length : first).filter((t) => t.type !== 'heading');
  return new Parser().parse(Object.assign(intro, { links: tokens.links })).trim();
}

/** How often the site is right (`npm run accuracy`): the repository's own figures. */
export const ACCURACY_DOC = new URL('../../../../docs/law/accuracy.md', import.meta.url);

/**
 * docs/law/accuracy.md as the book prints it, rendered by marked: its title left out (the book's chapter names it),
 * every other heading one level down, under the chapter's.
 */
export function bookAccuracy(markdown = readFileSync(ACCURACY_DOC, 'utf8')): string {
  const tokens = new Lexer().lex(markdown).filter((t) => !(t.type === 'heading' && t.depth === 1));
  for (const t of tokens) if (t.type === 'heading') t.depth += 1;
  return new Parser().parse(Object.assign(tokens, { links: {} })).trim();
}

/** The rule book page, as `/rules` serves it and docs/law/rule-book.html holds it. */
export function renderRuleBook(): string {
  return renderBook(bookQuestions(), bookDecisions(), bookDecisionsIntro(), bookAccuracy());
}
