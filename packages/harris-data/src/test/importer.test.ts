import { describe, expect, it } from 'vitest';
import { CasFilter, importExtract, MemorySink, type CaseSink, type ImportProgress } from '../importer';
import { DISPOSITIONS_COLUMNS, generateExtract } from '../synth';
import { packEvents, unpackEvents } from '../events';
import { chunks, extract } from './helpers';

const person = {
  def_nam: 'DOE, JANE ANN',
  def_spn: '09990001',
  def_dob: '19900214',
  cdi: '002',
  curr_l_d: 'MB',
  curr_off: '350110',
  curr_off_lit: 'POSS MARIJ <2OZ',
  crt: '7',
  ins: 'MIN',
};
const row = (x: Record<string, string>): Record<string, string> => ({
  ...person,
  rundate: '20240115',
  fda: '20190302',
  ...x,
});

const DADJ = row({
  cas: '209912301010',
  cad: 'DADJ',
  dispdt: '20190611',
  disposition: 'DEFERRED ADJUD OF GUILT',
  sentence: '6 MONTHS PROBATION, $200 FINE',
  cst: 'R',
  dst: 'A',
});
const DISM = row({
  cas: '209912301010',
  cad: 'DISM',
  dispdt: '20191210',
  disposition: 'DISMISSED',
  cst: 'D',
  dst: 'D',
  rundate: '20240116',
});
const OTHER = row({
  cas: '215500101010',
  cad: 'PROB',
  dispdt: '20220118',
  sentence: '12 MONTHS PROBATION',
  def_spn: '9990002',
  def_nam: 'ROE, RICHARD',
  cst: 'R',
  dst: 'P',
});

const file = (rows: Record<string, string>[]) => extract(DISPOSITIONS_COLUMNS, rows);
const opts = { importId: 'run1', now: () => 0 };

describe('importExtract', () => {
  it('a snapshot of a file with no readable row deletes nothing', async () => {
    const sink = new MemorySink();
    await importExtract(chunks(file([DADJ, DISM, OTHER])), sink, opts);
    const s = await importExtract(chunks('<html><body>Session expired</body></html>\r\n'), sink, {
      ...opts,
      importId: 'run2',
      mode: 'snapshot',
    });
    expect(s).toMatchObject({ acceptedRows: 0, deletedStale: 0 });
    expect(sink.cases.size).toBe(2);
  });

  it('groups rows into cases and writes them with a summary', async () => {
    const sink = new MemorySink();
    const s = await importExtract(chunks(file([DADJ, DISM, OTHER])), sink, opts);
    expect(s).toMatchObject({
      rows: 3,
      acceptedRows: 3,
      cases: 2,
      people: 2,
      rejectedCount: 0,
      dataEndDate: '2024-01-16',
      mode: 'merge',
    });
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('deferred_discharged');
    expect(sink.cases.get('215500101010')?.spn).toBe('09990002');
    expect(sink.cases.get('215500101010')?.importId).toBe('run1');
    expect(sink.dataEndDate).toBe('2024-01-16');
  });

  it('re-importing the same file is idempotent', async () => {
    const sink = new MemorySink();
    await importExtract(chunks(file([DADJ, DISM, OTHER])), sink, opts);
    const first = JSON.stringify([...sink.cases.values()].map((c) => ({ ...c, importId: '' })));
    await importExtract(chunks(file([DADJ, DISM, OTHER])), sink, { ...opts, importId: 'run2' });
    const second = JSON.stringify([...sink.cases.values()].map((c) => ({ ...c, importId: '' })));
    expect(second).toBe(first);
    expect(sink.cases.get('209912301010')?.events).toHaveLength(2);
  });

  it('a later daily file carrying only the newest event updates the case (merge)', async () => {
    const sink = new MemorySink();
    await importExtract(chunks(file([DADJ])), sink, opts);
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('on_deferred');
    await importExtract(chunks(file([DISM])), sink, {
      ...opts,
      importId: 'run2',
      fileName: '2024-01-16 CrimDisposDaily_withHeadings.txt',
    });
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('deferred_discharged');
  });

  it('merges rows of one case that are not contiguous, across batch boundaries', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      row({ cas: `30000${i}001010`.slice(0, 12), cad: 'DISM', dispdt: '20200101' }),
    );
    const sink = new MemorySink();
    const s = await importExtract(chunks(file([DADJ, ...many, DISM])), sink, { ...opts, batchSize: 2 });
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('deferred_discharged');
    expect(s.cases).toBe(6);
  });

  it('gives a bulk-insert sink only cases it does not hold; a case whose rows lie apart is upserted', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      row({ cas: `30000${i}001010`.slice(0, 12), cad: 'DISM', dispdt: '20200101' }),
    );
    // A MemorySink that also inserts in bulk, and refuses to "insert" a case it already holds.
    class BulkSink extends MemorySink {
      inserted: string[] = [];
      upserted: string[] = [];
      async insertCases(batch: Parameters<MemorySink['upsertCases']>[0]): Promise<void> {
        for (const c of batch) if (this.cases.has(c.cas)) throw new Error('inserted a case already stored');
        this.inserted.push(...batch.map((c) => c.cas));
        await super.upsertCases(batch);
      }
      override async upsertCases(batch: Parameters<MemorySink['upsertCases']>[0]): Promise<void> {
        this.upserted.push(...batch.map((c) => c.cas));
        await super.upsertCases(batch);
      }
    }
    const sink = new BulkSink();
    const s = await importExtract(chunks(file([DADJ, ...many, DISM])), sink, { ...opts, batchSize: 2 });
    expect(s.cases).toBe(6);
    // The deferred case's second row came after five other cases: read back, merged and upserted.
    expect(sink.upserted).toEqual(['209912301010']);
    expect(sink.inserted).toHaveLength(6);
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('deferred_discharged');
  });

  it('never splits a contiguous case across batches, even without loadEvents', async () => {
    const written: string[][] = [];
    const sink: CaseSink = {
      upsertCases: async (b) => void written.push(b.map((c) => `${c.cas}:${c.events.length}`)),
      deleteCases: async () => undefined,
      setDataEndDate: async () => undefined,
    };
    await importExtract(chunks(file([OTHER, DADJ, DISM])), sink, { ...opts, batchSize: 1 });
    expect(written).toEqual([['215500101010:1'], ['209912301010:2']]);
  });

  it('rejects bad rows with line number and reason, and goes on', async () => {
    const text = file([
      DADJ,
      row({ cas: '111111101010', def_dob: '19902130' }),
      row({ cas: '' }),
      row({ cas: '222222201010', def_spn: '' }),
      DISM,
    ]);
    const sink = new MemorySink();
    const s = await importExtract(chunks(text), sink, opts);
    expect(s.rejected).toEqual([
      { line: 3, reason: 'bad date in def_dob' },
      { line: 4, reason: 'missing cas' },
      { line: 5, reason: 'missing def_spn' },
    ]);
    expect(s.rejectedCount).toBe(3);
    expect(s.cases).toBe(1);
  });

  it('lists at most maxRejectedListed rejections but counts all', async () => {
    const s = await importExtract(
      chunks(file([row({ cas: '' }), row({ cas: '' }), row({ cas: '' })])),
      new MemorySink(),
      { ...opts, maxRejectedListed: 1 },
    );
    expect(s.rejected).toHaveLength(1);
    expect(s.rejectedCount).toBe(3);
  });

  it('cases that become expunged are deleted', async () => {
    const sink = new MemorySink();
    await importExtract(chunks(file([DADJ, DISM])), sink, opts);
    expect(sink.cases.has('209912301010')).toBe(true);
    const s = await importExtract(
      chunks(file([row({ cas: '209912301010', cad: 'EXPG', ins: 'EPG', dispdt: '20240101' })])),
      sink,
      { ...opts, importId: 'run2' },
    );
    expect(sink.cases.has('209912301010')).toBe(false);
    expect(s.notOffered.expunged).toBe(1);
  });

  it('pre-1990 and Class C cases are not stored', async () => {
    const sink = new MemorySink();
    const s = await importExtract(
      chunks(
        file([
          row({ cas: '100000101010', fda: '19880101', cad: 'SENT', dispdt: '19880301' }),
          row({ cas: '100000201010', curr_l_d: 'MC', cad: 'FINE', dispdt: '20200101' }),
        ]),
      ),
      sink,
      opts,
    );
    expect(sink.cases.size).toBe(0);
    expect(s.notOffered).toMatchObject({ pre_1990: 1, class_c: 1 });
  });

  it('snapshot mode (weekly historical) replaces events and deletes cases the file no longer holds', async () => {
    const sink = new MemorySink();
    await importExtract(chunks(file([DADJ, DISM, OTHER])), sink, opts);
    const historical = extract(
      [
        'cdi',
        'cas',
        'fda',
        'cad',
        'curr_l_d',
        'curr_off_lit',
        'def_nam',
        'def_spn',
        'def_dob',
        'dispdt',
        'sentence',
        'cst',
      ],
      [{ ...DADJ, cst: 'R' }],
    );
    const s = await importExtract(chunks(historical), sink, {
      ...opts,
      importId: 'run2',
      fileName: 'Weekly_Historical_Criminal_20241102.txt',
    });
    expect(s.mode).toBe('snapshot');
    expect(s.deletedStale).toBe(1);
    expect([...sink.cases.keys()]).toEqual(['209912301010']);
    expect(sink.cases.get('209912301010')?.engineCase.disposition).toBe('on_deferred');
    expect(s.dataEndDate).toBe('2024-11-02');
  });

  it('data end date: newest rundate, else the file name date, else the newest event date', async () => {
    const cols = ['cas', 'fda', 'cad', 'curr_l_d', 'def_nam', 'def_spn', 'def_dob', 'dispdt'];
    const noRundate = extract(cols, [{ ...DADJ }, { ...DISM }]);
    expect(
      (
        await importExtract(chunks(noRundate), new MemorySink(), {
          ...opts,
          fileName: '2025-03-04 CrimDisposMonthly_withHeadings.txt',
        })
      ).dataEndDate,
    ).toBe('2025-03-04');
    expect((await importExtract(chunks(noRundate), new MemorySink(), opts)).dataEndDate).toBe('2019-12-10');
  });

  it('reports progress (rows, bytes)', async () => {
    const seen: ImportProgress[] = [];
    const text = file([DADJ, DISM, OTHER]);
    await importExtract(chunks(text), new MemorySink(), {
      ...opts,
      progressEvery: 1,
      totalBytes: text.length,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)).toMatchObject({ rows: 3, bytes: text.length, totalBytes: text.length, cases: 2 });
  });

  it('a failing sink rejects the import (the caller rolls back its transaction)', async () => {
    const sink: CaseSink = {
      upsertCases: async () => {
        throw new Error('disk full');
      },
      deleteCases: async () => undefined,
      setDataEndDate: async () => undefined,
    };
    await expect(importExtract(chunks(file([DADJ])), sink, opts)).rejects.toThrow('disk full');
  });

  it('summary time comes from the injected clock', async () => {
    let t = 100;
    const s = await importExtract(chunks(file([DADJ])), new MemorySink(), { importId: 'x', now: () => (t += 50) });
    expect(s.millis).toBe(50);
  });
});

describe("packEvents / unpackEvents (the stored form of a case's events)", () => {
  it('round-trips every field, awkward text and nulls, and is shorter than JSON objects', async () => {
    const sink = new MemorySink();
    await importExtract(generateExtract({ people: 200, seed: 3 }), sink, { importId: 'imp-p' });
    let packed = 0;
    let plain = 0;
    for (const c of sink.cases.values()) {
      const text = packEvents(c.events);
      expect(unpackEvents(text)).toEqual(c.events);
      packed += text.length;
      plain += JSON.stringify(c.events).length;
    }
    expect(packed).toBeLessThan(plain * 0.75);
    const first = [...sink.cases.values()][0]?.events[0];
    if (!first) throw new Error('no case imported');
    const awkward = { ...first, sentence: '3 "DAYS" \\ {x}\t\u2013 ÑANDÚ', offLit: null };
    expect(unpackEvents(packEvents([awkward]))).toEqual([awkward]);
    expect(packEvents([awkward])).not.toMatch(/[\t\n\r]/);
  });

  it('reads the older stored form, a JSON array of event objects', () => {
    const sink = [
      {
        cas: '1',
        rundate: null,
        cdi: null,
        fda: '2020-01-02',
        ins: null,
        cad: 'DISM',
        crt: '7',
        cst: null,
        dst: null,
        offCode: null,
        offLit: 'X',
        level: 'MB',
        comOffLit: null,
        gjOffLit: null,
        gjCdp: null,
        rea: null,
        defNam: 'DOE, J',
        defSpn: '00000001',
        defDob: '1990-01-01',
        dispdt: '2020-02-03',
        disposition: 'DISMISSED',
        sentence: null,
      },
    ];
    expect(unpackEvents(JSON.stringify(sink))).toEqual(sink);
  });
});

describe('CasFilter (the ids an import into an empty sink has written)', () => {
  it('never forgets an id it was given, and rarely claims one it was not', () => {
    const f = new CasFilter();
    const ids = Array.from({ length: 200_000 }, (_, i) => `2${String(i * 7919).padStart(11, '0')}`);
    for (const id of ids) f.add(id);
    expect(ids.every((id) => f.mayHave(id))).toBe(true);
    let false_ = 0;
    for (let i = 0; i < 100_000; i++) if (f.mayHave(`3${String(i * 104729).padStart(11, '0')}`)) false_++;
    expect(false_).toBeLessThan(100); // < 0.1% at this size
  });

  it('an import into an empty sink reads back only the cases it wrote itself', async () => {
    const sink = new MemorySink();
    const asked: string[] = [];
    const spy: CaseSink = {
      startImport: () => sink.startImport(),
      loadEvents: async (cas) => {
        asked.push(...cas);
        return sink.loadEvents(cas);
      },
      upsertCases: (b) => sink.upsertCases(b),
      deleteCases: (c) => sink.deleteCases(c),
      setDataEndDate: (d) => sink.setDataEndDate(d),
    };
    // DADJ and DISM of one case with another case between them, one case a batch: the DISM batch must merge.
    await importExtract(chunks(extract(DISPOSITIONS_COLUMNS, [DADJ, OTHER, DISM])), spy, { batchSize: 1 });
    expect(asked).toEqual([DADJ.cas]);
    expect(sink.cases.get(DADJ.cas ?? '')?.events).toHaveLength(2);
  });
});
