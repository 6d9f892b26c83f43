/**
 * Text of the information modals. Owned by the content engineer; the web engineer created these keys
 * minimally so the modal system renders. `body` strings: paragraphs separated by a blank line.
 */
const modals = {
  about: {
    title: 'About us',
    body: 'Clear Your Record, Harris County is a free website built by a nonprofit with a legal aid partner. It helps people with adult criminal records in Harris County, Texas, find out whether they may be able to seal their records and how to file.\n\nWe are not a law firm and this site does not give legal advice.',
  },
  disclaimer: {
    title: 'Disclaimer',
    body: 'This site gives general legal information, not legal advice. Results are an estimate based on court records and your answers. They are not a guarantee: only a judge decides whether your record is sealed.\n\nUsing this site does not create a lawyer-client relationship. For advice about your situation, talk to a lawyer or a legal aid organization.',
  },
  eligibilityDisclaimer: {
    title: 'About your results',
    body: 'Your results come from Harris County court records and the answers you gave. Court records can be incomplete or out of date, and some dates are estimated.\n\n“Likely eligible” means that, based on this information, you can probably ask a court for an order of nondisclosure. It is not a guarantee. The judge and the district attorney review every petition.\n\nCases from other counties or states, and cases filed before 1990, are not checked here and may affect your eligibility.',
  },
  privacy: {
    title: 'Privacy',
    body: 'We do not ask you to create an account. Your name, date of birth and answers are used only to check your cases and are deleted when your session ends.\n\nWe count page visits and button clicks without any personal information, to improve the site. We never sell or share your information.',
  },
  vetsPrograms: {
    title: 'Veterans programs',
    body: 'A veterans treatment court is a special court program for veterans charged with a crime. It connects veterans with treatment instead of punishment.\n\nA veterans reemployment program helps veterans charged with a crime return to work.\n\nIf you completed one of these programs, you may be able to seal that case even when other rules would not allow it.',
  },
  guidedForm: {
    title: 'The guided form',
    body: 'The guided form asks you questions and fills in the petition for you. It takes about an hour. You can save your work and come back later.',
  },
  demo: {
    title: 'Demo instructions',
    intro: 'This is a demonstration site with made-up court records. Try one of these people. Every one of them was born on January 1, 1990.',
    dob: 'Date of birth: January 1, 1990',
    scenarios: {
      ana: { name: 'Ana Demo', description: 'Has a case that is likely eligible for nondisclosure.' },
      ben: { name: 'Ben Demo', description: 'Is likely eligible after answering follow-up questions.' },
      carla: { name: 'Carla Demo', description: 'Has a case that is likely ineligible.' },
      dan: { name: 'Dan Demo', description: 'Matches more than one person, so you choose the right list of cases.' },
    },
    gotIt: 'Got it!',
  },
  email: {
    results: { title: 'Email my results', intro: 'We will send you a link to see your results again. The link works for 30 days.' },
    petitions: { title: 'Email this page', intro: 'We will send you a link to your petition instructions. The link works for 30 days.' },
    knowYourRights: { title: 'Email this page', intro: 'We will send you a link to this page about your rights.' },
    label: 'Email address',
    hint: 'We only use it to send this email.',
    submit: 'Send email',
  },
} as const;

export default modals;
