const common = {
  siteName: 'Clear Your Record, Harris County',
  tagline: 'Free help to seal or clear your adult criminal record in Harris County, Texas.',
  skipToContent: 'Skip to main content',
} as const;

export default common;
