import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPOSITION_KINDS, OFFENSE_LEVELS, type NdoSection } from '@cyr/rules/vocabulary';
import { HARRIS_PACKET_COUNTY } from './county';
import { renderPetitionPacket } from './packet';
import { SECTION_TEMPLATES } from './sections';
import { CLEAN_PERSON, decision, engineCase, PRINTED_ON } from './test/fixtures';
import { flat, pdfPages } from './test/pdftext';
import type { PacketCase } from './types';

const sections = Object.keys(SECTION_TEMPLATES) as NdoSection[];
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const fact = fc.option(fc.record({ date: isoDate, estimated: fc.boolean() }), { nil: null });
// Court data text: letters, digits, symbols, accents, and characters no standard PDF font has.
const text = fc.string({
  unit: fc.constantFrom(...'ABCXYZ abc 0123456789 <>=$%&/-,.\'"ÁÉÑñüç§—…€😀漢\u00a0'.split('')),
  minLength: 1,
  maxLength: 120,
});

const arbCase: fc.Arbitrary<PacketCase> = fc
  .record({
    section: fc.constantFrom(...sections),
    cause: fc.string({ unit: fc.constantFrom(...'0123456789ABC-'.split('')), minLength: 1, maxLength: 14 }),
    court: fc.option(fc.oneof(fc.constantFrom('3', '003', '178', '482', '999', ''), text), { nil: null }),
    level: fc.constantFrom(...OFFENSE_LEVELS),
    disposition: fc.constantFrom(...DISPOSITION_KINDS),
    literal: text,
    statute: fc.option(text, { nil: null }),
    sentence: fc.option(text, { nil: null }),
    dates: fc.record({
      offense: fact,
      placement: fact,
      discharge: fact,
      conviction: fact,
      supervisionEnd: fact,
      sentenceCompletion: fact,
    }),
    name: fc.option(text, { nil: undefined }),
    bac: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map((r) => {
    const ec = engineCase({
      id: `p-${r.cause}`,
      causeNumber: r.cause,
      court: r.court,
      level: r.level,
      disposition: r.disposition,
      offense: {
        literal: r.literal,
        code: null,
        statute: r.statute,
        penalCodeChapter: null,
        categories: [],
        unidentified: false,
        fineOnly: false,
      },
      sentence: { raw: r.sentence, confinementDays: null, supervisionMonths: null, fineDollars: null },
      dates: r.dates,
    });
    return {
      engineCase: ec,
      decision: decision(ec.id, r.section, PRINTED_ON),
      answers: { case: r.bac === undefined ? {} : { bac_under_015: r.bac }, person: CLEAN_PERSON },
      ...(r.name === undefined ? {} : { name: r.name }),
    };
  });

describe('renderPetitionPacket on any court data', () => {
  it("never throws, and prints every case's cause number", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbCase, { minLength: 1, maxLength: 2 }),
        fc.constantFrom('en' as const, 'es' as const),
        async (cases, lang) => {
          const pdf = await renderPetitionPacket({
            cases,
            person: { fullName: 'DOE, JANE' },
            lang,
            printedOn: PRINTED_ON,
            county: HARRIS_PACKET_COUNTY,
          });
          const all = flat(pdfPages(pdf).join('\n'));
          for (const c of cases) expect(all).toContain(`CAUSE NO. ${c.engineCase.causeNumber.trim()}`);
        },
      ),
      { numRuns: 8, seed: 20261122 },
    );
  });
});
