const results = {
  title: 'Your results',
  intro:
    'Here is what we found for each of your Harris County cases. These results are an estimate based on court records, not legal advice. Only a judge decides.',
  dataCurrent: 'Court records are current to {{date}}.',
  recheck: 'Laws and records change. Check again in six months.',
  summary: 'Summary',
  summaryCount: '{{count}} case',
  summaryCount_other: '{{count}} cases',
  groups: {
    nondisclosure: {
      title: 'Likely eligible for nondisclosure',
      status: 'Likely eligible',
      intro:
        'You can probably ask a court to seal these cases from most background checks with an order of nondisclosure.',
    },
    expunction: {
      title: 'May be eligible for expunction',
      status: 'Expunction possible',
      intro:
        'These cases may qualify for expunction, which destroys the records. For each one you can download a petition already filled in with your case and follow the expunction steps; a legal aid organization can help you too.',
    },
    not_yet_eligible: {
      title: 'Not yet eligible',
      status: 'Not yet eligible',
      intro: 'These cases may be sealed later, once a waiting period ends.',
    },
    could_not_determine: {
      title: 'We could not decide',
      status: 'Could not determine',
      intro:
        'We do not have enough information to check these cases. A legal aid organization can look at your court papers with you.',
    },
    ineligible: {
      title: 'Likely ineligible',
      status: 'Likely ineligible',
      intro:
        'These cases probably cannot be sealed with an order of nondisclosure. You still have rights, and other options may exist.',
    },
  },
  levels: {
    MA: 'Class A misdemeanor',
    MB: 'Class B misdemeanor',
    MC: 'Class C misdemeanor',
    F1: 'First-degree felony',
    F2: 'Second-degree felony',
    F3: 'Third-degree felony',
    FS: 'State jail felony',
    FC: 'Capital felony',
  },
  card: {
    expunctionSteps: 'Expunction steps for case {{cause}}',
    expunctionPacket: 'Download the expunction packet for case {{cause}} (PDF)',
    cause: 'Cause number',
    offense: 'Offense',
    level: 'Level',
    court: 'Court',
    filed: 'Filed',
    section: 'Nondisclosure section',
    sectionValue: 'Texas Government Code § {{section}}',
    expunctionRoute: 'Expunction law',
    eligibleDate: 'Earliest date you can file',
    estimated: 'estimated',
    why: 'Why',
    details: 'See all details of case {{cause}}',
    knowYourRights: 'Know your rights',
    addToCalendar: 'Add {{date}} to my calendar',
    notYetDate: 'You may be able to file on or after {{date}}.',
    legalAid: 'Get free legal help',
    noReasons: 'No further explanation is available for this case.',
  },
  details: {
    title: 'Case details',
    defendant: 'Name on the case',
    disposition: 'Outcome',
    dates: 'Key dates',
    conviction_date: 'Conviction date',
    dismissal_date: 'Dismissal date',
    da_start: 'Deferred adjudication start',
    da_end: 'Deferred adjudication end',
    probation_start: 'Community supervision (probation) start',
    probation_end: 'Community supervision (probation) end',
    waiting_period_start: 'Waiting period start',
    sentence_completion_date: 'Sentence completed',
    sentence: 'Sentence',
    fine: 'Fine',
    felony: 'Felony',
    misdemeanor: 'Misdemeanor',
    none: 'Not recorded',
    estimatedNote: 'Dates marked “estimated” were worked out from the court data and may not be exact.',
  },
  actions: {
    heading: 'What you can do now',
    next: 'Next steps: how to file',
    email: 'Email my results',
    pdf: 'Download my results (PDF)',
    pdfLoading: 'Preparing your PDF…',
    disclaimer: 'About these results',
    help: 'Questions? Ask for help',
  },
  noEligible:
    'None of your cases are likely eligible for nondisclosure right now. Free legal aid can review your record and tell you about other options.',
  calendar: {
    summary: 'Check if I can seal my Harris County case',
    description: 'The waiting period for case {{cause}} may be over. Check again at {{url}}',
  },
} as const;

export default results;
