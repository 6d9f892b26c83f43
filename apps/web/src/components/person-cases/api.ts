import type { EligibilityInfo } from '@cyr/schemas';
import type { PersonCaseFacts } from '@cyr/schemas/person-cases';
import { api } from '../../lib/api';

/** The calls of "fix or add a case" (docs/decisions/0073-cases-entered-by-the-person.md); each re-evaluates. */
type Evaluated = { eligibilityInfo: EligibilityInfo };
const post = (path: string, body: object) =>
  api.post<Evaluated>(`/api/application/cont/${path}`, body, { auth: true, quiet: true });

export const postCaseNotMine = (id: string) => post('case-not-mine', { _id: id });
export const postCaseCorrection = (id: string, facts: PersonCaseFacts) =>
  post('case-correction', { _id: id, ...facts });
export const postCaseAdded = (facts: PersonCaseFacts) => post('case-added', facts);
export const postCaseUndo = (id: string) => post('case-undo', { _id: id });
