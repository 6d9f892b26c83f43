/**
 * Page titles and descriptions for search engines and link previews, written into the pages prerendered at
 * build time (apps/web/scripts/prerender.tsx): one per page and language, each unique. Not shipped to the
 * browser app.
 */
const seo = {
  siteName: 'Clear Your Record, Harris County',
  shareImageAlt: 'Clear Your Record, Harris County: free help to seal or clear your Texas criminal record',
  needsJavaScript:
    'The eligibility checker needs JavaScript. Turn it on in your browser to check your cases, or call Houston Volunteer Lawyers at 713-228-0735 for help.',
  pages: {
    home: {
      title: 'Seal or clear your criminal record in Harris County, Texas – free help',
      description:
        'Free, private help to seal (nondisclosure) or clear (expunction) your adult criminal record in Harris County, Texas: check your cases, then file on your own, step by step.',
    },
    nondisclosureExpunction: {
      title: 'Nondisclosure and expunction in Texas, explained – Clear Your Record, Harris County',
      description:
        'What an order of nondisclosure seals, what an expunction erases, who can ask for each in Texas, and what changes for background checks once the judge signs.',
    },
    howToFile: {
      title: 'How to file for nondisclosure in Harris County – Clear Your Record',
      description:
        'Filing a petition for nondisclosure with the Harris County District Clerk: the forms, the filing fee or asking not to pay it, the hearing, and how long it takes.',
    },
    faq: {
      title: 'Questions about clearing your record in Harris County – FAQ',
      description:
        'Plain answers to common questions about sealing or clearing a criminal record in Harris County, Texas: costs, timing, background checks, and when you need a lawyer.',
    },
    basicInfo: {
      title: 'Your name and date of birth – Harris County eligibility checker',
      description:
        'The free Harris County record checker: the name and date of birth we look up your court cases with.',
    },
    preCheck: {
      title: 'Check if you can clear your record – Harris County eligibility checker',
      description:
        'Find your Harris County cases and see, in a few minutes, whether each one could be sealed by an order of nondisclosure. Free and private.',
    },
    knowYourRightsEmail: {
      title: 'Your rights with background checks (emailed page) – Clear Your Record',
      description:
        'The know-your-rights page you emailed yourself: your rights when an employer or landlord checks your background in Texas, fixing a mistake in a report, and free legal help.',
    },
    about: {
      title: 'About Clear Your Record, Harris County – who runs this free site',
      description:
        'Who built this free, bilingual website for clearing adult criminal records in Harris County, Texas, why, and what it can and cannot do for you.',
    },
    privacy: {
      title: 'Privacy: what this site keeps and for how long – Clear Your Record',
      description:
        'What Clear Your Record, Harris County does with your name and date of birth, what it keeps, for how long, and what it never sells or shows to anyone.',
    },
    disclaimer: {
      title: 'Before you use this site: not legal advice – Clear Your Record',
      description:
        'What the results of this site mean and do not mean: general information from Harris County court records, not legal advice, and only a judge decides.',
    },
    partners: {
      title: 'Free and low-cost legal help to clear a record in Harris County – Clear Your Record',
      description:
        'Organisations that help people in Harris County, Texas with orders of nondisclosure, expunctions, hearings and record-clearing events: what they cost, whom they serve and how to reach them.',
    },
    notFound: {
      title: 'Page not found – Clear Your Record, Harris County',
      description:
        'This page does not exist on Clear Your Record, Harris County. Start again from the homepage or check your record for free.',
    },
    knowYourRights: {
      title: 'Know your rights: background checks and your record – Clear Your Record',
      description:
        'Your rights when an employer or landlord checks your background in Texas, what to do about a mistake in a report, and where to get free legal help.',
    },
    stepsPrecheck: {
      title: 'Before you start the steps to clear your record – Harris County',
      description:
        'Check your cases first, then follow six steps to ask a Harris County court to seal your record: review, petition, fee, filing, hearing and order.',
    },
    steps: {
      review: {
        title: 'Step 1: Review your results – Clear Your Record, Harris County',
        description:
          'Step 1 of 6 to seal your record in Harris County: read your eligibility results, check each case and the waiting periods before you fill in a petition.',
      },
      petition: {
        title: 'Step 2: Fill in the nondisclosure petition – Harris County',
        description:
          'Step 2 of 6: fill in the Texas petition for an order of nondisclosure for your Harris County case, with the case details the form asks for.',
      },
      payment: {
        title: 'Step 3: Pay the filing fee or ask not to pay – Harris County',
        description:
          'Step 3 of 6: what filing a nondisclosure petition costs in Harris County, and how to ask the court not to charge you with a Statement of Inability to Afford Payment.',
      },
      file: {
        title: 'Step 4: File your petition with the District Clerk – Harris County',
        description:
          'Step 4 of 6: file your petition for nondisclosure with the Harris County District Clerk, online or in person, and what happens after you file.',
      },
      hearing: {
        title: 'Step 5: Go to your hearing – Clear Your Record, Harris County',
        description:
          'Step 5 of 6: how to get ready for your nondisclosure hearing in Harris County, what to bring, and what to say to the judge.',
      },
      order: {
        title: 'Step 6: Get your signed order – Clear Your Record, Harris County',
        description:
          'Step 6 of 6: get a copy of your signed order of nondisclosure, check that agencies update your record, and what to do if a background check still shows it.',
      },
    },
    expunctionSteps: {
      review: {
        title: 'Expunction step 1: What an expunction is – Harris County',
        description:
          'Step 1 of 6 to erase a record in Harris County: what an expunction destroys, who can ask for one, and how it differs from an order of nondisclosure.',
      },
      petition: {
        title: 'Expunction step 2: Prepare the petition – Harris County',
        description:
          'Step 2 of 6: prepare your petition for expunction for a Harris County case, with the agencies to list and the papers to attach.',
      },
      payment: {
        title: 'Expunction step 3: Pay the fee or ask not to pay – Harris County',
        description:
          'Step 3 of 6: what an expunction petition costs in Harris County, when there is no fee, and how to ask the court not to charge you.',
      },
      file: {
        title: 'Expunction step 4: File the petition – Harris County',
        description:
          'Step 4 of 6: file your expunction petition with the Harris County District Clerk and what happens to the agencies you list.',
      },
      hearing: {
        title: 'Expunction step 5: Go to the hearing – Harris County',
        description:
          'Step 5 of 6: how to get ready for your expunction hearing in Harris County, what to bring, and what the judge looks at.',
      },
      order: {
        title: 'Expunction step 6: After the order – Harris County',
        description:
          'Step 6 of 6: after the judge signs your expunction order, how agencies destroy the records and what to do if a record still shows.',
      },
    },
  },
};

export default seo;
