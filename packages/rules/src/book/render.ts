/**
 * The rule book for attorney review (docs/law/rule-book.html, served at /rules): every section and expunction
 * route as declared in packages/rules/src/sections (conditions, statute text relied on, confidence, waits, our
 * decisions, the questions that feed them), the precedence table, and worked examples that the engine decides
 * when the book is generated. Pure: `npm run rules:book` writes the file; a test keeps file and engine in step.
 */
import { evaluate } from '../evaluate';
import type { Decision } from '../model';
import { REASONS, type ReasonCode } from '../reasons';
import { EXPUNCTION_LAWS, NONDISCLOSURE_LAWS, PRECEDENCE, SHARED_LAWS, type SectionLaw } from '../sections';
import { CASE_QUESTIONS, PERSON_QUESTION_KEYS, type AnswerKind, type CaseQuestionKey } from '../vocabulary';
import { BOOK_EXAMPLES, type BookExample } from './examples';
import { questionsOf, type BookQuestionKey } from './questions';
import { SHARED_CONDITIONS } from '../sections/411.074';

/** One question as the site asks it, in English and Spanish (packages/i18n; composed in by the API, see below). */
export interface BookQuestion {
  en: string;
  es: string;
}

/**
 * The site's own wording of every question the rule book lists. packages/rules may import nothing, so the caller
 * that has both (apps/api: `GET /rules` and `npm run rules:book`) passes the translations in; a test there fails
 * when a string here differs from what the site asks.
 */
export type BookQuestions = Readonly<Record<BookQuestionKey, BookQuestion>>;

/**
 * One of the project's decisions where the law is unclear (docs/law/decisions.md), numbered as the declarations
 * cite it ("docs/law D12"). The caller renders the file's text to HTML (packages/rules reads no files); the book
 * prints every decision under its number so a reader never has to leave the page to follow one.
 */
export interface BookDecision {
  number: number;
  title: string;
  /** The decision's body as HTML, from the repository's own docs/law/decisions.md (trusted text). */
  html: string;
}

/** The decision numbers a text cites (`D4`, `docs/law D25, D26`), in order, each once. */
export function decisionNumbers(text: string): number[] {
  return [...new Set([...text.matchAll(/\bD(\d{1,3})\b/g)].map((m) => Number(m[1])))];
}

/** Every decision a section relies on: those its declaration lists, and those its conditions and wait cite. */
export function decisionsOf(law: SectionLaw): number[] {
  const texts = [
    ...law.decisions,
    ...law.conditions.flatMap((c) => [c.citation, c.test]),
    ...(law.wait === null ? [] : [law.wait.citation, law.wait.from]),
  ];
  return [...new Set(texts.flatMap(decisionNumbers))];
}

/** HTML whose decision numbers, outside tags, code and links, link to the decision's place in the book. */
function linkDecisionsInHtml(html: string): string {
  let inside = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (/^<(code|a)\b/i.test(part)) inside += 1;
      else if (/^<\/(code|a)>/i.test(part)) inside = Math.max(0, inside - 1);
      if (part.startsWith('<') || inside > 0) return part;
      return part.replace(/\bD(\d{1,3})\b/g, '<a href="#D$1">D$1</a>');
    })
    .join('');
}

/** Escaped text whose decision numbers link to the decision's place in the book. */
function withDecisionLinks(text: string): string {
  return esc(text).replace(/\bD(\d{1,3})\b/g, '<a href="#D$1">D$1</a>');
}

/** Escapes text for HTML content and attribute values. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const anchor = (id: string) => `s-${id.replace(/[^A-Za-z0-9.-]/g, '')}`;

/** A question as the site asks it: the English, then the Spanish, each marked with its language. */
export function questionText(q: BookQuestion): string {
  return `<span lang="en">${esc(q.en)}</span><span class="es" lang="es">${esc(q.es)}</span>`;
}

function renderSection(law: SectionLaw, examples: readonly BookExample[], text: BookQuestions): string {
  const out: string[] = [];
  out.push(`<section id="${anchor(law.id)}" aria-labelledby="${anchor(law.id)}-h">`);
  out.push(`<h3 id="${anchor(law.id)}-h">${esc(law.id)} — ${esc(law.title)}</h3>`);
  out.push(
    `<p class="meta"><strong>Citation:</strong> ${esc(law.citation)} · <strong>Confidence:</strong> <span class="conf conf-${law.confidence}">${law.confidence}</span> · <strong>In force as encoded from:</strong> ${esc(law.effective)}</p>`,
  );
  out.push(`<h4>Statute text relied on</h4><blockquote>${esc(law.statute)}</blockquote>`);
  out.push('<h4>Conditions</h4>');
  out.push(
    '<table class="stack"><thead><tr><th scope="col">Condition</th><th scope="col">Citation</th><th scope="col">How the engine tests it</th><th scope="col">Questions</th><th scope="col">Conf.</th></tr></thead><tbody>',
  );
  for (const c of law.conditions) {
    out.push(
      `<tr><td data-label="Condition">${esc(c.plain)}</td><td data-label="Citation">${withDecisionLinks(c.citation)}</td><td data-label="How the engine tests it">${withDecisionLinks(c.test)}</td><td data-label="Questions">${(c.questions ?? []).map((q) => `<code>${esc(q)}</code>`).join(', ') || '—'}</td><td data-label="Conf.">${c.confidence ?? law.confidence}</td></tr>`,
    );
  }
  out.push('</tbody></table>');
  if (law.wait !== null) {
    const years = Object.entries(law.wait.years)
      .map(([k, v]) => `${esc(k)}: ${v}`)
      .join(', ');
    out.push(
      `<h4>Waiting period</h4><p>${esc(law.wait.plain)} Counted from ${esc(law.wait.from)}. <span class="small">(${years}; ${esc(law.wait.citation)})</span></p>`,
    );
  }
  if (law.shared.length > 0) {
    out.push(
      `<p><strong>Shared conditions that also apply:</strong> ${law.shared.map((s) => `<a href="#s-${SHARED_CONDITIONS[s].declaredIn}">${esc(SHARED_CONDITIONS[s].title)}</a> (${esc(SHARED_CONDITIONS[s].citation)})`).join(', ')}.</p>`,
    );
  }
  if (law.decisions.length > 0) {
    out.push(
      `<h4>Our decisions where the law is unclear</h4><ul>${law.decisions.map((d) => `<li>${withDecisionLinks(d)}</li>`).join('')}</ul>`,
    );
  }
  const questions = questionsOf(law);
  if (questions.length > 0) {
    out.push(
      `<h4>Questions the site can ask for it, as it asks them</h4><ul class="questions">${questions.map((q) => `<li id="${anchor(law.id)}-q-${q}"><code>${esc(q)}</code> ${questionText(text[q])}</li>`).join('')}</ul>`,
    );
  }
  if (examples.length > 0) {
    out.push('<h4>Worked examples (decided by the engine)</h4>');
    for (const ex of examples) out.push(renderExample(ex));
  }
  out.push('</section>');
  return out.join('\n');
}

function renderDecision(d: Decision): string {
  const where = d.ndo_form
    ? `Gov't Code § ${d.ndo_form}`
    : d.expunction_route
      ? `Code Crim. Proc. art. ${d.expunction_route}`
      : '—';
  const reasons = d.reasons
    .map((r) => {
      const params = r.params
        ? ` (${Object.entries(r.params)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')})`
        : '';
      return `<li><code>${esc(r.code)}</code>${esc(params)} — ${esc(r.citation)}</li>`;
    })
    .join('');
  return [
    `<dl class="decision">`,
    `<dt>Outcome</dt><dd data-outcome="${d.final_eligibility}"><strong>${esc(d.final_eligibility)}</strong></dd>`,
    `<dt>Section or route</dt><dd>${esc(where)}</dd>`,
    `<dt>Earliest date</dt><dd>${esc(d.eligible_date ?? '—')}${d.waiting_period_start ? ` (wait counted from ${esc(d.waiting_period_start)})` : ''}</dd>`,
    `<dt>Questions still open</dt><dd>${d.questions.length > 0 ? d.questions.map((q) => `<code>${esc(q)}</code>`).join(', ') : 'none'}</dd>`,
    `<dt>Reasons</dt><dd><ul>${reasons}</ul></dd>`,
    `</dl>`,
  ].join('');
}

function renderExample(ex: BookExample): string {
  const out = evaluate(ex.input);
  const facts = ex.input.cases
    .map((c) => {
      const dates = Object.entries(c.dates)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => `${k} ${v?.date ?? ''}`)
        .join(', ');
      return `<li>${esc(c.offense.literal)} (${esc(c.offense.statute ?? '?')}, ${esc(c.level)}), ${esc(c.disposition)}${c.dismissalReason ? ` (${esc(c.dismissalReason)})` : ''}: ${esc(dates)}</li>`;
    })
    .join('');
  const answers = Object.entries(ex.input.caseAnswers)
    .flatMap(([, a]) => Object.entries(a).map(([k, v]) => `${k} = ${String(v)}`))
    .join('; ');
  const first = out.decisions[0];
  return [
    `<article class="example">`,
    `<h5>${esc(ex.title)}</h5>`,
    `<p class="small">Evaluated as of ${esc(ex.input.asOf)}. Records:</p><ul class="small">${facts}</ul>`,
    answers ? `<p class="small">Answers: ${esc(answers)}</p>` : '',
    first ? renderDecision(first) : '',
    `</article>`,
  ].join('\n');
}

/** The site's colours, font and measures (apps/web/src/app/app.css), so the book reads like the site. */
const STYLE = `:root{--font:'Public Sans',system-ui,-apple-system,'Segoe UI',sans-serif;--ink:#1b1b1b;--ink-soft:#454545;--bg-soft:#f5f6f7;--line:#a9aeb1;--primary:#005ea2;--primary-darker:#162e51;--primary-soft:#e7f2f8;--focus:#2491ff;--visited:#54278f;--space:1rem;font-family:var(--font);color:var(--ink);font-size:18px;line-height:1.6;-webkit-text-size-adjust:100%}
body{margin:0}p,li,dd,h3,h5{overflow-wrap:anywhere}.bar{background:var(--primary-darker);color:#fff;padding:.75rem var(--space)}.bar a{color:#fff;font-weight:700}
.page{max-width:72rem;margin:0 auto;padding:var(--space)}h1{font-size:1.75rem;line-height:1.25}h2{font-size:1.45rem;margin-top:2rem}h3{font-size:1.2rem}h4{font-size:1.05rem;margin-bottom:.25rem}
a{color:var(--primary)}a:visited{color:var(--visited)}a:focus{outline:3px solid var(--focus);outline-offset:2px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid var(--line);padding:.3rem .45rem;vertical-align:top;text-align:left;overflow-wrap:anywhere}th{background:var(--bg-soft)}td[data-label="#"]{white-space:nowrap;overflow-wrap:normal}
blockquote{border-left:4px solid var(--primary);margin:.5rem 0;padding:.25rem .75rem;background:var(--primary-soft)}
.small{font-size:.9rem}.meta{margin:.25rem 0}.conf{font-weight:700}.es{display:block;color:var(--ink-soft);font-style:italic}
.questions li{margin-bottom:.5rem}.example{border:1px solid var(--line);border-radius:6px;padding:.5rem .75rem;margin:.75rem 0;background:var(--bg-soft)}.decision dt{font-weight:700}
.decision dd{margin:0 0 .25rem 1rem}code{font-size:.85em;overflow-wrap:anywhere}section{border-top:2px solid var(--ink);margin-top:1.5rem}
@media (max-width:40rem){.page{padding:.75rem}h1{font-size:1.4rem}table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:auto}table.stack thead{display:none}table.stack tr{border:1px solid var(--line);margin-bottom:.5rem}table.stack td{border:0;border-top:1px solid var(--line-soft,#dfe1e2)}table.stack td::before{content:attr(data-label);display:block;font-weight:700;font-size:.85rem}}`;

const ANSWER_KINDS: Readonly<Record<AnswerKind, string>> = {
  yes_no_not_sure: 'yes / no / not sure',
  month_or_unknown: 'month and year, or "I do not know"',
  year_or_unknown: 'year, or "I do not know"',
  enum: 'one of a list',
};

/** Where the book links back to the site (the home page). */
const SITE_HOME = '/';

/**
 * The whole book. `text` is the site's own wording of each question (English and Spanish), which the caller takes
 * from packages/i18n: the book never words a question itself. `decisions` are the project's decisions
 * (docs/law/decisions.md), printed in full after `decisionsIntro` (the rules that govern them all, as HTML); a
 * section that cites a decision missing from them is an error.
 */
export function renderBook(
  text: BookQuestions,
  decisions: readonly BookDecision[],
  decisionsIntro = '',
  accuracy = '',
): string {
  const bySection = (id: string) => BOOK_EXAMPLES.filter((e) => e.section === id);
  const known = new Set(decisions.map((d) => d.number));
  for (const law of [...SHARED_LAWS, ...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS])
    for (const n of decisionsOf(law))
      if (!known.has(n)) throw new Error(`${law.id} cites docs/law D${n}, which docs/law/decisions.md does not have`);
  // A key no section can ask any more is listed as retired (kept so stored answers still validate).
  const asked = new Set<BookQuestionKey>(
    [...SHARED_LAWS, ...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS].flatMap((l) => questionsOf(l)),
  );
  const decisionsChapter = decisions
    .map(
      (d) =>
        `<section class="decision-text" id="D${d.number}" aria-labelledby="D${d.number}-h"><h3 id="D${d.number}-h">D${d.number}. ${esc(d.title)}</h3>\n${linkDecisionsInHtml(d.html)}</section>`,
    )
    .join('\n');
  const toc = (laws: readonly SectionLaw[]) =>
    laws.map((l) => `<li><a href="#${anchor(l.id)}">${esc(l.id)} — ${esc(l.title)}</a></li>`).join('');
  const reasons = (Object.keys(REASONS) as ReasonCode[])
    .map(
      (code) =>
        `<tr><td data-label="Code"><code>${code}</code></td><td data-label="Kind">${REASONS[code].kind}</td><td data-label="Citation">${esc(REASONS[code].citation)}</td></tr>`,
    )
    .join('');
  const row = (k: BookQuestionKey, answer: string) =>
    `<tr id="q-${k}"><td data-label="Key"><code>${k}</code></td><td data-label="Answer">${answer}</td><td data-label="The question, as the site asks it">${questionText(text[k])}</td></tr>`;
  const caseQuestions = (Object.keys(CASE_QUESTIONS) as CaseQuestionKey[])
    .map((k) =>
      row(
        k,
        `${ANSWER_KINDS[CASE_QUESTIONS[k].kind]}${asked.has(k) ? '' : '; no longer asked (stored answers still read)'}`,
      ),
    )
    .join('');
  const personQuestions = PERSON_QUESTION_KEYS.map((k) => row(k, 'additional info, yes / no / not sure')).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rule book: Texas nondisclosure and expunction, as the Clear Your Record engine applies them</title>
<style>${STYLE}</style>
</head>
<body>
<nav class="bar" aria-label="Site"><a href="${SITE_HOME}">Clear Your Record, Harris County</a> <span lang="es">· <a href="${SITE_HOME}?lang=es" hreflang="es">En español</a></span></nav>
<div class="page">
<header>
<h1>Rule book: Texas nondisclosure and expunction, as the Clear Your Record engine applies them</h1>
<p>For attorney review. Generated from the engine's declarations (packages/rules/src/sections) with the site's own question text (packages/i18n) by <code>npm run rules:book</code>; do not edit by hand. Every example below was decided by the engine when this file was generated, and a test fails when this file and the engine disagree. Confidence: <strong>H</strong> read in statute text; <strong>M</strong> one good secondary source; <strong>L</strong> inference. Where the law is unclear the site never says "eligible": it answers "could not determine" and names what is missing.</p>
<p lang="es">Este libro de reglas es para la revisión de abogados: explica en inglés cómo el sitio aplica la ley de Texas. Cada pregunta aparece tal como el sitio la hace, en inglés y en español. Para revisar sus casos en español, use el <a href="${SITE_HOME}?lang=es" hreflang="es">sitio en español</a>.</p>
</header>
<nav aria-label="Contents">
<h2>Contents</h2>
<ul>
<li><a href="#precedence">Precedence when more than one section fits</a></li>
<li>Conditions every section shares<ul>${toc(SHARED_LAWS)}</ul></li>
<li>Nondisclosure sections (Gov't Code ch. 411, subch. E-1)<ul>${toc(NONDISCLOSURE_LAWS)}</ul></li>
<li>Expunction (Code Crim. Proc. ch. 55A)<ul>${toc(EXPUNCTION_LAWS)}</ul></li>
<li><a href="#questions">The questions</a></li>
<li><a href="#decisions">Our decisions where the law is unclear (D1–D${Math.max(0, ...known)})</a></li>
<li><a href="#reasons">Reason codes and citations</a></li>
${accuracy === '' ? '' : '<li><a href="#accuracy">How often the site is right</a></li>'}
</ul>
</nav>
<main>
<h2 id="precedence">Precedence when more than one section fits</h2>
<table class="stack"><thead><tr><th scope="col">#</th><th scope="col">Rule</th><th scope="col">Citation</th></tr></thead><tbody>
${PRECEDENCE.map((p, i) => `<tr><td data-label="#">${i + 1}</td><td data-label="Rule">${esc(p.rule)}</td><td data-label="Citation">${esc(p.citation)}</td></tr>`).join('\n')}
</tbody></table>
<h2>Conditions every section shares</h2>
${SHARED_LAWS.map((l) => renderSection(l, bySection(l.id), text)).join('\n')}
<h2>Nondisclosure sections</h2>
${NONDISCLOSURE_LAWS.map((l) => renderSection(l, bySection(l.id), text)).join('\n')}
<h2>Expunction</h2>
${EXPUNCTION_LAWS.map((l) => renderSection(l, bySection(l.id), text)).join('\n')}
<h2 id="questions">The questions</h2>
<p>Each question is printed as the site asks it, in English and in Spanish, from the site's own text. Per-case follow-up questions are asked only while the answer can still change a case's outcome or date; "Not sure" is offered with every yes/no question and treated as unknown.</p>
<table class="stack"><thead><tr><th scope="col">Key</th><th scope="col">Answer</th><th scope="col">The question, as the site asks it</th></tr></thead><tbody>
${personQuestions}
${caseQuestions}
</tbody></table>
<h2 id="decisions">Our decisions where the law is unclear</h2>
<p>What follows is docs/law/decisions.md of the project's repository, printed in full: the sections above and the reason codes below cite these numbers.</p>
${linkDecisionsInHtml(decisionsIntro)}
${decisionsChapter}
<h2 id="reasons">Reason codes and citations</h2>
<table class="stack"><thead><tr><th scope="col">Code</th><th scope="col">Kind</th><th scope="col">Citation</th></tr></thead><tbody>
${reasons}
</tbody></table>
${accuracy === '' ? '' : `<h2 id="accuracy">How often the site is right</h2>\n<p>What follows is docs/law/accuracy.md of the project's repository (<code>npm run accuracy</code>), printed in full.</p>\n${accuracy}`}
</main>
</div>
</body>
</html>
`;
}
