import type {
  ACCESS_PLACES,
  ADDITIONAL_INFO,
  AGE_RANGES,
  COMPLETED_FORMS,
  EASE_OF_FINDING,
  EDUCATION_LEVELS,
  FOUND_WHAT_NEEDED,
  GENDERS,
  HEARD_ABOUT,
  HOW_HELPFUL,
  INCOME_RANGES,
  PETITION_FORMS,
  RACE_ETHNICITIES,
  TIME_TO_COMPLETE,
} from '@cyr/schemas';

/**
 * Survey option codes, equal to packages/schemas survey.ts (re-declared here so the client bundle does not
 * pull in the full zod; the `satisfies` checks keep them in step with the schema).
 */
type Of<T extends readonly string[]> = readonly T[number][];

export const OPTIONS = {
  howHelpfulWasWebsite: ['very_helpful', 'moderately_helpful', 'slightly_helpful', 'not_helpful'] satisfies Of<
    typeof HOW_HELPFUL
  >,
  didUserCompleteForms: ['yes', 'no', 'not_yet_plan_to'] satisfies Of<typeof COMPLETED_FORMS>,
  petitionFormsUsed: [
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
  ] satisfies Of<typeof PETITION_FORMS>,
  timeToCompleteForms: [
    'under_30_minutes',
    'from_30_minutes_to_1_hour',
    'from_1_to_2_hours',
    'from_2_to_4_hours',
    'over_4_hours',
  ] satisfies Of<typeof TIME_TO_COMPLETE>,
  didYouFindWhatYouNeeded: ['yes', 'partially', 'no'] satisfies Of<typeof FOUND_WHAT_NEEDED>,
  howEasyWasInfoToFind: [
    'very_easy',
    'easy',
    'neither_easy_nor_hard',
    'hard',
    'very_hard',
    'did_not_find',
  ] satisfies Of<typeof EASE_OF_FINDING>,
  applicantAge: [
    'under_18',
    'age_18_29',
    'age_30_39',
    'age_40_49',
    'age_50_59',
    'age_60_69',
    'age_70_and_over',
  ] satisfies Of<typeof AGE_RANGES>,
  applicantGender: ['male', 'female', 'trans_man', 'trans_woman', 'non_binary', 'self_describe'] satisfies Of<
    typeof GENDERS
  >,
  applicantRaceEthnicity: [
    'american_indian_or_alaska_native',
    'asian_or_pacific_islander',
    'black_or_african_american',
    'hispanic_or_latino',
    'white',
    'other',
  ] satisfies Of<typeof RACE_ETHNICITIES>,
  educationLevel: [
    'less_than_high_school',
    'high_school_or_ged',
    'some_college_no_degree',
    'trade_or_vocational_certificate',
    'associate_degree',
    'bachelors_degree',
    'graduate_degree',
  ] satisfies Of<typeof EDUCATION_LEVELS>,
  incomeRange: [
    'under_20000',
    'from_20000_to_44999',
    'from_45000_to_59999',
    'from_60000_to_139999',
    'from_140000',
    'prefer_not_to_say',
  ] satisfies Of<typeof INCOME_RANGES>,
  additionalInfo: [
    'veteran',
    'person_with_disability',
    'parent_or_guardian',
    'immigrant',
    'lgbtq',
    'experienced_homelessness',
    'formerly_incarcerated',
    'limited_english',
    'none_of_the_above',
  ] satisfies Of<typeof ADDITIONAL_INFO>,
  whereDidYouAccessWebsite: [
    'home',
    'work',
    'public_library',
    'legal_aid_or_community_organization',
    'court_or_government_office',
    'other',
  ] satisfies Of<typeof ACCESS_PLACES>,
  howUserHeardAboutSite: ['friend', 'social_media', 'local_publication', 'other'] satisfies Of<typeof HEARD_ABOUT>,
};
