/**
 * The county report as words, a table and CSV for the command line (`npm run report:county`). The stored
 * report (CountyReportSchema) holds codes and counts only; these English words are the CLI's. The staff
 * console will show the same figures in English and Spanish from packages/i18n.
 */
import { COUNTY_OUTCOMES, type CountyCounts, type CountyReport } from '@cyr/schemas';

const fmt = (n: number): string => n.toLocaleString('en-US');

const OUTCOME_WORDS: Readonly<Record<(typeof COUNTY_OUTCOMES)[number], string>> = {
  nondisclosure_now: 'nondisclosure now',
  expunction_now: 'expunction now',
  nondisclosure_later: 'nondisclosure later',
  expunction_later: 'expunction later',
  could_not_determine: 'needs answers',
  ineligible: 'not eligible',
};

/** What the figures mean and do not mean, in plain words. */
export function meaningLines(r: CountyReport): string[] {
  return [
    `What these figures are: every person in the District Clerk's court data (current to ${r.dataEndDate ?? 'an unknown date'}),`,
    `checked on ${r.asOf} by this site's eligibility rules as the site checks someone before they answer any question.`,
    'They are not legal advice. "Likely eligible" is what the rules find in the court data alone; a judge decides every',
    'petition, and facts the data does not hold (records in other counties or states, fines paid, military service,',
    'affirmative findings) can change any one answer.',
    'With no answers, nondisclosure waits on the questions the site asks every person (veteran, disqualifying',
    'offenses, Class C records), so it shows under "needs answers". The lines "if every question is answered no"',
    'assume answers no one has given: read them as "could be eligible", not as a count of eligible people.',
    'People are counted by SPN (the county person number): one person under two SPNs counts twice. Class C cases,',
    'cases filed before 1990 and records already expunged are not counted.',
  ];
}

function row(label: string, c: CountyCounts): string {
  return `${label.padEnd(34)}${COUNTY_OUTCOMES.map((o) => fmt(c[o]).padStart(20)).join('')}`;
}

/** The report as a table (people and cases by outcome, then the breakdowns). */
export function tableLines(r: CountyReport): string[] {
  const head = `${''.padEnd(34)}${COUNTY_OUTCOMES.map((o) => OUTCOME_WORDS[o].padStart(20)).join('')}`;
  const out = [
    `County report: ${fmt(r.totals.people)} people, ${fmt(r.totals.cases)} cases (data to ${r.dataEndDate ?? '?'}, checked on ${r.asOf}; ${fmt(r.totals.casesLeftOut)} stored cases left out by the current rules)`,
    `People with at least one case likely eligible now (nondisclosure or expunction): ${fmt(r.people.eligibleNow)}`,
    `  … if every person question were answered "no": ${fmt(r.ifAnsweredNo.people.eligibleNow)}`,
    '',
    head,
    row('people, at least one case', r.people.atLeastOne),
    row('people, first outcome', r.people.first),
    row('cases', r.cases),
    row('if answered no: people', r.ifAnsweredNo.people.atLeastOne),
    row('if answered no: cases', r.ifAnsweredNo.cases),
  ];
  const breakdown = (title: string, rows: CountyReport['byLevel']): void => {
    out.push('', `${title} (people / cases)`, head);
    for (const x of rows) {
      out.push(row(`${x.key} people`, x.people));
      out.push(row(`${x.key} cases`, x.cases));
    }
  };
  breakdown('By section', r.bySection);
  breakdown('By court outcome', r.byDisposition);
  breakdown('By offense level', r.byLevel);
  out.push('', 'Later eligibility by year   nondisclosure people / cases   expunction people / cases');
  for (const y of r.laterByYear)
    out.push(
      `${String(y.year).padEnd(28)}${`${fmt(y.nondisclosure.people)} / ${fmt(y.nondisclosure.cases)}`.padStart(28)}${`${fmt(y.expunction.people)} / ${fmt(y.expunction.cases)}`.padStart(29)}`,
    );
  return out;
}

/** One CSV: `group,key,unit` then one column per outcome (codes, for a spreadsheet or the console). */
export function reportCsv(r: CountyReport): string {
  const lines = [['group', 'key', 'unit', ...COUNTY_OUTCOMES].join(',')];
  const add = (group: string, key: string, unit: string, c: CountyCounts): void => {
    lines.push([group, key, unit, ...COUNTY_OUTCOMES.map((o) => String(c[o]))].join(','));
  };
  add('total', 'all', 'people_at_least_one', r.people.atLeastOne);
  add('total', 'all', 'people_first', r.people.first);
  add('total', 'all', 'cases', r.cases);
  add('if_answered_no', 'all', 'people_at_least_one', r.ifAnsweredNo.people.atLeastOne);
  add('if_answered_no', 'all', 'people_first', r.ifAnsweredNo.people.first);
  add('if_answered_no', 'all', 'cases', r.ifAnsweredNo.cases);
  for (const [group, rows] of [
    ['section', r.bySection],
    ['disposition', r.byDisposition],
    ['level', r.byLevel],
  ] as const) {
    for (const x of rows) {
      add(group, x.key, 'people', x.people);
      add(group, x.key, 'cases', x.cases);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Later eligibility by year as CSV. */
export function yearsCsv(r: CountyReport): string {
  const lines = ['year,nondisclosure_people,nondisclosure_cases,expunction_people,expunction_cases'];
  for (const y of r.laterByYear)
    lines.push(
      [y.year, y.nondisclosure.people, y.nondisclosure.cases, y.expunction.people, y.expunction.cases].join(','),
    );
  return `${lines.join('\n')}\n`;
}
