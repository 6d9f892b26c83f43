/** The demo people (DOB 1990-01-01) and their cases, always present whatever the options. */
import { type Person, type SynthCase } from './cases';
import { at } from './random';
import { DWI, FV, MISD_DEFERRABLE } from './values';

/** The demo people, always present (DOB 1990-01-01). Expected dispositions are what `buildCase` derives. */
export const DEMO_PEOPLE = [
  {
    key: 'ana',
    firstName: 'Ana',
    lastName: 'Demo',
    spn: '09990001',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
  {
    key: 'ben',
    firstName: 'Ben',
    lastName: 'Demo',
    spn: '09990002',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
  {
    key: 'carla',
    firstName: 'Carla',
    lastName: 'Demo',
    spn: '09990003',
    dob: '1990-01-01',
    expected: ['convicted_sentence'],
  },
  { key: 'dan1', firstName: 'Dan', lastName: 'Demo', spn: '09990004', dob: '1990-01-01', expected: ['dismissed'] },
  {
    key: 'dan2',
    firstName: 'Dan',
    lastName: 'Demo',
    spn: '09990005',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
  /** Two cases: one she may say is not hers, one whose papers tell another ending than the record (ADR 0073). */
  {
    key: 'eva',
    firstName: 'Eva',
    lastName: 'Demo',
    spn: '09990006',
    dob: '1990-01-01',
    expected: ['convicted_sentence', 'dismissed'],
  },
] as const;

export function demoCases(): { person: Person; c: SynthCase }[] {
  const base = { dob: '1990-01-01', rac: 'W', stnum: '1201', stnam: 'FRANKLIN ST', city: 'HOUSTON', zip: '77002' };
  const ana: Person = { ...base, spn: '09990001', nam: 'DEMO, ANA', sex: 'F' };
  const ben: Person = { ...base, spn: '09990002', nam: 'DEMO, BEN', sex: 'M' };
  const carla: Person = { ...base, spn: '09990003', nam: 'DEMO, CARLA', sex: 'F' };
  const dan1: Person = { ...base, spn: '09990004', nam: 'DEMO, DAN', sex: 'M' };
  const dan2: Person = {
    ...base,
    spn: '09990005',
    nam: 'DEMO, DAN MICHAEL',
    sex: 'M',
    stnum: '400',
    stnam: 'BAGBY ST',
  };
  const eva: Person = { ...base, spn: '09990006', nam: 'DEMO, EVA', sex: 'F' };
  return [
    {
      person: ana,
      c: {
        cas: '212000101010',
        offense: at(MISD_DEFERRABLE, 0),
        fda: '2018-01-08',
        crt: '7',
        events: [
          {
            dispdt: '2018-02-05',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '12 MONTHS PROBATION, $200 FINE',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2019-02-04',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: ben,
      c: {
        cas: '223000201010',
        offense: at(DWI, 0),
        fda: '2020-01-15',
        crt: '12',
        events: [
          {
            dispdt: '2020-06-01',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '12 MONTHS PROBATION, $500 FINE',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2021-06-01',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: carla,
      c: {
        cas: '219000301010',
        offense: at(FV, 0),
        fda: '2019-03-11',
        crt: '9',
        events: [
          {
            dispdt: '2019-05-20',
            ins: 'MIN',
            cad: 'SENT',
            disposition: 'CONVICTION-PLEA OF GUILTY',
            sentence: '30 DAYS HCJ',
            cst: 'C',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: dan1,
      c: {
        cas: '221000401010',
        offense: at(MISD_DEFERRABLE, 3),
        fda: '2021-02-02',
        crt: '4',
        events: [
          {
            dispdt: '2021-05-14',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: dan2,
      c: {
        cas: '216000501010',
        offense: at(MISD_DEFERRABLE, 6),
        fda: '2016-04-04',
        crt: '15',
        events: [
          {
            dispdt: '2016-06-06',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '6 MONTHS PROBATION',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2016-12-05',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: eva,
      c: {
        cas: '215000601010',
        offense: at(MISD_DEFERRABLE, 7),
        fda: '2015-02-02',
        crt: '11',
        events: [
          {
            dispdt: '2015-03-16',
            ins: 'MIN',
            cad: 'SENT',
            disposition: 'CONVICTION-PLEA OF GUILTY',
            sentence: '3 DAYS HCJ',
            cst: 'C',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: eva,
      c: {
        cas: '222000601020',
        offense: at(MISD_DEFERRABLE, 5),
        fda: '2022-03-01',
        crt: '6',
        events: [
          {
            dispdt: '2022-05-10',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
  ];
}
