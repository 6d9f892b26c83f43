import {
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
} from '@cyr/schemas/survey-options';

/** The survey's option codes per field, from the schema's own lists (the zod-free module keeps the bundle small). */
export const OPTIONS = {
  howHelpfulWasWebsite: HOW_HELPFUL,
  didUserCompleteForms: COMPLETED_FORMS,
  petitionFormsUsed: PETITION_FORMS,
  timeToCompleteForms: TIME_TO_COMPLETE,
  didYouFindWhatYouNeeded: FOUND_WHAT_NEEDED,
  howEasyWasInfoToFind: EASE_OF_FINDING,
  applicantAge: AGE_RANGES,
  applicantGender: GENDERS,
  applicantRaceEthnicity: RACE_ETHNICITIES,
  educationLevel: EDUCATION_LEVELS,
  incomeRange: INCOME_RANGES,
  additionalInfo: ADDITIONAL_INFO,
  whereDidYouAccessWebsite: ACCESS_PLACES,
  howUserHeardAboutSite: HEARD_ABOUT,
};
