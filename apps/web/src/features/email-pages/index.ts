export { EmailResultsPage } from './components/EmailResultsPage';
export { EmailPetitionsPage } from './components/EmailPetitionsPage';
