/**
 * The intake's door for the back office (tooling/feature-doors.json): what staff need to read an application
 * with the applicant's own "Check your answers", and nothing else of the intake, so a change inside the intake
 * reaches the back office only through these three.
 */
export { AnswerSections } from './check-answers';
export { valuesFromApplication } from './read-back';
export { visibleSteps } from './step-flow';
