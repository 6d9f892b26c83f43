const home = {
  banner: {
    lead: 'Find out for free if you can ask a judge to seal your adult criminal record in Harris County, Texas. Then get help to file the papers yourself, step by step.',
    cta: 'Check my record',
    ctaNote: 'Free and private. No account needed.',
    viewSteps: 'View the steps to file',
  },
  hooks: {
    title: 'How this site can help',
    check: {
      title: 'Check your cases',
      body: 'We search Harris County court records from 1990 on. We tell you which of your cases may be sealed.',
    },
    explain: {
      title: 'Plain answers',
      body: 'We explain what your results mean and why. We never promise a result: only a judge decides.',
    },
    file: {
      title: 'File on your own',
      body: 'We walk you through each step: the form, the fee, filing, the hearing and the order.',
    },
  },
  faq: {
    title: 'Common questions',
    allLink: 'See all questions',
  },
  deepDives: {
    title: 'Learn more',
    nondisclosure: {
      title: 'Nondisclosure and expunction',
      body: 'What each one does, how they differ, and what this site can and cannot do for you.',
      link: 'Read about nondisclosure and expunction',
    },
    howToFile: {
      title: 'Filing in Harris County',
      body: 'Which court to use, where to file, the fee, how not to pay it, and what happens at the hearing.',
      link: 'Read how to file in Harris County',
    },
  },
} as const;

export default home;
