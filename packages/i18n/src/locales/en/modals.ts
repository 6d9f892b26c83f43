const modals = {
  close: 'Close',
  disclaimer: {
    title: 'Before you use this site',
    p1: 'This site gives general information. It is not legal advice, and it is not a lawyer.',
    p2: 'We search Harris County court records for adult cases filed from January 1, 1990 to {{endDate}}. Records can be wrong or incomplete. Cases from other counties, other states or federal courts are not included.',
    p3: 'Our results are not a guarantee. Only a judge decides if a case can be sealed.',
    p4: 'By continuing, you agree to use this site for your own record only.',
  },
  eligibilityDisclaimer: {
    title: 'About your results',
    p1: 'We compare the court records with Texas law to find cases that are likely eligible. "Likely" means that, based on what we know, the law seems to allow it. It is not a promise.',
    list: {
      records: 'Court records can have mistakes or missing facts.',
      dates: 'Some dates, such as when you finished your sentence, may be estimated. Check them against your papers.',
      outside: 'Cases from other counties or states, and Class C cases, are not in our search but can affect your result.',
      judge: 'The judge must also decide that sealing your case is in the best interest of justice.',
    },
    p2: 'Only a judge decides. If you are not sure, get free legal help before you file.',
  },
  privacy: {
    title: 'Privacy',
    p1: 'We use your name and date of birth only to search the court records for your cases.',
    list: {
      account: 'There are no accounts. We do not ask for your address, phone number or Social Security number to search.',
      session: 'Your visit ends after 60 minutes without activity. Then we delete what you entered.',
      email: 'If you email yourself a page, the link in the email stops working after 30 days.',
      sell: 'We do not sell your information. We do not show ads.',
      stats: 'We count page visits and button clicks to improve the site. These counts do not include your name or any details of your cases.',
    },
    p2: 'Anyone who uses your device after you may see this site in your browser history. If that worries you, use a private window.',
  },
  about: {
    title: 'About us',
    p1: 'Clear Your Record, Harris County is a free website. A nonprofit built it with a legal-aid partner.',
    p2: 'We want people with an old criminal record to get a fair chance at jobs and housing. Sealing a record can help.',
    p3: 'The site is not a law firm and does not give legal advice. It is available in English and Spanish.',
  },
  help: {
    title: 'Need help?',
    p1: 'Call us at {{phone}}, Monday to Friday, 9 AM to 5 PM.',
    p2: 'Or send us a message with the form below. We reply within 2 business days.',
    p3: 'We cannot give legal advice. For advice about your case, contact free legal help.',
  },
  vetTreatmentCourt: {
    title: 'Veterans treatment court',
    p1: 'A veterans treatment court is a special court program for veterans charged with a crime. Instead of only punishment, it connects veterans with treatment and support.',
    p2: 'If you finished a veterans treatment court program, you may be able to seal that case under section 411.0727. You can file two years after you finished the program, if you had no felony conviction in those two years and meet the other conditions.',
    p3: 'If your case was dismissed after the program, you may be able to get an expunction instead. That is better, because it destroys the records.',
  },
  vetReemployment: {
    title: 'Veterans reemployment program',
    p1: 'A veterans reemployment program is a court-approved program that helps veterans get back to work. It includes job training classes and keeping a job or looking for one.',
    p2: 'If you are a veteran, were on community supervision or deferred adjudication for a misdemeanor, and finished the program, you may qualify under section 411.0729. There is no waiting period.',
    p3: 'In this case the court holds a hearing and decides. You do not file the usual petition.',
  },
  guidedForm: {
    title: 'What is a guided form?',
    p1: 'A guided form asks you simple questions one at a time. Then it fills in the official form with your answers.',
    p2: 'This site fills in what it can from the court records, like the cause number, the court and the dates. You check every fact and add what is missing.',
    p3: 'You can also print the official model form and fill it in by hand. Both are accepted. What matters is that the facts are right.',
  },
  demo: {
    title: 'Demo instructions',
    p1: 'This is a demo site. It uses made-up people, not real records. Try one of these names. Use the date of birth January 1, 1990 for all of them.',
    people: {
      ana: '<strong>Ana Demo</strong>: has a case that is likely eligible.',
      ben: '<strong>Ben Demo</strong>: likely eligible after you answer some follow-up questions.',
      carla: '<strong>Carla Demo</strong>: has a case that is not eligible.',
      dan: '<strong>Dan Demo</strong>: the search finds more than one person. You pick the right one.',
    },
    gotIt: 'Got it!',
  },
} as const;

export default modals;
