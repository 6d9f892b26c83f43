const info = {
  nondisclosure: {
    title: 'Nondisclosure and expunction',
    intro:
      'Texas has two main ways to clear an adult criminal record. They work in different ways, and different cases qualify for each.',
    what: {
      heading: 'What is an order of nondisclosure?',
      p1: 'An order of nondisclosure is a court order that seals a case. "Sealed" means most people can no longer see it. Most employers, landlords and background check companies will not see the case.',
      p2: 'The record is not destroyed. Police, courts, prosecutors and some state agencies, such as licensing boards and the Texas Cyber Command, can still see it.',
      p3: 'Many people who finished deferred adjudication can ask for one. Deferred adjudication means the judge put off finding you guilty and put you on supervision instead. Some people with a misdemeanor conviction can ask for one too. A misdemeanor is a less serious crime, like Class A or B.',
      p4: 'Often you must wait some time after your case ends before you can ask. This is called a waiting period. It can be zero, two, three or five years, depending on the case.',
      p5: 'Some offenses can never be sealed. They include murder, human trafficking, aggravated kidnapping, injury to a child, an elderly person or a disabled person, abandoning or endangering a child, stalking, family violence, and offenses that require sex offender registration.',
      p6: 'To learn more, read <tlhhowto>How to Ask for a Nondisclosure Order</tlhhowto> on TexasLawHelp.',
    },
    expunction: {
      heading: 'What is an expunction?',
      p1: 'An expunction is a court order to destroy or erase the records of an arrest. It goes further than a nondisclosure.',
      p2: 'It is mostly for cases that did not end in a conviction or in supervision. For example:',
      list: {
        acquitted: 'you went to trial and were found not guilty;',
        notCharged: 'you were arrested, but no charges were filed, or a grand jury decided not to charge you;',
        dismissed: 'your case was dismissed, in some situations;',
        pardon: 'you received a pardon from the governor.',
      },
      p3: 'If you finished deferred adjudication for a Class A or B misdemeanor or a felony, you cannot get an expunction for that case. You may be able to get a nondisclosure instead.',
      p4: 'For a case that may qualify for expunction, this site prepares the petition, a proposed order and the fee-waiver statement, filled in with your case, and explains each step. You can also read the <tlhexp>expunction guide on TexasLawHelp</tlhexp> and its <tlhexpforms>instructions and forms</tlhexpforms>, or get free legal help.',
    },
    difference: {
      heading: 'The main difference',
      p1: 'A nondisclosure hides a case from the public. An expunction destroys the records.',
      ndLabel: 'Nondisclosure',
      expLabel: 'Expunction',
      rows: {
        what: {
          label: 'What it does',
          nd: 'Seals the case from most of the public',
          exp: 'Destroys the records of the arrest',
        },
        who: { label: 'Who can still see it', nd: 'Police, courts and some agencies', exp: 'Almost no one' },
        cases: {
          label: 'Usual cases',
          nd: 'Finished deferred adjudication; some misdemeanor convictions',
          exp: 'No charges, not guilty, some dismissals, pardons',
        },
      },
    },
    siteFor: {
      heading: 'What this site is for',
      list: {
        search: 'Searching Harris County court records for adult cases filed from January 1, 1990.',
        nondisclosure: 'Telling you which cases are likely eligible for nondisclosure, and when.',
        expunction: 'Flagging cases that may qualify for expunction.',
        steps:
          'Walking you through filing a nondisclosure petition yourself. A petition is the paper that asks the judge for the order.',
      },
    },
    siteNotFor: {
      heading: 'What this site is not for',
      list: {
        lawyer: 'It is not a lawyer and does not give legal advice.',
        scope:
          'It does not cover Class C cases (tickets and other fine-only offenses), juvenile cases, federal cases, or cases from other counties or states.',
        filing: 'It does not file anything for you.',
        promise: 'It cannot promise a result. Only a judge decides.',
        classC:
          'Class C cases are handled by the justice of the peace courts and city courts. For those, contact the court that handled your case, for example through the <jpcourts>Harris County justice courts directory</jpcourts>.',
      },
    },
    help: {
      heading: 'Free legal help',
      p1: 'A lawyer can look at your whole record and help you at the hearing. These groups offer free help to people who qualify:',
      list: {
        hvl: '<hvl>Houston Volunteer Lawyers</hvl>: <tel>{{hvlPhone}}</tel>',
        lsla: '<lsla>Lone Star Legal Aid</lsla>',
        freshStart: 'Harris County <freshstart>Fresh Start</freshstart> record-sealing events, held from time to time',
        tlh: '<tlh>TexasLawHelp.org</tlh>, with guides and forms',
        beacon:
          '<beacon>The Beacon</beacon>, a downtown day center for people who are homeless, with free civil legal help (Beacon Law)',
      },
    },
  },
  howToFile: {
    title: 'Filing for nondisclosure in Harris County',
    intro:
      'Here is how filing works in Harris County. The <steps>steps to file</steps> explain each part in more detail.',
    court: {
      heading: 'Which court',
      p1: 'You file in the same court that handled your case. That is the court that put you on deferred adjudication or community supervision, or that sentenced you. Community supervision is what most people call probation.',
      p2: 'Felonies are handled by the Criminal District Courts, for example the 177th District Court. Class A and B misdemeanors are handled by the County Criminal Courts at Law, numbered 1 to 16.',
      p3: 'All of these courts are in the Criminal Justice Center, {{address}}.',
      p4: 'Use the cause number of your old case. The cause number is the case number on your court papers. You do not start a new case.',
    },
    clerk: {
      heading: 'Who takes your papers',
      p1: 'The <clerk>Harris County District Clerk</clerk> keeps the records for both kinds of court. You file your petition with the District Clerk. Phone: <tel>{{clerkPhone}}</tel>.',
      p2: 'File one petition for each case you want sealed.',
    },
    efile: {
      heading: 'Filing online',
      p1: 'You can file online through <efile>eFileTexas</efile>. This is called e-filing. The eFileTexas service is free.',
      p2: 'Lawyers must file online. People filing without a lawyer may file online or on paper.',
    },
    paper: {
      heading: 'Filing on paper',
      p1: 'If you do not have a lawyer, you may bring your papers to the District Clerk at the Criminal Justice Center. Ask at the information desk for the criminal filing counter. The clerk does not take filings by fax.',
      p2: 'Cross out private numbers with an "X": your date of birth, driver\'s license number, and Social Security number. If a paper must keep them, write "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" at the top left of the first page.',
    },
    hours: {
      heading: 'When to file',
      p1: 'The clerk is open {{hours}}. Call before you go to check the hours.',
    },
    felony: {
      heading: 'Felony cases: get a hearing date first',
      p1: 'Before you file a felony petition, contact the court that handled your case. Ask the court coordinator for a court-approved hearing date. The court coordinator is the person who sets the dates for that court.',
      p2: 'If you e-file, write that date in the "Comments to the Court" box. You can find each court in the <felonycourts>criminal district courts directory</felonycourts>.',
    },
    fee: {
      heading: 'The fee',
      p1: 'Filing a petition costs money. The District Clerk sets the exact amount. Expect {{fee}}. Ask the District Clerk for the current amount before you file.',
      p2: 'For the one kind of nondisclosure that needs no petition (section 411.072), the fee is ${{fee072}}.',
    },
    waiver: {
      heading: 'If you cannot pay',
      p1: 'You can ask not to pay. File a form called the Statement of Inability to Afford Payment of Court Costs with your petition. On it you list your income and expenses.',
      p2: 'You must sign it in front of a notary, or sign it as true "under penalty of perjury." If you get public benefits, such as SNAP or Medicaid, or you qualify for legal aid, say so. That helps show you cannot pay.',
      p3: 'The clerk must accept your petition with this form. Only a judge can order you to pay, and only after you have a chance to be heard. Get the form on the <tlhfees>TexasLawHelp court fees page</tlhfees>.',
    },
    hearing: {
      heading: 'The hearing',
      p1: "The court tells the State about your petition. In Harris County, the State is the District Attorney's office. The State has {{days}} days to ask for a hearing. If it does not, the judge may decide without one.",
      p2: 'For a misdemeanor: {{misdemeanorHearing}}',
      p3: 'For a felony, you set the hearing date with the court coordinator before you file.',
      p4: 'Our <hearingguide>guide to your nondisclosure hearing (PDF)</hearingguide> tells you how to get ready.',
    },
    order: {
      heading: 'The order',
      p1: '{{orderAfterHearing}} Get a certified copy of the signed order from the District Clerk and keep it safe.',
      p2: 'The clerk then sends the order to the Texas Department of Public Safety (DPS) within {{clerkDays}} business days. DPS seals its records within {{dpsDays}} business days. DPS also tells other agencies and background check companies.',
    },
    timeline: {
      heading: 'How long it takes',
      p1: '{{wholeProcess}}',
    },
    guides: {
      heading: 'Free guides to print',
      records: '<recordsguide>How to get your own criminal record (PDF)</recordsguide>',
      hearing: '<hearingguide>Your nondisclosure hearing without a lawyer (PDF)</hearingguide>',
    },
  },
  rights: {
    title: 'Know your rights',
    intro: 'Even if a case cannot be sealed now, you have rights. Here is what to know.',
    checks: {
      heading: 'Background checks for jobs and housing',
      p1: 'An employer must get your written permission before it gets a background report about you from a screening company.',
      p2: 'If an employer or a landlord turns you down because of a report, they must tell you. They must also give you the name of the company that made the report. You can ask that company for a free copy and dispute anything that is wrong.',
      p3: 'Employers must not use criminal records in a way that treats people unfairly because of their race or where they are from.',
    },
    mistakes: {
      heading: 'If your record is wrong',
      p1: 'You can search your Texas record on the <dps>DPS criminal history search</dps>. If a case is missing or wrong, call DPS at <tel>{{dpsPhone}}</tel>.',
      p2: 'Our <recordsguide>guide to getting your own criminal record (PDF)</recordsguide> explains every way to check.',
    },
    sealed: {
      heading: 'After a case is sealed',
      p1: 'Companies that buy criminal records from the state must remove a sealed case within {{companyDays}} business days after the state posts the order. If one still shows it, send them a copy of your order.',
      p2: 'Police, courts and some agencies, such as licensing boards, can still see a sealed case.',
    },
    notEligible: {
      heading: 'If a case cannot be sealed now',
      list: {
        later: 'It may become eligible when a waiting period ends. Check again every six months.',
        expunction: 'Some cases that cannot be sealed may qualify for expunction instead.',
        lawyer: 'A lawyer may see an option we cannot. Free legal help is listed below.',
        law: 'Laws change. A case that is not eligible today may be eligible after a change in the law.',
      },
    },
    back: 'Back to my results',
    home: 'Return to the homepage',
  },
  emailPages: {
    loading: 'Loading…',
    expired: {
      title: 'This link has expired',
      p1: 'Links in our emails work for 30 days. This one is too old, or it is not complete.',
      p2: 'You can check your record again. It is free and takes a few minutes.',
      cta: 'Check my record',
    },
    error: 'Something went wrong. Please try again later.',
    results: {
      title: 'Your results',
      intro:
        'These are the results you emailed to yourself. We searched Harris County court records from January 1, 1990 to {{endDate}}.',
      likely: 'Likely eligible for nondisclosure',
      expunction: 'May qualify for expunction',
      notYet: 'Not eligible yet',
      ineligible: 'Likely not eligible',
      unknown: 'We could not tell',
      none: 'No cases in this group.',
      fileFrom: 'You can file from {{date}}.',
      orderFrom:
        'No petition is needed: the court should issue the order on its own. You can ask for it from {{date}}.',
      section: 'Form: section {{section}}',
      sectionNoPetition: 'Section {{section}}: no petition needed',
      disclaimer: 'These results are not legal advice and not a guarantee. Only a judge decides.',
    },
    petitions: {
      title: 'Your petition forms',
      intro: 'These are the forms for your likely eligible cases. Use one petition for each case.',
      titleLetters: 'Your request letters',
      introLetters:
        'Your likely eligible cases need no petition (section 411.072): the court should give you the order on its own. If it did not, send one request letter for each case.',
      titleBoth: 'Your petition forms and request letters',
      introBoth:
        'These are the forms for your likely eligible cases. Use one petition for each case, except a case under section 411.072: it needs only a request letter, if the court did not give you the order.',
      none: 'There are no likely eligible cases in this email.',
      download: 'Download your petitions, filled in (PDF)',
      downloadLetter: 'Download the request letter, filled in (PDF)',
      downloadBoth: 'Download your petitions and the request letter, filled in (PDF)',
      filledNote: 'We filled in what the court records show. Check every fact before you sign.',
    },
    steps: {
      nondisclosure: 'See the steps to file for nondisclosure',
      expunction: 'See the steps to ask for an expunction',
    },
    noSteps: 'None of these cases can be filed now. For free legal help, call {{name}} at <tel>{{phone}}</tel>.',
    caseLine: 'Cause number {{cause}}: {{offense}}',
    caseLineWords: 'Cause number {{cause}}: {{offense}} (court record: {{literal}})',
    leftOut:
      'This page leaves out 1 case that you entered, corrected or said was not yours. We keep what you type only while you use the site, so this page shows what the court records say.',
    leftOut_other:
      'This page leaves out {{count}} cases that you entered, corrected or said were not yours. We keep what you type only while you use the site, so this page shows what the court records say.',
    leftOutAgain: 'To make your changes again, check your record again.',
  },
  notFound: {
    title: 'We could not find that page',
    p1: 'The link may be old or mistyped. You can start again from the homepage.',
    home: 'Go to the homepage',
    check: 'Check my record',
  },
} as const;

export default info;
