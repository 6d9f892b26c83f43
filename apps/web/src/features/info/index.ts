export { NondisclosureExpunctionPage } from './components/NondisclosureExpunctionPage';
export { HowToFilePage } from './components/HowToFilePage';
export { NotFoundPage } from './components/NotFoundPage';
