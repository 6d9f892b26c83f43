export { FaqPage } from './components/FaqPage';
