import { useSyncExternalStore } from 'react';
import type { Case, EligibilityInfo } from '@cyr/schemas';
import type { PreliminaryQuestionsForm } from '@cyr/schemas/application';

/**
 * The checker session (product-spec §3 "Session state"), kept in sessionStorage: it survives a reload but
 * is not shared with other tabs, and it disappears when the tab closes. Nothing here is sent anywhere
 * except to our own API.
 */

export interface SearchValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  aliasFirstNames: string[];
  aliasLastNames: string[];
  dob: string;
}

export interface PreCheckAnswers {
  hasCrimeOutsideTexas: boolean;
  hasCrimeBefore1990: boolean;
}

export interface SessionState {
  token: string | null;
  /** Epoch seconds, in this browser's clock (lib/api.ts `inLocalClock`). */
  tokenExpirationTime: number | null;
  preCheck: PreCheckAnswers | null;
  searchValues: SearchValues | null;
  lookupEndDateEn: string | null;
  lookupEndDateEs: string | null;
  /** Last eligibilityInfo the server returned (lookup candidates before confirm-cases, evaluated after). */
  eligibilityInfo: EligibilityInfo | null;
  /** True once the person confirmed a list of cases. */
  confirmed: boolean;
  /**
   * Ids of the cases that asked follow-up questions on this walk, in the order their pages are numbered (a case
   * that asks for the first time joins the end: lib/evaluation.ts `nextStep`).
   */
  postPreliminaryCases: string[];
  /**
   * The additional-info answers the person gave: when an answer about a case makes the server ask more of them,
   * the page opens again with these filled in and shows only what is still missing (docs/law D74).
   */
  additionalInfo: PreliminaryQuestionsForm | null;
  /** Case shown in the case-details modal or chosen on the steps pages. */
  selectedCase: string | null;
  /** Where the person was before opening the steps flow. */
  pageBeforeSteps: string | null;
  email: string | null;
  /** Set when the session ended by expiry or a 401: guarded pages then send the person home, not to the pre-check. */
  expired: boolean;
}

export const EMPTY_SESSION: SessionState = {
  token: null,
  tokenExpirationTime: null,
  preCheck: null,
  searchValues: null,
  lookupEndDateEn: null,
  lookupEndDateEs: null,
  eligibilityInfo: null,
  confirmed: false,
  postPreliminaryCases: [],
  additionalInfo: null,
  selectedCase: null,
  pageBeforeSteps: null,
  email: null,
  expired: false,
};

const KEY = 'cyr.session';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function load(): SessionState {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return EMPTY_SESSION;
    return { ...EMPTY_SESSION, ...(JSON.parse(raw) as Partial<SessionState>) };
  } catch {
    return EMPTY_SESSION;
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function getSession(): SessionState {
  return state;
}

export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  try {
    storage()?.setItem(KEY, JSON.stringify(state));
  } catch {
    /* storage full or unavailable: the session still lives in memory */
  }
  emit();
}

/** Replaces the whole state with an empty session (product-spec §4: resetting replaces the whole state). */
export function clearSession(opts: { expired?: boolean } = {}): void {
  state = opts.expired ? { ...EMPTY_SESSION, expired: true } : EMPTY_SESSION;
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* ignore */
  }
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session; a page prerendered at build time (src/entry-server.tsx) was rendered without one, so while
 * React hydrates it, it reads the empty session too (the server snapshot), then re-renders with the stored one.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, serverSnapshot);
}

const serverSnapshot = (): SessionState => EMPTY_SESSION;

/** Cases the results page shows as likely eligible (non-empty drives the "done" state and link choice). */
export function eligibleCases(s: SessionState): Case[] {
  if (!s.confirmed || !s.eligibilityInfo) return [];
  return s.eligibilityInfo.cases.filter((c) => c.final_eligibility === 'nondisclosure');
}

export function useEligibleCases(): Case[] {
  return eligibleCases(useSession());
}

export function isExpired(s: SessionState, nowSeconds: number = Date.now() / 1000): boolean {
  return s.token !== null && s.tokenExpirationTime !== null && nowSeconds >= s.tokenExpirationTime;
}
