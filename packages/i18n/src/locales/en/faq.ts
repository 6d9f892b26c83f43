const faq = {
  title: 'Frequently asked questions',
  intro: 'Short answers to the questions people ask most. If your question is not here, use the help button.',
  groups: {
    records: {
      title: 'Clearing your record',
      items: {
        sealMeaning: {
          q: 'What does it mean to seal my record?',
          a: 'A judge signs an order of nondisclosure. After that, most of the public can no longer see that case. That includes most employers, landlords and background check companies. Police, courts and some state agencies can still see it.',
        },
        difference: {
          q: 'What is the difference between nondisclosure and expunction?',
          a: 'A nondisclosure seals a case from the public. An expunction destroys the records of an arrest. Expunction is mostly for cases with no conviction and no supervision. <ndinfo>Read more about both</ndinfo>.',
        },
        deferred: {
          q: 'I finished deferred adjudication. Can I seal my case?',
          a: 'Often, yes. Many people who finished deferred adjudication can ask for a nondisclosure. Some must wait two or five years after the case ends. Some offenses, like family violence, can never be sealed.',
        },
        convicted: {
          q: 'Can I seal a case if I was convicted?',
          a: 'Some misdemeanor convictions can be sealed, often after a waiting period. Most felony convictions cannot be sealed. One exception is a case finished through a veterans treatment court.',
        },
        dwi: {
          q: 'Can I seal a DWI?',
          a: 'Sometimes. It must usually be your first offense and a Class B DWI. Your alcohol level must have been under 0.15, and no one else can have been in a collision with you. The waiting period is two to five years.',
        },
        background: {
          q: 'Will a sealed case still show on background checks?',
          a: 'It should not. Companies that buy criminal records from the state must remove sealed cases within {{companyDays}} business days after the state posts the order. If a company still shows it, send them a copy of your order.',
        },
        waiting: {
          q: 'What is a waiting period?',
          a: 'It is the time the law makes you wait after your case ends before you can ask for a nondisclosure. Our results show the date you can file for each case.',
        },
        automatic: {
          q: 'Does Texas clear records automatically?',
          a: 'No. Texas has no law that seals or expunges records automatically. Bills for automatic orders were filed in 2025, but they did not pass. A 2023 law (HB 4504) moved the expunction law into a new chapter of the Code of Criminal Procedure (chapter 55A) from January 1, 2025, but it did not change who qualifies. The only case that needs no petition is a finished misdemeanor deferred adjudication under section 411.072: the court should issue the order when the case ends. If it did not, you send the court a letter with proof and the ${{fee072}} fee. Every other case needs a petition. We last checked the law on {{lawChecked}}.',
        },
      },
    },
    site: {
      title: 'Using this site and filing',
      items: {
        free: {
          q: 'Is this site free?',
          a: 'Yes. A nonprofit built it with a legal-aid partner. You do not need an account.',
        },
        advice: {
          q: 'Is this legal advice?',
          a: 'No. This site is not a lawyer. It gives information to help you decide what to do. For advice about your own case, talk to a lawyer. Free legal help is listed on the <ndinfo>nondisclosure and expunction page</ndinfo>.',
        },
        records: {
          q: 'What records does the site search?',
          a: 'Harris County District Clerk records of adult cases filed from January 1, 1990. It does not search Class C cases, juvenile cases, federal cases, or cases from other counties or states.',
        },
        sure: {
          q: 'How sure are the results?',
          a: 'Our results say "likely" for a reason. Court records can be incomplete, and some facts are not in them. Only a judge decides if your case can be sealed.',
        },
        cost: {
          q: 'How much does it cost to file?',
          a: 'In Harris County, expect {{fee}}. You can ask not to pay by filing a Statement of Inability to Afford Payment of Court Costs.',
        },
        lawyer: {
          q: 'Do I need a lawyer?',
          a: 'No. You can file on your own. This site shows you how. A lawyer can still help, especially if your record is long or a case is unclear.',
        },
        time: {
          q: 'How long does it take?',
          a: '{{wholeProcess}}',
        },
        privacy: {
          q: 'What happens to the information I enter?',
          a: 'We use your name and date of birth only to search the court records. Your visit ends after 60 minutes without activity, and then we delete what you entered. We do not sell your information.',
        },
        recheck: {
          q: 'Should I check again later?',
          a: 'Yes. If a case is not eligible yet, it may be later. Check again every six months.',
        },
      },
    },
  },
} as const;

export default faq;
