/**
 * The sections' declarations, which evaluate.ts reads to pick a case's sections: which cases each is considered
 * for, which it gives way to, which need no petition; and the chapter lists declared once and rendered from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_ORDER_EXCLUDED_CHAPTERS,
  AUTOMATIC_ORDER_EXCLUDED_TEXT,
  chapterText,
  TWO_YEAR_CHAPTERS_TEXT,
  TWO_YEAR_MISDEMEANOR_CHAPTERS,
} from '../../src/sections/chapters';
import { LAW as LAW_072 } from '../../src/sections/411.072';
import { LAW as LAW_0725 } from '../../src/sections/411.0725';
import { LAW as LAW_073 } from '../../src/sections/411.073';
import { PRECEDENCE } from '../../src/sections';
import {
  APPLICABILITY,
  dispositionGroup,
  documentOf,
  givesWayTo,
  isPrintable,
  NONDISCLOSURE_SECTIONS,
} from '../../src/sections/nondisclosure';
import { CLEAN_ANSWERS, DWI_OK, decide1, mkCase, run } from '../helpers';

describe('which sections each disposition and offense is considered for (the declarations evaluate.ts reads)', () => {
  it.each([
    ['411.072', ['deferred'], 'not_dwi_or_bwi', 'misdemeanor', [], true, 'letter'],
    ['411.0725', ['deferred'], 'not_dwi_or_bwi', 'any', ['411.072'], false, 'petition'],
    ['411.0726', ['deferred'], 'dwi_or_bwi', 'any', [], false, 'petition'],
    ['411.0727', ['deferred', 'probation', 'conviction'], 'any', 'any', [], false, 'petition'],
    ['411.0728', ['deferred', 'probation', 'conviction'], 'any', 'any', [], false, 'petition'],
    ['411.0729', ['deferred', 'probation'], 'any', 'any', [], true, null],
    ['411.073', ['probation'], 'not_dwi', 'misdemeanor', [], false, 'petition'],
    ['411.0731', ['probation'], 'dwi', 'misdemeanor', [], false, 'petition'],
    ['411.0735', ['conviction'], 'not_dwi', 'misdemeanor', [], false, 'petition'],
    ['411.0736', ['conviction'], 'dwi', 'misdemeanor', [], false, 'petition'],
  ] as const)(
    '%s: %j, offense %s, level %s, gives way to %j, no petition %s, the person files %s',
    (id, groups, offense, level, yieldsTo, np, document) => {
      const law = APPLICABILITY.get(id);
      expect(law?.applies).toMatchObject({ dispositions: groups, offense, level, yieldsTo, noPetition: np, document });
      // A petition exactly where one is needed; the site prints what is filed, and nothing where nothing is.
      expect(documentOf(id)).toBe(document);
      expect(isPrintable(id)).toBe(document !== null);
      expect(document === 'petition').toBe(!np);
    },
  );
  it('every nondisclosure section is declared once, in route order, and the BWI variant reads 411.0726', () => {
    expect(NONDISCLOSURE_SECTIONS.map((s) => s.law.id)).toHaveLength(10);
    expect(APPLICABILITY.get('411.0726-bwi')?.id).toBe('411.0726');
    expect(documentOf('411.0726-bwi')).toBe('petition');
    expect(givesWayTo('411.0725', '411.072')).toBe(true);
    expect(givesWayTo('411.072', '411.0725')).toBe(false);
  });
  it.each([
    ['deferred_discharged', 'deferred'],
    ['on_deferred', 'deferred'],
    ['probation_completed', 'probation'],
    ['on_probation', 'probation'],
    ['convicted_sentence', 'conviction'],
    ['probation_revoked', 'conviction'],
    ['deferred_adjudicated', 'conviction'],
    ['dismissed', null],
    ['acquitted', null],
  ] as const)('%s is in the group %s', (disposition, group) => {
    expect(dispositionGroup(disposition)).toBe(group);
  });
  it('the rule book precedence table prints each declaration, with its citation', () => {
    for (const { law } of NONDISCLOSURE_SECTIONS) {
      const row = PRECEDENCE.find((p) => p.rule.startsWith(`${law.id}: `));
      expect(row?.rule).toContain(law.applies.plain);
      expect(row?.citation).toBe(law.applies.citation);
    }
    expect(PRECEDENCE.find((p) => p.rule.startsWith('411.0725: '))?.rule).toContain('Gives way to 411.072');
    expect(PRECEDENCE.find((p) => p.rule.startsWith('411.072: '))?.rule).toContain('No petition.');
  });
  it('a section that gives way is still used when the one it yields to is not eligible (411.0725 after a 42A.105(f) finding)', () => {
    const c = {
      ...mkCase({ disposition: 'deferred_discharged', placement: '2022-01-10', discharge: '2022-09-15' }),
      finding42A105f: true,
    };
    expect(decide1(c).ndo_form).toBe('411.0725');
    expect(decide1({ ...c, finding42A105f: false }).ndo_form).toBe('411.072');
  });
  it('a felony probation or conviction is a felony conviction: the misdemeanor-only sections are never built', () => {
    for (const disposition of ['probation_completed', 'convicted_sentence'] as const) {
      const d = run(
        [
          mkCase({
            id: 'f',
            disposition,
            level: 'F3',
            conviction: '2015-01-01',
            placement: '2015-01-01',
            supervisionEnd: '2016-01-01',
            sentenceCompletion: '2016-01-01',
          }),
        ],
        '2025-06-01',
        CLEAN_ANSWERS,
        { f: DWI_OK },
      ).decisions[0];
      expect(d?.final_eligibility).toBe('ineligible');
      expect(d?.reasons.map((r) => r.code)).toContain('FELONY_CONVICTION');
      expect(d?.reasons.map((r) => r.code)).not.toContain('MEETS_411_073');
    }
  });
});

describe('the chapter lists are declared once (docs/law D68) and the declarations render them', () => {
  it('the two lists and their text', () => {
    expect(TWO_YEAR_MISDEMEANOR_CHAPTERS).toEqual([20, 21, 22, 25, 42, 43, 46]);
    expect(AUTOMATIC_ORDER_EXCLUDED_CHAPTERS).toEqual([...TWO_YEAR_MISDEMEANOR_CHAPTERS, 71]);
    expect(TWO_YEAR_CHAPTERS_TEXT).toBe('20, 21, 22, 25, 42, 43 or 46');
    expect(AUTOMATIC_ORDER_EXCLUDED_TEXT).toBe('20, 21, 22, 25, 42, 43, 46 or 71');
    expect(chapterText([])).toBe('');
    expect(chapterText([43])).toBe('43');
    expect(chapterText([20, 21], 'and')).toBe('20 and 21');
  });
  it('411.072, 411.0725 and 411.073 print the declared text in their statute, condition and wait', () => {
    expect(LAW_072.statute).toContain(`chapter ${AUTOMATIC_ORDER_EXCLUDED_TEXT},`);
    expect(LAW_072.conditions.map((c) => c.plain).join(' ')).toContain(AUTOMATIC_ORDER_EXCLUDED_TEXT);
    expect(LAW_0725.statute).toContain(TWO_YEAR_CHAPTERS_TEXT);
    expect(LAW_0725.wait.plain).toContain(TWO_YEAR_CHAPTERS_TEXT);
    expect(LAW_073.statute).toContain(TWO_YEAR_CHAPTERS_TEXT);
    expect(LAW_073.wait.plain).toContain(TWO_YEAR_CHAPTERS_TEXT);
  });
  it('no section file writes the list out again', () => {
    const dir = join(__dirname, '../../src/sections');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const copies = files.filter(
      (f) => f !== 'chapters.ts' && /20,\s*21,\s*22,\s*25|19,\s*20,\s*2/.test(readFileSync(join(dir, f), 'utf8')),
    );
    expect(copies).toEqual([]);
  });
});
