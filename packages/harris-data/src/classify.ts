/**
 * Offense classifier: `curr_off_lit` (and the county code) → statute section, Penal Code chapter and the
 * categories the eligibility rules care about. Conservative: a literal that no rule recognises is
 * `unidentified: true` with no categories (the engine then asks or says it cannot determine).
 *
 * Attempts and conspiracies (PC 15.01, 15.02) are classified by the offense attempted (ADR 0060 item 51):
 * the literal's prefix comes from an explicit list (`INCHOATE_PREFIXES`), the rest is classified as any literal,
 * and `inchoate` names the section. Solicitation literals are not read as PC 15.03 (they are usually PC 43.021 or
 * 33.021) and stay unidentified unless a rule names them. Literals the real 2024 rows showed unidentified are read
 * by a reviewed list of whole prefixes with their sections (`LITERAL_PREFIXES`, item 52).
 *
 * Literals are upper-case abbreviations truncated to about 30 characters (format doc §4.4), so the
 * patterns match prefixes and common abbreviations, never whole phrases only.
 */
import type { LimitationsQualifier, OffenseCategory, OffenseIdentity, OffenseLevel } from '@cyr/rules';

interface Rule {
  re: RegExp;
  statute: string | null;
  categories: OffenseCategory[];
  /** Fine-only unless the level says otherwise (Class C offenses). */
  fineOnly?: boolean;
  /** Recognised but deliberately left unidentified (inchoate offenses). */
  unidentified?: boolean;
  /** Penal Code chapter when known but the section is not. */
  chapter?: number;
  /** `LEWD VIS` without a child word: PC 43.262 only at a felony level (item 48). */
  lewdVisual?: boolean;
}

const V: OffenseCategory = 'violent_or_sexual';
const REG: OffenseCategory = 'sex_offender_registrable';
const FV: OffenseCategory = 'family_violence';

const r = (
  re: RegExp,
  statute: string | null,
  categories: OffenseCategory[] = [],
  extra: Partial<Rule> = {},
): Rule => ({ re, statute, categories, ...extra });

const ASLT = String.raw`(?:ASLT|ASSAULT|ASSLT|ASSAU\w*|ASLT\w*)`;
const FAMWORD = String.raw`(?:FAM\b|FAM\/|FAMILY|FAM MEM|HOUSE\s*MEM|HOUSEHOLD|HSHLD|DATING|\bFV\b)`;

/** Ordered: the first matching rule wins, so specific rules come before general ones. */
const RULES: Rule[] = [
  // --- intoxication offenses (PC ch. 49) ---
  r(/INTOX\w*\.?\s*MANS|INTOXICATION MANSL/, 'PC 49.08', ['intoxication_assault_or_manslaughter', V]),
  r(/INTOX\w*\.?\s*(?:ASLT|ASSAULT|ASSLT|ASSAU|AS\b)/, 'PC 49.07', ['intoxication_assault_or_manslaughter', V]),
  r(/\bBWI\b|BOATING WHILE|BOAT\w* WHILE INT/, 'PC 49.06', ['bwi']),
  r(/FLYING WHILE|\bFWI\b/, 'PC 49.05', ['fwi']),
  r(/AMUSEMENT RIDE/, 'PC 49.065', ['amusement_ride_intoxicated']),
  r(/\bDUI\b|DRIVING UNDER THE INF|DRIV\w* UNDER INF/, 'ABC 106.041', ['minor_dui']),
  r(
    /(?:\bDWI\b|DRIV\w* WH\w* INT\w*)\s*(?:W\/|WITH|W\s)\s*(?:A\s*)?(?:CHILD|CHLD|CH\b|PASS|MINOR|CHI)|DWI\s*CHILD/,
    'PC 49.045',
    [],
  ),
  r(
    /\bDWI\b|DRIVING WHILE INT|DRIV\w* WH\w* INTOX|\bD\.W\.I\b|OPERAT\w* (?:A )?(?:MOTOR )?VEH\w* WHILE INT/,
    'PC 49.04',
    ['dwi'],
  ),
  r(/PUBLIC INTOX|PUB\w* INTOX|\bPUB INT\b/, 'PC 49.02', [], { fineOnly: true }),
  // --- sexual offenses and prostitution (chapters 21, 22, 33, 43; CCP ch. 62) ---
  r(/CONT\w* SEX\w* AB/, 'PC 21.02', [REG, V]),
  r(new RegExp(String.raw`AGG\w* SEX\w* ${ASLT}|AGG\w* SEX\w* AS\b|AGG SEX`), 'PC 22.021', [REG, V]),
  r(new RegExp(String.raw`SEX\w* ${ASLT}|SEXUAL AS\b|SEX AS\b`), 'PC 22.011', [REG, V]),
  r(/INDEC\w*\s*(?:W\/|WITH|WTH|W)?\s*(?:A\s*)?CH|INDEC\w* CHILD/, 'PC 21.11', [REG, V]),
  r(/INDEC\w* EXP/, 'PC 21.08', [V]),
  r(/INDEC\w* (?:ASLT|ASSAULT|ASSLT)/, 'PC 22.012', [V]),
  r(/CHI?LD PORN|PORN\w*.*CHI?LD|POSS\w* CP\b/, 'PC 43.26', [REG, V]),
  r(/SEX\w* PERF/, 'PC 43.25', [REG, V]),
  r(/ONLINE SOL/, 'PC 33.021', [REG, V]),
  r(/SOLIC\w* (?:OF )?(?:A )?MINOR/, 'PC 15.031', [REG, V]),
  r(
    /FAIL\w* (?:TO )?(?:REG|COMPLY).*SEX|SEX OFF\w* (?:FAIL|REG)|FAIL\w* TO REG|FAILURE TO REGISTER|FTR SEX/,
    'CCP 62.102',
    [REG],
  ),
  r(/BESTIALITY/, 'PC 21.09', [REG, V]),
  r(/IMPROP\w* REL/, 'PC 21.12', [REG, V]),
  r(/INVASIVE VIS/, 'PC 21.15', [V]),
  // ADR 0060 item 48: `LEWD VIS` is PC 43.262 (registrable) when the literal names a child or the level is a
  // felony (public lewdness, 21.07, is only Class A); see `classifyOffense` for the misdemeanor case.
  r(/LEWD VIS.*(?:CHILD|CHLD|MINOR|DEP)/, 'PC 43.262', [REG, V]),
  r(/LEWD VIS/, 'PC 43.262', [REG, V], { lewdVisual: true }),
  r(/LEWD/, 'PC 21.07', [V]),
  r(/VOYEUR/, 'PC 21.17', [V]),
  r(/COMPEL\w* PROST/, 'PC 43.05', ['prostitution', V]),
  r(/AGG\w* PROM\w* (?:OF )?PROST/, 'PC 43.04', ['prostitution']),
  r(/PROM\w* (?:OF )?PROST/, 'PC 43.03', ['prostitution']),
  r(/SOLIC\w* (?:OF )?PROST|BUYING SEX|PURCH\w* (?:OF )?SEX/, 'PC 43.021', ['prostitution']),
  r(/PROSTITUT|\bPROST\b|\bPROSTIT/, 'PC 43.02', ['prostitution']),
  // ADR 0060 item 65: PC 43.235 (2025; obscene visual material appearing to depict a child). Whether CCP
  // 62.001(5) makes it registrable is unverified, so it stays unidentified (could not determine), never harmless.
  r(/OBSCEN.*(?:CHILD|CHLD|MINOR|DEPICT)/, 'PC 43.235', [], { unidentified: true, chapter: 43 }),
  r(/OBSCEN/, null, [], { chapter: 43 }),
  r(/HARMFUL MAT/, 'PC 43.24', [V]),
  // --- criminal solicitation (after the solicitation offenses above): deliberately unidentified ---
  r(/^(?:CRIM\w* )?SOLIC\w*/, 'PC 15.03', [], { unidentified: true, chapter: 15 }),
  // --- homicide (ch. 19) ---
  r(/CAP\w* MUR/, 'PC 19.03', ['murder', V]),
  r(/\bMURD|\bMURDER/, 'PC 19.02', ['murder', V]),
  r(/MANSLAUGHTER|\bMANSL/, 'PC 19.04', [V]),
  r(/NEG\w* HOM/, 'PC 19.05', [V]),
  // --- kidnapping, trafficking (ch. 20, 20A) ---
  r(/AGG\w* KIDNAP/, 'PC 20.04', ['aggravated_kidnapping', V]),
  r(/KIDNAP/, 'PC 20.03', [V]),
  r(/UNL\w* RESTR/, 'PC 20.02', [V]),
  r(/SMUGG\w* (?:OF )?PERS|HUMAN SMUGG|SMUGGLING OF/, 'PC 20.05', []),
  r(/CONT\w* TRAF/, 'PC 20A.03', ['human_trafficking', V]),
  r(/TRAFFICK|TRAF\w* (?:OF )?PERS|HUMAN TRAF/, 'PC 20A.02', ['human_trafficking', V]),
  // --- 411.074(b) bars in ch. 22, 25, 42 ---
  r(/INJ\w*\s*(?:TO\s*)?(?:A\s*|AN\s*)?(?:CHI?LD|ELD|DISAB)/, 'PC 22.04', ['injury_child_elderly_disabled', V]),
  r(/ABAND\w*.*CH|ENDANG\w*/, 'PC 22.041', ['child_abandoning_endangerment', V]),
  r(/REPEAT\w* VIOL/, 'PC 25.072', ['protective_order_violation']),
  r(
    /VIOL\w*\s*(?:OF\s*)?(?:A\s*|AN\s*)?(?:PROT|PO\b|BOND|BND|MAG\w* (?:ORD|EMERG)|EMERG\w* PROT|COND\w* OF BOND|CRT ORD|COURT ORD)/,
    'PC 25.07',
    ['protective_order_violation'],
  ),
  r(/STALK/, 'PC 42.072', ['stalking', V]),
  r(/CONT\w* VIOL\w*.*FAM|CONT\w* VIOL\w* (?:AGAINST|AGNST|AGST)/, 'PC 25.11', [FV, V]),
  // --- assaultive offenses (ch. 22) ---
  r(new RegExp(String.raw`AGG\w* ${ASLT}.*${FAMWORD}`), 'PC 22.02', [FV, V]),
  r(new RegExp(String.raw`TERR\w*.*${FAMWORD}`), 'PC 22.07', [FV, V]),
  r(
    new RegExp(String.raw`${ASLT}.*${FAMWORD}|${FAMWORD}.*${ASLT}|IMPED\w*\s*(?:BRTH|BREATH|BR\b)|IMPEDE`),
    'PC 22.01',
    ['assault', FV],
  ),
  r(new RegExp(String.raw`AGG\w* ${ASLT}|AGG\w* AS\b|AGGRAVATED AS`), 'PC 22.02', [V]),
  r(/DEADLY COND/, 'PC 22.05', [V]),
  r(/TERR\w* THR|TERRORISTIC|TERR THREAT/, 'PC 22.07', [V]),
  r(/HARASS\w* (?:OF )?(?:A )?PUB/, 'PC 22.11', [V]),
  r(new RegExp(String.raw`${ASLT}.*CONT|${ASLT}.*OFFENSIVE`), 'PC 22.01', ['assault'], { fineOnly: true }),
  r(new RegExp(String.raw`\b${ASLT}`), 'PC 22.01', ['assault']),
  // --- robbery, burglary, trespass (ch. 29, 30) ---
  r(/AGG\w* ROB/, 'PC 29.03', [V]),
  r(/ROBB/, 'PC 29.02', [V]),
  r(/BURG\w* (?:OF )?(?:A )?(?:MOTOR )?VEH|\bBMV\b|BURG\w* MV\b|BURG\w* (?:OF )?M\/V/, 'PC 30.04'),
  r(/BURG\w* COIN/, 'PC 30.03'),
  r(/BURG/, 'PC 30.02'),
  r(/TRESP/, 'PC 30.05'),
  // --- theft and fraud (ch. 31, 32) ---
  r(/FRAUD\w* (?:USE|POSS).*ID|IDENT\w* THEFT|\bID THEFT|FRAUD\w* (?:USE|POSS)\w* (?:OF )?IDEN/, 'PC 32.51'),
  r(/ORG\w* RET/, 'PC 31.16', ['theft']),
  r(/THEFT\s*(?:OF\s*)?(?:SERV|SVC)|THFT\s*(?:OF\s*)?SERV/, 'PC 31.04'),
  r(/\bTHEFT|\bTHFT\b|\bTHEF\b|SHOPLIFT/, 'PC 31.03', ['theft']),
  r(/UNAUTH\w* USE|\bUUMV\b/, 'PC 31.07'),
  r(/CRIM\w* MISCH|CRIMINAL MISCHIEF/, 'PC 28.03'),
  r(/GRAFFITI/, 'PC 28.08'),
  r(/\bARSON/, 'PC 28.02'),
  r(/FORG/, 'PC 32.21'),
  r(/CRED\w*.*(?:ABUSE|CARD)|DEBIT CARD/, 'PC 32.31'),
  r(/MISAPP\w* FID/, 'PC 32.45'),
  r(/EXPLOIT\w*/, 'PC 32.53', [V]),
  r(/PRESCRIP|\bRX\b/, 'HSC 481.129'),
  r(/MONEY LAUND/, 'PC 34.02'),
  // --- public administration (ch. 36–39) ---
  r(/TAMPER\w*.*WITN/, 'PC 36.05'),
  r(/TAMPER\w*.*EVID|TAMP\w* FAB\w* EVID/, 'PC 37.09'),
  r(/TAMPER\w*.*(?:GOV|REC)/, 'PC 37.10'),
  r(/BRIB/, 'PC 36.02'),
  r(/RETALIAT/, 'PC 36.06'),
  r(/AGG\w* PERJ/, 'PC 37.03'),
  r(/PERJ/, 'PC 37.02'),
  r(/FALSE (?:REP|RPT|STATEMENT TO)/, 'PC 37.08'),
  r(/IMPERS/, 'PC 37.11'),
  r(/EVAD\w*|EVADING/, 'PC 38.04'),
  r(/RESIST\w*/, 'PC 38.03'),
  r(/FAIL\w* (?:TO )?ID|FALSE ID\w* (?:AS|TO)/, 'PC 38.02'),
  r(/ESCAPE/, 'PC 38.06'),
  r(/BAIL JUMP|FAIL\w* (?:TO )?APP/, 'PC 38.10'),
  r(/HINDER\w*/, 'PC 38.05'),
  r(/CONTRABAND|PROHIB\w* (?:SUB|ITEM)\w*.*(?:CORR|JAIL|FAC)/, 'PC 38.11'),
  r(/INTERF\w*.*(?:PUB\w* DUT|PUBLIC DUTIES)/, 'PC 38.15'),
  r(/INTERF\w*.*EMERG/, 'PC 42.062'),
  r(/OFFICIAL OPPRESS/, 'PC 39.03'),
  r(/ABUSE (?:OF )?OFF/, 'PC 39.02'),
  // --- weapons (ch. 46) ---
  // ADR 0060 item 41: a carrying literal that names a licence holder is PC 46.035, one naming a prohibited
  // place or premises is 46.03 or 46.035 (which of the two is not shown: chapter only), one naming a felony
  // conviction is 46.04. None of them is former 46.02(a), so none reaches CCP 55A.005.
  r(/(?:UNL\w* CARR|CARRY\w*).*(?:\bLIC\b|LICEN|HOLDER|\bLTC\b|\bCHL\b)/, 'PC 46.035'),
  r(/(?:UNL\w* CARR|CARRY\w*).*(?:PROHIB\w* PL|PROH\w* PL|PREMISE)/, null, [], { chapter: 46 }),
  r(/(?:UNL\w* CARR|CARRY\w*).*(?:W\/ FELONY CON|FELON)/, 'PC 46.04'),
  r(/UNL\w* CARR|\bUCW\b|CARRY\w* (?:A )?(?:WEAP|HANDGUN)/, 'PC 46.02'),
  r(
    /FELON\w*.*(?:POSS|FIREARM|WEAP)|(?:POSS|UNL)\w*.*(?:FIREARM|WEAP|WPN).*FELON|UNL\w* POSS\w* (?:OF )?(?:A )?(?:FIREARM|FA\b|WEAP)/,
    'PC 46.04',
  ),
  r(/PROHIB\w* WEAP|PROH WPN/, 'PC 46.05'),
  r(/WEAP|\bWPN\b|FIREARM|HANDGUN/, null, [], { chapter: 46 }),
  // --- public order (ch. 42) ---
  r(/HARASS/, 'PC 42.07'),
  r(/DISORD\w*/, 'PC 42.01', [], { fineOnly: true }),
  r(/CRUEL\w*/, 'PC 42.092'),
  r(/\bRIOT/, 'PC 42.02'),
  r(/OBSTR\w* (?:HWY|HIGHWAY|PASSAGE)/, 'PC 42.03'),
  r(/FALSE ALARM/, 'PC 42.06'),
  r(/DOG\w* FIGHT/, 'PC 42.10'),
  // --- family (ch. 25) ---
  r(/INTERF\w*.*CUST/, 'PC 25.03'),
  r(/ENTIC\w*/, 'PC 25.04'),
  r(/NON-?SUPP/, 'PC 25.05'),
  r(/HARBOR\w* (?:A )?RUNAWAY/, 'PC 25.06'),
  r(/BIGAMY/, 'PC 25.01'),
  r(/(?:SALE|PURCH\w*) OF (?:A )?CHILD/, 'PC 25.08'),
  // --- organized crime (ch. 71) ---
  r(/ENGAG\w* (?:IN )?ORG|ORG\w* CRIM|\bEOCA\b|ORGANIZED CRIM/, 'PC 71.02', ['organized_crime']),
  r(/\bGANG/, 'PC 71.022', ['organized_crime']),
  r(/GAMBL/, null, [], { chapter: 47 }),
  r(/CRIM\w* INSTR/, 'PC 16.01'),
  // --- drugs (Health & Safety Code ch. 481, 483) ---
  r(/(?:DEL\w*|MAN\w*|MFG|SELL|SALE)\W{0,3}(?:OF\s*)?(?:MARIJ|MARIH|\bMJ\b)/, 'HSC 481.120', ['marijuana']),
  r(/POSS\w*\W{0,3}(?:OF\s*)?(?:MARI|\bMJ\b)|\bPOM\b|MARIJ|MARIH/, 'HSC 481.121', ['marijuana']),
  r(/PARA(?:PH|\b)|PARAPHERNALIA/, 'HSC 481.125'),
  r(/DANG\w* DRUG/, 'HSC 483.041'),
  r(/ABUSABLE|INHALANT/, 'HSC 485.031'),
  r(/(?:MAN\w*|DEL\w*|MFG|MAN\/DEL)\W*(?:CS|CONT|CONTROLLED)/, null, [], { chapter: 0 }),
  r(/POSS\w*\W*(?:CS|CONT\w* SUB)|\bPCS\b|POSS\w* (?:OF )?(?:A )?CONT/, null, [], { chapter: 0 }),
  // --- traffic (Transportation Code) ---
  r(/\bDWL[ISR]\b|DRIV\w* WH\w* (?:LIC|LICENSE)|DRIV\w* W\/?\s*(?:LIC|LICENSE)/, 'TC 521.457'),
  r(
    /\bFSGI\b|\bFSRA\b|FAIL\w* (?:TO )?STOP.*(?:GIVE|INFO|RENDER|AID|\bGI\b|\bRA\b)|LEAV\w* (?:THE )?SCENE/,
    'TC 550.021',
  ),
  r(/RECKLESS DRIV/, 'TC 545.401'),
  r(/\bRACING/, 'TC 545.420'),
  r(
    /NO (?:DRIVER|DL\b|VALID DL|LICENSE)|NO INSUR|FAIL\w* (?:TO )?MAINT\w* FIN|SPEED|RAN (?:RED|STOP)|SEAT ?BELT|EXPIRED (?:REG|LIC|DL)/,
    null,
    ['traffic_fine_only'],
    { fineOnly: true },
  ),
  // --- alcoholic beverages ---
  r(/MINOR IN POSS|\bMIP\b|MINOR POSS\w* ALC|CONSUM\w*.*MINOR/, 'ABC 106.05', [], { fineOnly: true }),
  r(/FURN\w* ALC|SALE TO (?:A )?MINOR|PURCH\w* ALC\w* FOR (?:A )?MINOR|PROVID\w* ALC/, 'ABC 106.06'),
  r(/ILLEGAL DUMP/, 'HSC 365.012'),
];

/** Statute sections of drug possession / delivery by penalty group, refined after the generic rule matches. */
function drugStatute(lit: string, delivery: boolean): string | null {
  const pg = /PG\s*-?\s*(1-?A|1-?B|2-?A|1|2|3|4)\b/.exec(lit)?.[1]?.replace('-', '');
  if (!pg) return null;
  const table: Record<string, [string, string]> = {
    '1': ['HSC 481.112', 'HSC 481.115'],
    '1B': ['HSC 481.112', 'HSC 481.115'],
    '1A': ['HSC 481.1121', 'HSC 481.1151'],
    '2': ['HSC 481.113', 'HSC 481.116'],
    '2A': ['HSC 481.113', 'HSC 481.1161'],
    '3': ['HSC 481.114', 'HSC 481.117'],
    '4': ['HSC 481.114', 'HSC 481.118'],
  };
  const row = table[pg];
  return row ? row[delivery ? 0 : 1] : null;
}

const FV_HINT = new RegExp(String.raw`${FAMWORD}|IMPED\w*\s*(?:BRTH|BREATH)|FAM(?:ILY)?\s*VIOL`);

/** Normalize a literal for matching: upper case, single spaces. */
export function normalizeLiteral(literal: string): string {
  return literal.toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * Attempt and conspiracy prefixes (ADR 0060 item 51): PC 15.01 for `ATT`, `ATTEMPT`, `ATTEMPTED`,
 * `ATTMPT`; PC 15.02 for `CONSP`, `CONSPIRACY` (also after `CRIM`/`CRIMINAL`). A prefix is a whole word followed by a space (`ATT ELUDE` inside
 * `FLEEING/ATT ELUDE` is not a prefix); `TO ` and `TO COMMIT ` after it are skipped.
 */
export const INCHOATE_PREFIXES: readonly (readonly [string, 'PC 15.01' | 'PC 15.02'])[] = [
  ['ATTEMPTED ', 'PC 15.01'],
  ['ATTEMPT ', 'PC 15.01'],
  ['ATTMPT ', 'PC 15.01'],
  ['ATT ', 'PC 15.01'],
  ['CRIMINAL CONSPIRACY ', 'PC 15.02'],
  ['CRIM CONSPIRACY ', 'PC 15.02'],
  ['CONSPIRACY ', 'PC 15.02'],
  ['CONSP ', 'PC 15.02'],
];

/**
 * Offense literals of the real 2024 rows that the patterns above missed or misread (ADR 0060 item 52),
 * read by whole prefix: [prefix, statute, categories, citation confidence]. A literal is matched when it starts
 * with the prefix (literals are cut at about 30 characters, so the tail varies).
 */
export const LITERAL_PREFIXES: readonly (readonly [string, string, readonly OffenseCategory[], 'H' | 'M'])[] = [
  ['FRAUD/USE/POSS ID', 'PC 32.51', [], 'H'],
  ['FRAUD/USE POSS IDENTIF', 'PC 32.51', [], 'H'],
  ['FRAUD USE/POSS CRDIT/DEBIT', 'PC 32.315', [], 'H'],
  ['SEC EXEC DOC DECEPT', 'PC 32.46', [], 'H'],
  ['FLSE STMNT OBTAIN CREDIT', 'PC 32.32', [], 'H'],
  ['TAMPER/FABRICATE PHYS EVD', 'PC 37.09', [], 'H'],
  ['TAMP GOV REC', 'PC 37.10', [], 'H'],
  ['TAMP GOVT/SCL REC', 'PC 37.10', [], 'H'],
  ['PROH SUBSTANCE CORRECT', 'PC 38.11', [], 'H'],
  ['UNAUTH ABSENCE COMM CORR', 'PC 38.113', [], 'H'],
  ['TAMPER W/ELEC MONITR', 'PC 38.112', [], 'H'],
  ['POSS W/INT DEL/MAN/DEL PG1', 'HSC 481.112', [], 'H'],
  ['TRAF CHILD', 'PC 20A.02', ['human_trafficking', REG, V], 'H'],
  ['SEX OFFENDER DUTY REG', 'CCP 62.102', [REG], 'H'],
  ['INTERFERE DUTIES PUB', 'PC 38.15', [], 'H'],
  ['FLEEING', 'TC 545.421', [], 'M'],
  ['CRIM TRES', 'PC 30.05', [], 'H'],
];

/** Roman-numeral penalty groups in delivery literals (`PG I`, `PG II`, `PG III/IV`): H&S 481.112–.114 (item 52). */
const ROMAN_DELIVERY: readonly (readonly [RegExp, string])[] = [
  [/^(?:POSS W\/INT |MAN\/DEL|MAN DEL|DEL\w* ).*\bPG I\b/, 'HSC 481.112'],
  [/^(?:POSS W\/INT |MAN\/DEL|MAN DEL|DEL\w* ).*\bPG II\b/, 'HSC 481.113'],
  [/^(?:POSS W\/INT |MAN\/DEL|MAN DEL|DEL\w* ).*\bPG III\/IV\b/, 'HSC 481.114'],
];

/** `POSSESS <drug>` literals: the drug's possession section (item 52). */
const POSSESS_DRUG: readonly (readonly [string, string, readonly OffenseCategory[]])[] = [
  ['POSSESS MARIJ', 'HSC 481.121', ['marijuana']],
  ['POSSESS CS PG 1', 'HSC 481.115', []],
  ['POSSESS CS PG 2', 'HSC 481.116', []],
  ['POSSESS CS PG 3', 'HSC 481.117', []],
  ['POSSESS CS PG 4', 'HSC 481.118', []],
  ['POSSESS DANGEROUS DRUG', 'HSC 483.041', []],
];

/** Curated county codes (format doc §3.7) used when the literal itself is not recognised. */
export const KNOWN_OFFENSE_CODES: Readonly<Record<string, string>> = {
  '131408': 'ASLT FAM/HOUSE MEM IMPED BRTH/',
  '559906': 'POSS CS PG 1 4G - 200G',
  '540471': 'DWI 1ST OFFENDER BAC>=0.15',
};

function prefixRule(lit: string): Rule | null {
  for (const [prefix, statute, categories] of LITERAL_PREFIXES)
    if (lit.startsWith(prefix)) return { re: /$^/, statute, categories: [...categories] };
  for (const [prefix, statute, categories] of POSSESS_DRUG)
    if (lit.startsWith(prefix)) return { re: /$^/, statute, categories: [...categories] };
  for (const [re, statute] of ROMAN_DELIVERY) if (re.test(lit)) return { re, statute, categories: [] };
  return null;
}

function matchRule(lit: string): Rule | null {
  const explicit = prefixRule(lit);
  if (explicit) return explicit;
  for (const rule of RULES) if (rule.re.test(lit)) return rule;
  return null;
}

/** The inchoate section and the object literal of an attempt or conspiracy literal; null for any other literal. */
export function inchoateOf(lit: string): { section: 'PC 15.01' | 'PC 15.02'; object: string } | null {
  for (const [prefix, section] of INCHOATE_PREFIXES) {
    if (!lit.startsWith(prefix)) continue;
    let object = lit.slice(prefix.length);
    if (object.startsWith('TO COMMIT ')) object = object.slice('TO COMMIT '.length);
    else if (object.startsWith('TO ')) object = object.slice(3);
    return { section, object };
  }
  return null;
}

/**
 * PC 15.01(d), 15.02(d): an attempt or a conspiracy is one category lower than the offense attempted; an attempted
 * state jail felony is a Class A misdemeanor (ADR 0060 item 51). Used when the row's level is blank (ADR 0074), and
 * by the synthetic county.
 */
export const ATTEMPT_LEVEL: Readonly<Partial<Record<OffenseLevel, OffenseLevel>>> = {
  FC: 'F1',
  F1: 'F2',
  F2: 'F3',
  F3: 'FS',
  FS: 'MA',
  MA: 'MB',
  MB: 'MC',
};

/**
 * The level of an attempt or conspiracy whose row gives none (ADR 0060 item 51, ADR 0074): one category below the
 * object offense's level, taken from a complaint or grand-jury literal of the same row that names the object
 * offense itself (same statute, not an attempt) with a known level. `unknown` when no literal gives it: the level
 * is never guessed from the offense alone (most offenses have several levels).
 */
export function attemptLevelOf(
  offense: OffenseIdentity,
  others: readonly (readonly [string | null | undefined, OffenseLevel])[],
): OffenseLevel {
  const object = offense.inchoate?.objectStatute ?? null;
  if (object === null) return 'unknown';
  for (const [literal, level] of others) {
    if (!literal || level === 'unknown') continue;
    const o = classifyOffense({ literal, level });
    if (o.inchoate || o.unidentified || o.statute !== object) continue;
    return ATTEMPT_LEVEL[level] ?? 'unknown';
  }
  return 'unknown';
}

export interface ClassifyInput {
  literal: string | null;
  code?: string | null;
  level?: OffenseLevel;
  /**
   * Other literals for the same case (`com_off_lit`, `gj_off_lit`), used only when the current literal is not
   * recognised, and then (ADR 0060 item 52) only when `otherLevels` gives the same level as `level`.
   */
  otherLiterals?: (string | null | undefined)[];
  /** The level of each of `otherLiterals` (`com_l_d`, `gj_l_d`); without it the other literals are not used. */
  otherLevels?: (OffenseLevel | null | undefined)[];
}

const FELONY_LEVELS: ReadonlySet<OffenseLevel> = new Set(['FC', 'F1', 'F2', 'F3', 'FS']);

/** Classify an offense. Pure; never throws. */
export function classifyOffense(input: ClassifyInput): OffenseIdentity {
  const literal = input.literal ?? '';
  const code = input.code ?? null;
  const level = input.level ?? 'unknown';
  const candidates: string[] = [literal];
  if (code && KNOWN_OFFENSE_CODES[code]) candidates.push(KNOWN_OFFENSE_CODES[code]);
  const others = input.otherLiterals ?? [];
  others.forEach((other, i) => {
    const otherLevel = input.otherLevels?.[i];
    if (other && level !== 'unknown' && otherLevel === level) candidates.push(other);
  });
  let rule: Rule | null = null;
  let matched = '';
  let inchoate: { section: 'PC 15.01' | 'PC 15.02'; object: string } | null = null;
  for (const c of candidates) {
    if (!c) continue;
    const lit = normalizeLiteral(c);
    const inch = inchoateOf(lit);
    rule = matchRule(inch ? inch.object : lit);
    if (rule || inch) {
      matched = inch ? inch.object : lit;
      inchoate = inch;
      break;
    }
  }
  const levelFineOnly = level === 'MC';
  const levelJailable = level === 'MA' || level === 'MB' || level.startsWith('F');
  // A misdemeanor-level `LEWD VIS` literal without a child word is neither 43.262 nor 21.07 (item 48).
  const lewdMisdemeanor = rule?.lewdVisual === true && !FELONY_LEVELS.has(level);
  if (!rule || rule.unidentified || lewdMisdemeanor) {
    return {
      literal,
      code,
      statute: inchoate ? inchoate.section : lewdMisdemeanor ? null : (rule?.statute ?? null),
      penalCodeChapter: inchoate ? 15 : lewdMisdemeanor ? null : (rule?.chapter ?? null),
      categories: [],
      unidentified: true,
      fineOnly: levelFineOnly,
      ...(inchoate ? { inchoate: { section: inchoate.section, objectStatute: rule?.statute ?? null } } : {}),
    };
  }
  let statute = rule.statute;
  if (statute === null && rule.chapter === 0) statute = drugStatute(matched, !/POSS/.test(matched));
  const categories = [...rule.categories];
  if (
    !categories.includes(FV) &&
    FV_HINT.test(matched) &&
    rule.categories.some((c) => c === 'assault' || c === V || c === 'stalking')
  )
    categories.push(FV);
  const pcMatch = statute ? /^PC (\d+)\./.exec(statute) : null;
  const penalCodeChapter = pcMatch ? Number(pcMatch[1]) : rule.chapter && rule.chapter > 0 ? rule.chapter : null;
  const identity: OffenseIdentity = {
    literal,
    code,
    statute,
    penalCodeChapter,
    categories,
    unidentified: false,
    fineOnly: levelFineOnly || (!levelJailable && rule.fineOnly === true),
  };
  if (inchoate) return attemptIdentity(identity, inchoate.section);
  return identity;
}

/**
 * Categories whose 411.074(b)(1)(B)–(C) bar names the completed offense only: an attempt or conspiracy is an
 * offense under PC 15.01/15.02, not under the listed section (ADR 0060 item 51).
 */
const LISTED_BAR_CATEGORIES: ReadonlySet<OffenseCategory> = new Set([
  'murder',
  'aggravated_kidnapping',
  'human_trafficking',
  'injury_child_elderly_disabled',
  'child_abandoning_endangerment',
  'protective_order_violation',
  'stalking',
  'organized_crime',
]);

/**
 * An attempt or conspiracy of an identified object offense (ADR 0060 item 51):
 * - registrable object (CCP 62.001(5): an attempt or conspiracy of a listed sex offense is reportable) → stays
 *   registrable, except an attempted indecent exposure (21.08 is registrable only on a repeat);
 * - object on the 411.074(b)(1)(B)–(C) list, or in a chapter whose exclusions would close or open a route (ch. 49,
 *   ch. 71; the 411.0735(c-1) screen) → could not determine: the law reads the completed offense, and whether its
 *   attempt counts is a legal question no answer of the person settles (kept unidentified so no route opens);
 * - otherwise the object's statute, chapter and categories (the 2-year waits and 411.072 exclusions follow it:
 *   a later date or a petition, never an earlier one).
 */
function attemptIdentity(object: OffenseIdentity, section: 'PC 15.01' | 'PC 15.02'): OffenseIdentity {
  const inchoate = { section, objectStatute: object.statute };
  const cats = object.categories;
  const registrable = cats.includes(REG) && object.statute !== 'PC 21.08';
  const listed = cats.some((c) => LISTED_BAR_CATEGORIES.has(c));
  const chapter = object.penalCodeChapter;
  const reviewChapter = chapter === 49 || chapter === 71 || cats.includes('dwi') || cats.includes('bwi');
  if (!registrable && (listed || reviewChapter)) return { ...object, categories: [], unidentified: true, inchoate };
  return { ...object, inchoate };
}

/**
 * Words in a complaint, grand-jury or current literal that name a family, household or dating victim (ADR 0060
 * item 53), matched as written in the literal. Reviewed list; Family Code 71.004.
 */
export const FAMILY_VICTIM_MARKERS: readonly string[] = [
  'FAM/',
  'FAM ',
  'FAMILY',
  'HOUSEHOLD',
  'HOUSE MEM',
  'HSHLD',
  'DATING',
  'IMPED BRTH',
  'CONTINUOUS VIOL',
];

/** Words that state a prior conviction (ADR 0060 item 53; 411.072(a)(2), 411.073(b)(2) and the others). */
export const PRIOR_CONVICTION_MARKERS: readonly string[] = [
  'W/PREV',
  'PREV C',
  'PREV CONV',
  '2/MORE PREV',
  '2+ PREV',
  'PRIOR',
  'REPEAT',
];
/** For a DWI literal only: `2ND`, `3RD`, `THIRD` (a second or third offense). */
export const DWI_PRIOR_MARKERS: readonly string[] = ['2ND', '3RD', 'THIRD'];

const hasMarker = (lit: string, markers: readonly string[]): boolean => markers.some((m) => lit.includes(m));

/**
 * Words that move a felony limitations period (ADR 0060 item 55), matched as written in the literal: a theft by a
 * public servant or fiduciary (10 years), an injury to a child (depends on the age) or to an elderly or disabled
 * individual, a burglary with intent to commit a sexual or unnamed other felony (30.02(d) possible).
 */
export const LIMITATIONS_MARKERS: readonly (readonly [LimitationsQualifier, readonly string[], RegExp])[] = [
  ['fiduciary_or_public_servant_theft', ['PUB SERV', 'FIDUC', 'EXECUTOR', 'GUARDIAN', 'TRUSTEE'], /^PC 31\./],
  ['child_victim', ['CHILD', 'CHLD', ' CH '], /^PC 22\.04$/],
  ['elderly_or_disabled_victim', ['ELD', 'DISAB'], /^PC 22\.04$/],
  ['burglary_intent_other_felony', ['SEX', 'OTHER FEL', 'OTH FEL'], /^PC 30\.02$/],
];

/** The limitations qualifiers of a case's literals, each read with the literal's own statute. */
export function limitationsQualifiersOf(
  literals: readonly (readonly [string | null | undefined, string | null])[],
): LimitationsQualifier[] {
  const out: LimitationsQualifier[] = [];
  for (const [raw, statute] of literals) {
    if (!raw || statute === null) continue;
    const lit = ` ${normalizeLiteral(raw)} `;
    for (const [q, words, statutes] of LIMITATIONS_MARKERS)
      if (statutes.test(statute) && hasMarker(lit, words) && !out.includes(q)) out.push(q);
  }
  return out;
}

/**
 * The two facts a plea to another offense does not undo (ADR 0060 item 53), read from the current,
 * complaint and grand-jury literals of the case.
 */
export function chargeFactsOf(
  literals: readonly (string | null | undefined)[],
  offense: OffenseIdentity,
): { familyVictim: boolean; priorConviction: boolean } {
  let familyVictim = false;
  let priorConviction = false;
  const dwi = offense.categories.includes('dwi');
  for (const raw of literals) {
    if (!raw) continue;
    const lit = normalizeLiteral(raw);
    if (hasMarker(lit, FAMILY_VICTIM_MARKERS)) familyVictim = true;
    if (hasMarker(lit, PRIOR_CONVICTION_MARKERS)) priorConviction = true;
    if (dwi && /\bDWI\b|DRIV\w* WH\w* INT/.test(lit) && hasMarker(lit, DWI_PRIOR_MARKERS)) priorConviction = true;
  }
  return { familyVictim, priorConviction };
}
