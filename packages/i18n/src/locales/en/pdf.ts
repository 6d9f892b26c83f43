/** The printable case-information PDF (GET /api/application/pdf/case-info with Accept: application/pdf). */
const pdf = {
  caseInfo: {
    documentTitle: 'Case results: Clear Your Record, Harris County',
    siteName: 'Clear Your Record, Harris County',
    title: 'Your case results',
    printed: 'Printed on {{date}}.',
    dataRange: 'Harris County court records searched: cases filed from January 1, 1990 to {{date}}.',
    disclaimerTitle: 'Please read',
    disclaimer:
      'These results are an estimate based on court records, not legal advice. Only a judge decides whether a record can be sealed or cleared. Court records can be incomplete or wrong: check the dates against your own court papers. Laws and records change, so check again in six months.',
    noCases: 'No confirmed cases are in this session. If you expected to see cases, search again on the website.',
    count: 'Cases in this group: {{count}}',
    groups: {
      nondisclosure: 'Likely eligible for nondisclosure',
      expunction: 'May be eligible for expunction',
      not_yet_eligible: 'Not yet eligible',
      could_not_determine: 'We could not decide',
      ineligible: 'Likely ineligible',
    },
    fields: {
      cause: 'Cause number',
      offense: 'Offense',
      offenseRecord: 'Offense as the court record says it',
      level: 'Level',
      court: 'Court',
      filed: 'Filed',
      name: 'Name on the record',
      status: 'Result',
      section: 'Nondisclosure section',
      sectionValue: 'Texas Government Code § {{section}}',
      expunctionRoute: 'Expunction law',
      eligibleDate: 'Earliest date you can file',
      eligibleDateNoPetition: 'Earliest date you can ask for the order',
      conviction: 'Conviction date',
      dismissal: 'Dismissal date',
      deferred: 'Deferred adjudication',
      probation: 'Community supervision (probation)',
      sentenceCompleted: 'Sentence completed',
      sentence: 'Sentence',
      fine: 'Fine',
      why: 'Why',
      questions: 'We still need your answers to some questions about this case on the website.',
    },
    dateRange: '{{start}} to {{end}}',
    estimated: '(estimated)',
    nextSteps: {
      nondisclosure: 'Nondisclosure: see how to file at {{url}}.',
      nondisclosureNoPetition:
        'Nondisclosure: no petition is needed; see how to ask the court for the order at {{url}}.',
      expunction: 'Expunction: see how to ask for it at {{url}}.',
    },
    nextStepsNone: 'None of these cases can be filed now. For free legal help, call {{name}} at {{phone}}.',
    freeHelp: 'Free help: use the help form on the website.',
    page: 'Page {{page}} of {{pages}}',
  },
} as const;

export default pdf;
