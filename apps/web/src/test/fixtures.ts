import { vi } from 'vitest';
import type { Case, PublicPartner } from '@cyr/schemas';

/** A fictional evaluated case (no real person). */
export function makeCase(over: Partial<Case> = {}): Case {
  return {
    _id: 'c1',
    casID: '2120001',
    current_offense_name: 'THEFT PROP>=$100<$750',
    current_charge_level: 'MB',
    misdemeanor_felony: 'Misdemeanor',
    full_name: 'DEMO, ANA',
    def_spn: '09990001',
    fda: '2015-03-02',
    crt: '7',
    conviction_date: null,
    dismissal_date: '2016-03-02',
    da_start: '2015-04-01',
    da_end: '2016-03-01',
    probation_start: null,
    probation_end: null,
    waiting_period_start: null,
    sentence_completion_date: null,
    estimated: [],
    sentence: null,
    fine: null,
    final_eligibility: 'nondisclosure',
    ndo_form: '411.072',
    eligible_date: null,
    expunction_route: null,
    reasons: [],
    questions: [],
    pend_elig_411_0727_0729: false,
    pend_elig_411_0728: false,
    final_pot_elig_411_0727: false,
    final_pot_elig_411_0728: false,
    final_pot_elig_411_0729: false,
    final_pot_elig_411_0731: false,
    final_pot_elig_411_0736: false,
    bwi: false,
    hideStatus: false,
    ...over,
  };
}

/** A fictional partner of the directory. */
export function makePartner(over: Partial<PublicPartner> = {}): PublicPartner {
  const none = { en: '', es: '' };
  return {
    id: 'p1',
    name: { en: 'Example Legal Aid', es: 'Ayuda Legal de Ejemplo' },
    description: { en: 'Free help with records.', es: 'Ayuda gratuita con antecedentes.' },
    services: ['nondisclosure', 'expunction'],
    cost: { en: 'Free.', es: 'Gratis.' },
    incomeLimits: none,
    languages: ['en', 'es'],
    languagesNote: none,
    areas: none,
    hours: none,
    address: none,
    phone: '713-555-0100',
    email: '',
    website: 'https://legal-aid.example',
    acceptsReferrals: false,
    ...over,
  };
}

/** A fetch that answers `GET /api/partners…` with these partners (and 404 to anything else). */
export function partnersFetch(partners: PublicPartner[]) {
  return vi.fn((url: string) =>
    Promise.resolve(
      String(url).startsWith('/api/partners')
        ? new Response(JSON.stringify({ partners }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
}
