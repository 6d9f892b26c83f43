/**
 * Fictional people for the rule book (docs/law/rule-book.html): each example is run through the engine when the
 * book is generated, so what the book prints is what the engine decides. Names and numbers are invented.
 */
import type {
  CaseAnswers,
  DispositionKind,
  EngineCase,
  EvaluateInput,
  OffenseCategory,
  OffenseLevel,
  PersonAnswers,
} from '../model';

export interface BookExample {
  /** The section or route the example illustrates (a `LAW.id`). */
  section: string;
  title: string;
  input: EvaluateInput;
}

interface Spec {
  id: string;
  literal: string;
  statute: string;
  level: OffenseLevel;
  categories?: readonly OffenseCategory[];
  disposition: DispositionKind;
  dismissalReason?: EngineCase['dismissalReason'];
  chargePresented?: boolean;
  dates: Partial<Record<keyof EngineCase['dates'], string>>;
}

function chapterOf(statute: string): number | null {
  const m = /^PC (\d+)/.exec(statute);
  return m ? Number(m[1]) : null;
}

function person(s: Spec): EngineCase {
  const dated = (k: keyof EngineCase['dates']) => {
    const v = s.dates[k];
    return v === undefined ? null : { date: v, estimated: false };
  };
  return {
    id: s.id,
    causeNumber: `BOOK-${s.id}`,
    court: null,
    level: s.level,
    offense: {
      literal: s.literal,
      code: null,
      statute: s.statute,
      penalCodeChapter: chapterOf(s.statute),
      categories: [...(s.categories ?? [])],
      unidentified: false,
      fineOnly: false,
    },
    disposition: s.disposition,
    dismissalReason: s.dismissalReason ?? null,
    familyViolenceFinding: false,
    chargePresented: s.chargePresented ?? null,
    dates: {
      filing: dated('filing'),
      offense: dated('offense'),
      arrest: dated('arrest'),
      placement: dated('placement'),
      discharge: dated('discharge'),
      conviction: dated('conviction'),
      dismissal: dated('dismissal'),
      supervisionEnd: dated('supervisionEnd'),
      sentenceCompletion: dated('sentenceCompletion'),
    },
    sentence: { raw: null, confinementDays: null, supervisionMonths: null, fineDollars: null },
  };
}

/** No disqualifying offense, no Class C record, not a veteran, not a trafficking victim, no record elsewhere. */
const CLEAN: PersonAnswers = {
  sexOffender: false,
  noneOfTheAbove: true,
  disqualifyingOffenses: [],
  hasClassCConviction: false,
  isVeteran: false,
  hasBeenVictim: false,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
};
const AS_OF = '2025-06-01';

function example(
  section: string,
  title: string,
  cases: Spec[],
  caseAnswers: Record<string, CaseAnswers> = {},
  personAnswers: PersonAnswers = CLEAN,
  asOf = AS_OF,
): BookExample {
  return { section, title, input: { cases: cases.map(person), personAnswers, caseAnswers, asOf } };
}

const THEFT_B = { literal: 'THEFT PROP>=$100<$750', statute: 'PC 31.03', level: 'MB', categories: ['theft'] } as const;
const ASSAULT_A = {
  literal: 'ASSAULT-BODILY INJURY',
  statute: 'PC 22.01',
  level: 'MA',
  categories: ['assault'],
} as const;
const DWI_B = { literal: 'DRIVING WHILE INTOXICATED', statute: 'PC 49.04', level: 'MB', categories: ['dwi'] } as const;
const PAID = { paid_all_fines_and_costs: true, completion_payment_month: '2020-01' } as const;

export const BOOK_EXAMPLES: readonly BookExample[] = [
  example('411.072', 'Ana: Class B theft, deferred adjudication discharged after day 180', [
    {
      id: 'ana',
      ...THEFT_B,
      disposition: 'deferred_discharged',
      dates: { filing: '2021-12-01', placement: '2022-01-10', discharge: '2022-09-15' },
    },
  ]),
  example(
    '411.0725',
    'Bruno: Class A assault on a stranger, deferred adjudication discharged 2023-06-01 (2-year wait, day of)',
    [
      {
        id: 'bruno',
        ...ASSAULT_A,
        disposition: 'deferred_discharged',
        dates: { filing: '2022-05-01', placement: '2022-06-01', discharge: '2023-06-01' },
      },
    ],
    { bruno: { victim_family_household_or_dating: false } },
  ),
  example(
    '411.0725',
    "Bruno's neighbour: the same assault, but the other person was a former roommate (family violence by law)",
    [
      {
        id: 'roommate',
        ...ASSAULT_A,
        disposition: 'deferred_discharged',
        dates: { filing: '2022-05-01', placement: '2022-06-01', discharge: '2023-06-01' },
      },
    ],
    { roommate: { victim_family_household_or_dating: true } },
  ),
  example(
    '411.0725',
    'Carla: state jail felony drug possession, deferred discharged 2020-06-02 (5-year wait, day before)',
    [
      {
        id: 'carla',
        literal: 'POSS CS PG 1 <1G',
        statute: 'HSC 481.115',
        level: 'FS',
        disposition: 'deferred_discharged',
        dates: { filing: '2019-01-01', placement: '2019-06-01', discharge: '2020-06-02' },
      },
    ],
  ),
  example(
    '411.0726',
    'Dario: DWI deferred adjudication (offense 2020), discharged 2023-03-01, BAC under 0.15, no CDL, no collision',
    [
      {
        id: 'dario',
        ...DWI_B,
        disposition: 'deferred_discharged',
        dates: { offense: '2020-02-01', filing: '2020-02-03', placement: '2020-06-01', discharge: '2023-03-01' },
      },
    ],
    { dario: { bac_under_015: true, had_commercial_license_or_permit: false, collision_with_another_person: false } },
  ),
  example(
    '411.0727',
    'Elena: veteran, felony theft, straight probation completed 2023-04-10 after veterans treatment court (2-year wait, day of)',
    [
      {
        id: 'elena',
        literal: 'THEFT PROP>=$2500<$30K',
        statute: 'PC 31.03',
        level: 'F3',
        categories: ['theft'],
        disposition: 'probation_completed',
        dates: {
          filing: '2021-01-10',
          conviction: '2021-04-10',
          placement: '2021-04-10',
          supervisionEnd: '2023-04-10',
        },
      },
    ],
    { elena: { completed_vet_treatment_court_for_case: true } },
    { ...CLEAN, isVeteran: true, completedVetTreatmentCrt: true, completedVetReemploymentPrg: false },
    '2025-04-10',
  ),
  example(
    '411.0728',
    'Fatima: prostitution conviction, trafficking victim who helped the investigation (never "eligible" alone)',
    [
      {
        id: 'fatima',
        literal: 'PROSTITUTION',
        statute: 'PC 43.02',
        level: 'MB',
        categories: ['prostitution'],
        disposition: 'convicted_sentence',
        dates: { filing: '2019-11-01', conviction: '2020-01-01', sentenceCompletion: '2020-01-10' },
      },
    ],
    { fatima: { committed_solely_as_trafficking_victim: true, ...PAID } },
    {
      ...CLEAN,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: true,
      assistedInvestigation: true,
    },
  ),
  example(
    '411.0729',
    'Gabe: veteran, obstructing a highway (a chapter 42 Class B misdemeanor) on deferred adjudication completed 2024-02-01 with a veterans reemployment program',
    [
      {
        id: 'gabe',
        literal: 'OBSTRUCT HIGHWAY PASSAGEWAY',
        statute: 'PC 42.03',
        level: 'MB',
        disposition: 'deferred_discharged',
        dates: { filing: '2023-01-01', placement: '2023-02-01', discharge: '2024-02-01' },
      },
    ],
    { gabe: { completed_vet_reemployment_prg_for_case: true } },
    { ...CLEAN, isVeteran: true, completedVetTreatmentCrt: false, completedVetReemploymentPrg: true },
  ),
  example(
    '411.073',
    'Hana: Class B criminal trespass, straight probation completed 2024-11-20, fines paid on a plan ending March 2025',
    [
      {
        id: 'hana',
        literal: 'CRIM TRESPASS',
        statute: 'PC 30.05',
        level: 'MB',
        disposition: 'probation_completed',
        dates: {
          filing: '2023-09-01',
          conviction: '2023-11-20',
          placement: '2023-11-20',
          supervisionEnd: '2024-11-20',
        },
      },
    ],
    { hana: { paid_all_fines_and_costs: true, completion_payment_month: '2025-03' } },
  ),
  example(
    '411.0731',
    'Ivan: DWI probation completed 2023-05-15; ignition interlock as a condition of probation (2-year wait, day of)',
    [
      {
        id: 'ivan',
        ...DWI_B,
        disposition: 'probation_completed',
        dates: {
          filing: '2021-03-01',
          conviction: '2021-05-15',
          placement: '2021-05-15',
          supervisionEnd: '2023-05-15',
        },
      },
    ],
    {
      ivan: {
        collision_with_another_person: false,
        used_ignition_interlock_device: true,
        interlock_condition: 'probation',
        ...PAID,
      },
    },
    CLEAN,
    '2025-05-15',
  ),
  example(
    '411.0731',
    "Ivan's cousin: the same DWI probation, but the interlock was only a bond condition (5-year wait)",
    [
      {
        id: 'cousin',
        ...DWI_B,
        disposition: 'probation_completed',
        dates: {
          filing: '2021-03-01',
          conviction: '2021-05-15',
          placement: '2021-05-15',
          supervisionEnd: '2023-05-15',
        },
      },
    ],
    {
      cousin: {
        collision_with_another_person: false,
        used_ignition_interlock_device: true,
        interlock_condition: 'bond',
        ...PAID,
      },
    },
  ),
  example(
    '411.0735',
    'Jon: Class B theft, 10 days in jail and a fine, sentence completed 2023-01-01, fine paid that month',
    [
      {
        id: 'jon',
        ...THEFT_B,
        disposition: 'convicted_sentence',
        dates: { filing: '2022-10-01', conviction: '2022-12-22', sentenceCompletion: '2023-01-01' },
      },
    ],
    { jon: { paid_all_fines_and_costs: true, completion_payment_month: '2022-12' } },
  ),
  example(
    '411.0736',
    'Kim: DWI, 3 days in jail, completed 2022-06-01; ignition interlock as a bond condition (3-year wait, day of)',
    [
      {
        id: 'kim',
        ...DWI_B,
        disposition: 'convicted_sentence',
        dates: { filing: '2022-01-10', conviction: '2022-05-29', sentenceCompletion: '2022-06-01' },
      },
    ],
    {
      kim: {
        collision_with_another_person: false,
        used_ignition_interlock_device: true,
        interlock_condition: 'bond',
        ...PAID,
      },
    },
  ),
  example(
    '411.074',
    'Leo: a theft deferred adjudication, and an older conviction for lewd visual material depicting a child',
    [
      {
        id: 'leo-theft',
        ...THEFT_B,
        disposition: 'deferred_discharged',
        dates: { filing: '2020-01-01', placement: '2020-02-01', discharge: '2020-08-01' },
      },
      {
        id: 'leo-lewd',
        literal: 'POSS LEWD VISUAL MATERIAL DEPICTING CHILD',
        statute: 'PC 43.262',
        level: 'F3',
        disposition: 'convicted_sentence',
        dates: { filing: '2012-01-01', conviction: '2012-06-01', sentenceCompletion: '2014-06-01' },
      },
    ],
  ),
  example(
    '411.074',
    'Mia: felony theft deferred discharged 2019-01-15; a DWI conviction in 2021 inside the clean period',
    [
      {
        id: 'mia-theft',
        literal: 'THEFT PROP>=$2500<$30K',
        statute: 'PC 31.03',
        level: 'FS',
        categories: ['theft'],
        disposition: 'deferred_discharged',
        dates: { filing: '2016-01-01', placement: '2016-01-15', discharge: '2019-01-15' },
      },
      {
        id: 'mia-dwi',
        ...DWI_B,
        disposition: 'convicted_sentence',
        dates: { filing: '2020-12-01', conviction: '2021-03-01', sentenceCompletion: '2021-03-05' },
      },
    ],
  ),
  example('55A.002', 'Nora: Class A assault, acquitted at trial 2025-04-01', [
    { id: 'nora', ...ASSAULT_A, disposition: 'acquitted', dates: { filing: '2024-06-01', dismissal: '2025-04-01' } },
  ]),
  example('55A.052', 'Omar: felony arrest 2022-06-01, no-billed by the grand jury (3 years from the arrest, day of)', [
    {
      id: 'omar',
      ...THEFT_B,
      level: 'F3',
      disposition: 'no_bill',
      dates: { filing: '2022-06-02', arrest: '2022-06-01' },
    },
  ]),
  example(
    '55A.052',
    'Pia: felony dismissed for no probable cause, no charge presented (no indictment or information on record); warrant arrest in September 2022',
    [
      {
        id: 'pia',
        literal: 'POSS CS PG 1 <1G',
        statute: 'HSC 481.115',
        level: 'FS',
        disposition: 'dismissed',
        dismissalReason: 'no_probable_cause',
        chargePresented: false,
        dates: { filing: '2022-06-01', dismissal: '2022-12-01' },
      },
    ],
    { pia: { arrest_month: '2022-09' } },
  ),
  example('55A.053(a)(2)(C)', 'Quinn: Class B theft dismissed after pretrial intervention 2025-01-01', [
    {
      id: 'quinn',
      ...THEFT_B,
      disposition: 'dismissed',
      dismissalReason: 'pretrial_intervention',
      dates: { filing: '2024-01-01', dismissal: '2025-01-01' },
    },
  ]),
  example(
    '55A.053(a)(2)(D)',
    'Rosa: Class B marijuana dismissed 2024-08-01 for lack of probable cause (the lab found hemp)',
    [
      {
        id: 'rosa',
        literal: 'POSS MARIJ 0-2OZ',
        statute: 'HSC 481.121',
        level: 'MB',
        categories: ['marijuana'],
        disposition: 'dismissed',
        dismissalReason: 'no_probable_cause',
        dates: { filing: '2024-01-01', dismissal: '2024-08-01' },
      },
    ],
  ),
  example('55A.054', 'Sam: Class B theft dismissed 2023-05-30 with no reason given (limitations, day of)', [
    {
      id: 'sam',
      ...THEFT_B,
      disposition: 'dismissed',
      dismissalReason: 'other',
      dates: { filing: '2022-01-01', dismissal: '2023-05-30' },
    },
  ]),
  example(
    '55A.005',
    'Tomas: unlawful carrying of a handgun on his person, offense 2021-06-01, convicted',
    [
      {
        id: 'tomas',
        literal: 'UNL CARRYING WEAPON',
        statute: 'PC 46.02',
        level: 'MA',
        disposition: 'convicted_sentence',
        dates: {
          offense: '2021-06-01',
          filing: '2021-06-10',
          conviction: '2021-12-01',
          sentenceCompletion: '2021-12-01',
        },
      },
    ],
    { tomas: { weapon_only_in_own_vehicle: false, ...PAID } },
  ),
];
