import { createHash } from 'node:crypto';
import { DISPOSITION_KINDS, type DispositionKind } from '@cyr/rules/vocabulary';
import { describe, expect, it } from 'vitest';
import { importExtract, MemorySink } from '../importer';
import { matchesName } from '../names';
import { parseExtract } from '../parser';
import { DEMO_PEOPLE, DISPOSITIONS_COLUMNS, generateExtract, generateExtractLines, HISTORICAL_COLUMNS } from '../synth';

async function digest(options: Parameters<typeof generateExtract>[0]): Promise<string> {
  const h = createHash('sha256');
  for await (const c of generateExtract(options)) h.update(c);
  return h.digest('hex');
}

describe('synthetic county', () => {
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
    expect(sink.cases.size).toBe(5);
    expect(sink.dataEndDate).toBe('2026-11-20');
  });

  it('parseExtract reads every synthetic line', async () => {
    let n = 0;
    for await (const r of parseExtract(generateExtract({ people: 100, seed: 2 }))) if (r.ok) n++;
    expect(n).toBe([...generateExtractLines({ people: 100, seed: 2 })].length - 1);
  });
});
