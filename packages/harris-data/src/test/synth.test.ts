import { createHash } from 'node:crypto';
import { DISPOSITION_KINDS, type DispositionKind } from '@cyr/rules/vocabulary';
import { describe, expect, it } from 'vitest';
import { importExtract, MemorySink } from '../importer';
import { matchesName } from '../names';
import { parseExtract } from '../parser';
import {
  DEMO_PEOPLE,
  DISPOSITIONS_COLUMNS,
  generateExtract,
  generateExtractLines,
  HISTORICAL_COLUMNS,
  peopleForWeeklyRows,
  WEEKLY_CASES_PER_PERSON,
} from '../synth';

async function digest(options: Parameters<typeof generateExtract>[0]): Promise<string> {
  const h = createHash('sha256');
  for await (const c of generateExtract(options)) h.update(c);
  return h.digest('hex');
}

describe('synthetic county', () => {
  // Pinned when the 440-line scenario builder was split into one function a family of scenarios (a draft case
  // and six builders): the same seed gives the same bytes in every layout. A deliberate change to the synthetic
  // county updates these digests in the same commit.
  it.each([
    ['dispositions', 'bf5fb16f8bf8b9a7a3cbd24b7002fff6e7c471c96d99ffc0252a5af4ea0d80e4'],
    ['historical', 'c19fb5d64651150a9809d2507eeacf9b422dba09a7fbaf920868f458a048e183'],
    ['weekly', 'f884497dadba8b0100e6231c459717a09bb080297925e42338d05ff39101888c'],
  ] as const)('writes the pinned bytes for 2,000 people of seed 7 in the %s layout', async (layout, sha256) => {
    expect(await digest({ people: 2000, seed: 7, layout })).toBe(sha256);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const a = await digest({ people: 200, seed: 42 });
    expect(await digest({ people: 200, seed: 42 })).toBe(a);
    expect(await digest({ people: 200, seed: 43 })).not.toBe(a);
  });

  it('writes the exact header and tab-delimited rows', () => {
    const lines = [...generateExtractLines({ people: 5, seed: 1 })];
    expect(lines[0]).toBe(DISPOSITIONS_COLUMNS.join('\t'));
    expect(lines.slice(1).every((l) => l.split('\t').length <= DISPOSITIONS_COLUMNS.length)).toBe(true);
    const hist = [...generateExtractLines({ people: 5, seed: 1, layout: 'historical' })];
    expect(hist[0]).toBe(HISTORICAL_COLUMNS.join('\t'));
  });

  it('honours maxRows', () => {
    expect([...generateExtractLines({ people: 100, seed: 1, maxRows: 17 })]).toHaveLength(18);
  });

  it('uses CP1252 and CRLF, with the format quirks present', async () => {
    const bufs: Buffer[] = [];
    for await (const c of generateExtract({ people: 1500, seed: 9 })) bufs.push(c);
    const all = Buffer.concat(bufs);
    const text = all.toString('latin1');
    expect(text.includes('\r\n')).toBe(true);
    expect(all.includes(Buffer.from([0xd1]))).toBe(true); // Ñ as one CP1252 byte
    expect(all.includes(Buffer.from([0xc3, 0x91]))).toBe(false); // never UTF-8
    expect(text.includes('\tNULL\t')).toBe(true);
    expect(text.includes('\tN/A')).toBe(true);
    expect(all.includes(Buffer.from([0x81]))).toBe(true); // an undefined CP1252 byte
  }, 20_000);

  it('parses back without rejected rows, and every disposition path is present', async () => {
    const sink = new MemorySink();
    const s = await importExtract(generateExtract({ people: 1500, seed: 5 }), sink, { importId: 'x' });
    expect(s.rejectedCount).toBe(0);
    expect(s.notOffered.pre_1990).toBeGreaterThan(0);
    expect(s.notOffered.class_c).toBeGreaterThan(0);
    expect(s.notOffered.expunged).toBeGreaterThan(0);
    const kinds = new Set<DispositionKind>([...sink.cases.values()].map((c) => c.engineCase.disposition));
    for (const k of DISPOSITION_KINDS.filter((d) => d !== 'unknown')) {
      expect(kinds.has(k), k).toBe(true);
    }
    const cats = new Set([...sink.cases.values()].flatMap((c) => c.engineCase.offense.categories));
    for (const c of [
      'dwi',
      'bwi',
      'theft',
      'marijuana',
      'family_violence',
      'sex_offender_registrable',
      'murder',
      'organized_crime',
      'prostitution',
      'stalking',
      'protective_order_violation',
    ] as const) {
      expect(cats.has(c), c).toBe(true);
    }
    const levels = new Set([...sink.cases.values()].map((c) => c.level));
    for (const l of ['MA', 'MB', 'F1', 'F2', 'F3', 'FS']) expect(levels.has(l), l).toBe(true);
    const unidentified = new Set(
      [...sink.cases.values()].filter((c) => c.engineCase.offense.unidentified).map((c) => c.offenseLiteral),
    );
    // only the deliberately unknown literals are unidentified; every other synthetic literal is classified
    expect([...unidentified].sort()).toEqual(['MISC OFFENSE SEE FILE']);
  }, 20_000);

  it('always includes the demo people with the expected dispositions', async () => {
    const sink = new MemorySink();
    await importExtract(generateExtract({ people: 50, seed: 3 }), sink, { importId: 'x' });
    const demo = [...sink.cases.values()].filter((c) => c.dob === '1990-01-01' && c.name.last === 'DEMO');
    for (const p of DEMO_PEOPLE) {
      const mine = demo.filter((c) => c.spn === p.spn);
      expect(mine.map((c) => c.engineCase.disposition)).toEqual([...p.expected]);
      expect(mine.every((c) => matchesName({ firstName: p.firstName, lastName: p.lastName }, c.name))).toBe(true);
    }
    const ana = demo.find((c) => c.spn === '09990001');
    expect(ana?.engineCase.offense.categories).toEqual(['theft']);
    expect(ana?.level).toBe('MB');
    const ben = demo.find((c) => c.spn === '09990002');
    expect(ben?.engineCase.offense.categories).toEqual(['dwi']);
    expect(ben?.level).toBe('MB');
    expect(ben?.engineCase.dates.placement?.date).toBe('2020-06-01');
    expect(ben?.engineCase.dates.discharge?.date).toBe('2021-06-01');
    const carla = demo.find((c) => c.spn === '09990003');
    expect(carla?.engineCase.offense.categories).toContain('family_violence');
    const dans = demo.filter((c) => matchesName({ firstName: 'Dan', lastName: 'Demo' }, c.name));
    expect(new Set(dans.map((c) => c.spn))).toEqual(new Set(['09990004', '09990005']));
  });

  it('the demo people survive the historical layout too', async () => {
    const sink = new MemorySink();
    await importExtract(generateExtract({ people: 0, seed: 1, layout: 'historical' }), sink, {
      importId: 'x',
      fileName: 'Weekly_Historical_Criminal_20261120.txt',
    });
    expect(sink.cases.size).toBe(DEMO_PEOPLE.reduce((n, p) => n + p.expected.length, 0));
    expect(sink.dataEndDate).toBe('2026-11-20');
  });

  it('parseExtract reads every synthetic line', async () => {
    let n = 0;
    for await (const r of parseExtract(generateExtract({ people: 100, seed: 2 }))) if (r.ok) n++;
    expect(n).toBe([...generateExtractLines({ people: 100, seed: 2 })].length - 1);
  });

  describe("weekly layout (the clerk's weekly file: one row a case, its latest state)", () => {
    const lines = [...generateExtractLines({ people: 4000, seed: 11, layout: 'weekly', demo: false })];
    const header = (lines[0] ?? '').split('\t');
    const rows = lines.slice(1).map((l) => l.split('\t'));
    const col = (name: (typeof HISTORICAL_COLUMNS)[number]) => {
      const i = header.indexOf(name);
      return rows.map((r) => r[i] ?? '');
    };
    const count = (name: (typeof HISTORICAL_COLUMNS)[number], pred: (v: string, i: number) => boolean): number =>
      col(name).filter(pred).length;

    it('has the 49 columns on every row, one row a case, several cases a person', () => {
      expect(header).toEqual([...HISTORICAL_COLUMNS]);
      expect(rows.every((r) => r.length === 49)).toBe(true);
      expect(new Set(col('cas')).size).toBe(rows.length);
      const perPerson = rows.length / new Set(col('def_spn')).size;
      const mean =
        WEEKLY_CASES_PER_PERSON.reduce((s, [n, w]) => s + n * w, 0) /
        WEEKLY_CASES_PER_PERSON.reduce((s, [, w]) => s + w, 0);
      expect(perPerson).toBeGreaterThan(mean - 0.25);
      expect(perPerson).toBeLessThan(mean + 0.25);
      // CasCDI is the case id and the division.
      const cdi = col('cdi');
      const cas = col('cas');
      expect(col('CasCDI').every((v, i) => v === `${cas[i]}${cdi[i]}`)).toBe(true);
    });

    it("writes the real shapes: spaced levels, DISP with the plea literal, the clerk's completion and instrument codes", () => {
      const levels = new Set(col('curr_l_d'));
      for (const l of ['F 1', 'F 2', 'F 3', 'F S', 'M A', 'M B', 'F']) expect(levels.has(l), l).toBe(true);
      expect([...levels].some((l) => /^[FM][123SABC]$/.test(l))).toBe(false);
      const cad = col('cad');
      const lit = col('disposition');
      const pairs = new Set(cad.map((c, i) => `${c}|${lit[i]}`));
      for (const p of [
        'DISP|GUILTY PLEA-NO JURY',
        'DISP|CONVICTION-PLEA OF GUILTY',
        'DISP|DEFERRED ADJUDICATION TERMINATED',
        'CETR|DEFERRED ADJUDICATION TERMINATED',
        'CEXP|PROBATION TERMINATION',
        'CEXP|PROBATION TERMINATED',
        'DISP|DEF ADJ GLT ADJUDICATED',
        'DADJ|DEFERRED ADJUD OF GUILT',
        'DISM|DISM OTHER',
        'NOB|NO BILL',
        'NOTG|ACQ JURY VERDICT',
      ])
        expect(pairs.has(p), p).toBe(true);
      // The weekly file has no SENT, GILT or FINE (format notes §0b).
      expect(cad.some((c) => c === 'SENT' || c === 'GILT' || c === 'FINE')).toBe(false);
      const ins = new Set(col('ins'));
      for (const i of ['COM', 'FID', 'FIN', 'MIN', 'MID', 'RID', 'CVI', 'NOB', 'MAJ', 'MRP', 'CAR'])
        expect(ins.has(i), i).toBe(true);
      // A complaint that never reached a grand jury has blank grand-jury fields.
      const gj = col('gj_cdp');
      const gjLit = col('gj_off_lit');
      expect(col('ins').every((v, i) => v !== 'COM' || (gj[i] === '' && gjLit[i] === ''))).toBe(true);
      expect(count('dst', (v) => v === 'Q')).toBeGreaterThan(0);
      expect(count('dst', (v) => v === 'WARRANT OR CITATION ISSUED')).toBeGreaterThan(0);
      expect(count('curr_off_lit', (v) => v.startsWith('ATT '))).toBeGreaterThan(0);
    });

    it('pleas to a lesser offense keep the original felony charge in the complaint and grand-jury literals', () => {
      const curr = col('curr_off_lit');
      const com = col('com_off_lit');
      const gjLit = col('gj_off_lit');
      const level = col('curr_l_d');
      const comLevel = col('com_l_d');
      const cdi = col('cdi');
      const disposition = col('disposition');
      const reduced = rows.map((_, i) => i).filter((i) => curr[i] !== com[i] && (level[i] ?? '').startsWith('M'));
      expect(reduced.length).toBeGreaterThan(10);
      for (const i of reduced) {
        expect(comLevel[i]?.startsWith('F')).toBe(true);
        expect(cdi[i]).toBe('003');
        expect(disposition[i]).toBe('LESSER OFF. GUILTY PLEA - NO JURY');
        if (gjLit[i] !== '') expect(gjLit[i]).toBe(com[i]);
      }
      expect(
        reduced.some((i) => com[i] === 'ASLT FAM/HOUSE MEM IMPED BRTH/' || com[i] === 'ASSAULT FAMILY/HOUSE MEMBER W/'),
      ).toBe(true);
    });

    it('imports without rejected rows, one case a row, and is deterministic and capped', async () => {
      const sink = new MemorySink();
      const s = await importExtract(generateExtract({ people: 500, seed: 3, layout: 'weekly', demo: false }), sink, {
        importId: 'w',
        fileName: 'Weekly_Historical_Criminal_20261120.txt',
      });
      expect(s.rejectedCount).toBe(0);
      expect(s.cases + s.notOffered.class_c + s.notOffered.pre_1990 + s.notOffered.expunged).toBeLessThanOrEqual(
        s.rows,
      );
      expect(s.cases).toBeGreaterThan(s.rows * 0.9);
      expect(await digest({ people: 300, seed: 3, layout: 'weekly' })).toBe(
        await digest({ people: 300, seed: 3, layout: 'weekly' }),
      );
      expect([...generateExtractLines({ people: 100, seed: 1, layout: 'weekly', maxRows: 40 })]).toHaveLength(41);
      expect(peopleForWeeklyRows(4_500_000)).toBeGreaterThan(1_500_000);
      expect(peopleForWeeklyRows(4_500_000)).toBeLessThan(2_000_000);
    });
  });
});
