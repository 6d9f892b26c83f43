export { decodeCp1252, encodeCp1252 } from './cp1252';
export { parseExtractDate, addTerm, termEnd, dateFromFileName } from './dates';
export type { Term } from './dates';
export {
  parseExtract,
  parseExtractBatches,
  splitLines,
  splitLineBatches,
  parseHeader,
  cleanValue,
  MAX_LINE_CHARS,
  MAX_FIELD_CHARS,
} from './parser';
export type { RawRow, ParsedRow, ParseOptions } from './parser';
export { openExtractFile, openExtractZipBuffer, DEFAULT_ZIP_LIMITS, ZipLimitError } from './files';
export type { ExtractSource, ZipLimits } from './files';
export { parseSentence } from './sentence';
export type { ParsedSentence, ConfinementPlace } from './sentence';
export { classifyOffense, INCHOATE_PREFIXES, normalizeLiteral, KNOWN_OFFENSE_CODES } from './classify';
export type { ClassifyInput } from './classify';
export {
  normalizeName,
  normalizeSuffix,
  hasLetters,
  parseDefName,
  normalizeQuery,
  lastNameForms,
  matchesName,
  middleMatches,
  suffixMatches,
  searchKey,
  searchKeysForQuery,
  SUFFIXES,
} from './names';
export type { Suffix, ParsedName, NameQuery, NormalizedQuery, RecordName } from './names';
export {
  rowToEvent,
  mergeEvents,
  eventKey,
  padSpn,
  normalizeCourt,
  EVENT_COLUMNS,
  packEvents,
  unpackEvents,
} from './events';
export type { CaseEvent, EventResult } from './events';
export {
  buildCase,
  classifyEvent,
  readEvent,
  causeNumberOf,
  misdemeanorFelony,
  toOffenseLevel,
  MIN_FILING_DATE,
} from './build';
export type { CaseRecord, CaseDisplay, Supervision, BuildResult, NotOfferedReason } from './build';
export { ReportBuilder, formatReport } from './report';
export { caseJudge, CLEAN_PERSON } from './undecided';
export { accuracyFigures, renderAccuracy, stampOf, type AccuracyFigures, type Example } from './accuracy';
export type { CaseJudge, CaseVerdict, Verdict, Engine, EvaluateFn, QuestionKinds } from './undecided';
export type { ImportReport, DispositionLine, Counted, RejectedCases } from './report';
export {
  DISPOSITION_CODES,
  DISPOSITION_LITERALS,
  LEVEL_CODES,
  INSTRUMENT_CODES,
  FELONY_COURTS,
  MISDEMEANOR_COURTS,
  normalizeLevel,
  normalizeCodeText,
  readDisposition,
  readBond,
} from './codes';
export type { DataIssue, EventReading, EventRead, CodeEntry, LiteralEntry } from './codes';
export { importExtract, defaultImportMode, MemorySink, CasFilter } from './importer';
export { checkImport, DEFAULT_IMPORT_LIMITS } from './checks';
export type { ImportQuality, ImportLimits, CheckProblem, CheckName, CurrentData } from './checks';
export type { CaseSink, StoredEvents, ImportOptions, ImportProgress, ImportSummary, RejectedRow } from './importer';
export {
  generateExtract,
  generateExtractLines,
  DEMO_PEOPLE,
  SYNTH_OFFENSE_LITERALS,
  DISPOSITIONS_COLUMNS,
  HISTORICAL_COLUMNS,
  SCENARIO_WEIGHTS,
  COUNTY_PRESET,
  WEEKLY_CASES_PER_PERSON,
  peopleForWeeklyRows,
  Rng,
} from './synth';
export type { SynthOptions, SynthLayout } from './synth';
