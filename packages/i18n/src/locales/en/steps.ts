const steps = {
  progress: {
    label: 'Steps to file',
    current: 'Step {{n}} of {{total}}: {{name}}',
    done: 'done',
    names: {
      review: 'Review',
      petition: 'Petition',
      payment: 'Payment',
      file: 'File',
      hearing: 'Hearing',
      order: 'Order',
    },
  },
  nav: {
    back: 'Back',
    next: 'Next: {{name}}',
    finish: 'Finish',
    emailPage: 'Email this page',
    newTab: 'opens in a new tab',
  },
  precheck: {
    title: 'Before you start the steps',
    p1: 'We do not have your results from this visit yet. The steps work best after you check your record. The checker tells you which cases are likely eligible and which form to use for each one.',
    p2: 'You can still read the steps now.',
    toChecker: 'Check my record first',
    toSteps: 'Continue to the steps',
  },
  review: {
    title: 'Step 1: Review your results',
    intro: 'Before you fill in any form, look again at each case that is likely eligible.',
    casesHeading: 'Your likely eligible cases',
    caseLine: 'Cause number {{cause}}: {{offense}}',
    caseDate: 'You can file from {{date}}.',
    caseDateNoPetition: 'No petition is needed. You can ask the court for the order from {{date}}.',
    noCases: 'We have no eligible cases from this visit. You can still read the steps.',
    gather: {
      heading: 'What you need for each case',
      list: {
        cause: 'The cause number. It is the case number on your court papers.',
        court:
          'The court that handled the case, for example the 177th District Court or County Criminal Court at Law No. 5.',
        offense: 'The offense, as written in the court records.',
        dates: 'The key dates: when you were placed on supervision or sentenced, and when you finished.',
        papers: 'Your court papers, if you have them, such as the order of deferred adjudication or the judgment.',
      },
    },
    check: {
      heading: 'Check your record',
      p1: 'Our search covers only Harris County. Cases from other places can change your result. Our <recordsguide>guide to getting your own criminal record (PDF)</recordsguide> explains how to check.',
      p2: 'If something in your results looks wrong, talk to a lawyer before you file.',
    },
    onePetition: 'You need a separate petition for each case.',
    onePetitionLetters:
      'You need no petition. Send one request letter for each case, only if the court did not give you the order.',
    onePetitionBoth:
      'You need a separate petition for each case, except a case under section 411.072: it needs no petition, only a request letter if the court did not give you the order.',
  },
  petition: {
    title: 'Step 2: Fill in the petition',
    intro:
      'A petition is the paper that asks the judge for an order of nondisclosure. Texas has a different form for each section of the law. Use the form that matches your case.',
    prep: 'Not sure which form fits your case? The <tlhprep>Nondisclosure Order Prep Guide</tlhprep> on TexasLawHelp helps you check.',
    yourForms: 'The form for each of your cases',
    caseForm: 'Cause number {{cause}}: section {{section}}',
    openForm: 'Get the model form and instructions for section {{section}}',
    noCases:
      'We do not know your cases yet. Run the <checker>eligibility checker</checker> first. It tells you which form to use for each case.',
    allForms: 'All the forms, by section of the law',
    sections: {
      s072: 'Section 411.072: deferred adjudication for certain misdemeanors. No petition: the court should give the order when you finish.',
      s0725: 'Section 411.0725: deferred adjudication for a felony or other misdemeanor.',
      s0726: 'Section 411.0726: deferred adjudication for a DWI.',
      s0726bwi: 'Section 411.0726: deferred adjudication for a BWI (boating while intoxicated).',
      s0727: 'Section 411.0727: you finished a veterans treatment court.',
      s0728: 'Section 411.0728: certain offenses by a victim of human trafficking.',
      s0729: 'Section 411.0729: you finished a veterans reemployment program.',
      s073: 'Section 411.073: community supervision (probation) after a misdemeanor conviction.',
      s0731: 'Section 411.0731: community supervision (probation) after a DWI conviction.',
      s0735: 'Section 411.0735: misdemeanor conviction with jail or a fine, no probation.',
      s0736: 'Section 411.0736: DWI conviction with no probation.',
    },
    prepGuideNote:
      'For this section there is no separate form page. The Prep Guide on TexasLawHelp explains what to use.',
    noPetitionNote:
      'No petition is needed. If the court did not give you the order, the form page explains what to send.',
    how: {
      heading: 'How to fill it in',
      list: {
        style: 'At the top, copy the cause number and the court exactly as they appear on your court papers.',
        facts: 'Fill in the offense and the dates from your records. Check each one.',
        private:
          'Do not write your full date of birth or Social Security number unless the form asks for it. Cross them out with "X" on copies you file.',
        sign: 'Sign the petition. Keep a copy of everything.',
      },
    },
    guidedForm: 'What is a guided form?',
    download: 'Download this petition, filled in (PDF)',
    downloadLetter: 'Download the request letter, filled in (PDF)',
    downloadAll: 'Download all my petitions, filled in (PDF)',
    downloadAllLetters: 'Download all my request letters, filled in (PDF)',
    downloadAllBoth: 'Download all my petitions and request letters, filled in (PDF)',
    filledNote: 'We fill in what the court records show. Check every fact before you sign.',
  },
  noPetition: {
    titles: {
      petition: 'Step 2: The request letter, if you need it',
      payment: 'Step 3: The fee for the order, or ask not to pay',
      file: 'Step 4: Send the request letter',
      hearing: 'Step 5: No hearing for your case',
    },
    petition:
      'Your case needs no petition (section 411.072): the court should give you the order on its own. If it did not, the request letter below asks for it. You fill in and sign the letter, not a petition.',
    payment:
      'Your case needs no petition (section 411.072). There is no filing fee: the clerk collects only the fee for the order, which the letter names. If you cannot pay it, the Statement of Inability in your packet asks not to pay.',
    file: 'Your case needs no petition (section 411.072). The court should have issued the order when it discharged you. If you did not get it, send or bring the request letter, with proof of your discharge, to the court that handled your case.',
    hearing:
      'Your case needs no petition (section 411.072), so there is no hearing: the judge issues the order without one.',
    order:
      'Your case needs no petition (section 411.072): the judge signs the order without a hearing, when you finish your supervision or after your request letter.',
    mixed:
      'Your case under section 411.072 needs no petition and no hearing, and it has no filing fee, only the fee for the order. This step is for your other cases.',
  },
  payment: {
    title: 'Step 3: Pay the fee, or ask not to pay',
    intro: 'Filing a petition costs money. You can ask not to pay if you cannot afford it.',
    fee: {
      heading: 'The fee',
      p1: 'The District Clerk sets the exact fee. Expect {{fee}}. Ask the clerk for the current amount. Phone: <tel>{{clerkPhone}}</tel>.',
      letter072: 'If your case is under section 411.072, there is no petition. The fee is ${{fee072}}.',
    },
    waiver: {
      heading: 'Ask not to pay: the Statement of Inability',
      p1: 'The form is called the Statement of Inability to Afford Payment of Court Costs. You list your income, your expenses and any public benefits you get. File it together with your petition.',
      list: {
        get: 'Get the form on the <tlhfees>TexasLawHelp court fees page</tlhfees>. It also has an online version that asks you questions and fills it in.',
        sign: 'Sign it in front of a notary, or sign it as true "under penalty of perjury." A notary is a person who checks your ID and watches you sign.',
        proof:
          'If you get public benefits, such as SNAP or Medicaid, or you qualify for legal aid, say so on the form.',
        accept:
          'The clerk must accept your petition with this form. Only a judge can order you to pay, after you have a chance to be heard.',
      },
    },
  },
  file: {
    title: 'Step 4: File your petition',
    intro:
      'Filing means giving your papers to the court in the official way. In Harris County, you file with the District Clerk.',
    where: {
      heading: 'Where',
      p1: 'File in the same court that handled your case. Use the old cause number. You do not start a new case.',
    },
    felony: {
      heading: 'Felony: get a hearing date first',
      p1: 'Before you file a felony petition, call the court that handled your case. Ask the court coordinator for a court-approved hearing date. {{coordinator}}',
      p2: 'If you e-file, write that date in the "Comments to the Court" box.',
    },
    online: {
      heading: 'Online',
      p1: 'File through <efile>eFileTexas</efile>. The eFileTexas service is free. The <tlhefile>TexasLawHelp e-filing guide</tlhefile> shows you how.',
    },
    paper: {
      heading: 'On paper',
      p1: 'Bring your petition, your Statement of Inability if you have one, and a copy for you to the District Clerk at the Criminal Justice Center, {{address}}. Ask at the information desk for the criminal filing counter.',
      p2: 'The clerk is open {{hours}}.',
    },
    after: {
      heading: 'After you file',
      p1: "Keep your copy with the clerk's file stamp. Write down the date you filed.",
    },
  },
  hearing: {
    title: 'Step 5: Go to your hearing',
    intro: 'At a hearing, the judge looks at your petition and may ask you questions.',
    date: {
      heading: 'Your hearing date',
      p1: 'The court tells the State about your petition. The State has {{days}} days to ask for a hearing. If it does not, the judge may decide without one.',
      p2: 'Misdemeanor: {{misdemeanorHearing}}',
      p3: 'Felony: you set the date with the court coordinator before you filed.',
    },
    guide:
      'You can print these tips and more in our <hearingguide>guide to your nondisclosure hearing (PDF)</hearingguide>.',
  },
  order: {
    title: 'Step 6: Get your order',
    intro: '{{orderAfterHearing}}',
    copy: {
      heading: 'Keep a certified copy',
      p1: 'Ask the District Clerk for a certified copy of the signed order. Keep it in a safe place. You may need to show it later.',
    },
    after: {
      heading: 'What happens next',
      p1: 'The clerk sends the order to the Texas Department of Public Safety (DPS) within {{clerkDays}} business days. DPS seals its records within {{dpsDays}} business days and tells other agencies.',
      p2: 'Companies that buy criminal records from the state must remove the case within {{companyDays}} business days after DPS posts the order.',
    },
    check: {
      heading: 'Check that it worked',
      p1: 'After a month or two, search your name on the <dps>DPS criminal history search</dps>. The sealed case should not appear. If a background check still shows it, send the company a copy of your order.',
      p2: 'If the judge said no, ask why. You may be able to file again later, or get free legal help.',
    },
    timeline: '{{wholeProcess}}',
  },
} as const;

export default steps;
