/**
 * Explains decisions as a tree an attorney can read: outcome, section or expunction article with its declared
 * conditions (sections/*.ts, the same declarations the rule book prints), dates, reasons with citations,
 * questions still open. Pure: the CLI (`src/cli/explain.ts`) does the file reading.
 */
import { evaluate } from './evaluate';
import type { Decision, EngineCase, EvaluateInput } from './model';
import { EXPUNCTION_LAWS, NONDISCLOSURE_LAWS, type SectionLaw } from './sections';

/** The declaration of a section (`411.0726-bwi` is declared with 411.0726) or expunction route. */
function lawOf(id: string): SectionLaw | undefined {
  const key = id === '411.0726-bwi' ? '411.0726' : id;
  return [...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS].find((l) => l.id === key);
}

/** The declared conditions of the chosen section, as the rule book prints them. */
function lawLines(id: string): string[] {
  const law = lawOf(id);
  if (law === undefined) return [];
  const lines = [`├─ law: ${law.title} — ${law.citation} (confidence ${law.confidence})`];
  for (const c of law.conditions) lines.push(`│   • ${c.plain} [${c.citation}]`);
  if (law.wait !== null) lines.push(`│   • wait: ${law.wait.plain} [${law.wait.citation}]`);
  return lines;
}

function flags(d: Decision): string {
  const on = (
    [
      'pend_elig_411_0727_0729',
      'pend_elig_411_0728',
      'final_pot_elig_411_0727',
      'final_pot_elig_411_0728',
      'final_pot_elig_411_0729',
      'final_pot_elig_411_0731',
      'final_pot_elig_411_0736',
      'bwi',
      'hideStatus',
    ] as const
  ).filter((k) => d[k]);
  return on.length > 0 ? on.join(', ') : '(none)';
}

export function explain(input: EvaluateInput): string {
  const out = evaluate(input);
  const byId = new Map<string, EngineCase>(input.cases.map((c) => [c.id, c]));
  const lines: string[] = [`Evaluated as of ${input.asOf}: ${out.decisions.length} case(s)`];
  if (out.needsPreliminaryQuestions)
    lines.push(`Additional-info questions still needed: ${out.preliminaryQuestions.join(', ')}`);
  for (const d of out.decisions) {
    const c = byId.get(d.caseId);
    lines.push('');
    lines.push(
      `Case ${d.caseId}${c ? ` — ${c.offense.literal} (${c.level}, ${c.disposition}${c.offense.statute ? `, ${c.offense.statute}` : ''})` : ''}`,
    );
    lines.push(`├─ outcome: ${d.final_eligibility.toUpperCase()}`);
    if (d.ndo_form) lines.push(`├─ section: Tex. Gov't Code § ${d.ndo_form}`, ...lawLines(d.ndo_form));
    if (d.expunction_route)
      lines.push(`├─ expunction: Tex. Code Crim. Proc. art. ${d.expunction_route}`, ...lawLines(d.expunction_route));
    if (d.eligible_date)
      lines.push(
        `├─ earliest date: ${d.eligible_date}${d.waiting_period_start ? ` (waiting period from ${d.waiting_period_start})` : ''}`,
      );
    if (d.questions.length > 0) lines.push(`├─ follow-up questions: ${d.questions.join(', ')}`);
    lines.push(`├─ flags: ${flags(d)}`);
    lines.push(`└─ reasons:`);
    d.reasons.forEach((r, i) => {
      const last = i === d.reasons.length - 1;
      const params = r.params
        ? ` ${Object.entries(r.params)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')}`
        : '';
      lines.push(`   ${last ? '└─' : '├─'} ${r.code}${params} — ${r.citation}`);
    });
  }
  return lines.join('\n');
}
