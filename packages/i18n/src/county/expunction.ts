/**
 * Harris County facts the expunction packet and the `/steps/expunction/*` pages print, each with its source
 * (the county profile research note, its section named; the statute where the fact is the law's). Facts the
 * note could not confirm carry no value, only the safe wording it suggests.
 */
import { ACQUITTAL_FEE_WAIVER_DAYS } from '@cyr/rules/vocabulary';
import type { ExpunctionProfile, Fact, RecordAgency, UnconfirmedFact } from './county';

const CHECKED = '2026-11-24';
const PROFILE = 'Harris County profile research note';
const SB1667 = 'SB 1667 (89th Leg., 2025), eff. 2025-09-01; Code Crim. Proc. art. 55A.351(b-1)–(b-3); docs/law D63';

export const harrisExpunction = {
  /**
   * Offices every Harris County expunction petition lists (besides the arresting agency, which comes from
   * the case's `comp_agency`): the clerk that keeps the court file, the prosecutor, and DPS Crime Records
   * Service, which holds the state criminal history and forwards the order to the FBI.
   */
  agencies: [
    {
      name: 'Harris County District Clerk',
      address: {
        value: '1201 Franklin St, Houston, TX 77002',
        source: 'http://home.jims.hctx.net/faq.aspx',
        sourceDate: null,
        checked: CHECKED,
        confidence: 'high',
        note: `${PROFILE} §1 (Criminal Justice Center).`,
      },
      source: `${PROFILE} §1`,
      confidence: 'high',
    },
    {
      name: "Harris County District Attorney's Office",
      address: null,
      source: 'https://dao.harriscountytx.gov/Resources/Clearing-A-Criminal-Record',
      confidence: 'high',
    },
    {
      name: 'Texas Department of Public Safety, Crime Records Service',
      address: null,
      source: `${PROFILE} §3.1; Code Crim. Proc. art. 55A (the order goes to DPS, which forwards it to the FBI)`,
      confidence: 'high',
    },
  ] satisfies RecordAgency[],

  /** The petition is heard no earlier than 30 days after filing (former art. 55.02 §2(c), recodified in ch. 55A). */
  hearingAfterDays: {
    value: 30,
    source: `${PROFILE} §5 ("Expunction hearing"); Code Crim. Proc. ch. 55A (venue and hearing)`,
    sourceDate: null,
    checked: CHECKED,
    confidence: 'medium',
  } satisfies Fact<number>,

  /**
   * District-court expunction fee from 2026-01-01: the fee for filing an ex parte petition in a civil case (CCP art.
   * 102.0061(a), as amended by HB 16, 89th Leg., 2nd C.S.; art. 102.006 is repealed). The Harris amount is not
   * confirmed: about $350 (Local Gov't Code 133.151(a)(1) $137 + 135.101(a)(1) $213, plus local fees). docs/law D62.
   */
  filingFee: {
    value: null,
    safeWording: {
      en: 'about $350; the District Clerk sets the exact amount. A Statement of Inability to Afford Payment of Court Costs can waive it.',
      es: 'unos $350; la Secretaría de Distrito fija la cantidad exacta. Una Declaración de incapacidad de pagar los costos judiciales (Statement of Inability to Afford Payment of Court Costs) puede eximirle de pagarla.',
    },
    productSpecClaim: 'none (the original product only flags expunction)',
    source: `${PROFILE} §0.4 (civil filing fee reading); Code Crim. Proc. art. 102.0061(a) (in force 2026-01-01); docs/law D62`,
    checked: CHECKED,
    confidence: 'not_confirmed',
  } satisfies UnconfirmedFact,

  /**
   * No filing fee for a petition about an acquittal filed by this day after it (CCP art. 102.0061(c); not for an
   * acquittal 55A.151 excludes), nor after veterans or mental health court (55A.053(a)(2)(A), (B)). docs/law D62.
   * The statute's number is the law's, declared once in @cyr/rules/vocabulary; the profile cites it.
   */
  acquittalFeeWaiverDays: {
    value: ACQUITTAL_FEE_WAIVER_DAYS,
    source: 'Code Crim. Proc. art. 102.0061 (in force 2026-01-01); docs/law D62',
    sourceDate: '2026-01-01',
    checked: CHECKED,
    confidence: 'high',
  } satisfies Fact<number>,

  /**
   * $25 per listed agency that cannot take service by e-mail, charged when notice of the petition goes out and again
   * with the order (up to $50 per agency); e-mail service is free (SB 1667). The exact Harris practice is not
   * confirmed. docs/law D63.
   */
  perAgencyServiceFeeUsd: {
    value: 25,
    source: SB1667,
    sourceDate: '2025-09-01',
    checked: CHECKED,
    confidence: 'medium',
  } satisfies Fact<number>,

  /** The DA's page on agreed expunctions (pretrial intervention without a wait; DWI and family-violence PTI one year). */
  daClearingRecords: {
    value: 'https://dao.harriscountytx.gov/Resources/Clearing-A-Criminal-Record',
    source: 'https://dao.harriscountytx.gov/Resources/Clearing-A-Criminal-Record',
    sourceDate: null,
    checked: CHECKED,
    confidence: 'high',
  } satisfies Fact<string>,

  /** TexasLawHelp's expunction guide (English only). */
  expunctionGuide: {
    value: 'https://texaslawhelp.org/guide/i-need-to-clear-an-arrest-from-my-record-expunction',
    source: `${PROFILE} §4 (TexasLawHelp expunction)`,
    sourceDate: null,
    checked: CHECKED,
    confidence: 'high',
  } satisfies Fact<string>,
} satisfies ExpunctionProfile;
