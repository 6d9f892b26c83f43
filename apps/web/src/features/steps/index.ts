export { StepsPage } from './components/StepsPage';
export { StepsPrecheckPage } from './components/StepsPrecheckPage';
export { STEPS, stepFromPath, sectionKey } from './components/stepsConfig';
