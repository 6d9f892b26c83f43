import { describe, expect, it } from 'vitest';
import {
  CaseLookupBodySchema,
  CaseFollowupBodySchema,
  PreliminaryQuestionsBodySchema,
  isRealIsoDate,
  VALIDATION_MESSAGES,
} from './index';

const lookup = { firstName: 'Ana', lastName: 'Demo', dob: '1990-01-01', agreeToTerms: true };

describe('application schemas', () => {
  it('fills the optional lookup fields and rejects unknown ones', () => {
    expect(CaseLookupBodySchema.parse(lookup)).toEqual({
      ...lookup,
      middleName: '',
      suffix: '',
      aliasFirstNames: [],
      aliasLastNames: [],
    });
    expect(CaseLookupBodySchema.safeParse({ ...lookup, x: 1 }).success).toBe(false);
    expect(CaseLookupBodySchema.safeParse({ ...lookup, agreeToTerms: false }).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.mustAgreeToTerms,
    );
  });

  it('knows real calendar dates', () => {
    expect(['2000-02-29', '1990-12-31'].every(isRealIsoDate)).toBe(true);
    expect(['1900-02-29', '2021-04-31', '2021-13-01', '2021-1-01', ''].some(isRealIsoDate)).toBe(false);
  });

  it('applies the disqualifying-offense rules', () => {
    const p = (v: object) => PreliminaryQuestionsBodySchema.safeParse(v);
    expect(p({ sexOffender: true, disqualifyingOffenses: [], noneOfTheAbove: false }).success).toBe(true);
    expect(p({ sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: true }).success).toBe(true);
    expect(p({ sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: false }).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.offenseOrNone,
    );
    expect(
      p({ sexOffender: true, disqualifyingOffenses: ['murder'], noneOfTheAbove: true }).error?.issues[0]?.message,
    ).toBe(VALIDATION_MESSAGES.noneAndOffense);
  });

  it('keeps the contract spelling of the follow-up keys', () => {
    expect(CaseFollowupBodySchema.safeParse({ _id: 'a', commited_after_submitting_petition: true }).success).toBe(true);
    expect(CaseFollowupBodySchema.safeParse({ _id: 'a', committed_after_submitting_petition: true }).success).toBe(
      false,
    );
  });
});
