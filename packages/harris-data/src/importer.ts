/**
 * Importer core, database-agnostic: extract bytes → rows → events → cases → `CaseSink` in batches.
 *
 * - Rows of one `cas` are grouped while they are contiguous; a batch is flushed only between cases, and
 *   when the sink can `loadEvents`, events already stored are merged in (daily/monthly files carry only
 *   the newest events of a case; a case split across the file is merged within the same import).
 * - Idempotent: the same file imported twice produces the same rows (events are de-duplicated).
 * - `snapshot` mode (weekly historical file): a case's stored events from earlier imports are replaced,
 *   not merged, and cases the file no longer holds are deleted at the end (`deleteNotImportedIn`).
 * - Memory is flat: the batch being built, at most two more waiting or being written (writes overlap
 *   parsing), a fixed-size SPN bitmap for the people count and, into an empty sink, a fixed-size filter of
 *   the case ids written (`CasFilter`).
 */
import { ownString } from './own-string';
import { buildCase, type CaseRecord, type NotOfferedReason } from './build';
import type { ImportQuality } from './checks';
import { dateFromFileName } from './dates';
import { EVENT_COLUMNS, mergeEvents, rowToEvent, type CaseEvent } from './events';
import { CAS_PATTERN, parseExtractBatches } from './parser';
import { MAX_REJECTED_CASES, ReportBuilder, type ImportReport } from './report';
import type { CaseJudge } from './undecided';

export interface StoredEvents {
  events: CaseEvent[];
  importId: string;
}

/** Where cases go. The API implements it over kysely, inside one transaction. */
export interface CaseSink {
  /** Events already stored for these cases (absent keys = not stored). Optional; enables merging. */
  loadEvents?(cas: string[]): Promise<Map<string, StoredEvents>>;
  /**
   * Called once before the first batch. `empty: true` says the sink holds no case at all: the importer then
   * reads back only cases this import may already have written (a fixed-size filter of the case ids it
   * wrote), and the sink may defer work to `finishImport` (the API's sink builds its search indexes there).
   */
  startImport?(): Promise<{ empty: boolean }>;
  /** Called once after the last batch, before `deleteNotImportedIn` and `setDataEndDate`. */
  finishImport?(): Promise<void>;
  /** Insert or replace these cases (keyed on `cas`). */
  upsertCases(batch: (CaseRecord & { importId: string })[]): Promise<void>;
  /**
   * Optional: insert cases the sink is known not to hold (none of them was stored before this batch; a bulk
   * load such as PostgreSQL's COPY). Without it, they go to `upsertCases` with the others.
   */
  insertCases?(batch: (CaseRecord & { importId: string })[]): Promise<void>;
  /** Remove cases that are no longer offered (expunged, …). Unknown ids are ignored. */
  deleteCases(cas: string[]): Promise<void>;
  /** Snapshot mode: delete every case not written by this import; returns how many. Optional. */
  deleteNotImportedIn?(importId: string): Promise<number>;
  setDataEndDate(date: string): Promise<void>;
}

export interface ImportProgress {
  rows: number;
  bytes: number;
  totalBytes: number | null;
  cases: number;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportSummary {
  importId: string;
  mode: 'merge' | 'snapshot';
  rows: number;
  /** Rows that became events (rows minus rejected). */
  acceptedRows: number;
  /** Distinct cases written (upserted). */
  cases: number;
  /** Distinct people (def_spn) among the rows read. */
  people: number;
  /** Cases not offered, by reason (deleted from the sink if they were there). */
  notOffered: Record<NotOfferedReason, number>;
  /** Rejected rows (first `maxRejectedListed` listed; `rejectedCount` has the total). */
  rejected: RejectedRow[];
  rejectedCount: number;
  deletedStale: number;
  dataEndDate: string | null;
  millis: number;
  /** What was read and what could not be (report.ts): counts of codes and literals, never personal data. */
  report: ImportReport;
  /** The counts the import's checks compare (checks.ts): blank required fields, rejected rows by reason. */
  quality: ImportQuality;
}

export interface ImportOptions {
  /** File name, for the file's date and the default mode. */
  fileName?: string;
  totalBytes?: number | null;
  /** Default: `snapshot` for `Weekly_Historical…` files, else `merge`. */
  mode?: 'merge' | 'snapshot';
  /** Cases per sink call (default 1000). */
  batchSize?: number;
  importId?: string;
  onProgress?: (p: ImportProgress) => void;
  /** Rows between progress calls (default 10,000). */
  progressEvery?: number;
  maxRejectedListed?: number;
  /** Clock for the summary time (tests). */
  now?: () => number;
  /** Judge each written case with the engine for the report's "will not decide" counts (undecided.ts). */
  judge?: { judge: CaseJudge; asOf: string };
}

/**
 * The case ids written so far, in fixed memory (a Bloom filter: 4 MB, four probes; about 1% false positives
 * at three million cases). `mayHave` is never false for an id that was added, so a "no" is certain.
 */
export class CasFilter {
  private static readonly BITS = 1 << 25;
  private readonly bits = new Uint8Array(CasFilter.BITS >>> 3);

  private probe(cas: string, set: boolean): boolean {
    // Two 32-bit hashes (FNV-1a and a multiplicative one), combined as h1 + i·h2 (Kirsch–Mitzenmacher).
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    for (let i = 0; i < cas.length; i++) {
      const c = cas.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 + c, 0x5bd1e995) ^ (h2 >>> 15);
    }
    h2 |= 1;
    let all = true;
    for (let k = 0; k < 4; k++) {
      const bit = (h1 + Math.imul(k, h2)) & (CasFilter.BITS - 1);
      const byte = bit >>> 3;
      const mask = 1 << (bit & 7);
      const cur = this.bits[byte] ?? 0;
      if ((cur & mask) === 0) {
        all = false;
        if (!set) return false;
        this.bits[byte] = cur | mask;
      }
    }
    return all;
  }

  add(cas: string): void {
    this.probe(cas, true);
  }

  mayHave(cas: string): boolean {
    return this.probe(cas, false);
  }
}

/** Counts distinct SPNs in fixed memory (8-digit SPNs in a 12.5 MB bitmap; anything else in a small set). */
class PeopleCounter {
  private bits: Uint8Array | null = null;
  private other = new Set<string>();
  count = 0;
  add(spn: string): void {
    if (/^\d{8}$/.test(spn)) {
      this.bits ??= new Uint8Array(12_500_000);
      const n = Number(spn);
      const byte = n >>> 3;
      const mask = 1 << (n & 7);
      const cur = this.bits[byte] ?? 0;
      if ((cur & mask) === 0) {
        this.bits[byte] = cur | mask;
        this.count++;
      }
    } else if (this.other.size < 1_000_000 && !this.other.has(spn)) {
      this.other.add(ownString(spn));
      this.count++;
    }
  }
}

export function defaultImportMode(fileName: string | undefined): 'merge' | 'snapshot' {
  return fileName && /historical/i.test(fileName) ? 'snapshot' : 'merge';
}

/** Import an extract (byte chunks) into a sink. Never throws on a bad row; sink errors propagate. */
export async function importExtract(
  source: AsyncIterable<Uint8Array | string>,
  sink: CaseSink,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const now = options.now ?? Date.now;
  const started = now();
  const batchSize = options.batchSize ?? 1000;
  const progressEvery = options.progressEvery ?? 10_000;
  const maxListed = options.maxRejectedListed ?? 1000;
  const mode = options.mode ?? defaultImportMode(options.fileName);
  const importId = options.importId ?? `imp-${started.toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  const summary: ImportSummary = {
    importId,
    mode,
    rows: 0,
    acceptedRows: 0,
    cases: 0,
    people: 0,
    notOffered: { expunged: 0, pre_1990: 0, class_c: 0, no_person: 0 },
    rejected: [],
    rejectedCount: 0,
    deletedStale: 0,
    dataEndDate: null,
    millis: 0,
    report: new ReportBuilder().finish({ rows: 0, cases: 0, people: 0 }),
    quality: {
      rows: 0,
      acceptedRows: 0,
      rejectedRows: 0,
      cases: 0,
      people: 0,
      blank: { name: 0, spn: 0, dob: 0, causeNumber: 0 },
      rejectedByReason: {},
    },
  };
  const quality = summary.quality;
  const report = new ReportBuilder(options.judge);
  const people = new PeopleCounter();
  let bytes = 0;
  let maxRundate: string | null = null;
  let maxEventDate: string | null = null;
  let pending = new Map<string, CaseEvent[]>();
  let lastCas: string | null = null;

  // The case ids of rejected rows, and (in fixed memory) the ids of rows read: a case of the first that is
  // certainly not among the second lost every row (report.ts `RejectedCases`).
  const rejectedCas = new Set<string>();
  let rejectedCasMore = 0;
  const readCas = new CasFilter();
  const reject = (line: number, reason: string, cas?: string | null): void => {
    if (cas && CAS_PATTERN.test(cas) && !rejectedCas.has(cas)) {
      // A copy: the id is a slice of the decoded chunk, which it would keep alive (ADR 0076).
      if (rejectedCas.size < MAX_REJECTED_CASES) rejectedCas.add(ownString(cas));
      else rejectedCasMore++;
    }
    summary.rejectedCount++;
    if (summary.rejected.length < maxListed) summary.rejected.push({ line, reason });
    // One count per kind of reason (numbers in reasons such as "too many fields (50 > 49)" dropped).
    const kind = reason.replace(/\s*\(\d+ > \d+\)/, '');
    const byReason = quality.rejectedByReason;
    if (byReason[kind] !== undefined) byReason[kind]++;
    else if (Object.keys(byReason).length < 50) byReason[kind] = 1;
    if (kind === 'missing cas') quality.blank.causeNumber++;
  };

  /**
   * Batches go through one chain, in order: read the stored events, merge and build, write. The chain runs
   * while the loop below parses the next rows, up to `MAX_AHEAD` batches ahead (so the database works while
   * rows are parsed, and the parser works while the database writes); memory stays bounded by those batches.
   * A batch's read comes after the previous batch's write, so it always sees it.
   */
  const MAX_AHEAD = 2;
  const start = sink.startImport ? await sink.startImport() : { empty: false };
  const written = start.empty ? new CasFilter() : null;
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  let failed = false;
  let drained: (() => void) | null = null;

  const processBatch = async (batch: Map<string, CaseEvent[]>): Promise<void> => {
    let ids = [...batch.keys()];
    // Into an empty sink, only a case this import already wrote (its rows scattered in the file) can be stored.
    if (written) ids = ids.filter((cas) => written.mayHave(cas));
    const stored = sink.loadEvents && ids.length > 0 ? await sink.loadEvents(ids) : new Map<string, StoredEvents>();
    const upserts: (CaseRecord & { importId: string })[] = [];
    // Cases not stored before this batch, when the sink can insert them in bulk (the rest are upserted).
    const inserts: (CaseRecord & { importId: string })[] = sink.insertCases && sink.loadEvents ? [] : upserts;
    const deletes: string[] = [];
    for (const [cas, fresh] of batch) {
      const prev = stored.get(cas);
      const sameRun = prev !== undefined && prev.importId === importId;
      const events = prev && (mode === 'merge' || sameRun) ? mergeEvents(prev.events, fresh) : mergeEvents(fresh);
      const built = buildCase(events);
      if (built.offered) {
        // The record is this call's own object: tag it rather than copy it.
        const record = built.record as CaseRecord & { importId: string };
        record.importId = importId;
        // Not stored: into an empty sink, not written by this import (a "no" of the filter is certain, and a
        // "maybe" was read back above); otherwise not among the stored events read for the whole batch.
        (prev === undefined ? inserts : upserts).push(record);
        written?.add(cas);
        if (!sameRun) {
          summary.cases++;
          report.written(record);
        }
      } else {
        summary.notOffered[built.reason]++;
        if (!written || written.mayHave(cas)) deletes.push(cas);
      }
    }
    if (inserts !== upserts && inserts.length > 0) await sink.insertCases?.(inserts);
    if (upserts.length > 0) await sink.upsertCases(upserts);
    if (deletes.length > 0) await sink.deleteCases(deletes);
  };

  const flush = async (): Promise<void> => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    queued++;
    chain = chain
      .then(() => (failed ? undefined : processBatch(batch)))
      .catch((err: unknown) => {
        failed = true;
        throw err;
      })
      .finally(() => {
        queued--;
        drained?.();
      });
    chain.catch(() => undefined); // surfaced by settle(), not as an unhandled rejection
    // Parse ahead while the chain works, but no further than MAX_AHEAD batches (flat memory).
    while (queued >= MAX_AHEAD && !failed) await new Promise<void>((resolve) => (drained = resolve));
    if (failed) await chain;
  };
  const settle = async (): Promise<void> => {
    await chain;
  };

  const progress = (): void =>
    options.onProgress?.({ rows: summary.rows, bytes, totalBytes: options.totalBytes ?? null, cases: summary.cases });

  for await (const batch of parseExtractBatches(source, { onBytes: (n) => (bytes += n), columns: EVENT_COLUMNS })) {
    for (const parsed of batch) {
      summary.rows++;
      if (summary.rows % progressEvery === 0) progress();
      if (!parsed.ok) {
        reject(parsed.line, parsed.reason, parsed.cas);
        continue;
      }
      const ev = rowToEvent(parsed.row);
      if (!ev.ok) {
        reject(parsed.line, ev.reason, parsed.row['cas']);
        continue;
      }
      const e = ev.event;
      summary.acceptedRows++;
      readCas.add(e.cas);
      if (e.defNam === null) quality.blank.name++;
      if (e.defSpn === null) quality.blank.spn++;
      if (e.defDob === null) quality.blank.dob++;
      report.row(e);
      if (e.defSpn) people.add(e.defSpn);
      if (e.rundate && (maxRundate === null || e.rundate > maxRundate)) maxRundate = e.rundate;
      if (e.dispdt && (maxEventDate === null || e.dispdt > maxEventDate)) maxEventDate = e.dispdt;
      if (e.fda && (maxEventDate === null || e.fda > maxEventDate)) maxEventDate = e.fda;
      if (e.cas !== lastCas && pending.size >= batchSize && !pending.has(e.cas)) await flush();
      lastCas = e.cas;
      const list = pending.get(e.cas);
      if (list) list.push(e);
      else pending.set(e.cas, [e]);
    }
  }
  await flush();
  await settle();
  await sink.finishImport?.();
  // A snapshot that read no row (an empty or foreign file) must not empty the table.
  if (mode === 'snapshot' && sink.deleteNotImportedIn && summary.acceptedRows > 0)
    summary.deletedStale = await sink.deleteNotImportedIn(importId);
  summary.people = people.count;
  summary.dataEndDate = maxRundate ?? (options.fileName ? dateFromFileName(options.fileName) : null) ?? maxEventDate;
  if (summary.dataEndDate) await sink.setDataEndDate(summary.dataEndDate);
  progress();
  const allRowsRejected = [...rejectedCas].filter((cas) => !readCas.mayHave(cas)).sort();
  const someRowsRejected = [...rejectedCas].filter((cas) => readCas.mayHave(cas)).sort();
  summary.report = report.finish(
    { rows: summary.rows, cases: summary.cases, people: summary.people },
    { allRowsRejected, someRowsRejected, keptPrevious: [], notInNewData: [], more: rejectedCasMore },
  );
  Object.assign(quality, {
    rows: summary.rows,
    acceptedRows: summary.acceptedRows,
    rejectedRows: summary.rejectedCount,
    cases: summary.cases,
    people: summary.people,
  });
  summary.millis = now() - started;
  return summary;
}

/** An in-memory sink (tests, the demo without a database, the benchmark's parse-only pass). */
export class MemorySink implements CaseSink {
  readonly cases = new Map<string, CaseRecord & { importId: string }>();
  dataEndDate: string | null = null;
  async startImport(): Promise<{ empty: boolean }> {
    return { empty: this.cases.size === 0 };
  }
  async loadEvents(cas: string[]): Promise<Map<string, StoredEvents>> {
    const out = new Map<string, StoredEvents>();
    for (const id of cas) {
      const c = this.cases.get(id);
      if (c) out.set(id, { events: c.events, importId: c.importId });
    }
    return out;
  }
  async upsertCases(batch: (CaseRecord & { importId: string })[]): Promise<void> {
    for (const c of batch) this.cases.set(c.cas, c);
  }
  async deleteCases(cas: string[]): Promise<void> {
    for (const id of cas) this.cases.delete(id);
  }
  async deleteNotImportedIn(importId: string): Promise<number> {
    let n = 0;
    for (const [id, c] of this.cases) {
      if (c.importId !== importId) {
        this.cases.delete(id);
        n++;
      }
    }
    return n;
  }
  async setDataEndDate(date: string): Promise<void> {
    this.dataEndDate = date;
  }
}
