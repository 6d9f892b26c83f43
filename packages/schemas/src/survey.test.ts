import { describe, expect, it } from 'vitest';
import { ADDITIONAL_INFO, EDUCATION_LEVELS, HelpFormSchema, RACE_ETHNICITIES, SurveyFeedbackSchema } from './survey';
import { SendEmailBodySchema } from './email';
import { AnalyticsBatchSchema, isSafeAnalyticsPath } from './analytics';

describe('survey schema', () => {
  it('has the option counts of the product spec', () => {
    expect(EDUCATION_LEVELS).toHaveLength(7);
    expect(RACE_ETHNICITIES).toHaveLength(6);
    expect(ADDITIONAL_INFO).toHaveLength(9);
    expect(ADDITIONAL_INFO).toContain('none_of_the_above');
  });

  it('refuses a survey with no answer (nothing to store), at the first question; accepts a full one', () => {
    for (const empty of [{}, { additionalFeedback: '   ' }, { petitionFormsUsed: 'section_411_072' }]) {
      const r = SurveyFeedbackSchema.safeParse(empty);
      expect(r.success, JSON.stringify(empty)).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['howHelpfulWasWebsite', 'errors:validation.surveyEmpty'],
      ]);
    }
    expect(SurveyFeedbackSchema.safeParse({ howHelpfulWasWebsite: 'very_helpful' }).success).toBe(true);
    const full = SurveyFeedbackSchema.parse({
      howHelpfulWasWebsite: 'very_helpful',
      didUserCompleteForms: 'yes',
      petitionFormsUsed: 'section_411_0736',
      timeToCompleteForms: 'from_1_to_2_hours',
      applicantGender: 'self_describe',
      applicantGenderSelfDescribeInput: 'two-spirit',
      applicantRaceEthnicity: ['white', 'other'],
      applicantRaceEthnicityOtherInput: 'Mixed',
      howUserHeardAboutSite: 'other',
      howUserHeardAboutSiteOtherInput: 'A flyer',
      email: 'a@b.co',
      phone: '',
    });
    expect(full.petitionFormsUsed).toBe('section_411_0736');
    expect(full.applicantGenderSelfDescribeInput).toBe('two-spirit');
    expect(full).not.toHaveProperty('phone');
  });

  it('requires the other/self-describe inputs only when their option is chosen', () => {
    const r = SurveyFeedbackSchema.safeParse({ applicantGender: 'self_describe' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['applicantGenderSelfDescribeInput']);
    expect(SurveyFeedbackSchema.safeParse({ applicantRaceEthnicity: ['other'] }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ howUserHeardAboutSite: 'other' }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ howUserHeardAboutSite: 'friend' }).success).toBe(true);
  });

  it('drops conditional answers whose condition does not hold', () => {
    const s = SurveyFeedbackSchema.parse({
      didUserCompleteForms: 'no',
      petitionFormsUsed: 'multiple',
      timeToCompleteForms: 'over_4_hours',
      applicantGender: 'female',
      applicantGenderSelfDescribeInput: 'stale',
    });
    expect(s).toEqual({ didUserCompleteForms: 'no', applicantGender: 'female' });
  });

  it('rejects unknown fields, unknown options, bad emails, long text, none with others', () => {
    expect(SurveyFeedbackSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ applicantAge: '18-29' }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ email: 'not an email' }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ additionalFeedback: 'x'.repeat(2001) }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ additionalInfo: ['veteran', 'none_of_the_above'] }).success).toBe(false);
    expect(SurveyFeedbackSchema.safeParse({ additionalInfo: ['veteran', 'veteran'] }).success).toBe(false);
  });
});

describe('help form schema', () => {
  it('requires a description and an email address or a phone number (one is enough)', () => {
    expect(HelpFormSchema.safeParse({ email: 'a@b.co', phone: '713 555 0100', description: 'Help' }).success).toBe(
      true,
    );
    expect(HelpFormSchema.parse({ phone: '713 555 0100', description: 'Help' })).toEqual({
      email: '',
      phone: '713 555 0100',
      description: 'Help',
    });
    expect(HelpFormSchema.safeParse({ email: 'a@b.co', phone: '', description: 'Help' }).success).toBe(true);
    const r = HelpFormSchema.safeParse({ email: '', phone: '', description: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['description', 'errors:validation.required'],
      ['email', 'errors:validation.emailOrPhone'],
      ['phone', 'errors:validation.emailOrPhone'],
    ]);
    // A malformed contact field shows its own error, not "give one of the two" beside it.
    const bad = HelpFormSchema.safeParse({ email: 'a@b', phone: '', description: 'x' });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['email', 'errors:validation.invalidEmail']]);
    expect(HelpFormSchema.safeParse({ email: 'a@b.co', phone: '12', description: 'x' }).success).toBe(false);
    expect(HelpFormSchema.safeParse(null).success).toBe(false);
  });
});

describe('email payload schema', () => {
  it('takes {email, useSpanishURL} only', () => {
    expect(SendEmailBodySchema.safeParse({ email: 'x@y.org', useSpanishURL: true }).success).toBe(true);
    expect(SendEmailBodySchema.safeParse({ email: 'x@y.org' }).success).toBe(false);
    expect(SendEmailBodySchema.safeParse({ email: 'x@y.org', useSpanishURL: false, cc: 'z@y.org' }).success).toBe(
      false,
    );
  });
});

describe('analytics schema', () => {
  it('accepts route paths and rejects query strings, tokens and names', () => {
    expect(isSafeAnalyticsPath('/check/results')).toBe(true);
    expect(isSafeAnalyticsPath('/check/case-verifications/2')).toBe(true);
    expect(isSafeAnalyticsPath('/')).toBe(true);
    expect(isSafeAnalyticsPath('/email-pages/results/:emailToken')).toBe(true);
    expect(isSafeAnalyticsPath('/email-pages/know-your-rights')).toBe(true);
    expect(isSafeAnalyticsPath('/check/results?lang=es')).toBe(false);
    expect(isSafeAnalyticsPath('/check#x')).toBe(false);
    expect(isSafeAnalyticsPath('/email-pages/results/ab12cd34ef56ab12cd34ef')).toBe(false);
    expect(isSafeAnalyticsPath('/email-pages/results/Zx9_aQ-3bT0kLm5nOp7qRs')).toBe(false);
    expect(isSafeAnalyticsPath('/steps/a1b2c3d4e5f6g7')).toBe(false);
    expect(isSafeAnalyticsPath('/People/John')).toBe(false);
  });

  it('limits batches to 50 known events', () => {
    const ev = { event: 'page_view', path: '/' };
    expect(AnalyticsBatchSchema.safeParse({ events: Array(50).fill(ev) }).success).toBe(true);
    expect(AnalyticsBatchSchema.safeParse({ events: Array(51).fill(ev) }).success).toBe(false);
    expect(AnalyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(AnalyticsBatchSchema.safeParse({ events: [{ event: 'typed_name', path: '/' }] }).success).toBe(false);
    expect(AnalyticsBatchSchema.safeParse({ events: [{ ...ev, userId: 'x' }] }).success).toBe(false);
    expect(
      AnalyticsBatchSchema.safeParse({ events: [{ event: 'modal_open', path: '/', target: 'Has Spaces' }] }).success,
    ).toBe(false);
  });
});
