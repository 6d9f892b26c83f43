export { Rich, Prose, messageKeys, linkTags, useContentValues } from './Rich';
