import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import yazl from 'yazl';
import { evaluate } from '@cyr/rules';
import type { Language } from '@cyr/i18n';
import {
  CLINIC_COLUMNS,
  CLINIC_LIMITS,
  CLINIC_REQUIRED_COLUMNS,
  isRealIsoDate,
  LIMITS,
  type ClinicCase,
  type ClinicColumn,
  type ClinicRowError,
  type ClinicRowResult,
  type ClinicRun,
  type ClinicRunStatus,
  type ClinicUpload,
} from '@cyr/schemas';
import type { NameQuery } from '@cyr/harris-data';
import type { Db } from '../db';
import { ApiError, apiError } from '../http/errors';
import { HARRIS_PACKET_COUNTY, printableSection, type PacketCase } from '../documents/petitions';
import { HARRIS_EXPUNCTION_COUNTY, expunctionArticle } from '../documents/expunction';
import type { PdfRenderPool } from '../documents/render-pool';
import { presentCase } from '../presenters/case';
import { arrestingAgencies } from './agencies';
import { cachedDataEndDate, searchPerson, type CaseRow } from './case-store';
import type { AuditActor, StaffAudit } from './staff/audit';
import { csvLine } from './staff/csv';
import { todayInCounty } from '../clock';

/**
 * Clinic day (docs/decisions/0108-clinic-day.md): a list of clients read with csv-parse, each looked up as the
 * checker looks a person up (name, date of birth, aliases), their cases evaluated with no question answered, and
 * one ZIP (yazl) of the petitions and expunction packets of the cases that need no answer, with the results as a
 * CSV beside them. A bad row gets its own error and the others go on. The run keeps its progress in
 * `clinic_runs` (any instance can answer the console's poll); its results and ZIP are deleted at the download.
 */

/** One row of the list as read: the query to look up, or the error that keeps it from being looked up. */
export interface ClinicRow {
  line: number;
  name: string;
  query?: NameQuery;
  dob?: string;
  error?: ClinicRowError;
}

export type ClinicListCheck =
  | { ok: true; rows: ClinicRow[] }
  | { ok: false; reason: 'missing_columns' | 'too_many_rows' | 'no_rows' | 'unreadable'; missing?: ClinicColumn[] };

const normalizeHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** The column index of each known header (unknown headers are ignored). */
function columnsOf(header: string[]): Partial<Record<ClinicColumn, number>> {
  const out: Partial<Record<ClinicColumn, number>> = {};
  header.forEach((h, i) => {
    const name = normalizeHeader(h);
    for (const [col, names] of Object.entries(CLINIC_COLUMNS) as [ClinicColumn, readonly string[]][])
      if (names.includes(name) && out[col] === undefined) out[col] = i;
  });
  return out;
}

/** A date of birth as `YYYY-MM-DD`, from `YYYY-MM-DD` or `M/D/YYYY` (the two forms spreadsheets write), or null. */
export function clinicDob(value: string): string | null {
  const v = value.trim();
  let iso: string | null = null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) iso = v;
  else if (us) iso = `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
  if (!iso || !isRealIsoDate(iso) || Number(iso.slice(0, 4)) < LIMITS.dobMinYear) return null;
  return iso;
}

/** Aliases `First Last; First Last`: each needs a first and a last name. */
function aliasesOf(value: string): { first: string[]; last: string[] } | ClinicRowError {
  const parts = value
    .split(';')
    .map((a) => a.trim())
    .filter(Boolean);
  if (parts.length > CLINIC_LIMITS.maxAliases) return 'too_many_aliases';
  const first: string[] = [];
  const last: string[] = [];
  for (const a of parts) {
    const words = a.split(/\s+/);
    if (words.length < 2 || a.length > CLINIC_LIMITS.nameMaxLength) return 'invalid_alias';
    first.push(words[0] ?? '');
    last.push(words[words.length - 1] ?? '');
  }
  return { first, last };
}

/** One row of the list checked: the query to look up, or the first thing wrong with it. */
function rowOf(record: string[], line: number, cols: Partial<Record<ClinicColumn, number>>, width: number): ClinicRow {
  const cell = (c: ClinicColumn) => {
    const i = cols[c];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  const firstName = cell('firstName');
  const middleName = cell('middleName');
  const lastName = cell('lastName');
  const row: ClinicRow = { line, name: [firstName, middleName, lastName].filter(Boolean).join(' ') };
  const fail = (error: ClinicRowError): ClinicRow => ({ ...row, error });
  if (record.length > width) return fail('wrong_column_count');
  if (!firstName) return fail('missing_first_name');
  if (!lastName) return fail('missing_last_name');
  if ([firstName, middleName, lastName].some((n) => n.length > CLINIC_LIMITS.nameMaxLength))
    return fail('name_too_long');
  const dobText = cell('dob');
  if (!dobText) return fail('missing_dob');
  const dob = clinicDob(dobText);
  if (!dob) return fail('invalid_dob');
  const aliases = aliasesOf(cell('aliases'));
  if (typeof aliases === 'string') return fail(aliases);
  return {
    ...row,
    dob,
    query: { firstName, middleName, lastName, aliasFirstNames: aliases.first, aliasLastNames: aliases.last },
  };
}

/**
 * One line of the list as CSV fields, or null when it is not readable CSV (a stray quote). Each line is read on
 * its own: a broken line cannot swallow the rows after it (names and dates never hold a line break).
 */
function fieldsOf(line: string): string[] | null {
  try {
    const [record] = parse(line, { relax_column_count: true }) as string[][];
    return record ?? [];
  } catch {
    return null;
  }
}

/** Reads the list: its header, then each row checked on its own (a bad row gets its error, the rest go on). */
export function parseClinicList(csv: string): ClinicListCheck {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({ text, line: i + 1 }))
    .filter((l) => l.text.trim() !== '');
  const [headLine, ...bodyLines] = lines;
  if (!headLine) return { ok: false, reason: 'no_rows' };
  const header = fieldsOf(headLine.text);
  if (!header) return { ok: false, reason: 'unreadable' };
  const cols = columnsOf(header);
  const missing = CLINIC_REQUIRED_COLUMNS.filter((c) => cols[c] === undefined);
  if (missing.length > 0) return { ok: false, reason: 'missing_columns', missing };
  if (bodyLines.length === 0) return { ok: false, reason: 'no_rows' };
  if (bodyLines.length > CLINIC_LIMITS.maxRows) return { ok: false, reason: 'too_many_rows' };

  return {
    ok: true,
    rows: bodyLines.map(({ text, line }): ClinicRow => {
      const record = fieldsOf(text);
      return record ? rowOf(record, line, cols, header.length) : { line, name: '', error: 'unreadable_row' };
    }),
  };
}

// ---- running a list ----------------------------------------------------------------------------------------

export interface ClinicDeps {
  db: Db;
  pool: Pick<PdfRenderPool, 'render'>;
  clock: () => Date;
}

/** A PDF of the ZIP: its path inside the ZIP and its bytes. */
interface ZipEntry {
  path: string;
  bytes: Buffer;
}

/** Letters, digits and hyphens of a name, for a folder in the ZIP. */
const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'client';

/** Renders a PDF, waiting its turn while the pool is busy with the site's own PDFs (a person comes first). */
async function renderWhenFree(pool: ClinicDeps['pool'], job: Parameters<PdfRenderPool['render']>[0]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.render(job);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'pdf_busy') || attempt >= 60) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function clinicCase(row: CaseRow, decision: PacketCase['decision'], inZip: boolean): ClinicCase {
  const c = presentCase(row.cas, row, decision);
  return {
    cause: c.casID,
    court: c.crt,
    offense: c.current_offense_name,
    level: c.current_charge_level,
    filed: c.fda,
    outcome: c.final_eligibility,
    section: c.ndo_form,
    expunctionRoute: c.expunction_route,
    eligibleDate: c.eligible_date,
    inZip,
  };
}

/**
 * One client: the cases of the one person the name and date of birth find, evaluated with no answer, and the PDFs
 * of the cases that need none (a petition or letter for a likely nondisclosure, a packet for an expunction).
 */
async function runRow(
  deps: ClinicDeps,
  row: ClinicRow,
  end: string | null,
  lang: Language,
  index: number,
): Promise<{ result: ClinicRowResult; files: ZipEntry[] }> {
  const base = { line: row.line, name: row.name };
  if (!row.query || !row.dob) return { result: { ...base, status: 'error', error: row.error, cases: [] }, files: [] };
  const found = await searchPerson(deps.db, row.query, row.dob, end);
  if (found.nameError)
    return { result: { ...base, status: 'error', error: 'name_without_letters', cases: [] }, files: [] };
  const asOf = todayInCounty(deps.clock());
  const evaluated = found.people.map((person) => {
    const out = evaluate({
      cases: person.cases.map((c) => c.engine_case),
      personAnswers: {},
      caseAnswers: {},
      asOf,
    });
    const byId = new Map(out.decisions.map((d) => [d.caseId, d]));
    return person.cases.flatMap((row) => {
      const decision = byId.get(row.engine_case.id);
      return decision
        ? [
            {
              row,
              packet: {
                engineCase: row.engine_case,
                decision,
                answers: { case: {}, person: {} },
                name: row.def_nam,
              },
            },
          ]
        : [];
    });
  });
  if (evaluated.length > 1) {
    const cases = evaluated.flat().map(({ row, packet }) => clinicCase(row, packet.decision, false));
    return { result: { ...base, status: 'several_people', people: evaluated.length, cases }, files: [] };
  }
  const mine = evaluated[0] ?? [];
  const noAnswer = (p: PacketCase) => p.decision.questions.length === 0;
  const petitions = mine.filter(({ packet }) => noAnswer(packet) && printableSection(packet) !== null);
  const expunctions = mine.filter(({ packet }) => noAnswer(packet) && expunctionArticle(packet) !== null);
  const inZip = new Set([...petitions, ...expunctions].map(({ row }) => row.cas));
  const cases = mine.map(({ row, packet }) => clinicCase(row, packet.decision, inZip.has(row.cas)));
  const fullName = mine[0]?.row.def_nam ?? row.name;
  const folder = `${String(index + 1).padStart(3, '0')}-${slug(row.name)}`;
  const printedOn = asOf;
  const files: ZipEntry[] = [];
  if (petitions.length > 0) {
    const bytes = await renderWhenFree(deps.pool, {
      kind: 'petitions',
      input: {
        cases: petitions.map((p) => p.packet),
        person: { fullName },
        lang,
        printedOn,
        county: HARRIS_PACKET_COUNTY,
      },
    });
    files.push({ path: `${folder}/petitions.pdf`, bytes });
  }
  if (expunctions.length > 0) {
    const agencies = await arrestingAgencies(
      deps.db,
      expunctions.map((p) => p.packet.engineCase.id),
    );
    const bytes = await renderWhenFree(deps.pool, {
      kind: 'expunction',
      input: {
        cases: expunctions.map((p) => ({ ...p.packet, arrestingAgency: agencies.get(p.packet.engineCase.id) ?? null })),
        person: { fullName },
        lang,
        printedOn,
        county: HARRIS_EXPUNCTION_COUNTY,
      },
    });
    files.push({ path: `${folder}/expunctions.pdf`, bytes });
  }
  return { result: { ...base, status: 'found', cases }, files };
}

/** The results as a CSV (one line per case, or per row without a case), the first file of the ZIP. */
export function clinicResultsCsv(rows: ClinicRowResult[]): string {
  const lines = [
    csvLine([
      'line',
      'name',
      'status',
      'error',
      'cause',
      'court',
      'offense',
      'level',
      'filed',
      'result',
      'section',
      'article',
      'eligible_date',
      'in_zip',
    ]),
  ];
  for (const r of rows) {
    const head = [r.line, r.name, r.status, r.error ?? ''];
    if (r.cases.length === 0) lines.push(csvLine([...head, '', '', '', '', '', '', '', '', '', '']));
    for (const c of r.cases)
      lines.push(
        csvLine([
          ...head,
          c.cause,
          c.court,
          c.offense,
          c.level,
          c.filed,
          c.outcome,
          c.section ?? '',
          c.expunctionRoute ?? '',
          c.eligibleDate ?? '',
          c.inZip ? 'yes' : 'no',
        ]),
      );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The ZIP: the results CSV, then each client's PDFs in a folder of their own. */
export function clinicZip(rows: ClinicRowResult[], files: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(0);
  zip.addBuffer(Buffer.from(clinicResultsCsv(rows), 'utf8'), 'results.csv', { mtime });
  for (const f of files) zip.addBuffer(f.bytes, f.path, { mtime, compress: false });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Starts a run: stores it (`running`, its row count) and answers its id; the work goes on in `runClinic`. */
export async function createClinicRun(db: Db, startedBy: string, total: number, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('clinic_runs')
    .values({
      id,
      started_by: startedBy,
      created_at: now.toISOString(),
      status: 'running',
      total,
      expires_at: new Date(now.getTime() + CLINIC_LIMITS.keepHours * 3_600_000).toISOString(),
    })
    .execute();
  return id;
}

/** Works through the list, one row after another, saving the progress; stores the results and the ZIP at the end. */
export async function runClinic(deps: ClinicDeps, id: string, rows: ClinicRow[], lang: Language): Promise<void> {
  try {
    const end = await cachedDataEndDate(deps.db);
    const results: ClinicRowResult[] = [];
    const files: ZipEntry[] = [];
    for (const [i, row] of rows.entries()) {
      let out: { result: ClinicRowResult; files: ZipEntry[] };
      try {
        out = await runRow(deps, row, end, lang, i);
      } catch {
        // One row's lookup or PDF failing is that row's error; the list goes on.
        out = {
          result: { line: row.line, name: row.name, status: 'error', error: 'lookup_failed', cases: [] },
          files: [],
        };
      }
      results.push(out.result);
      files.push(...out.files);
      await deps.db
        .updateTable('clinic_runs')
        .set({ done: i + 1 })
        .where('id', '=', id)
        .execute();
    }
    const zip = await clinicZip(results, files);
    await deps.db
      .updateTable('clinic_runs')
      .set({ status: 'done', results: JSON.stringify({ rows: results, documents: files.length }), zip })
      .where('id', '=', id)
      .execute();
  } catch {
    await deps.db.updateTable('clinic_runs').set({ status: 'failed' }).where('id', '=', id).execute();
  }
}

/**
 * A run as its starter sees it (another account's run is not found): progress, and the rows once done. A run
 * still unfinished long after it started is reported failed (its server stopped).
 */
export async function clinicRunFor(db: Db, id: string, staffId: string, now: Date): Promise<ClinicRun | null> {
  const row = await db
    .selectFrom('clinic_runs')
    .select(['id', 'status', 'total', 'done', 'created_at', 'results'])
    .where('id', '=', id)
    .where('started_by', '=', staffId)
    .executeTakeFirst();
  if (!row) return null;
  const created = new Date(row.created_at);
  let status = row.status as ClinicRunStatus;
  if (status === 'running' && now.getTime() - created.getTime() > CLINIC_LIMITS.runMaxMinutes * 60_000)
    status = 'failed';
  const results = row.results as { rows: ClinicRowResult[]; documents: number } | null;
  return {
    id: row.id,
    status,
    total: row.total,
    done: row.done,
    createdAt: created.toISOString(),
    ...(results ? { rows: results.rows, documents: results.documents } : {}),
  };
}

/** The ZIP of a finished run, deleting the run with it: nothing is kept after the download (the audit entry is). */
export async function takeClinicZip(db: Db, id: string, staffId: string): Promise<Buffer | null> {
  const row = await db
    .deleteFrom('clinic_runs')
    .where('id', '=', id)
    .where('started_by', '=', staffId)
    .where('status', '=', 'done')
    .returning('zip')
    .executeTakeFirst();
  return row?.zip ? Buffer.from(row.zip) : null;
}

/**
 * Clinic days as the console uses them: starting a run (audited `clinic_uploaded`, with the row count only), its
 * progress and results for the account that started it, and the ZIP, taken once (audited `clinic_downloaded`).
 * A list that cannot be read at all (no header it needs, no row, too many rows) is a 400 and starts nothing.
 */
export class ClinicDays {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly audit: StaffAudit,
  ) {}

  async start(
    actor: AuditActor & { id: string },
    upload: ClinicUpload,
    pool: ClinicDeps['pool'],
  ): Promise<{ id: string; total: number }> {
    const list = parseClinicList(upload.csv);
    if (!list.ok) throw apiError(400, 'validation_error', { csv: list.reason });
    const id = await createClinicRun(this.db, actor.id, list.rows.length, this.clock());
    await this.audit.record(actor, 'clinic_uploaded', `clinic:${id}:${list.rows.length}`);
    // The work goes on after the answer; the console polls the run. runClinic records its own failure.
    void runClinic({ db: this.db, pool, clock: this.clock }, id, list.rows, upload.language);
    return { id, total: list.rows.length };
  }

  async run(actor: { id: string }, id: string): Promise<ClinicRun> {
    const run = await clinicRunFor(this.db, id, actor.id, this.clock());
    if (!run) throw apiError(404, 'not_found');
    return run;
  }

  async zip(actor: AuditActor & { id: string }, id: string): Promise<Buffer> {
    const zip = await takeClinicZip(this.db, id, actor.id);
    if (!zip) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'clinic_downloaded', `clinic:${id}`);
    return zip;
  }
}
