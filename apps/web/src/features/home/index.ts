export { HomePage, default } from './components/HomePage';
