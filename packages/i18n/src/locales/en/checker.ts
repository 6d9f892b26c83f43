const checker = {
  stepOf: 'Eligibility checker',
  precheck: {
    title: 'Before you start',
    intro:
      'This checker looks at adult criminal cases filed in Harris County courts from January 1, 1990. Two quick questions first.',
    outsideTexas: 'Have you been charged with a crime outside Harris County?',
    before1990: 'Have you been charged with a crime in Harris County before January 1, 1990?',
    warningTitle: 'You can still use this checker',
    warningOutside:
      'This checker only sees Harris County cases. Cases from other counties or states will not appear, and they may affect whether you can get an order of nondisclosure. Talk to a legal aid organization about those cases.',
    warningBefore1990:
      'Cases filed before January 1, 1990 are not in our data. They will not appear in your results, and they may affect your eligibility. Talk to a legal aid organization about those cases.',
  },
  basicInfo: {
    title: 'Tell us about yourself',
    intro:
      'We use your name and date of birth to look up cases in Harris County court records. We do not keep this information after your session ends.',
    nameLegend: 'Your name',
    nameHint: 'Use the name that appears on your court papers.',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    lastNameHint: 'If you have two last names, enter both.',
    suffix: 'Suffix',
    suffixNone: 'None',
    aliasLegend: 'Other names you have used',
    aliasHint: 'For example, a maiden name or a name with a different spelling. Leave blank if none.',
    aliasFirstName: 'Other first name {{n}}',
    aliasLastName: 'Other last name {{n}}',
    addAlias: 'Add another name',
    removeAlias: 'Remove other name {{n}}',
    dobLegend: 'Date of birth',
    dobHint: 'For example, January 1, 1990.',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    choose: 'Select',
    agree: 'I understand that the results are an estimate, not legal advice, and I agree to the terms of use.',
    agreeLegend: 'Terms of use',
    agreeLearnMore: 'Learn more about the terms of use',
    submit: 'Search for my cases',
    searching: 'Searching court records. This can take a few seconds…',
    nameError: 'Error searching for name; try removing symbols and special characters and resubmitting.',
  },
  noCases: {
    title: 'We did not find any cases',
    intro: 'We looked for Harris County cases filed from {{start}} to {{end}} for:',
    name: 'Name',
    aliases: 'Other names',
    dob: 'Date of birth',
    range: 'Dates searched',
    rangeValue: '{{start}} to {{end}}',
    whatNext:
      'Check the spelling and the date of birth and search again. If your case was in another county, or was a Class C misdemeanor (a ticket), it will not appear here.',
    namesHeading: 'Names that help us find your cases',
    names: {
      other:
        'Other names you have used, such as a maiden or married name or another spelling: add them under "Other names you have used".',
      short:
        'We already look for the usual short and long forms of a first name, such as Dan and Daniel, or Paco and Francisco.',
      double: 'For a last name of two parts, such as García López or Demo-Smith, we also look for each part.',
      middle: 'A middle name only narrows the search. If the court may have written it another way, leave it blank.',
    },
    addName: 'Add another name and search again',
    helpLine: 'Still stuck? Ask us for help and a person will answer within 2 business days.',
    askHelp: 'Ask for help',
    startDate: 'January 1, 1990',
  },
  confirm: {
    titleOne: 'Are these your cases?',
    titleMany: 'Which of these are your cases?',
    introOne: 'We found {{count}} case that matches your name and date of birth.',
    introOne_other: 'We found {{count}} cases that match your name and date of birth.',
    introMany:
      'We found cases for more than one person with your name and date of birth. Each list below belongs to one person. Choose the list with your cases.',
    question: 'Are these your cases?',
    yes: 'Yes, these are my cases',
    no: 'No, these are not my cases',
    listHeading: 'List {{n}}',
    thisIsMe: 'These are my cases (list {{n}})',
    noneMine: 'None of these lists are mine',
    resubmit: 'Change my details and search again',
    home: 'Return to homepage',
    cause: 'Cause number',
    offense: 'Offense',
    filed: 'Filed',
    court: 'Court',
    level: 'Level',
    defendant: 'Name on the case',
  },
  additional: {
    title: 'A few more questions',
    intro:
      'Some offenses and situations decide whether any case can be sealed. Your answers stay private and are only used to check your cases.',
    introMore:
      'Your answers about your cases mean we need a few more answers about your past. We kept the answers you already gave.',
    sexOffender: 'Are you required to register as a sex offender?',
    sexOffenderStop:
      'People who must register as a sex offender cannot get an order of nondisclosure. You can still see your results and learn about other options.',
    offensesLegend: 'Have you ever been convicted of, or placed on deferred adjudication for, any of these offenses?',
    offensesHint: 'Check all that apply.',
    offenses: {
      murder: 'Murder',
      human_trafficking: 'Human trafficking',
      aggravated_kidnapping: 'Aggravated kidnapping',
      injury_child_elderly_disabled: 'Injury to a child, elderly person or disabled person',
      child_abandoning_endangerment: 'Abandoning or endangering a child',
      family_violence: 'An offense involving family violence',
      stalking: 'Stalking',
      sex_offender: 'An offense that requires sex offender registration',
      protective_order_violation:
        'Violating a protective order, or a bond condition set to protect someone (for example, in a family violence case)',
    },
    offenseHints: {
      family_violence:
        'Family violence means hurting or threatening to hurt someone in your family or home. Texas law counts: a relative by blood, marriage or adoption; a current or former husband or wife; the other parent of your child; anyone who lives or lived with you, roommates too; and anyone you date or used to date.',
    },
    or: 'or',
    noneOfTheAbove: 'None of the above',
    offenseStop:
      'With one of these offenses on your record, Texas law does not allow an order of nondisclosure. You can still see your results and learn about other options.',
    hasClassCConviction:
      'Have you ever been convicted of, or received deferred adjudication or deferred disposition for, a Class C misdemeanor other than a traffic ticket? (For example: public intoxication, minor in possession, drug paraphernalia, Class C theft, disorderly conduct.)',
    hasClassCConvictionHint:
      'Why we ask: Class C cases are handled by city and justice of the peace courts. The court data we search does not include them, and they can change your results.',
    isVeteran: 'Are you a veteran of the U.S. armed forces?',
    vetReemployment: 'Did you complete a veterans reemployment program?',
    vetTreatment: 'Did you complete a veterans treatment court program?',
    vetLearnMore: 'Learn more about veterans programs',
    hasBeenVictim: 'Have you been a victim of human trafficking?',
    victimCaseHarris: 'Were any of your Harris County cases committed because you were a victim of human trafficking?',
    assistanceRequested: 'Did law enforcement or a prosecutor ask you to help with the investigation or prosecution?',
    assistedInvestigation: 'Did you help with the investigation or prosecution?',
    submit: 'Continue',
    seeResults: 'See my results',
  },
  verification: {
    title: 'Questions about case {{n}} of {{total}}',
    caseSummary: 'About this case',
    intro: 'We need a few more details about this case to check it.',
    questions: {
      completed_vet_reemployment_prg_for_case: 'For this case, did you complete a veterans reemployment program?',
      completed_vet_treatment_court_for_case: 'For this case, did you complete a veterans treatment court program?',
      bac_under_015: 'Was your blood alcohol concentration (BAC) below 0.15 when you were tested?',
      had_commercial_license_or_permit:
        'Did you hold a commercial driver’s license or permit when this offense happened?',
      used_ignition_interlock_device:
        'Were you required, for 6 months or more, to drive only vehicles with an ignition interlock? (Answer yes even if you did not drive.)',
      interlock_condition: 'Who ordered you to use the ignition interlock device?',
      collision_with_another_person:
        'Was there a crash connected with this offense while another person was involved, even a passenger in your own vehicle or boat?',
      paid_all_fines_and_costs: 'Have you paid all fines, court costs and restitution for this case?',
      completion_payment_month:
        'In what month and year did you pay the last of your fines, court costs and restitution for this case?',
      completion_payment_year:
        'In what year did you pay the last of your fines, court costs and restitution for this case?',
      committed_solely_as_trafficking_victim:
        'Did you commit this offense only because someone was trafficking you or forcing you into prostitution?',
      commited_after_submitting_petition: 'Was this offense committed after you filed a petition for nondisclosure?',
      arrest_month: 'In what month and year were you arrested for this case?',
      offense_month: 'In what month and year did the offense in this case happen?',
      class_c_in_window:
        'Between the day you were sentenced or placed on deferred adjudication in this case and the date you can ask for the order, were you convicted of, or given deferred disposition for, a Class C misdemeanor that was not a traffic ticket?',
      // The same question with its window's dates, from the case and the date the order could be asked (docs/law D74)
      class_c_in_window_window:
        'Between {{from}} and {{to}}, were you convicted of, or given deferred disposition for, a Class C misdemeanor that was not a traffic ticket?',
      victim_family_household_or_dating:
        'Was the other person in this case someone in your family or home, or someone you dated?',
      handgun_carried_on_person_only:
        'Were you carrying the handgun on you or within your reach, not only in a car or boat, and not while doing something else that was against the law?',
      // Questions of docs/law D38, D42 and D44 (the engine asks them from the 2026-11 law review on).
      weapon_only_in_own_vehicle:
        'Was the weapon (a handgun, knife or club) only inside a car, truck or boat that you owned or were in charge of?',
      class_c_before_case: 'Was any of them decided before {{date}}?',
      class_c_before_case_noDate:
        'Was any of them decided before you were sentenced or placed on deferred adjudication in this case?',
      charge_refiled_or_replaced:
        'After this case, was the same charge filed again, or were you charged with a different or lesser offense for the same arrest?',
      // End of the D38–D44 questions.
      // A prior conviction stated in the charge (docs/law D53)
      prior_record_before_case:
        'Before this case, had you ever been convicted of, or given deferred adjudication for, anything other than a traffic ticket, anywhere?',
      // How supervision ended, when the record does not say (docs/law D58)
      supervision_end_how: 'How did your deferred adjudication or probation in this case end?',
      supervision_end_month: 'In what month and year did the judge discharge you from supervision?',
      supervision_end_year: 'In what year did the judge discharge you from supervision?',
      // Organized criminal activity: what the group charge was about (docs/law D82)
      organized_crime_object_serious:
        'Was the group charge about a killing or a death in a crash, a sexual offense, human trafficking or prostitution, or a child victim?',
      // A dismissal the clerk records as refiled, the refiled case not in our data (docs/law D80)
      refiled_case_outcome:
        'The court record says this charge was dismissed and then filed again as a new case. How did the new case end?',
      refiled_case_end_month: 'In what month and year did the new case end?',
      // A revoked probation with no sentence on record (docs/law D77)
      revocation_sentence_end_month:
        'In what month and year did you finish the jail time the judge gave when the probation was revoked?',
      // Family violence needs violence or a threat (docs/law D79)
      family_violence_conduct:
        'Did the case involve hurting or trying to hurt that person, or threatening to hurt them soon?',
    },
    hints: {
      bac_under_015:
        'Check your court papers or the police report. If you were not tested, answer Yes. If you still do not know, choose Not sure.',
      used_ignition_interlock_device:
        'An ignition interlock is a device that stops a vehicle from starting if it detects alcohol.',
      interlock_condition:
        'Your court papers say this. A bond condition is set before the case ends, while you are out on bond. A probation condition is part of your sentence.',
      collision_with_another_person:
        'Count any crash, even if only your vehicle or boat crashed, when another person was involved: another driver, a person walking, or a passenger riding with you. It counts even if nobody was hurt.',
      completion_payment_month:
        'If the judge waived what you still owed, give the month of that order. Your receipts or the District Clerk’s office can tell you.',
      completion_payment_year:
        'If you know only the year, we count from the last day of that year. Your receipts or the District Clerk’s office can tell you the exact date.',
      arrest_month:
        'If you turned yourself in, or were arrested on a warrant after the case was filed, give the month that happened. Your bond or jail release papers show the date.',
      offense_month: 'Your court papers show the date of the offense.',
      class_c_in_window:
        'Class C cases are handled by city courts and justice of the peace courts, for example public intoxication, minor in possession or Class C theft. Do not count traffic tickets.',
      victim_family_household_or_dating:
        'This includes: a relative by blood, marriage or adoption; a current or former husband or wife; the other parent of your child; anyone who lives or lived with you, roommates too; and anyone you date or used to date. Texas law counts it as family violence when, besides the relationship, someone was hurt, or threatened with being hurt soon.',
      handgun_carried_on_person_only:
        'Answer No if the handgun was only in a car, truck or boat, or if you had it while committing another offense.',
      // Hints of docs/law D38, D42 and D44.
      weapon_only_in_own_vehicle:
        'Answer Yes only if the weapon stayed inside your own vehicle or boat, or one you were in charge of. Answer No if you had it on you, for example in a pocket, a waistband or a bag you were carrying.',
      class_c_before_case:
        '"Them" means the Class C cases you told us about: public intoxication, minor in possession, Class C theft and the like, not traffic tickets. Count a case when it ended in a conviction or a deferred disposition.',
      charge_refiled_or_replaced:
        'Sometimes a charge is dropped and filed again, or replaced by a new charge (for example a lesser one) for the same arrest. Your court papers or the District Clerk can tell you.',
      // End of the D38–D44 hints.
      prior_record_before_case:
        'We ask because the charge in this case says you had an earlier conviction. Count any state, and cases that were later sealed. Do not count this case or traffic tickets.',
      supervision_end_how:
        'The court records we have do not show how it ended. Your discharge order, or the District Clerk, can tell you.',
      supervision_end_month: 'Your discharge order shows the date. The District Clerk can give you a copy.',
      supervision_end_year:
        'If you know only the year, we count from the last day of that year. Your discharge order shows the exact date.',
      organized_crime_object_serious:
        '"Engaging in organized criminal activity" means a crime committed with a group, for example a theft ring or a drug ring. Your court papers name the crime.',
      refiled_case_outcome:
        'The new case has a different case number. Your court papers or the District Clerk can tell you how it ended.',
      refiled_case_end_month:
        'The dismissal, or the grand jury’s decision not to indict, shows the date. The District Clerk can tell you.',
      revocation_sentence_end_month:
        'The judgment that revoked your probation shows the jail time; the District Clerk can give you a copy. If you do not know, we count from the longest jail time the law allows for this offense, so your date may be later than it should be.',
      family_violence_conduct:
        'Answer Yes if someone was hurt or someone tried to hurt them, or if you were accused of threatening to hurt them soon. Answer No if the case was only about messages, calls or words with no threat to hurt.',
    },
    notSure: 'Not sure',
    answered: { unknown: 'I do not know' },
    choices: {
      interlock_condition: {
        probation: 'A condition of my probation (community supervision)',
        bond: 'A condition of my bond, before the case ended',
        both: 'Both: my bond and my probation',
        other_or_not_sure: 'Something else, or I am not sure',
      },
      supervision_end_how: {
        discharged: 'The judge discharged me: I finished it, or the judge ended it early, and it was not revoked',
        adjudicated_or_revoked: 'The judge found me guilty, revoked it, or sent me to jail or prison for this case',
        not_over: 'It is not over yet, or a motion to revoke it is pending',
        other_or_not_sure: 'It ended another way (for example an “unsatisfactory” discharge), or I am not sure',
      },
      refiled_case_outcome: {
        dismissed_or_no_billed: 'It was dismissed too, or the grand jury decided not to indict me (no-bill)',
        convicted_or_deferred: 'I was found guilty, or got deferred adjudication or probation',
        pending: 'It is still open',
        not_sure: 'I am not sure',
      },
    },
    month: {
      month: 'Month',
      year: 'Year',
      choose: 'Select',
      unknown: 'I do not know the month',
      unknownYear: 'I do not know the year',
    },
    moreQuestions: 'Your answers raised one more question about this case.',
    moreQuestions_other: 'Your answers raised {{count}} more questions about this case.',
    vetLearnMore: 'Learn more about veterans programs',
    next: 'Next case',
    finish: 'See my results',
  },
} as const;

export default checker;
