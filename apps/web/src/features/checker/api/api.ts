import type { FollowupAnswerMap } from '@cyr/schemas/followup';
import type { EligibilityInfo, LookupEndDateResponse, PreCheckResponse, PreliminaryQuestionsBody } from '@cyr/schemas';
import { api } from '../../../lib/api';
import type { PreCheckAnswers, SearchValues } from '../../../lib/session';

/** One function per checker endpoint (api-contract "Calls"). */

export function postPreCheck(body: PreCheckAnswers): Promise<PreCheckResponse> {
  return api.post<PreCheckResponse>('/api/application/pre-check', body, { auth: true });
}

export type LookupResponse =
  | ({ eligibilityInfo: { needSPN: boolean; cases: EligibilityInfo['cases'] } } & LookupEndDateResponse)
  | { nameError: true };

export function postCaseLookup(body: SearchValues & { agreeToTerms: true }): Promise<LookupResponse> {
  return api.post<LookupResponse>('/api/application/cont/case-lookup', body, { auth: true });
}

export function postConfirmCases(spn: string): Promise<{ eligibilityInfo: EligibilityInfo }> {
  return api.post('/api/application/cont/confirm-cases', { spn }, { auth: true });
}

export function postPreliminary(body: PreliminaryQuestionsBody): Promise<{ eligibilityInfo: EligibilityInfo }> {
  return api.post('/api/application/cont/eligibility-preliminary-questions', body, { auth: true });
}

export function postFollowup(body: { _id: string } & FollowupAnswerMap): Promise<{ eligibilityInfo: EligibilityInfo }> {
  return api.post('/api/application/cont/case-followup-questions', body, { auth: true });
}
