import { describe, expect, it } from 'vitest';
import { NDO_SECTION_IDS } from '@cyr/rules/vocabulary';
import {
  contentLink,
  contentValues,
  en,
  es,
  flattenMessages,
  harrisCounty,
  LINK_TAGS,
  sectionFormUrl,
  type Namespace,
} from '../src';
import { countSyllables, readability } from '../src/cli/readability';
import { contentReport, MAX_GRADE } from '../src/cli/content-check';

/** The namespaces the content engineer writes. */
const CONTENT: Namespace[] = ['home', 'info', 'faq', 'steps', 'modals', 'guides'];
const flat = (lang: 'en' | 'es', ns: Namespace) =>
  flattenMessages((lang === 'en' ? en : es)[ns] as Parameters<typeof flattenMessages>[0]);
const tags = (s: string) => [...new Set([...s.matchAll(/<([a-z0-9]+)>/g)].map((m) => m[1]))].sort();

/**
 * English that may appear in Spanish text: proper names, and the official English names the glossary
 * (style rule 2) asks us to give in parentheses, because the forms and courts use them.
 */
const ALLOWED_ENGLISH = [
  'Statement of Inability to Afford Payment of Court Costs',
  'NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA',
  'Clear Your Record, Harris County',
  'Comments to the Court',
  'County Criminal Courts at Law',
  'County Criminal Court at Law No. 5',
  'Harris County District Clerk',
  'Criminal District Courts',
  '177th District Court',
  'Criminal Justice Center',
  'Veterans Treatment Court',
  'veterans reemployment program',
  'community supervision',
  'order of nondisclosure',
  'deferred adjudication',
  'Houston Volunteer Lawyers',
  'Lone Star Legal Aid',
  'The Beacon',
  'Beacon Law',
  'cause number',
  'court coordinator',
  'Your Honor',
  'Nondisclosure Order Prep Guide',
  'Prep Guide',
  'How to Ask for a Nondisclosure Order',
  'TexasLawHelp.org',
  'TexasLawHelp',
  'eFileTexas',
  'Fresh Start',
  'IdentoGO',
  'notary public',
  'misdemeanor',
  'expunction',
  'probation',
  'stalking',
  'e-filing',
  'felony',
];

/** Common English words that are not Spanish words. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'you',
  'your',
  'with',
  'this',
  'that',
  'from',
  'will',
  'have',
  'has',
  'please',
  'click',
  'here',
  'which',
  'what',
  'when',
  'where',
  'should',
  'must',
  'about',
  'file',
  'filing',
  'court',
  'case',
  'cases',
  'not',
  'are',
  'can',
  'for',
  'our',
  'we',
  'of',
  'to',
  'is',
  'it',
  'if',
  'on',
  'or',
  'at',
  'by',
  'be',
  'an',
  'they',
  'their',
  'record',
  'records',
  'judge',
  'hearing',
  'order',
  'fee',
  'step',
  'steps',
  'page',
  'back',
  'next',
  'help',
  'free',
  'may',
  'only',
  'after',
  'before',
  'until',
  'how',
  'why',
  'who',
  'get',
  'got',
  'check',
  'see',
  'send',
  'email',
];

describe('Spanish content', () => {
  it.each(CONTENT)('namespace %s has no leftover English', (ns) => {
    for (const [key, text] of Object.entries(flat('es', ns))) {
      let s = text.replace(/<\/?[a-z0-9]+>/g, ' ').replace(/\{\{\s*\w+\s*\}\}/g, ' ');
      for (const phrase of ALLOWED_ENGLISH) s = s.split(phrase).join(' ');
      const leftovers = s
        .toLowerCase()
        .split(/[^a-záéíóúüñ]+/)
        .filter((w) => ENGLISH_WORDS.includes(w));
      expect(leftovers, `${ns}:${key} = ${text}`).toEqual([]);
    }
  });

  it('the leftover-English check does catch English', () => {
    const s = 'Please file your petition with the court.'.toLowerCase().split(/[^a-z]+/);
    expect(s.filter((w) => ENGLISH_WORDS.includes(w)).length).toBeGreaterThan(3);
  });

  it.each(CONTENT)('namespace %s uses usted, never tú imperatives or "archivar"', (ns) => {
    for (const [key, text] of Object.entries(flat('es', ns))) {
      expect(text, `${ns}:${key}`).not.toMatch(
        /\b(tú|tus|archivar|aplicar|ofensa|felonía|convicción|expungir|notario público)\b/i,
      );
    }
  });
});

describe('links and placeholders in content', () => {
  it.each(CONTENT)('namespace %s: the same link tags in English and Spanish, each a known link', (ns) => {
    const e = flat('en', ns);
    const s = flat('es', ns);
    for (const key of Object.keys(e)) {
      expect(tags(s[key] ?? ''), `${ns}:${key}`).toEqual(tags(e[key] ?? ''));
      for (const tag of tags(e[key] ?? '')) {
        if (tag === 'strong' || tag === 'tel') continue;
        expect(LINK_TAGS, `${ns}:${key} uses <${tag}>`).toContain(tag);
        expect(contentLink(tag ?? '', 'es')).toBeDefined();
      }
    }
  });

  it('every placeholder is a county fact or a value the page passes in', () => {
    const pageValues = [
      'cause',
      'offense',
      'literal',
      'date',
      'section',
      'n',
      'total',
      'name',
      'endDate',
      'phone',
      'count',
      'share',
    ];
    const known = new Set([...Object.keys(contentValues('en')), ...pageValues]);
    for (const ns of CONTENT) {
      for (const [key, text] of Object.entries(flat('en', ns))) {
        for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g))
          expect(known.has(m[1] ?? ''), `${ns}:${key} {{${m[1]}}}`).toBe(true);
      }
    }
  });

  it("a sentence about background-check companies uses their deadline, never the State's hearing window", () => {
    // Both facts are business-day counts from the county profile; {{days}} is the State's days to ask for a
    // hearing (411.0745), {{companyDays}} the companies' days to remove a sealed record. The FAQ once said 45.
    for (const lang of ['en', 'es'] as const)
      for (const ns of CONTENT)
        for (const [key, text] of Object.entries(flat(lang, ns))) {
          if (/compan|empresa/i.test(text) && /\{\{\s*days\s*\}\}/.test(text))
            expect.fail(`${lang} ${ns}:${key} gives companies the State's hearing window`);
        }
    expect(contentValues('en').companyDays).toBe(
      String(harrisCounty.timeline.privateCompaniesRemoveBusinessDays.value),
    );
  });

  it('no page tells a person a fact "is not confirmed": it says who sets it and what to expect', () => {
    for (const lang of ['en', 'es'] as const)
      for (const ns of CONTENT)
        for (const [key, text] of Object.entries(flat(lang, ns)))
          expect(text, `${lang} ${ns}:${key}`).not.toMatch(/not confirmed|no está confirmad/i);
  });

  it('the results disclaimer (shown with expunction results too) says "best interest" of nondisclosure only', () => {
    for (const lang of ['en', 'es'] as const) {
      const text = flat(lang, 'modals')['eligibilityDisclaimer.body'] ?? '';
      const sentences = text.split(/(?<=\.)\s+/).filter((x) => /best interest|lo mejor para la justicia/i.test(x));
      expect(sentences.length, lang).toBe(1);
      for (const sentence of sentences) expect(sentence, lang).toMatch(/nondisclosure|no divulgación/i);
    }
  });

  it('external links are https addresses of the sources (no invented hosts)', () => {
    for (const tag of LINK_TAGS) {
      const l = contentLink(tag, 'en');
      expect(l).toBeDefined();
      if (l?.external) expect(l.href).toMatch(/^https?:\/\/[a-z0-9.-]+\.(org|gov|com|net)(\/|$)/);
      else expect(l?.href.startsWith('/')).toBe(true);
    }
  });
});

describe('county profile', () => {
  it('ships no NOT CONFIRMED value: those facts carry only safe wording in both languages', () => {
    const unconfirmed = [
      harrisCounty.districtClerk.hours,
      harrisCounty.fees.nondisclosureFilingFee,
      harrisCounty.timeline.misdemeanorHearingDate,
      harrisCounty.timeline.orderAfterHearing,
      harrisCounty.timeline.wholeProcess,
      harrisCounty.courts.felony.coordinatorPhones,
    ];
    for (const f of unconfirmed) {
      expect(f.value).toBeNull();
      expect(f.confidence).toBe('not_confirmed');
      expect(f.safeWording.en.length).toBeGreaterThan(10);
      expect(f.safeWording.es.length).toBeGreaterThan(10);
    }
  });

  it.each(['en', 'es'] as const)('the %s content never states the unconfirmed product figures', (lang) => {
    for (const ns of CONTENT) {
      for (const [key, text] of Object.entries(flat(lang, ns))) {
        expect(text, `${ns}:${key}`).not.toMatch(
          /8 ?a\.? ?m\.?|4:30|\$300\b|65 (days|días)|3 (to|a) 6 (months|meses)|two weeks|dos semanas/i,
        );
      }
    }
    const values = Object.values(contentValues(lang)).join(' ');
    expect(values).not.toMatch(/4:30|\$300\b|65 (days|días)/);
  });

  it('has a model-form page for every nondisclosure section', () => {
    for (const s of NDO_SECTION_IDS) expect(sectionFormUrl(s)).toMatch(/^https:\/\/[a-z0-9.]*texaslawhelp\.org\//);
    expect(sectionFormUrl('411.0727')).toBe(harrisCounty.texasLawHelp.nondisclosurePrepGuide.value);
  });
});

describe('readability (content:check)', () => {
  it('counts syllables like a reader', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('petition')).toBe(3);
    expect(countSyllables('nondisclosure')).toBe(4);
    expect(countSyllables('adjudication')).toBe(5);
  });

  it('grades hard text higher than easy text', () => {
    const easy = readability(['The cat sat on the mat. We like it.']);
    const hard = readability([
      'Notwithstanding the aforementioned jurisdictional considerations, petitioners contemplating nondisclosure must demonstrate eligibility pursuant to statutory requirements.',
    ]);
    expect(easy.grade).toBeLessThan(2);
    expect(hard.grade).toBeGreaterThan(15);
  });

  it(`keeps the English content at or below grade ${MAX_GRADE} on average`, () => {
    const { average, rows } = contentReport();
    expect(rows.length).toBeGreaterThan(5);
    expect(average).toBeLessThanOrEqual(MAX_GRADE);
  });
});

describe('modals namespace matches what the web app reads', () => {
  it.each(['en', 'es'] as const)('text-only modals, demo and email modal keys exist (%s)', (lang) => {
    const m = flat(lang, 'modals');
    for (const kind of [
      'about',
      'disclaimer',
      'eligibilityDisclaimer',
      'privacy',
      'vetsPrograms',
      'guidedForm',
      'help',
    ]) {
      expect(m[`${kind}.title`], kind).toBeTruthy();
      expect((m[`${kind}.body`] ?? '').split(/\n\s*\n/).length, kind).toBeGreaterThanOrEqual(2);
    }
    for (const s of ['ana', 'ben', 'carla', 'dan']) {
      expect(m[`demo.scenarios.${s}.name`]).toMatch(/ Demo$/);
      expect(m[`demo.scenarios.${s}.description`]).toBeTruthy();
    }
    expect(m['demo.dob']).toContain(lang === 'en' ? 'January 1, 1990' : '1 de enero de 1990');
    expect(m['demo.gotIt']).toBe(lang === 'en' ? 'Got it!' : '¡Entendido!');
    for (const k of ['results', 'petitions', 'knowYourRights']) expect(m[`email.${k}.title`]).toBeTruthy();
    expect(m['help.body']).toContain('{{phone}}');
    expect(m['help.body']).toMatch(
      lang === 'en'
        ? /Monday to Friday, 9 AM to 5 PM[\s\S]*2 business days/
        : /lunes a viernes, de 9:00 a\. m\. a 5:00 p\. m\.[\s\S]*2 días hábiles/,
    );
  });
});
