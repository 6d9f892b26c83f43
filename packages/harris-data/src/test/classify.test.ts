import type { OffenseCategory, OffenseIdentity } from '@cyr/rules';
import { describe, expect, it } from 'vitest';
import { chargeFactsOf, classifyOffense } from '../classify';

interface Group {
  statute: string | null;
  chapter?: number | null;
  categories: OffenseCategory[];
  literals: string[];
}

/** Realistic Harris-style literals (upper-case, abbreviated, many truncated at ~30 characters). */
const GROUPS: Group[] = [
  {
    statute: 'PC 49.04',
    chapter: 49,
    categories: ['dwi'],
    literals: [
      'DWI',
      'DRIVING WHILE INTOXICATED',
      'DRIVING WHILE INTOXICATED 2ND',
      'DRIVING WHILE INTOXICATED 3RD OR MORE',
      'DWI 1ST OFFENDER BAC>=0.15',
      'DWI 2ND',
      'DWI 3RD OR MORE',
      'DRIVING WHILE INTOX',
      'DRIVING WHILE INTOXICATED/OPEN',
      'DWI-OPEN ALCOHOL CONTAINER',
      'DRIVING WHILE INT',
      'DRIVING WHILE INTOXICATED BAC>',
      'DRIV WHILE INTOX 2ND',
      'OPERATING MOTOR VEHICLE WHILE INTOX',
      'DWI SUBSEQUENT',
    ],
  },
  {
    statute: 'PC 49.045',
    chapter: 49,
    categories: [],
    literals: [
      'DWI W/CHILD PASSENGER',
      'DRIVING WHILE INTOX W/CHILD PA',
      'DWI WITH CHILD UNDER 15 YOA',
      'DWI W/ CHILD UNDER 15',
    ],
  },
  {
    statute: 'PC 49.06',
    chapter: 49,
    categories: ['bwi'],
    literals: ['BOATING WHILE INTOXICATED', 'BWI', 'BOATING WHILE INTOX 2ND', 'BWI 1ST OFFENDER BAC>=0.15'],
  },
  { statute: 'PC 49.05', chapter: 49, categories: ['fwi'], literals: ['FLYING WHILE INTOXICATED'] },
  {
    statute: 'PC 49.065',
    chapter: 49,
    categories: ['amusement_ride_intoxicated'],
    literals: ['ASSEMBLE/OPER AMUSEMENT RIDE W'],
  },
  {
    statute: 'PC 49.07',
    chapter: 49,
    categories: ['intoxication_assault_or_manslaughter', 'violent_or_sexual'],
    literals: ['INTOXICATION ASSAULT', 'INTOX ASLT W/VEH SBI', 'INTOXICATION ASSAULT W/VEHICLE', 'INTOX ASSAULT'],
  },
  {
    statute: 'PC 49.08',
    chapter: 49,
    categories: ['intoxication_assault_or_manslaughter', 'violent_or_sexual'],
    literals: ['INTOXICATION MANSLAUGHTER', 'INTOX MANSLAUGHTER W/VEHICLE', 'INTOX MANSL'],
  },
  {
    statute: 'ABC 106.041',
    chapter: null,
    categories: ['minor_dui'],
    literals: ['DUI MINOR', 'DRIVING UNDER THE INFLUENCE MINOR', 'DUI-MINOR 2ND'],
  },
  { statute: 'PC 49.02', chapter: 49, categories: [], literals: ['PUBLIC INTOXICATION', 'PUBLIC INTOX'] },
  {
    statute: 'PC 31.03',
    chapter: 31,
    categories: ['theft'],
    literals: [
      'THEFT PROP>=$100<$750',
      'THEFT PROP>=$750<$2500',
      'THEFT PROP>=$2500<$30K',
      'THEFT PROP>=$30K<$150K',
      'THEFT PROP>=$150K<$300K',
      'THEFT PROP <$100 W/PREV CONV',
      'THEFT-SHOPLIFTING',
      'THEFT',
      'THEFT FROM PERSON',
      'THEFT OF FIREARM',
      'THEFT PROP>=$50<$500',
      'THEFT PROP>=$500<$1500',
      'THEFT>=$1500<$20K',
      'THFT PROP>=$100<$750',
      'THEFT OF PROPERTY>=$100<$750',
      'THEFT MATERIAL ALUM/BRNZ/COPPE',
      'THEFT PROP<$2500 2/MORE PREV C',
      'SHOPLIFTING',
      'THEFT BY CHECK >=$20<$500',
      'THEFT ELDERLY >=$750<$2500',
    ],
  },
  {
    statute: 'PC 31.16',
    chapter: 31,
    categories: ['theft'],
    literals: ['ORG RETAIL THEFT>=$2500<$30K', 'ORGANIZED RETAIL THEFT'],
  },
  { statute: 'PC 31.04', chapter: 31, categories: [], literals: ['THEFT OF SERVICE >=$100<$750', 'THEFT OF SERVICES'] },
  {
    statute: 'PC 31.07',
    chapter: 31,
    categories: [],
    literals: ['UNAUTH USE OF VEHICLE', 'UUMV', 'UNAUTHORIZED USE OF A MOTOR VE'],
  },
  {
    statute: 'HSC 481.121',
    chapter: null,
    categories: ['marijuana'],
    literals: [
      'POSS MARIJ <2OZ',
      'POSS MARIJ >2OZ<=4OZ',
      'POSS MARIJ >4OZ<=5LBS',
      'POSSESSION OF MARIJUANA',
      'POSS MARIHUANA 0-2 OZ',
      'POM',
      'POSS OF MARIJUANA <2OZ DRUG FR',
      'MARIJUANA POSS 2OZ OR LESS',
      'POSS MARI',
      'POSS MARIJ>50LBS<=2000LBS',
    ],
  },
  {
    statute: 'HSC 481.120',
    chapter: null,
    categories: ['marijuana'],
    literals: ['DEL MARIJ <=1/4OZ', 'DELIVERY MARIJUANA >5LB<=50LB', 'MAN DEL MARIJ'],
  },
  {
    statute: 'HSC 481.115',
    chapter: null,
    categories: [],
    literals: [
      'POSS CS PG 1 <1G',
      'POSS CS PG 1 4G - 200G',
      'POSS CS PG 1 >=1G<4G',
      'POSS CS PG 1 >=4G<200G',
      'POSS CS PG 1/1-B <1G',
      'POSS CS PG1 <1G',
      'POSS CS PG 1 >=200G<400G',
    ],
  },
  { statute: 'HSC 481.1151', chapter: null, categories: [], literals: ['POSS CS PG 1-A <20 ABUS UNITS'] },
  {
    statute: 'HSC 481.116',
    chapter: null,
    categories: [],
    literals: ['POSS CS PG 2 >=1G<4G', 'POSS CS PG 2 < 1G', 'POSS CS PG 2 >=4G<400G'],
  },
  { statute: 'HSC 481.117', chapter: null, categories: [], literals: ['POSS CS PG 3 <28G', 'POSS CS PG 3 >=28G<200G'] },
  { statute: 'HSC 481.118', chapter: null, categories: [], literals: ['POSS CS PG 4 <28G'] },
  {
    statute: 'HSC 481.112',
    chapter: null,
    categories: [],
    literals: [
      'MAN DEL CS PG 1 >=1G<4G',
      'MAN/DEL CS PG 1 <1G',
      'MAN DEL CS PG 1 >=4G<200G',
      'DELIVERY CS PG 1 >=400G',
    ],
  },
  { statute: 'HSC 481.113', chapter: null, categories: [], literals: ['MAN DEL CS PG 2 >=4G<400G'] },
  { statute: null, chapter: null, categories: [], literals: ['POSS CS', 'POSS CONTROLLED SUBSTANCE', 'MAN DEL CS'] },
  {
    statute: 'HSC 481.125',
    chapter: null,
    categories: [],
    literals: ['POSS DRUG PARAPHERNALIA', 'DEL DRUG PARAPHERNALIA'],
  },
  {
    statute: 'HSC 483.041',
    chapter: null,
    categories: [],
    literals: ['POSS DANG DRUG', 'POSSESSION OF DANGEROUS DRUG'],
  },
  { statute: 'HSC 481.129', chapter: null, categories: [], literals: ['FRAUD OBTAIN CS PRESCRIPTION'] },
  {
    statute: 'PC 22.01',
    chapter: 22,
    categories: ['assault', 'family_violence'],
    literals: [
      'ASLT FAM/HOUSE MEM IMPED BRTH/',
      'ASSAULT-FAMILY MEMBER',
      'ASSAULT FAMILY/HOUSE MEMBER W/PREV CONV',
      'ASLT FAMILY MEMBER',
      'ASSAULT FAM MEMBER-BODILY INJ',
      'ASSAULT-DATING RELATIONSHIP',
      'ASLT FAM/HOUSE MEM W/PREV CONV',
      'ASSAULT ON FAMILY MEMBER',
      'ASSAULT BI FAMILY VIOLENCE',
      'ASLT-FAM VIOL IMPEDE BREATH',
      'ASLT HOUSEHOLD MEMBER',
      'FAMILY VIOLENCE ASSAULT',
    ],
  },
  {
    statute: 'PC 22.02',
    chapter: 22,
    categories: ['family_violence', 'violent_or_sexual'],
    literals: ['AGG ASLT FAM/HOUSE MEM W/WPN', 'AGG ASSAULT FAMILY MEMBER', 'AGG ASSAULT DATING RELATIONSHI'],
  },
  {
    statute: 'PC 22.07',
    chapter: 22,
    categories: ['family_violence', 'violent_or_sexual'],
    literals: ['TERRORISTIC THREAT FAM/HOUSE', 'TERRORISTIC THREAT FAMILY MEMB'],
  },
  {
    statute: 'PC 25.11',
    chapter: 25,
    categories: ['family_violence', 'violent_or_sexual'],
    literals: ['CONT VIOL AGAINST FAMILY', 'CONTINUOUS VIOLENCE AGAINST TH', 'CONT VIOLENCE AGAINST FAMILY'],
  },
  {
    statute: 'PC 22.01',
    chapter: 22,
    categories: ['assault'],
    literals: [
      'ASSAULT',
      'ASSAULT BODILY INJURY',
      'ASSAULT CAUSES BODILY INJURY',
      'ASSAULT PUBLIC SERVANT',
      'ASSAULT ON PUBLIC SERVANT',
      'ASSAULT PEACE OFFICER/JUDGE',
      'ASLT BI',
      'ASSAULT SECURITY OFFICER',
      'ASSAULT EMERGENCY SERVICES PER',
      'ASSAULT-BODILY INJURY',
    ],
  },
  {
    statute: 'PC 22.01',
    chapter: 22,
    categories: ['assault'],
    literals: ['ASSAULT BY CONTACT', 'ASSAULT-OFFENSIVE CONTACT'],
  },
  {
    statute: 'PC 22.02',
    chapter: 22,
    categories: ['violent_or_sexual'],
    literals: [
      'AGG ASSAULT W/DEADLY WEAPON',
      'AGG ASSAULT',
      'AGG ASLT W/DEADLY WEAPON',
      'AGG ASSAULT AGAINST PUBLIC SER',
      'AGGRAVATED ASSAULT SBI',
      'AGG ASSAULT-SERIOUS BODILY INJ',
    ],
  },
  {
    statute: 'PC 22.05',
    chapter: 22,
    categories: ['violent_or_sexual'],
    literals: ['DEADLY CONDUCT', 'DEADLY CONDUCT DISCHARGE FIREA'],
  },
  {
    statute: 'PC 22.07',
    chapter: 22,
    categories: ['violent_or_sexual'],
    literals: ['TERRORISTIC THREAT', 'TERRORISTIC THREAT PUBLIC SERV', 'TERR THREAT'],
  },
  {
    statute: 'PC 22.11',
    chapter: 22,
    categories: ['violent_or_sexual'],
    literals: ['HARASSMENT OF PUBLIC SERVANT', 'HARASS PUBLIC SERVANT'],
  },
  {
    statute: 'PC 22.04',
    chapter: 22,
    categories: ['injury_child_elderly_disabled', 'violent_or_sexual'],
    literals: [
      'INJURY CHILD/ELDERLY/DISABLE W',
      'INJURY TO A CHILD',
      'INJ CHILD/ELDERLY/DISABLED REC',
      'INJURY TO ELDERLY INDIVIDUAL',
      'INJ TO CHILD SBI',
      'INJURY TO DISABLED INDIVIDUAL',
    ],
  },
  {
    statute: 'PC 22.041',
    chapter: 22,
    categories: ['child_abandoning_endangerment', 'violent_or_sexual'],
    literals: [
      'ABANDON/ENDANGER CHILD CRIM NE',
      'ABANDON ENDANGER CHILD INT/KNO',
      'ENDANGERING A CHILD',
      'ABANDONING CHILD',
    ],
  },
  {
    statute: 'PC 25.07',
    chapter: 25,
    categories: ['protective_order_violation'],
    literals: [
      'VIOL PROT ORDER',
      'VIOLATION OF PROTECTIVE ORDER',
      'VIOL BOND/PROTECTIVE ORDER',
      'VIOL PROT ORDER 2 PREV CONV/AS',
      'VIOLATION OF BOND CONDITIONS',
      'VIOL MAG ORDER EMERG PROT',
    ],
  },
  {
    statute: 'PC 25.072',
    chapter: 25,
    categories: ['protective_order_violation'],
    literals: ['REPEATED VIOL CERTAIN CRT ORDE'],
  },
  {
    statute: 'PC 42.072',
    chapter: 42,
    categories: ['stalking', 'violent_or_sexual'],
    literals: ['STALKING', 'STALKING W/PRIOR CONV'],
  },
  {
    statute: 'PC 42.072',
    chapter: 42,
    categories: ['stalking', 'violent_or_sexual', 'family_violence'],
    literals: ['STALKING-FAMILY VIOLENCE'],
  },
  {
    statute: 'PC 19.02',
    chapter: 19,
    categories: ['murder', 'violent_or_sexual'],
    literals: ['MURDER', 'MURDER-FIREARM'],
  },
  {
    statute: 'PC 19.03',
    chapter: 19,
    categories: ['murder', 'violent_or_sexual'],
    literals: ['CAPITAL MURDER', 'CAPITAL MURDER OF MULTIPLE PER', 'CAP MURDER-ROBBERY'],
  },
  { statute: 'PC 19.04', chapter: 19, categories: ['violent_or_sexual'], literals: ['MANSLAUGHTER'] },
  {
    statute: 'PC 19.05',
    chapter: 19,
    categories: ['violent_or_sexual'],
    literals: ['CRIMINALLY NEGLIGENT HOMICIDE', 'CRIM NEG HOMICIDE'],
  },
  {
    statute: 'PC 20.04',
    chapter: 20,
    categories: ['aggravated_kidnapping', 'violent_or_sexual'],
    literals: ['AGG KIDNAPPING', 'AGGRAVATED KIDNAPPING'],
  },
  { statute: 'PC 20.03', chapter: 20, categories: ['violent_or_sexual'], literals: ['KIDNAPPING'] },
  {
    statute: 'PC 20.02',
    chapter: 20,
    categories: ['violent_or_sexual'],
    literals: ['UNLAWFUL RESTRAINT', 'UNL RESTRAINT EXPOSE SBI'],
  },
  { statute: 'PC 20.05', chapter: 20, categories: [], literals: ['SMUGGLING OF PERSONS'] },
  {
    statute: 'PC 20A.02',
    chapter: null,
    categories: ['human_trafficking', 'violent_or_sexual'],
    literals: ['TRAFFICKING OF PERSONS', 'TRAFFICKING OF PERSONS-FORCED', 'HUMAN TRAFFICKING'],
  },
  {
    statute: 'PC 20A.03',
    chapter: null,
    categories: ['human_trafficking', 'violent_or_sexual'],
    literals: ['CONT TRAFFICKING OF PERSONS', 'CONTINUOUS TRAFFICKING OF PERS'],
  },
  {
    statute: 'PC 22.011',
    chapter: 22,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['SEXUAL ASSAULT', 'SEXUAL ASSAULT OF A CHILD', 'SEX ASLT CHILD'],
  },
  {
    statute: 'PC 22.021',
    chapter: 22,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['AGG SEXUAL ASSAULT', 'AGG SEX ASLT CHILD <14', 'AGG SEXUAL ASSAULT CHILD'],
  },
  {
    statute: 'PC 21.02',
    chapter: 21,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['CONT SEX ABUSE OF YOUNG CHILD', 'CONTINUOUS SEXUAL ABUSE OF YOU'],
  },
  {
    statute: 'PC 21.11',
    chapter: 21,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['INDECENCY W/CHILD SEXUAL CONTA', 'INDECENCY WITH A CHILD-EXPOSUR', 'INDECENCY W/CHILD EXPOSES'],
  },
  { statute: 'PC 21.08', chapter: 21, categories: ['violent_or_sexual'], literals: ['INDECENT EXPOSURE'] },
  { statute: 'PC 21.07', chapter: 21, categories: ['violent_or_sexual'], literals: ['PUBLIC LEWDNESS'] },
  {
    statute: 'PC 43.26',
    chapter: 43,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['POSS CHILD PORNOGRAPHY', 'POSSESSION OF CHILD PORNOGRAPH', 'PROMOTION CHILD PORNOGRAPHY'],
  },
  {
    statute: 'PC 43.25',
    chapter: 43,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['SEXUAL PERFORMANCE BY A CHILD'],
  },
  {
    statute: 'PC 33.021',
    chapter: 33,
    categories: ['sex_offender_registrable', 'violent_or_sexual'],
    literals: ['ONLINE SOLICITATION OF A MINOR', 'ONLINE SOLICIT MINOR'],
  },
  {
    statute: 'CCP 62.102',
    chapter: null,
    categories: ['sex_offender_registrable'],
    literals: ['FAIL TO COMPLY SEX OFF DUTY TO', 'FAILURE TO REGISTER AS SEX OFF', 'FAIL TO REG AS SEX OFFENDER'],
  },
  {
    statute: 'PC 43.02',
    chapter: 43,
    categories: ['prostitution'],
    literals: ['PROSTITUTION', 'PROSTITUTION 3+ CONV'],
  },
  {
    statute: 'PC 43.021',
    chapter: 43,
    categories: ['prostitution'],
    literals: ['SOLICITATION OF PROSTITUTION', 'SOLICIT PROSTITUTION'],
  },
  {
    statute: 'PC 43.03',
    chapter: 43,
    categories: ['prostitution'],
    literals: ['PROMOTION OF PROSTITUTION', 'PROMOT PROSTITUTION'],
  },
  { statute: 'PC 43.04', chapter: 43, categories: ['prostitution'], literals: ['AGG PROMOTION OF PROSTITUTION'] },
  {
    statute: 'PC 43.05',
    chapter: 43,
    categories: ['prostitution', 'violent_or_sexual'],
    literals: ['COMPELLING PROSTITUTION'],
  },
  {
    statute: 'PC 29.02',
    chapter: 29,
    categories: ['violent_or_sexual'],
    literals: ['ROBBERY', 'ROBBERY-BODILY INJURY'],
  },
  {
    statute: 'PC 29.03',
    chapter: 29,
    categories: ['violent_or_sexual'],
    literals: ['AGG ROBBERY-DEADLY WEAPON', 'AGG ROBBERY', 'AGGRAVATED ROBBERY'],
  },
  {
    statute: 'PC 30.02',
    chapter: 30,
    categories: [],
    literals: [
      'BURG OF HABITATION',
      'BURGLARY OF BUILDING',
      'BURGLARY OF HABITATION',
      'BURG HAB W/INT COMM OTH FEL',
      'BURGLARY',
    ],
  },
  {
    statute: 'PC 30.04',
    chapter: 30,
    categories: [],
    literals: ['BURGLARY OF MOTOR VEHICLE', 'BMV', 'BURG OF VEHICLE', 'BURG MOTOR VEH 2 OR MORE PREV'],
  },
  { statute: 'PC 30.03', chapter: 30, categories: [], literals: ['BURGLARY COIN-OPER/COLL MACHIN'] },
  {
    statute: 'PC 30.05',
    chapter: 30,
    categories: [],
    literals: [
      'CRIM TRESPASS',
      'CRIMINAL TRESPASS',
      'CRIM TRESPASS HABIT/SHLTR/SUPE',
      'CRIMINAL TRESPASS W/DEADLY WEA',
      'TRESPASS',
    ],
  },
  {
    statute: 'PC 28.03',
    chapter: 28,
    categories: [],
    literals: ['CRIM MISCHIEF>=$100<$750', 'CRIMINAL MISCHIEF', 'CRIM MISCHIEF>=$750<$2500'],
  },
  { statute: 'PC 28.08', chapter: 28, categories: [], literals: ['GRAFFITI >=$100<$750'] },
  { statute: 'PC 28.02', chapter: 28, categories: [], literals: ['ARSON', 'ARSON OF HABITATION'] },
  {
    statute: 'PC 32.21',
    chapter: 32,
    categories: [],
    literals: ['FORGERY GOVT/FINANCIAL INSTRUM', 'FORGERY', 'FORGERY FINANCIAL INSTRUMENT'],
  },
  {
    statute: 'PC 32.31',
    chapter: 32,
    categories: [],
    literals: ['CREDIT CARD ABUSE', 'CREDIT/DEBIT CARD ABUSE', 'CREDIT CARD OR DEBIT CARD ABUS'],
  },
  {
    statute: 'PC 32.51',
    chapter: 32,
    categories: [],
    literals: ['FRAUD USE/POSS IDENTIFYING INF', 'FRAUD USE/POSS IDENT INFO # IT', 'IDENTITY THEFT'],
  },
  { statute: 'PC 32.45', chapter: 32, categories: [], literals: ['MISAPPLY FIDUCIARY PROP>=$2500'] },
  { statute: 'PC 34.02', chapter: 34, categories: [], literals: ['MONEY LAUNDERING >=$2500<$30K'] },
  {
    statute: 'PC 37.09',
    chapter: 37,
    categories: [],
    literals: ['TAMPER FABRICATE PHYSICAL EVID', 'TAMPERING WITH EVIDENCE'],
  },
  {
    statute: 'PC 37.10',
    chapter: 37,
    categories: [],
    literals: ['TAMPER W/GOVERNMENTAL RECORD', 'TAMPERING GOVT RECORD'],
  },
  { statute: 'PC 36.05', chapter: 36, categories: [], literals: ['TAMPERING WITH WITNESS'] },
  { statute: 'PC 36.06', chapter: 36, categories: [], literals: ['RETALIATION', 'OBSTRUCTION OR RETALIATION'] },
  {
    statute: 'PC 37.08',
    chapter: 37,
    categories: [],
    literals: ['FALSE REPORT TO PEACE OFFICER', 'FALSE REPORT PO/FED SPEC INVES'],
  },
  { statute: 'PC 37.11', chapter: 37, categories: [], literals: ['IMPERSONATE PUBLIC SERVANT'] },
  { statute: 'PC 37.02', chapter: 37, categories: [], literals: ['PERJURY'] },
  { statute: 'PC 37.03', chapter: 37, categories: [], literals: ['AGG PERJURY'] },
  {
    statute: 'PC 38.04',
    chapter: 38,
    categories: [],
    literals: [
      'EVADING ARREST DETENTION',
      'EVADING ARREST DETENTION W/VEH',
      'EVADING ARREST/DET W/PREV CONV',
      'EVADING ARREST',
    ],
  },
  {
    statute: 'PC 38.03',
    chapter: 38,
    categories: [],
    literals: ['RESIST ARREST SEARCH OR TRANSP', 'RESISTING ARREST'],
  },
  {
    statute: 'PC 38.02',
    chapter: 38,
    categories: [],
    literals: ['FAIL TO ID FUGITIVE INTENT GIV', 'FAILURE TO IDENTIFY', 'FAIL TO ID-GIVING FALSE INFO'],
  },
  { statute: 'PC 38.06', chapter: 38, categories: [], literals: ['ESCAPE FROM CUSTODY'] },
  {
    statute: 'PC 38.10',
    chapter: 38,
    categories: [],
    literals: ['BAIL JUMPING/FAIL TO APPEAR', 'BAIL JUMP FAIL TO APPEAR-FEL'],
  },
  { statute: 'PC 38.05', chapter: 38, categories: [], literals: ['HINDER APPREHENSION/PROSECUTIO'] },
  {
    statute: 'PC 38.11',
    chapter: 38,
    categories: [],
    literals: ['PROHIBITED SUBSTANCE/ITEM IN CORR FAC', 'CONTRABAND IN CORRECTIONAL FAC'],
  },
  { statute: 'PC 38.15', chapter: 38, categories: [], literals: ['INTERFERE W/PUBLIC DUTIES'] },
  { statute: 'PC 42.062', chapter: 42, categories: [], literals: ['INTERFERE W/EMERGENCY REQUEST'] },
  {
    statute: 'PC 46.02',
    chapter: 46,
    categories: [],
    literals: ['UNL CARRYING WEAPON', 'UNLAWFUL CARRYING WEAPON', 'UCW', 'UNL CARRY WEAPON ON ALCOHOL PR'],
  },
  {
    statute: 'PC 46.04',
    chapter: 46,
    categories: [],
    literals: [
      'UNL POSS FIREARM BY FELON',
      'UNLAWFUL POSSESSION OF FIREARM',
      'FELON IN POSS OF FIREARM',
      'UNL POSS WEAPON',
    ],
  },
  {
    statute: 'PC 46.05',
    chapter: 46,
    categories: [],
    literals: ['PROHIBITED WEAPON', 'PROHIBITED WEAPON SWITCHBLADE'],
  },
  { statute: null, chapter: 46, categories: [], literals: ['WEAPON IN PROHIBITED PLACE', 'DISPLAY FIREARM'] },
  { statute: 'PC 42.07', chapter: 42, categories: [], literals: ['HARASSMENT', 'HARASSMENT-REPEATED ELECTRONIC'] },
  {
    statute: 'PC 42.01',
    chapter: 42,
    categories: [],
    literals: ['DISORDERLY CONDUCT', 'DISORDERLY CONDUCT-FIGHTING', 'DISORDERLY CONDUCT DISCHARGE F'],
  },
  {
    statute: 'PC 42.092',
    chapter: 42,
    categories: [],
    literals: ['CRUELTY TO NON-LIVESTOCK ANIMA', 'CRUELTY TO ANIMALS'],
  },
  { statute: 'PC 42.02', chapter: 42, categories: [], literals: ['RIOT'] },
  { statute: 'PC 42.03', chapter: 42, categories: [], literals: ['OBSTRUCTING HIGHWAY PASSAGEWAY'] },
  { statute: 'PC 42.06', chapter: 42, categories: [], literals: ['FALSE ALARM OR REPORT'] },
  { statute: 'PC 25.03', chapter: 25, categories: [], literals: ['INTERFER W/CHILD CUSTODY'] },
  { statute: 'PC 25.05', chapter: 25, categories: [], literals: ['CRIMINAL NONSUPPORT'] },
  {
    statute: 'PC 71.02',
    chapter: 71,
    categories: ['organized_crime'],
    literals: ['ENGAGING IN ORGANIZED CRIMINAL', 'ENGAG ORG CRIM ACT', 'ORGANIZED CRIMINAL ACTIVITY', 'EOCA'],
  },
  { statute: 'PC 71.022', chapter: 71, categories: ['organized_crime'], literals: ['COERCING SOLICIT INDUCE GANG M'] },
  { statute: null, chapter: 47, categories: [], literals: ['GAMBLING PROMOTION', 'KEEPING A GAMBLING PLACE'] },
  { statute: 'PC 16.01', chapter: 16, categories: [], literals: ['UNL USE OF CRIMINAL INSTRUMENT'] },
  {
    statute: 'TC 521.457',
    chapter: null,
    categories: [],
    literals: [
      'DRIVING WHILE LICENSE INVALID',
      'DWLI',
      'DRIVING WHILE LIC INV W/PREV C',
      'DWLS',
      'DRIVING WHILE LICENSE SUSPENDE',
      'DRIV W/LIC INV W/PREV CONV/SUS',
    ],
  },
  {
    statute: 'TC 550.021',
    chapter: null,
    categories: [],
    literals: [
      'FAIL TO STOP AND GIVE INFO',
      'FSGI',
      'FAIL TO STOP AND RENDER AID',
      'ACCIDENT INVOLV INJURY/DEATH LEAVING SCENE',
    ],
  },
  { statute: 'TC 545.401', chapter: null, categories: [], literals: ['RECKLESS DRIVING'] },
  { statute: 'TC 545.420', chapter: null, categories: [], literals: ['RACING ON HIGHWAY'] },
  {
    statute: null,
    chapter: null,
    categories: ['traffic_fine_only'],
    literals: ['NO DRIVERS LICENSE', 'NO INSURANCE', 'FAIL TO MAINTAIN FINANCIAL RESP', 'SPEEDING'],
  },
  { statute: 'ABC 106.05', chapter: null, categories: [], literals: ['MINOR IN POSSESSION ALCOHOL', 'MIP'] },
  {
    statute: 'ABC 106.06',
    chapter: null,
    categories: [],
    literals: ['FURNISH ALCOHOL TO MINOR', 'PURCHASE ALCOHOL FOR A MINOR'],
  },
];

/** Literals no rule may claim: unidentified, no categories. */
const UNIDENTIFIED: string[] = [
  'ATT MURDER',
  'CONSPIRACY CAPITAL MURDER',
  'ATT DWI 3RD OR MORE',
  'ATT UNKNOWN THING',
  'CRIMINAL SOLICITATION CAP MURD',
  'SOLICITATION OF CAPITAL MURDER',
  'MISC OFFENSE SEE FILE',
  'DRIVING WHILE I',
  'UNKNOWN',
  'OTHER',
  'XYZ',
  '',
  'VIOLATION OF PAROLE',
  'MOTION TO REVOKE',
];

const total = GROUPS.reduce((n, g) => n + g.literals.length, 0) + UNIDENTIFIED.length;

describe('classifyOffense', () => {
  it(`covers at least 200 realistic literals (${total})`, () => {
    expect(total).toBeGreaterThanOrEqual(200);
  });

  for (const g of GROUPS) {
    describe(`${g.statute ?? `chapter ${g.chapter ?? '—'}`} [${g.categories.join(', ')}]`, () => {
      it.each(g.literals)('%s', (literal) => {
        const o = classifyOffense({ literal });
        expect(o.unidentified).toBe(false);
        expect(o.statute).toBe(g.statute);
        if (g.chapter !== undefined) expect(o.penalCodeChapter).toBe(g.chapter);
        expect([...o.categories].sort()).toEqual([...g.categories].sort());
        expect(o.literal).toBe(literal);
      });
    });
  }

  it.each(UNIDENTIFIED)('unidentified: %j', (literal) => {
    const o = classifyOffense({ literal });
    expect(o.unidentified).toBe(true);
    expect(o.categories).toEqual([]);
  });

  describe('attempts and conspiracies are classified by the offense attempted (ADR 0060 item 51)', () => {
    const cases: [string, Partial<OffenseIdentity>][] = [
      // registrable object: stays registrable (411.074(b)(1)(A)), and identified
      [
        'ATT SEXUAL ASSAULT',
        {
          statute: 'PC 22.011',
          unidentified: false,
          categories: ['sex_offender_registrable', 'violent_or_sexual'],
          inchoate: { section: 'PC 15.01', objectStatute: 'PC 22.011' },
        },
      ],
      [
        'ATTEMPT TO COMMIT SEXUAL ASSAU',
        { statute: 'PC 22.011', unidentified: false, inchoate: { section: 'PC 15.01', objectStatute: 'PC 22.011' } },
      ],
      // a harmless object: the object's section and chapter
      [
        'ATT UNAUTH USE OF MOTOR VEH',
        { statute: 'PC 31.07', penalCodeChapter: 31, unidentified: false, categories: [] },
      ],
      ['ATTEMPTED BURGLARY OF HABITAT', { statute: 'PC 30.02', unidentified: false }],
      ['ATTMPT THEFT PROP>=$100<$750', { statute: 'PC 31.03', categories: ['theft'], unidentified: false }],
      [
        'CRIM CONSPIRACY THEFT',
        { statute: 'PC 31.03', unidentified: false, inchoate: { section: 'PC 15.02', objectStatute: 'PC 31.03' } },
      ],
      // real 2024 rows
      ['ATT TAMPER WITH PHYSICAL EVIDE', { statute: 'PC 37.09', unidentified: false }],
      ['ATT TERRORISTIC THREAT', { statute: 'PC 22.07', unidentified: false, categories: ['violent_or_sexual'] }],
      [
        'ATT FAIL TO COMPLY AS SEX OFFE',
        { statute: 'CCP 62.102', unidentified: false, categories: ['sex_offender_registrable'] },
      ],
      // an object on the 411.074(b)(1)(B)–(C) list, or in chapter 49/71: a legal question, never harmless
      [
        'ATT MURDER',
        { unidentified: true, categories: [], inchoate: { section: 'PC 15.01', objectStatute: 'PC 19.02' } },
      ],
      [
        'CONSPIRACY CAPITAL MURDER',
        { unidentified: true, inchoate: { section: 'PC 15.02', objectStatute: 'PC 19.03' } },
      ],
      ['ATT DWI 3RD OR MORE', { unidentified: true, categories: [] }],
      // an unidentified object stays unidentified, the section kept for display
      ['ATT UNKNOWN THING', { unidentified: true, statute: 'PC 15.01', penalCodeChapter: 15 }],
    ];
    for (const [literal, want] of cases)
      it(literal, () => {
        expect(classifyOffense({ literal, level: 'FS' })).toMatchObject(want);
      });
    it('`ATT` inside a literal is not a prefix', () => {
      expect(classifyOffense({ literal: 'FLEEING/ATT ELUDE POLICE OFF' }).inchoate).toBeUndefined();
    });
  });

  describe('literals of the real rows read by the reviewed prefix list (ADR 0060 item 52)', () => {
    const cases: [string, string][] = [
      ['FRAUD/USE/POSS ID INFO-LESS 5', 'PC 32.51'],
      ['FRAUD/USE POSS IDENTIF INFO', 'PC 32.51'],
      ['FRAUD USE/POSS CRDIT/DEBIT CAR', 'PC 32.315'],
      ['SEC EXEC DOC DECEPT >=2500<30K', 'PC 32.46'],
      ['FLSE STMNT OBTAIN CREDIT $30K-', 'PC 32.32'],
      ['TAMPER/FABRICATE PHYS EVD W/IN', 'PC 37.09'],
      ['TAMP GOV REC LIC/SEAL/DEFR/HRM', 'PC 37.10'],
      ['TAMP GOVT/SCL REC LIC/SEAL/PER', 'PC 37.10'],
      ['PROH SUBSTANCE CORRECT FACILIT', 'PC 38.11'],
      ['UNAUTH ABSENCE COMM CORR FAC', 'PC 38.113'],
      ['TAMPER W/ELEC MONITR DEV ON SU', 'PC 38.112'],
      ['POSS W/INT DEL/MAN/DEL PG1 >=4', 'HSC 481.112'],
      ['MAN/DEL CS PG II >=4G<400G', 'HSC 481.113'],
      ['MAN/DEL CS PG III/IV <28G', 'HSC 481.114'],
      ['TRAF CHILD', 'PC 20A.02'],
      ['SEX OFFENDER DUTY REG LIFE/ANN', 'CCP 62.102'],
      ['INTERFERE DUTIES PUB SERVANT', 'PC 38.15'],
      ['FLEEING/ATT ELUDE POLICE OFF', 'TC 545.421'],
      ['CRIM TRES HAB/SHLTR/SUPRFUND/I', 'PC 30.05'],
      ['POSSESS MARIJ <2OZ', 'HSC 481.121'],
    ];
    for (const [literal, statute] of cases)
      it(literal, () => {
        expect(classifyOffense({ literal }).statute).toBe(statute);
        expect(classifyOffense({ literal }).unidentified).toBe(false);
      });
    it('TRAF CHILD is a 411.074(b)(1)(C) bar and registrable', () => {
      expect(classifyOffense({ literal: 'TRAF CHILD' }).categories).toEqual([
        'human_trafficking',
        'sex_offender_registrable',
        'violent_or_sexual',
      ]);
    });
  });

  describe('carrying literals that are not former PC 46.02(a) (ADR 0060 item 41)', () => {
    const cases: [string, string | null][] = [
      ['UNL CARRY HANDGUN LIC HOLDER', 'PC 46.035'],
      ['UNL CARRY HANDGUN BY LICEN HOLD', 'PC 46.035'],
      ['UNL CARRYING HANDGUN LTC', 'PC 46.035'],
      ['UNL CARRY HANDGUN CHL HOLDER', 'PC 46.035'],
      ['UNL CARRY WEAPON PROHIB PLACE', null],
      ['UNL CARRY WEAPON ON PREMISES', null],
      ['UNL CARRY WEAPON W/ FELONY CON', 'PC 46.04'],
      ['UNL CARRYING WEAPON', 'PC 46.02'],
    ];
    for (const [literal, statute] of cases)
      it(literal, () => {
        const o = classifyOffense({ literal });
        expect(o.statute).toBe(statute);
        expect(o.penalCodeChapter).toBe(46);
      });
  });

  describe('lewd visual material (ADR 0060 item 48)', () => {
    it('with a child word: PC 43.262, registrable, at any level', () => {
      expect(classifyOffense({ literal: 'POSS LEWD VISUAL MATERIAL DEP CH', level: 'MA' })).toMatchObject({
        statute: 'PC 43.262',
        categories: ['sex_offender_registrable', 'violent_or_sexual'],
      });
    });
    it('at a felony level: PC 43.262 even cut before CHILD', () => {
      expect(classifyOffense({ literal: 'POSS/PROMO LEWD VISUAL MATERIAL', level: 'FS' }).statute).toBe('PC 43.262');
    });
    it('at a misdemeanor level without a child word: unidentified, never public lewdness', () => {
      expect(classifyOffense({ literal: 'POSS/PROMO LEWD VISUAL MATERIAL', level: 'MA' })).toMatchObject({
        statute: null,
        unidentified: true,
      });
      expect(classifyOffense({ literal: 'PUBLIC LEWDNESS', level: 'MA' }).statute).toBe('PC 21.07');
    });
  });

  it('PC 43.235 (2025) stays unidentified until its registration is verified (ADR 0060 item 65)', () => {
    expect(classifyOffense({ literal: 'POSS OBSCENE MAT DEPICT CHILD', level: 'FS' })).toMatchObject({
      statute: 'PC 43.235',
      unidentified: true,
    });
  });

  it('reads the facts a plea does not undo from the charge literals (ADR 0060 item 53)', () => {
    const assault = classifyOffense({ literal: 'ASSAULT-BODILY INJURY' });
    expect(chargeFactsOf(['ASSAULT-BODILY INJURY', 'ASSLT FAM/HOUSEHOLD MEM W/PREV', null], assault)).toEqual({
      familyVictim: true,
      priorConviction: true,
    });
    const theft = classifyOffense({ literal: 'THEFT >=$100<$750' });
    expect(chargeFactsOf(['THEFT >=$100<$750', 'THEFT <$2,500 2/MORE PREV CONV'], theft)).toEqual({
      familyVictim: false,
      priorConviction: true,
    });
    const dwi = classifyOffense({ literal: 'DWI 2ND' });
    expect(chargeFactsOf(['DWI 2ND'], dwi).priorConviction).toBe(true);
    expect(chargeFactsOf(['BURGLARY 2ND DEGREE'], classifyOffense({ literal: 'BURGLARY' })).priorConviction).toBe(
      false,
    );
    expect(chargeFactsOf(['THEFT >=$100<$750'], theft)).toEqual({ familyVictim: false, priorConviction: false });
  });

  it('is case- and spacing-insensitive', () => {
    expect(classifyOffense({ literal: '  driving   while intoxicated ' }).categories).toEqual(['dwi']);
  });

  it('does not confuse DWLI with DWI', () => {
    expect(classifyOffense({ literal: 'DWLI' }).categories).not.toContain('dwi');
    expect(classifyOffense({ literal: 'DRIVING WHILE LICENSE INVALID' }).categories).not.toContain('dwi');
  });

  it('falls back to a curated county code when the literal is unknown', () => {
    const o = classifyOffense({ literal: 'ZZZ', code: '131408' });
    expect(o.unidentified).toBe(false);
    expect(o.categories).toContain('family_violence');
    expect(o.literal).toBe('ZZZ');
    expect(o.code).toBe('131408');
  });

  it('uses the complaint / grand-jury literal only when the current literal is not recognised', () => {
    expect(
      classifyOffense({ literal: 'SEE FILE', level: 'MB', otherLiterals: ['POSS MARIJ <2OZ'], otherLevels: ['MB'] })
        .categories,
    ).toEqual(['marijuana']);
    expect(
      classifyOffense({
        literal: 'THEFT PROP>=$100<$750',
        level: 'MB',
        otherLiterals: ['ROBBERY'],
        otherLevels: ['MB'],
      }).statute,
    ).toBe('PC 31.03');
  });

  it('uses the complaint / grand-jury literal only at the same level (ADR 0060 item 52)', () => {
    const o = classifyOffense({
      literal: 'SEE FILE',
      level: 'MA',
      otherLiterals: ['UNAUTH USE OF VEHICLE'],
      otherLevels: ['FS'],
    });
    expect(o).toMatchObject({ statute: null, unidentified: true });
    expect(
      classifyOffense({ literal: 'SEE FILE', level: 'MA', otherLiterals: ['UNAUTH USE OF VEHICLE'] }).unidentified,
    ).toBe(true);
  });

  it('fine-only follows the level: Class C is fine-only, A/B and felonies never are', () => {
    expect(classifyOffense({ literal: 'THEFT PROP <$100', level: 'MC' }).fineOnly).toBe(true);
    expect(classifyOffense({ literal: 'THEFT PROP>=$100<$750', level: 'MB' }).fineOnly).toBe(false);
    expect(classifyOffense({ literal: 'PUBLIC INTOXICATION', level: 'unknown' }).fineOnly).toBe(true);
    expect(classifyOffense({ literal: 'DISORDERLY CONDUCT DISCHARGE F', level: 'MB' }).fineOnly).toBe(false);
    expect(classifyOffense({ literal: 'NO INSURANCE' }).fineOnly).toBe(true);
    expect(classifyOffense({ literal: 'XYZ', level: 'MC' })).toMatchObject({ unidentified: true, fineOnly: true });
  });

  it('never throws on odd input', () => {
    for (const literal of [null, '\u0081\u009d', '((((', '$$$', 'A'.repeat(500)])
      expect(() => classifyOffense({ literal })).not.toThrow();
  });
});
