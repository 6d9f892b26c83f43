/**
 * The staff console's Outcomes and court notes pages (issue #38), part of the `staff` namespace (staff.ts
 * `outcomes`, `courtNotes`): only staff see these.
 */
const staffOutcomes = {
  outcomes: {
    title: 'Outcomes',
    intro:
      'What people told the follow-ups about the petitions they downloaded: whether they filed, whether a hearing was set, and whether the judge granted or denied it, counted by the month they asked to be followed up. A figure from 1 to 4 shows as “fewer than 5”, so nobody can be picked out.',
    months: 'Months',
    from: 'From (year and month)',
    to: 'To (year and month)',
    monthHint: 'For example 2026-11',
    withheld: 'fewer than 5',
    withheldShort: '<5',
    none: 'Nobody asked for follow-ups in these months.',
    funnel: 'From results to an order',
    step: 'Step',
    petitions: 'Petitions',
    steps: {
      results: 'Results shown',
      downloaded: 'Petitions and packets downloaded',
      followed: 'Follow-ups asked for',
      filed: 'Filed',
      hearing_set: 'Hearing set or decided',
      granted: 'Granted',
      denied: 'Denied',
    },
    daysToOrder: 'Median days from filing to the order',
    daysToOrderValue: '{{days}} days',
    decidedWithMonths: 'Petitions with both months known',
    noMedian: 'Not enough answers yet: it takes 5 petitions with both months known.',
    byRoute: 'By route',
    route: 'Route',
    routeLabel: '{{kind}}, § {{section}}',
    kinds: { nondisclosure: 'Nondisclosure', expunction: 'Expunction' },
    byCourt: 'By court',
    court: 'Court',
    byMonth: 'By month asked',
    month: 'Month',
    stuck: 'Why people are stuck',
    reason: 'Reason',
    stuckReasons: {
      fee: 'The filing fee',
      forms: 'The forms',
      hearing_date: 'Getting a hearing date',
      notarising: 'Getting it notarized',
      fear: 'Worried about going to court',
      other: 'Something else',
    },
  },
  courtNotes: {
    title: 'Court notes',
    intro:
      'What you know of each court’s practice. A person whose case was heard in a court sees its notes on their steps page, in their language. Write each topic in English and Spanish, or leave both empty.',
    court: 'Court',
    chooseCourt: 'Choose a court',
    noNotes: 'No notes yet',
    lastChecked: 'Checked {{date}}',
    topics: {
      setting: 'How the court sets hearings',
      objections: 'Whether the State usually objects',
      wait: 'The typical wait',
    },
    english: 'In English',
    spanish: 'In Spanish',
    checkedOn: 'Day you checked this with the court',
    save: 'Save notes',
    saved: 'The notes for {{court}} are saved.',
    deleted: 'The notes for {{court}} are deleted.',
    clearHint: 'To delete a court’s notes, empty every box and save.',
    invalid: 'Check the boxes marked below, then save again.',
    errors: {
      required: 'Write this topic in both languages, or empty both.',
      tooLong: 'Too long: 600 characters at most.',
      invalid: 'Check this.',
    },
    withNotes: 'Courts with notes',
    noneYet: 'No court has notes yet.',
  },
} as const;

export default staffOutcomes;
