/**
 * The rule book's law half (packages/rules/src/book): examples decided by the engine, every section reachable,
 * and the questions listed per section are exactly the ones the engine's own code asks for it. The checked-in
 * docs/law/rule-book.html and the question wording (packages/i18n) are tested where the book is composed,
 * apps/api/src/routes/rules/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionsOf, esc, renderBook, type BookDecision, type BookQuestions } from '../src/book/render';
import { BOOK_EXAMPLES } from '../src/book/examples';
import { ownQuestionsOf, questionsOf } from '../src/book/questions';
import { evaluate } from '../src/evaluate';
import { EXPUNCTION_LAWS, NONDISCLOSURE_LAWS, SHARED_LAWS } from '../src/sections';
import { CASE_QUESTION_KEYS, EXPUNCTION_ROUTE_IDS, NDO_SECTION_IDS, PERSON_QUESTION_KEYS } from '../src/vocabulary';

/** Stand-in wording: the key itself, marked per language, so a test can find where each one is printed. */
const STUB = Object.fromEntries(
  [...CASE_QUESTION_KEYS, ...PERSON_QUESTION_KEYS].map((k) => [k, { en: `EN:${k}`, es: `ES:${k}` }]),
) as unknown as BookQuestions;

const ALL_LAWS = [...SHARED_LAWS, ...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS];

/** Stand-in decisions: one for every number a declaration cites, so the book can print and link each. */
const CITED = [...new Set(ALL_LAWS.flatMap(decisionsOf))].sort((a, b) => a - b);
const DECISIONS: BookDecision[] = CITED.map((n) => ({ number: n, title: `Title ${n}`, html: `<p>Text of D${n}.</p>` }));
const lawById = (id: string) => {
  const law = ALL_LAWS.find((l) => l.id === id);
  if (law === undefined) throw new Error(`no declaration ${id}`);
  return law;
};

const SECTIONS_DIR = new URL('../src/sections/', import.meta.url);

/** The keys a source file asks: `askCase(r, 'key', …)`, `addOnce(r.questions, 'key')`, `askPerson(r, ['key', …], …)`. */
function askedIn(file: string): Set<string> {
  const src = readFileSync(new URL(file, SECTIONS_DIR), 'utf8');
  const keys = new Set<string>();
  for (const m of src.matchAll(/askCase\(\s*\w+,\s*'(\w+)'/g)) keys.add(m[1] ?? '');
  for (const m of src.matchAll(/addOnce\(\s*\w+\.questions,\s*'(\w+)'/g)) keys.add(m[1] ?? '');
  for (const m of src.matchAll(/askPerson\(\s*\w+,\s*\[([^\]]*)\]/g))
    for (const k of (m[1] ?? '').matchAll(/'(\w+)'/g)) keys.add(k[1] ?? '');
  return keys;
}

/**
 * Which declarations each file of src/sections asks for. Helpers shared by several sections (conviction.ts: the
 * completion and payment, dwi.ts: BAC and collision, veterans.ts: the additional-info answers) ask for each
 * section that calls them; a new file fails the test until it is placed here.
 */
const ASKED_FOR: Readonly<Record<string, readonly string[]>> = {
  '411.074.ts': ['411.074', 'first-offender', 'charge-facts'],
  'charge-facts.ts': ['charge-facts'],
  '411.0726.ts': ['411.0726'],
  '411.0727.ts': ['411.0727'],
  '411.0728.ts': ['411.0728'],
  '411.0729.ts': ['411.0729'],
  'conviction.ts': ['411.073', '411.0735', '411.0731', '411.0736'],
  'dwi.ts': ['411.0726', '411.0731', '411.0736'],
  '55A/index.ts': ['55A'],
  '55A/55A.052.ts': ['55A.052'],
  '55A/55A.054.ts': ['55A.054'],
  '55A/55A.053.ts': ['55A.053(a)(2)(A)'],
  '55A/55A.005.ts': ['55A.005'],
};

/** The additional-info keys veterans.ts asks through a variable (`askPerson(r, [key], …)`), by section. */
const VETERAN_KEYS: Readonly<Record<string, readonly string[]>> = {
  '411.0727': ['isVeteran', 'completedVetTreatmentCrt'],
  '411.0729': ['isVeteran', 'completedVetReemploymentPrg'],
  '411.0728': [
    'hasBeenVictim',
    'hasVictimCaseInHarrisCounty',
    'investigationAssistanceRequested',
    'assistedInvestigation',
  ],
  '55A.053(a)(2)(A)': ['isVeteran', 'completedVetTreatmentCrt'],
};

describe('rule book', () => {
  const html = renderBook(STUB, DECISIONS);
  it('every example prints the outcome, date and section the engine decides', () => {
    for (const ex of BOOK_EXAMPLES) {
      const d = evaluate(ex.input).decisions[0];
      if (d === undefined) throw new Error(ex.title);
      const at = html.indexOf(`<h5>${esc(ex.title)}</h5>`);
      expect(at).toBeGreaterThan(0);
      const block = html.slice(at);
      const body = block.slice(0, block.indexOf('</article>'));
      expect(body).toContain(`data-outcome="${d.final_eligibility}"`);
      if (d.eligible_date) expect(body).toContain(d.eligible_date);
    }
  });
  it('a reader finds every section and route, 411.0725 and 411.074 with their citations, from the contents', () => {
    for (const law of ALL_LAWS) {
      const id = `s-${law.id.replace(/[^A-Za-z0-9.-]/g, '')}`;
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain("Tex. Gov't Code § 411.0725(e)");
    expect(html).toContain("Tex. Gov't Code § 411.074(b)(1)(A)");
  });
  it('prints every decision a section relies on under its number, and the section links to it', () => {
    expect(CITED).toEqual(expect.arrayContaining([4, 6, 25, 26, 27, 32, 53, 57, 58]));
    for (const n of CITED) expect(html).toContain(`<section class="decision-text" id="D${n}"`);
    for (const law of ALL_LAWS) {
      const id = `s-${law.id.replace(/[^A-Za-z0-9.-]/g, '')}`;
      const start = html.indexOf(`<section id="${id}"`);
      const section = html.slice(start, html.indexOf('</section>', start));
      for (const n of decisionsOf(law)) expect(section, `${law.id} → D${n}`).toContain(`<a href="#D${n}">D${n}</a>`);
    }
    // 411.0725 relies on D4 and D6 itself, and on 411.074's decisions through the bars and the clean period.
    expect(decisionsOf(lawById('411.0725'))).toEqual([4, 6]);
    expect(decisionsOf(lawById('411.074'))).toEqual(expect.arrayContaining([4, 7, 15, 25, 26, 27, 32]));
  });
  it('refuses to print a section citing a decision that is not there', () => {
    expect(() => renderBook(STUB, DECISIONS.slice(1))).toThrow(/cites docs\/law D\d+/);
  });
  it('declares every section and route of the shared vocabulary, and prints every question in both languages', () => {
    const declared = new Set([...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS].map((l) => l.id));
    for (const id of NDO_SECTION_IDS) if (id !== '411.0726-bwi') expect(declared.has(id)).toBe(true);
    for (const id of EXPUNCTION_ROUTE_IDS) if (id !== '55A.053') expect(declared.has(id)).toBe(true);
    for (const k of [...CASE_QUESTION_KEYS, ...PERSON_QUESTION_KEYS]) {
      expect(html).toContain(`<span lang="en">EN:${k}</span><span class="es" lang="es">ES:${k}</span>`);
    }
  });
  it('prints under each section the questions derived for it, in both languages, and no others', () => {
    for (const law of ALL_LAWS) {
      const id = `s-${law.id.replace(/[^A-Za-z0-9.-]/g, '')}`;
      const start = html.indexOf(`<section id="${id}"`);
      const section = html.slice(start, html.indexOf('</section>', start));
      const printed = [...section.matchAll(/<li id="[^"]*-q-(\w+)">/g)].map((m) => m[1]);
      expect(printed, law.id).toEqual(questionsOf(law));
      for (const k of printed) expect(section).toContain(`EN:${k}`);
    }
  });
  it("each section's questions are the ones the engine's code asks for it, no more and no fewer", () => {
    const files = readdirSync(SECTIONS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const askedBy = new Map<string, Set<string>>();
    for (const f of files) {
      const keys = askedIn(f);
      if (keys.size === 0) continue;
      const laws = ASKED_FOR[f];
      expect(laws, `${f} asks ${[...keys].join(', ')}: place it in ASKED_FOR`).toBeDefined();
      for (const id of laws ?? []) {
        const set = askedBy.get(id) ?? new Set<string>();
        for (const k of keys) set.add(k);
        askedBy.set(id, set);
      }
    }
    for (const [id, keys] of Object.entries(VETERAN_KEYS)) {
      const set = askedBy.get(id) ?? new Set<string>();
      for (const k of keys) set.add(k);
      askedBy.set(id, set);
    }
    // 411.074.ts asks the bar questions through `p.barQuestions` (the two 411.074(b) additional-info keys).
    askedBy.get('411.074')?.add('sexOffender').add('disqualifyingOffenses');
    // evaluate.ts asks how supervision ended (`askSupervisionEnd`), declared by sections/supervision-end.ts.
    const supervision = askedBy.get('supervision-end') ?? new Set<string>();
    askedBy.set(
      'supervision-end',
      supervision.add('supervision_end_how').add('supervision_end_month').add('supervision_end_year'),
    );
    for (const law of ALL_LAWS) {
      const own = new Set(ownQuestionsOf(law));
      const asked = askedBy.get(law.id) ?? new Set<string>();
      // Each declared key must be asked by a file that serves the section, and (below) every key a file asks
      // must be declared by one of the sections it serves.
      for (const k of own) expect.soft(asked.has(k), `${law.id} declares ${k} but the engine never asks it`).toBe(true);
    }
    for (const [file, laws] of Object.entries(ASKED_FOR)) {
      const declared = new Set(laws.flatMap((id) => questionsOf(lawById(id))));
      for (const k of askedIn(file))
        expect(declared.has(k), `${file} asks ${k}, which ${laws.join(', ')} never declare`).toBe(true);
    }
  });
});
