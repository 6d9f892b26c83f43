/**
 * Offense classifier: `curr_off_lit` (and the county code) → statute section, Penal Code chapter and the
 * categories the eligibility rules care about. Conservative: a literal that no rule recognises is
 * `unidentified: true` with no categories (the engine then asks or says it cannot determine), and
 * inchoate offenses (attempt, conspiracy, solicitation) are left unidentified too.
 *
 * Literals are upper-case abbreviations truncated to about 30 characters (format doc §4.4), so the
 * patterns match prefixes and common abbreviations, never whole phrases only.
 */
import type { OffenseCategory, OffenseIdentity, OffenseLevel } from '@cyr/rules';

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
  // --- inchoate offenses (attempt, conspiracy): deliberately unidentified ---
  r(/^(?:ATT|ATTEMPT\w*|ATTMPT|ATMPT)\b/, 'PC 15.01', [], { unidentified: true, chapter: 15 }),
  r(/^(?:CRIM\w* )?CONSP\w*/, 'PC 15.02', [], { unidentified: true, chapter: 15 }),
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
  r(/LEWD/, 'PC 21.07', [V]),
  r(/VOYEUR/, 'PC 21.17', [V]),
  r(/COMPEL\w* PROST/, 'PC 43.05', ['prostitution', V]),
  r(/AGG\w* PROM\w* (?:OF )?PROST/, 'PC 43.04', ['prostitution']),
  r(/PROM\w* (?:OF )?PROST/, 'PC 43.03', ['prostitution']),
  r(/SOLIC\w* (?:OF )?PROST|BUYING SEX|PURCH\w* (?:OF )?SEX/, 'PC 43.021', ['prostitution']),
  r(/PROSTITUT|\bPROST\b|\bPROSTIT/, 'PC 43.02', ['prostitution']),
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

/** Curated county codes (format doc §3.7) used when the literal itself is not recognised. */
export const KNOWN_OFFENSE_CODES: Readonly<Record<string, string>> = {
  '131408': 'ASLT FAM/HOUSE MEM IMPED BRTH/',
  '559906': 'POSS CS PG 1 4G - 200G',
  '540471': 'DWI 1ST OFFENDER BAC>=0.15',
};

function matchRule(lit: string): Rule | null {
  for (const rule of RULES) if (rule.re.test(lit)) return rule;
  return null;
}

export interface ClassifyInput {
  literal: string | null;
  code?: string | null;
  level?: OffenseLevel;
  /** Other literals for the same case (`com_off_lit`, `gj_off_lit`), used only when the current literal is not recognised. */
  otherLiterals?: (string | null | undefined)[];
}

/** Classify an offense. Pure; never throws. */
export function classifyOffense(input: ClassifyInput): OffenseIdentity {
  const literal = input.literal ?? '';
  const code = input.code ?? null;
  const level = input.level ?? 'unknown';
  const candidates = [
    literal,
    ...(code && KNOWN_OFFENSE_CODES[code] ? [KNOWN_OFFENSE_CODES[code]] : []),
    ...(input.otherLiterals ?? []),
  ];
  let rule: Rule | null = null;
  let matched = '';
  for (const c of candidates) {
    if (!c) continue;
    const lit = normalizeLiteral(c);
    rule = matchRule(lit);
    if (rule) {
      matched = lit;
      break;
    }
  }
  const levelFineOnly = level === 'MC';
  const levelJailable = level === 'MA' || level === 'MB' || level.startsWith('F');
  if (!rule || rule.unidentified) {
    return {
      literal,
      code,
      statute: rule?.statute ?? null,
      penalCodeChapter: rule?.chapter ?? null,
      categories: [],
      unidentified: true,
      fineOnly: levelFineOnly,
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
  return {
    literal,
    code,
    statute,
    penalCodeChapter,
    categories,
    unidentified: false,
    fineOnly: levelFineOnly || (!levelJailable && rule.fineOnly === true),
  };
}
