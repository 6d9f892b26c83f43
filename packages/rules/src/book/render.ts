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
import { CASE_QUESTIONS, PERSON_QUESTION_KEYS, type CaseQuestionKey, type PersonQuestionKey } from '../vocabulary';
import { BOOK_EXAMPLES, type BookExample } from './examples';

/** Each question as the person is asked it, in short (the site's own wording is in packages/i18n). */
export const QUESTION_TEXT: Readonly<Record<CaseQuestionKey | PersonQuestionKey, string>> = {
  sexOffender: 'Are you required to register as a sex offender?',
  disqualifyingOffenses:
    'Have you ever been convicted of, or on deferred adjudication for, one of the listed offenses (murder, trafficking, aggravated kidnapping, injury to a child, elderly or disabled person, child abandonment or endangerment, family violence, stalking, a sex offense, a protective-order or bond-condition violation)? Family violence is explained: a relative, a current or former spouse, the other parent of your child, anyone you live or lived with (roommates too), or anyone you dated.',
  hasClassCConviction:
    'Have you ever had a Class C case (not a traffic ticket) end in a conviction, deferred adjudication or deferred disposition?',
  isVeteran: 'Are you a veteran?',
  completedVetReemploymentPrg: 'Did you complete a veterans reemployment program?',
  completedVetTreatmentCrt: 'Did you complete a veterans treatment court program?',
  hasBeenVictim: 'Have you been a victim of human trafficking or compelling prostitution?',
  hasVictimCaseInHarrisCounty: 'Was a case about it in Harris County?',
  investigationAssistanceRequested: 'Did law enforcement ask you to help with the investigation?',
  assistedInvestigation: 'Did you help?',
  completed_vet_reemployment_prg_for_case: 'Did you complete the veterans reemployment program for this case?',
  completed_vet_treatment_court_for_case: 'Did you complete the veterans treatment court program for this case?',
  victim_family_household_or_dating:
    'Was the other person a relative, a current or former spouse or partner, the other parent of your child, someone you lived with (roommates too), or someone you dated?',
  bac_under_015: 'Was your blood or breath alcohol under 0.15?',
  had_commercial_license_or_permit: "Did you have a commercial driver's license or permit at the time?",
  used_ignition_interlock_device: 'Did you use an ignition interlock device for 6 months or more?',
  interlock_condition: 'Which order required it: your probation, your bond, both, or something else / not sure?',
  collision_with_another_person:
    'Was there any crash connected with the offense while another person was involved (another driver, a pedestrian, or a passenger in your own vehicle), even a one-car crash and even if nobody was hurt?',
  paid_all_fines_and_costs: 'Have you paid all fines, court costs and restitution (or did the judge waive them)?',
  completion_payment_month: 'In what month and year did you make the last payment? (or "I don\'t know")',
  committed_solely_as_trafficking_victim: 'Did you commit this offense only because you were a victim of trafficking?',
  commited_after_submitting_petition: 'Did this offense happen after you filed a petition for nondisclosure?',
  class_c_in_window:
    "Was any Class C case (not a fine-only traffic ticket) decided between this case's sentence or deferred adjudication and the date you can ask for the order?",
  arrest_month: 'In what month and year were you arrested for this case? (or "I don\'t know")',
  offense_month: 'In what month and year did the offense happen? (or "I don\'t know")',
  handgun_carried_on_person_only:
    'Were you carrying the handgun on or about your body (not only in a vehicle), and not while doing something else illegal?',
  class_c_before_case: "Was any of them decided before this case's sentence or placement date?",
  weapon_only_in_own_vehicle:
    'Was the weapon (a handgun, knife or club) only inside a car, truck or boat that you owned or were in charge of?',
  charge_refiled_or_replaced:
    'After this case, was the same charge filed again, or were you charged with a different or lesser offense for the same arrest?',
  supervision_end_how:
    'How did your deferred adjudication (or probation) in this case end? (discharged / found guilty or revoked / not over yet / another way or not sure)',
  supervision_end_month: 'In what month and year did the judge discharge you? (or "I don\'t know")',
};

const SHARED_NAMES: Readonly<Record<string, string>> = {
  bars_411074b: '411.074(b) absolute bars',
  clean_period_411074a: '411.074(a) clean period',
  first_offender: 'first offender',
};
const SHARED_ANCHORS: Readonly<Record<string, string>> = {
  bars_411074b: 's-411.074',
  clean_period_411074a: 's-411.074',
  first_offender: 's-first-offender',
};

/** Escapes text for HTML content and attribute values. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const anchor = (id: string) => `s-${id.replace(/[^A-Za-z0-9.-]/g, '')}`;

function questionLabel(k: string): string {
  const text = (QUESTION_TEXT as Record<string, string>)[k];
  return `<code>${esc(k)}</code>${text ? ` — ${esc(text)}` : ''}`;
}

function renderSection(law: SectionLaw, examples: readonly BookExample[]): string {
  const out: string[] = [];
  out.push(`<section id="${anchor(law.id)}" aria-labelledby="${anchor(law.id)}-h">`);
  out.push(`<h3 id="${anchor(law.id)}-h">${esc(law.id)} — ${esc(law.title)}</h3>`);
  out.push(
    `<p class="meta"><strong>Citation:</strong> ${esc(law.citation)} · <strong>Confidence:</strong> <span class="conf conf-${law.confidence}">${law.confidence}</span> · <strong>In force as encoded from:</strong> ${esc(law.effective)}</p>`,
  );
  out.push(`<h4>Statute text relied on</h4><blockquote>${esc(law.statute)}</blockquote>`);
  out.push('<h4>Conditions</h4>');
  out.push(
    '<table><thead><tr><th scope="col">Condition</th><th scope="col">Citation</th><th scope="col">How the engine tests it</th><th scope="col">Questions</th><th scope="col">Conf.</th></tr></thead><tbody>',
  );
  for (const c of law.conditions) {
    out.push(
      `<tr><td>${esc(c.plain)}</td><td>${esc(c.citation)}</td><td>${esc(c.test)}</td><td>${(c.questions ?? []).map((q) => `<code>${esc(q)}</code>`).join(', ') || '—'}</td><td>${c.confidence ?? law.confidence}</td></tr>`,
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
      `<p><strong>Shared conditions that also apply:</strong> ${law.shared.map((s) => `<a href="#${SHARED_ANCHORS[s] ?? ''}">${esc(SHARED_NAMES[s] ?? s)}</a>`).join(', ')}.</p>`,
    );
  }
  if (law.decisions.length > 0) {
    out.push(
      `<h4>Our decisions where the law is unclear</h4><ul>${law.decisions.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`,
    );
  }
  const questions = [...new Set(law.conditions.flatMap((c) => c.questions ?? []))];
  if (questions.length > 0) {
    out.push(
      `<h4>Questions that feed these conditions</h4><ul>${questions.map((q) => `<li>${questionLabel(q)}</li>`).join('')}</ul>`,
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

const STYLE = `body{font-family:system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1rem;line-height:1.45;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #757575;padding:.3rem;vertical-align:top;text-align:left}
blockquote{border-left:4px solid #005ea2;margin:.5rem 0;padding:.25rem .75rem;background:#f0f6fb}
.small{font-size:.9rem}.meta{margin:.25rem 0}.conf{font-weight:700}
.example{border:1px solid #a9aeb1;padding:.5rem .75rem;margin:.75rem 0}.decision dt{font-weight:700}
.decision dd{margin:0 0 .25rem 1rem}code{font-size:.9em}section{border-top:2px solid #1b1b1b;margin-top:1.5rem}
a{color:#005ea2}`;

export function renderBook(): string {
  const bySection = (id: string) => BOOK_EXAMPLES.filter((e) => e.section === id);
  const toc = (laws: readonly SectionLaw[]) =>
    laws.map((l) => `<li><a href="#${anchor(l.id)}">${esc(l.id)} — ${esc(l.title)}</a></li>`).join('');
  const reasons = (Object.keys(REASONS) as ReasonCode[])
    .map(
      (code) =>
        `<tr><td><code>${code}</code></td><td>${REASONS[code].kind}</td><td>${esc(REASONS[code].citation)}</td></tr>`,
    )
    .join('');
  const caseQuestions = (Object.keys(CASE_QUESTIONS) as CaseQuestionKey[])
    .map(
      (k) => `<tr><td><code>${k}</code></td><td>${CASE_QUESTIONS[k].kind}</td><td>${esc(QUESTION_TEXT[k])}</td></tr>`,
    )
    .join('');
  const personQuestions = PERSON_QUESTION_KEYS.map(
    (k) => `<tr><td><code>${k}</code></td><td>additional info</td><td>${esc(QUESTION_TEXT[k])}</td></tr>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rule book: Texas nondisclosure and expunction, as the Clear Your Record engine applies them</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Rule book: Texas nondisclosure and expunction, as the Clear Your Record engine applies them</h1>
<p>For attorney review. Generated from the engine's declarations (packages/rules/src/sections) by <code>npm run rules:book</code>; do not edit by hand. Every example below was decided by the engine when this file was generated, and a test fails when this file and the engine disagree. Confidence: <strong>H</strong> read in statute text; <strong>M</strong> one good secondary source; <strong>L</strong> inference. Where the law is unclear the site never says "eligible": it answers "could not determine" and names what is missing.</p>
</header>
<nav aria-label="Contents">
<h2>Contents</h2>
<ul>
<li><a href="#precedence">Precedence when more than one section fits</a></li>
<li>Conditions every section shares<ul>${toc(SHARED_LAWS)}</ul></li>
<li>Nondisclosure sections (Gov't Code ch. 411, subch. E-1)<ul>${toc(NONDISCLOSURE_LAWS)}</ul></li>
<li>Expunction (Code Crim. Proc. ch. 55A)<ul>${toc(EXPUNCTION_LAWS)}</ul></li>
<li><a href="#questions">The questions</a></li>
<li><a href="#reasons">Reason codes and citations</a></li>
</ul>
</nav>
<main>
<h2 id="precedence">Precedence when more than one section fits</h2>
<table><thead><tr><th scope="col">#</th><th scope="col">Rule</th><th scope="col">Citation</th></tr></thead><tbody>
${PRECEDENCE.map((p, i) => `<tr><td>${i + 1}</td><td>${esc(p.rule)}</td><td>${esc(p.citation)}</td></tr>`).join('\n')}
</tbody></table>
<h2>Conditions every section shares</h2>
${SHARED_LAWS.map((l) => renderSection(l, bySection(l.id))).join('\n')}
<h2>Nondisclosure sections</h2>
${NONDISCLOSURE_LAWS.map((l) => renderSection(l, bySection(l.id))).join('\n')}
<h2>Expunction</h2>
${EXPUNCTION_LAWS.map((l) => renderSection(l, bySection(l.id))).join('\n')}
<h2 id="questions">The questions</h2>
<p>Per-case follow-up questions are asked only while the answer can still change a case's outcome or date; "Not sure" is accepted on every yes/no question and treated as unknown.</p>
<table><thead><tr><th scope="col">Key</th><th scope="col">Answer</th><th scope="col">Question (short form)</th></tr></thead><tbody>
${personQuestions}
${caseQuestions}
</tbody></table>
<h2 id="reasons">Reason codes and citations</h2>
<table><thead><tr><th scope="col">Code</th><th scope="col">Kind</th><th scope="col">Citation</th></tr></thead><tbody>
${reasons}
</tbody></table>
</main>
</body>
</html>
`;
}
