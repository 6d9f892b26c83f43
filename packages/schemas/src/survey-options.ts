/**
 * Survey option codes and length limits (product-spec §3; docs/decisions/0003-survey-options.md), with no zod
 * import so the web app can use them without pulling the schemas into its bundle (`@cyr/schemas/survey-options`).
 */

export const HOW_HELPFUL = ['very_helpful', 'moderately_helpful', 'slightly_helpful', 'not_helpful'] as const;
export const COMPLETED_FORMS = ['yes', 'no', 'not_yet_plan_to'] as const;
export const PETITION_FORMS = [
  'section_411_072',
  'section_411_0725',
  'section_411_0726',
  'section_411_0727',
  'section_411_0728',
  'section_411_0729',
  'section_411_073',
  'section_411_0731',
  'section_411_0735',
  'section_411_0736',
  'multiple',
] as const;
export const TIME_TO_COMPLETE = [
  'under_30_minutes',
  'from_30_minutes_to_1_hour',
  'from_1_to_2_hours',
  'from_2_to_4_hours',
  'over_4_hours',
] as const;
export const FOUND_WHAT_NEEDED = ['yes', 'partially', 'no'] as const;
export const EASE_OF_FINDING = [
  'very_easy',
  'easy',
  'neither_easy_nor_hard',
  'hard',
  'very_hard',
  'did_not_find',
] as const;
export const AGE_RANGES = [
  'under_18',
  'age_18_29',
  'age_30_39',
  'age_40_49',
  'age_50_59',
  'age_60_69',
  'age_70_and_over',
] as const;
export const GENDERS = ['male', 'female', 'trans_man', 'trans_woman', 'non_binary', 'self_describe'] as const;
export const RACE_ETHNICITIES = [
  'american_indian_or_alaska_native',
  'asian_or_pacific_islander',
  'black_or_african_american',
  'hispanic_or_latino',
  'white',
  'other',
] as const;
export const EDUCATION_LEVELS = [
  'less_than_high_school',
  'high_school_or_ged',
  'some_college_no_degree',
  'trade_or_vocational_certificate',
  'associate_degree',
  'bachelors_degree',
  'graduate_degree',
] as const;
export const INCOME_RANGES = [
  'under_20000',
  'from_20000_to_44999',
  'from_45000_to_59999',
  'from_60000_to_139999',
  'from_140000',
  'prefer_not_to_say',
] as const;
export const ADDITIONAL_INFO = [
  'veteran',
  'person_with_disability',
  'parent_or_guardian',
  'immigrant',
  'lgbtq',
  'experienced_homelessness',
  'formerly_incarcerated',
  'limited_english',
  'none_of_the_above',
] as const;
export const ACCESS_PLACES = [
  'home',
  'work',
  'public_library',
  'legal_aid_or_community_organization',
  'court_or_government_office',
  'other',
] as const;
export const HEARD_ABOUT = ['friend', 'social_media', 'local_publication', 'other'] as const;

/** Length limits shared by the client and the server. */
export const SURVEY_LIMITS = {
  otherInputMaxLength: 100,
  feedbackMaxLength: 2000,
  nameMaxLength: 100,
  phoneMaxLength: 30,
  helpDescriptionMaxLength: 2000,
} as const;
