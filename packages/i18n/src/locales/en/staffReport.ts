/** Words of the staff API that are not emails: the county report's plain-words summary. */
const staffReport = {
  summary:
    'In the court data current to {{date}}, {{eligibleNow}} of the {{people}} people with a case the site can check have at least one case that is likely eligible now to be sealed (nondisclosure) or erased (expunction), and {{later}} more could become eligible later. These are estimates from court data alone, before anyone answers the questions the law also asks.',
  noDate: 'an unknown date',
} as const;

export default staffReport;
