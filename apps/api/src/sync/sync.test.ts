import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db';
import { countCases, getDataEndDate } from '../services/case-store';
import { testDb } from '../test/db';
import { parseDatasetsPage } from './hcdc';
import { decideQuarantined } from './snapshot';
import { runSync } from './sync';
import { makeZip, startFakeClerk, type FakeClerk } from './testing';

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt',
);
const sample = readFileSync(FIXTURE);
const weekly = (date: string): string => `Criminal\\Weekly_Historical_Criminal_${date}.zip`;

describe('npm run sync against a stand-in for the Public Datasets page', () => {
  let clerk: FakeClerk;
  let h: DbHandle;
  const sync = (daily = false) => runSync(h.db, { url: clerk.url, daily, minWeeklyBytes: 1000 });
  const imports = () =>
    h.db
      .selectFrom('imports')
      .select(['file_name', 'status', 'message', 'origin', 'rows', 'cases', 'data_end_date'])
      .orderBy('started_at')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    h = await testDb();
    clerk = await startFakeClerk(
      new Map([[weekly('20241123'), makeZip('Weekly_Historical_Criminal_20241123.txt', sample)]]),
    );
  });
  afterAll(async () => {
    await clerk.close();
    await h.close();
  });

  it('reads the page: hidden fields, the download button, the file list', async () => {
    const html = await (await fetch(clerk.url)).text();
    const p = parseDatasetsPage(html);
    expect(p.hidden).toMatchObject({
      __VIEWSTATE: expect.any(String),
      __EVENTVALIDATION: expect.any(String),
      hiddenDownloadFile: '',
    });
    expect(p.button).toEqual({ name: 'btnDownload', value: 'Download' });
    expect(p.files).toEqual([
      {
        locator: weekly('20241123'),
        name: 'Weekly_Historical_Criminal_20241123.zip',
        date: '2024-11-23',
        kind: 'weekly',
      },
    ]);
    // a plain GET of a file is 404, as on the real site
    expect(
      (await fetch(clerk.url.replace('PublicDatasets.aspx', 'Files/Weekly_Historical_Criminal_20241123.zip'))).status,
    ).toBe(404);
  });

  it('downloads the newest weekly zip by the postback, checks it and imports it in snapshot mode', async () => {
    const r = await sync();
    expect(r.status).toBe('ok');
    expect(r.files).toHaveLength(1);
    expect(r.files[0]).toMatchObject({
      name: 'Weekly_Historical_Criminal_20241123.zip',
      outcome: 'imported',
      summary: { mode: 'snapshot', rows: 400, cases: 400 },
    });
    expect(clerk.posts).toEqual([weekly('20241123')]);
    expect(await countCases(h.db)).toBe(400);
    // the lookup end date comes from the imported file
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
    const rows = await imports();
    expect(rows).toEqual([
      {
        file_name: 'Weekly_Historical_Criminal_20241123.zip',
        status: 'ok',
        message: null,
        origin: 'sync',
        rows: 400,
        cases: 400,
        data_end_date: '2024-11-23',
      },
    ]);
    const stored = await h.db.selectFrom('imports').select('report').executeTakeFirstOrThrow();
    expect(stored.report).toMatchObject({ rows: 400, couldNotDetermine: { cases: 4 } });
  });

  it('a second run with nothing new reads only the headers (same size and date) and changes nothing', async () => {
    const before = clerk.posts.length;
    const logged: string[] = [];
    const r = await runSync(h.db, { url: clerk.url, minWeeklyBytes: 1000, log: (l) => logged.push(l) });
    expect(r).toMatchObject({ status: 'ok', files: [{ outcome: 'already_imported' }], dataEndDate: '2024-11-23' });
    expect(clerk.posts.length).toBe(before + 1);
    expect(logged).toContain(
      'Weekly_Historical_Criminal_20241123.zip: same size and date as the file imported; nothing to do',
    );
    expect(await countCases(h.db)).toBe(400);
    expect(await imports()).toHaveLength(1);
  });

  it('a corrected file republished under the same name is fetched again and imported', async () => {
    const lines = sample.toString('latin1').split('\r\n');
    // the clerk corrects one offense literal and publishes the file again under the same name
    const corrected = Buffer.from(
      lines.map((l, i) => (i === 1 ? l.replace('\tFIN\t', '\tFID\t') : l)).join('\r\n'),
      'latin1',
    );
    expect(corrected.equals(sample)).toBe(false);
    clerk.files.set(weekly('20241123'), makeZip('Weekly_Historical_Criminal_20241123.txt', corrected));
    const r = await sync();
    expect(r).toMatchObject({ status: 'ok', files: [{ outcome: 'imported' }] });
    expect(await countCases(h.db)).toBe(400);
    const rows = await imports();
    expect(rows.map((x) => [x.file_name, x.status])).toEqual([
      ['Weekly_Historical_Criminal_20241123.zip', 'ok'],
      ['Weekly_Historical_Criminal_20241123.zip', 'ok'],
    ]);
    // the same content again is not imported twice
    expect((await sync()).files[0]?.outcome).toBe('already_imported');
    expect(await imports()).toHaveLength(2);
  });

  it('an HTML page instead of the zip leaves the previous data in place and says why', async () => {
    clerk.files.set(
      weekly('20241130'),
      Buffer.from('<!DOCTYPE html><html><body>Session expired</body></html>'.padEnd(2000, ' ')),
    );
    const r = await sync();
    expect(r.status).toBe('problem');
    expect(r.files[0]).toMatchObject({
      name: 'Weekly_Historical_Criminal_20241130.zip',
      outcome: 'rejected',
      message: 'an HTML page came back instead of the file',
    });
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
    expect((await imports()).at(-1)).toMatchObject({
      file_name: 'Weekly_Historical_Criminal_20241130.zip',
      status: 'rejected',
      message: 'an HTML page came back instead of the file',
    });
  });

  it('a truncated zip leaves the previous data in place and says why', async () => {
    const zip = makeZip('Weekly_Historical_Criminal_20241130.txt', sample);
    clerk.files.set(weekly('20241130'), zip.subarray(0, Math.floor(zip.length * 0.6)));
    const r = await sync();
    expect(r.files[0]).toMatchObject({ outcome: 'rejected' });
    expect(r.files[0]?.message).toMatch(/cannot be opened.*damaged or cut off/);
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
  });

  it('a zip of something else (no extract header) is refused', async () => {
    clerk.files.set(
      weekly('20241130'),
      makeZip(
        'Weekly_Historical_Criminal_20241130.txt',
        Buffer.from(
          `name\tvalue\r\n${Array.from({ length: 400 }, () => `${randomBytes(8).toString('hex')}\t${randomBytes(8).toString('hex')}`).join('\r\n')}`,
        ),
      ),
    );
    const r = await sync();
    expect(r.files[0]?.message).toMatch(/^the header row lacks cas, cad/);
    expect(await countCases(h.db)).toBe(400);
  });

  it('a download over the size limit is stopped and changes nothing', async () => {
    clerk.files.set(weekly('20241130'), makeZip('Weekly_Historical_Criminal_20241130.txt', sample));
    const r = await runSync(h.db, { url: clerk.url, minWeeklyBytes: 1000, maxBytes: 5000 });
    expect(r.files[0]).toMatchObject({ outcome: 'failed' });
    expect(r.files[0]?.message).toMatch(/over the 5000-byte limit/);
    // A failed download is an attempt too: recorded with its reason.
    expect((await imports()).at(-1)).toMatchObject({
      file_name: 'Weekly_Historical_Criminal_20241130.zip',
      status: 'failed',
      message: expect.stringMatching(/^download failed: .*over the 5000-byte limit/),
    });
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
  });

  it('a weekly file with a quarter of the cases missing is quarantined; the data in use stays', async () => {
    const lines = sample.toString('latin1').split('\r\n');
    const cut = Buffer.from([lines[0], ...lines.slice(101)].join('\r\n'), 'latin1');
    clerk.files.set(weekly('20241130'), makeZip('Weekly_Historical_Criminal_20241130.txt', cut));
    const r = await sync();
    expect(r.status).toBe('problem');
    expect(r.files[0]).toMatchObject({ outcome: 'quarantined' });
    expect(r.files[0]?.message).toMatch(/cases would shrink from 400 to 300 \(25\.0 % fewer; at most 5\.0 % allowed\)/);
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
    expect((await imports()).at(-1)).toMatchObject({ status: 'quarantined', rows: 300 });
    // The next run finds the same file waiting for a person: it says so (exit 1) and imports nothing again.
    const count = (await imports()).length;
    const again = await sync();
    expect(again.status).toBe('problem');
    expect(again.files[0]?.message).toMatch(/^the same file is quarantined as import imp-.*waiting for a person/);
    expect(await imports()).toHaveLength(count);
    // A person rejects it; later runs leave it alone without alarm, until a new file comes.
    const id = (
      await h.db.selectFrom('imports').select('id').where('status', '=', 'quarantined').executeTakeFirstOrThrow()
    ).id;
    await decideQuarantined(h.db, id, 'reject');
    const after = await sync();
    expect(after).toMatchObject({ status: 'ok', files: [{ outcome: 'already_imported' }] });
    expect(await countCases(h.db)).toBe(400);
  });

  it('when the next good file arrives it replaces the data (snapshot), and --daily adds newer daily files', async () => {
    // the next weekly file holds the sample without its first 10 rows (within the 5 % the checks allow)
    const lines = sample.toString('latin1').split('\r\n');
    const smaller = Buffer.from([lines[0], ...lines.slice(11)].join('\r\n'), 'latin1');
    clerk.files.set(weekly('20241130'), makeZip('Weekly_Historical_Criminal_20241130.txt', smaller));
    // a daily dispositions file dated after it: one new case
    const header = lines[0] ?? '';
    const cols = header.split('\t');
    const first = (lines[1] ?? '').split('\t');
    const row = cols.map((c, i) =>
      c === 'cas' ? '499999901010' : c === 'CasCDI' ? '499999901010003' : (first[i] ?? ''),
    );
    clerk.files.set(
      'Criminal\\2024-12-02 CrimDisposDaily_withHeadings.txt',
      Buffer.from(`${header}\r\n${row.join('\t')}\r\n`, 'latin1'),
    );
    clerk.files.set('Criminal\\2024-11-20 CrimDisposDaily_withHeadings.txt', Buffer.from(`${header}\r\n`, 'latin1'));
    // a filings file of the weekly file's own day is read too (merging is idempotent)
    const filing = cols.map((c, i) =>
      c === 'cas'
        ? '499999801010'
        : c === 'CasCDI'
          ? '499999801010003'
          : ['cad', 'disposition', 'dispdt', 'sentence'].includes(c)
            ? ''
            : (first[i] ?? ''),
    );
    clerk.files.set(
      'Criminal\\2024-11-30 CrimFilingsDaily_withHeadings.txt',
      Buffer.from(`${header}\r\n${filing.join('\t')}\r\n`, 'latin1'),
    );
    const r = await sync(true);
    expect(r.status).toBe('ok');
    expect(r.files.map((f) => [f.name, f.outcome])).toEqual([
      ['Weekly_Historical_Criminal_20241130.zip', 'imported'],
      ['2024-11-30 CrimFilingsDaily_withHeadings.txt', 'imported'],
      ['2024-12-02 CrimDisposDaily_withHeadings.txt', 'imported'],
    ]);
    expect(r.files[0]?.summary).toMatchObject({ mode: 'snapshot', cases: 390 });
    expect(r.files[2]?.summary).toMatchObject({ mode: 'merge', cases: 1 });
    expect(await countCases(h.db)).toBe(392);
    expect(r.dataEndDate).toBe('2024-12-02');
  });

  it('a page that cannot be read is recorded as a failed attempt and changes nothing', async () => {
    const before = await countCases(h.db);
    await expect(
      runSync(h.db, { url: clerk.url.replace('PublicDatasets.aspx', 'Gone.aspx'), minWeeklyBytes: 1000 }),
    ).rejects.toThrow(/the Public Datasets page could not be read: .*HTTP 404/);
    expect((await imports()).at(-1)).toMatchObject({ file_name: 'PublicDatasets.aspx', status: 'failed' });
    expect(await countCases(h.db)).toBe(before);
  });
});
