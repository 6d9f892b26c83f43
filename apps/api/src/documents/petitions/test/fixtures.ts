/** Fictional cases for the petition tests, built directly from the engine's model types. */
import type { CaseAnswers, Decision, EngineCase, NdoSection, PersonAnswers } from '@cyr/rules';
import type { PacketCase } from '../types';

export const PRINTED_ON = '2025-06-01';
export const PERSON = { fullName: 'DOE, JANE ALLISON' };
/** A date of birth the tests make sure never reaches the PDF (the packet is never given it). */
export const DOB = '1988-04-17';

export const CLEAN_PERSON: PersonAnswers = {
  sexOffender: false,
  disqualifyingOffenses: [],
  noneOfTheAbove: true,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
};

type Dates = EngineCase['dates'];
const d = (date: string, estimated = false) => ({ date, estimated });

export function engineCase(over: Partial<Omit<EngineCase, 'dates'>> & { dates?: Partial<Dates> }): EngineCase {
  const { dates, ...rest } = over;
  return {
    id: 'c1',
    causeNumber: '2345678',
    court: '7',
    level: 'MB',
    offense: {
      literal: 'THEFT PROP>=$100<$750',
      code: null,
      statute: 'PC 31.03',
      penalCodeChapter: 31,
      categories: ['theft'],
      unidentified: false,
      fineOnly: false,
    },
    disposition: 'deferred_discharged',
    dismissalReason: null,
    familyViolenceFinding: false,
    dates: {
      filing: d('2021-01-05'),
      offense: d('2021-01-02'),
      arrest: d('2021-01-05', true),
      placement: null,
      discharge: null,
      conviction: null,
      dismissal: null,
      supervisionEnd: null,
      sentenceCompletion: null,
      ...dates,
    },
    sentence: { raw: null, confinementDays: null, supervisionMonths: null, fineDollars: null },
    ...rest,
  };
}

export function decision(caseId: string, section: NdoSection, eligible: string, start: string | null = null): Decision {
  return {
    caseId,
    final_eligibility: 'nondisclosure',
    ndo_form: section,
    eligible_date: eligible,
    expunction_route: null,
    waiting_period_start: start,
    reasons: [],
    questions: [],
    pend_elig_411_0727_0729: false,
    pend_elig_411_0728: false,
    final_pot_elig_411_0727: false,
    final_pot_elig_411_0728: false,
    final_pot_elig_411_0729: false,
    final_pot_elig_411_0731: false,
    final_pot_elig_411_0736: false,
    bwi: section === '411.0726-bwi',
    hideStatus: false,
  };
}

function pc(
  ec: EngineCase,
  section: NdoSection,
  eligible: string,
  caseAnswers: CaseAnswers = {},
  person = CLEAN_PERSON,
  reasons: Decision['reasons'] = [],
): PacketCase {
  return {
    engineCase: ec,
    decision: { ...decision(ec.id, section, eligible), reasons },
    answers: { case: caseAnswers, person },
  };
}

const DWI = {
  literal: 'DRIVING WHILE INTOXICATED',
  code: null,
  statute: 'PC 49.04',
  penalCodeChapter: 49,
  categories: ['dwi' as const],
  unidentified: false,
  fineOnly: false,
};

/** One eligible case per printable section (the worked cases of docs/law D72 where there is one). */
export const SECTION_CASES = {
  '411.072': pc(
    engineCase({
      id: 'c072',
      causeNumber: '2401001',
      court: '3',
      dates: { placement: d('2022-01-10'), discharge: d('2022-09-15') },
    }),
    '411.072',
    '2022-09-15',
  ),
  '411.0725': pc(
    engineCase({
      id: 'c0725',
      causeNumber: '1575348',
      court: '178',
      level: 'FS',
      offense: {
        literal: 'POSS CS PG 1 <1G',
        code: null,
        statute: 'HSC 481.115',
        penalCodeChapter: null,
        categories: [],
        unidentified: false,
        fineOnly: false,
      },
      dates: {
        filing: d('2016-03-01'),
        offense: d('2016-02-27'),
        placement: d('2016-06-02'),
        discharge: d('2018-06-01'),
      },
    }),
    '411.0725',
    '2023-06-01',
  ),
  '411.0726': pc(
    engineCase({
      id: 'c0726',
      causeNumber: '2301726',
      court: '12',
      offense: DWI,
      dates: {
        filing: d('2020-02-03'),
        offense: d('2020-02-01'),
        placement: d('2020-08-01'),
        discharge: d('2023-03-01'),
      },
    }),
    '411.0726',
    '2025-03-01',
    { bac_under_015: true, had_commercial_license_or_permit: false, collision_with_another_person: false },
  ),
  '411.0726-bwi': pc(
    engineCase({
      id: 'cbwi',
      causeNumber: '2301727',
      court: '14',
      offense: { ...DWI, literal: 'BOATING WHILE INTOXICATED', statute: 'PC 49.06', categories: ['bwi'] },
      dates: { placement: d('2021-07-01'), discharge: d('2023-04-01') },
    }),
    '411.0726-bwi',
    '2025-04-01',
    { bac_under_015: true, had_commercial_license_or_permit: false, collision_with_another_person: false },
  ),
  '411.0727': pc(
    engineCase({
      id: 'c0727',
      causeNumber: '2201727',
      court: '9',
      level: 'MA',
      offense: {
        literal: 'POSS MARIJ 2OZ-4OZ',
        code: null,
        statute: 'HSC 481.121',
        penalCodeChapter: null,
        categories: ['marijuana'],
        unidentified: false,
        fineOnly: false,
      },
      disposition: 'convicted_sentence',
      dates: { conviction: d('2023-04-10'), sentenceCompletion: d('2023-04-10', true) },
    }),
    '411.0727',
    '2025-04-10',
    { completed_vet_treatment_court_for_case: true },
    { ...CLEAN_PERSON, isVeteran: true, completedVetTreatmentCrt: true },
  ),
  '411.0728': pc(
    engineCase({
      id: 'c0728',
      causeNumber: '2101728',
      court: '5',
      offense: {
        literal: 'PROSTITUTION',
        code: null,
        statute: 'PC 43.02',
        penalCodeChapter: 43,
        categories: ['prostitution'],
        unidentified: false,
        fineOnly: false,
      },
      disposition: 'convicted_sentence',
      dates: { conviction: d('2021-05-01') },
    }),
    '411.0728',
    '2021-05-01',
    { committed_solely_as_trafficking_victim: true, commited_after_submitting_petition: false },
    {
      ...CLEAN_PERSON,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: true,
      assistedInvestigation: true,
    },
  ),
  '411.073': pc(
    engineCase({
      id: 'c073',
      causeNumber: '2201073',
      court: '15',
      offense: {
        literal: 'CRIMINAL TRESPASS',
        code: null,
        statute: 'PC 30.05',
        penalCodeChapter: 30,
        categories: [],
        unidentified: false,
        fineOnly: false,
      },
      disposition: 'probation_completed',
      dates: { conviction: d('2023-11-20'), supervisionEnd: d('2024-11-20') },
    }),
    '411.073',
    '2024-11-20',
    { paid_all_fines_and_costs: true },
  ),
  '411.0731': pc(
    engineCase({
      id: 'c0731',
      causeNumber: '2101731',
      court: '8',
      offense: DWI,
      disposition: 'probation_completed',
      dates: { conviction: d('2021-05-15'), supervisionEnd: d('2023-05-15') },
    }),
    '411.0731',
    '2025-05-15',
    {
      used_ignition_interlock_device: true,
      interlock_condition: 'probation',
      collision_with_another_person: false,
      paid_all_fines_and_costs: true,
    },
    CLEAN_PERSON,
    // The engine's reason for the short wait (the interlock was a condition of the community supervision).
    [{ code: 'INTERLOCK_SHORTER_WAIT', citation: "Tex. Gov't Code § 411.0731", params: { years: '2', months: '6' } }],
  ),
  '411.0735': pc(
    engineCase({
      id: 'c0735',
      causeNumber: '2201735',
      court: '16',
      disposition: 'convicted_sentence',
      sentence: { raw: '10 DAYS HCJ, $200 FINE', confinementDays: 10, supervisionMonths: null, fineDollars: 200 },
      dates: { conviction: d('2022-12-22'), sentenceCompletion: d('2023-01-01', true) },
    }),
    '411.0735',
    '2025-01-01',
    { paid_all_fines_and_costs: true },
  ),
  '411.0736': pc(
    engineCase({
      id: 'c0736',
      causeNumber: '2201736',
      court: '2',
      offense: DWI,
      disposition: 'convicted_sentence',
      sentence: { raw: '3 DAYS HCJ', confinementDays: 3, supervisionMonths: null, fineDollars: null },
      dates: { conviction: d('2022-05-29'), sentenceCompletion: d('2022-06-01', true) },
    }),
    '411.0736',
    '2025-06-01',
    { used_ignition_interlock_device: false, collision_with_another_person: false, paid_all_fines_and_costs: true },
  ),
} satisfies Record<string, PacketCase>;
