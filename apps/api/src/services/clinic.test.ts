import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfRenderPool } from '../documents/render-pool';
import { makeTestApp, type TestApp } from '../test/app';
import { clinicTestList } from '../test/clinic-list';
import { addAndSignIn, type SignedIn } from '../test/staff';
import { unzip } from '../test/zip';
import { seedPartners } from './partners';
import { clinicDob, clinicRunFor, createClinicRun, parseClinicList, runClinic, takeClinicZip } from './clinic';

/**
 * Clinic day (issue #39): the list read row by row (a bad row gets its own error, nothing else stops), each client
 * looked up and evaluated with no answer, and one ZIP of the papers of the cases that need no answer, whose PDFs
 * name each client's cause numbers. Nothing is left once the ZIP is taken.
 */
describe('reading a clinic list', () => {
  it('takes the columns by their headers, in any order, and both date forms', () => {
    const list = parseClinicList(
      '\uFEFFDate of birth,Last Name,first_name,Middle name,Aliases\r\n7/4/1985,Demo,Ana,Maria,Anita Demo; Ana Smith\n',
    );
    expect(list).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          name: 'Ana Maria Demo',
          dob: '1985-07-04',
          query: {
            firstName: 'Ana',
            middleName: 'Maria',
            lastName: 'Demo',
            aliasFirstNames: ['Anita', 'Ana'],
            aliasLastNames: ['Demo', 'Smith'],
          },
        },
      ],
    });
    expect(clinicDob('1990-02-29')).toBeNull();
    expect(clinicDob('12/31/1899')).toBeNull();
    expect(clinicDob('1/2/1990')).toBe('1990-01-02');
  });

  it('refuses a list without the columns it needs, an empty one, or one that is too long', () => {
    expect(parseClinicList('name,dob\nAna Demo,1990-01-01\n')).toEqual({
      ok: false,
      reason: 'missing_columns',
      missing: ['firstName', 'lastName'],
    });
    expect(parseClinicList('first_name,last_name,dob\n')).toEqual({ ok: false, reason: 'no_rows' });
    const long = ['first_name,last_name,dob', ...Array.from({ length: 501 }, () => 'Ana,Demo,1990-01-01')].join('\n');
    expect(parseClinicList(long)).toEqual({ ok: false, reason: 'too_many_rows' });
  });

  it('a broken line is its own error and does not swallow the rows after it', () => {
    const list = parseClinicList('first_name,last_name,dob\n"Ana"x,Demo,1990-01-01\nBen,Demo,1990-01-01\n');
    expect(list.ok && list.rows.map((r) => [r.line, r.error ?? r.name])).toEqual([
      [2, 'unreadable_row'],
      [3, 'Ben Demo'],
    ]);
  });
});

describe('a 300-row clinic list with 10 bad rows', () => {
  let t: TestApp;
  let pool: PdfRenderPool;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cyr-clinic-'));
  beforeAll(async () => {
    t = await makeTestApp({ people: 400 });
    pool = new PdfRenderPool({ workers: 1, queueMax: 4, timeoutMs: 120_000 });
  });
  afterAll(async () => {
    await pool?.close();
    await t?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('gives 290 results and 10 errors, and a ZIP whose PDFs name each client’s cause numbers', async () => {
    const { csv, bad } = await clinicTestList(t.db.db, 290);
    const list = parseClinicList(csv);
    if (!list.ok) throw new Error(list.reason);
    expect(list.rows).toHaveLength(300);
    const id = await createClinicRun(t.db.db, 'staff-1', list.rows.length, t.clock.now());
    await runClinic({ db: t.db.db, pool, clock: t.clock.now }, id, list.rows, 'es');

    // Another account cannot see it; its starter sees every row.
    expect(await clinicRunFor(t.db.db, id, 'staff-2', t.clock.now())).toBeNull();
    const run = await clinicRunFor(t.db.db, id, 'staff-1', t.clock.now());
    expect(run).toMatchObject({ status: 'done', total: 300, done: 300 });
    const rows = run?.rows ?? [];
    const errors = rows.filter((r) => r.status === 'error');
    expect(errors.map((r) => [r.line, r.error])).toEqual([...bad.entries()]);
    expect(rows.length - errors.length).toBe(290);
    const withCases = rows.filter((r) => r.cases.length > 0);
    expect(withCases.length).toBeGreaterThan(250);

    const zip = await takeClinicZip(t.db.db, id, 'staff-1');
    expect(zip).not.toBeNull();
    const files = await unzip(zip ?? Buffer.alloc(0));
    expect(files.get('results.csv')?.toString('utf8').split('\r\n')[0]).toBe(
      'line,name,status,error,cause,court,offense,level,filed,result,section,article,eligible_date,in_zip',
    );
    const pdfs = [...files.keys()].filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBe(run?.documents);
    expect(pdfs.length).toBeGreaterThan(50);
    // Each client with papers has a folder whose PDFs name every one of their cases in the ZIP.
    const clients = rows.filter((r) => r.cases.some((c) => c.inZip));
    expect(clients.length).toBeGreaterThan(50);
    for (const [index, client] of clients.entries()) {
      const folder = pdfs.filter((f) => f.startsWith(`${String(rows.indexOf(client) + 1).padStart(3, '0')}-`));
      expect(folder.length, client.name).toBeGreaterThan(0);
      const text = folder
        .map((f) => {
          const file = path.join(tmp, `${index}-${path.basename(f)}`);
          writeFileSync(file, files.get(f) ?? Buffer.alloc(0));
          return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        })
        .join(' ');
      for (const c of client.cases.filter((x) => x.inZip)) expect(text, client.name).toContain(c.cause);
    }

    // Taken once: nothing is left.
    expect(await takeClinicZip(t.db.db, id, 'staff-1')).toBeNull();
    expect(await t.db.db.selectFrom('clinic_runs').select('id').execute()).toEqual([]);
  }, 600_000);
});

describe('the console’s clinic-day routes', () => {
  let t: TestApp;
  let staff: SignedIn;
  let partner: SignedIn;
  beforeAll(async () => {
    t = await makeTestApp();
    staff = await addAndSignIn(t.app, t.db.db, t.clock, 'staff@cyr.example', 'staff');
    await seedPartners(t.db.db);
    const org = await t.db.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
    partner = await addAndSignIn(t.app, t.db.db, t.clock, 'lawyer@org.example', 'partner', org.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a list it cannot read whole, and starts nothing', async () => {
    const res = await staff.call('POST', '/api/staff/clinic', {
      csv: 'name,dob\nAna Demo,1990-01-01\n',
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ csv: 'missing_columns' });
    expect(await t.db.db.selectFrom('clinic_runs').select('id').execute()).toEqual([]);
  });

  it('a partner uploads, polls and takes the ZIP once; another account sees nothing of it; both ends audited', async () => {
    const person = await t.db.db
      .selectFrom('cases')
      .select(['first_name', 'last_name', 'dob'])
      .where('last_name', '<>', 'DEMO')
      .orderBy('last_name')
      .executeTakeFirstOrThrow();
    const csv = `First name,Last name,Date of birth\n${person.first_name},${person.last_name},${person.dob}\n,Demo,1990-01-01\n`;
    const started = await partner.call('POST', '/api/staff/clinic', { csv, language: 'es' });
    expect(started.statusCode).toBe(200);
    const { id, total } = started.json() as { id: string; total: number };
    expect(total).toBe(2);
    // The work goes on after the answer: poll as the console does (a busy machine may take a while).
    let run: { status: string; rows?: { status: string; error?: string }[] } = { status: 'running' };
    for (let i = 0; i < 600 && run.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      run = (await partner.call('GET', `/api/staff/clinic/${id}`)).json();
    }
    expect(run.status).toBe('done');
    expect(run.rows?.map((r) => r.error ?? r.status)).toEqual(['found', 'missing_first_name']);
    expect((await staff.call('GET', `/api/staff/clinic/${id}`)).statusCode).toBe(404);
    expect((await staff.call('GET', `/api/staff/clinic/${id}/zip`)).statusCode).toBe(404);
    const zip = await partner.call('GET', `/api/staff/clinic/${id}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect([...(await unzip(zip.rawPayload)).keys()]).toContain('results.csv');
    expect((await partner.call('GET', `/api/staff/clinic/${id}/zip`)).statusCode).toBe(404);
    const audit = await t.db.db.selectFrom('staff_audit').select(['actor_email', 'action', 'subject']).execute();
    expect(audit.filter((a) => a.action.startsWith('clinic_'))).toEqual([
      { actor_email: 'lawyer@org.example', action: 'clinic_uploaded', subject: `clinic:${id}:2` },
      { actor_email: 'lawyer@org.example', action: 'clinic_downloaded', subject: `clinic:${id}` },
    ]);
  }, 180_000);
});
