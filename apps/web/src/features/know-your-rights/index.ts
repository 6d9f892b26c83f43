export { KnowYourRightsPage } from './components/KnowYourRightsPage';
