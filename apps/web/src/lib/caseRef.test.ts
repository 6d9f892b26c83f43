import { describe, expect, it } from 'vitest';
import { resources } from '@cyr/i18n';
import { createI18n } from './i18n';
import { caseRef, causeNumberText, courtText, expunctionRouteText } from './caseRef';

describe('how a page names a case and its court', () => {
  const en = createI18n('en', resources).t;
  const es = createI18n('es', resources).t;

  it('names a case by its cause number, or by its offense when the person added it without one', () => {
    expect(caseRef({ casID: '2210004', current_offense_name: 'THEFT' }, en)).toBe('2210004');
    expect(caseRef({ casID: ' ', current_offense_name: 'THEFT' }, en)).toBe('THEFT (no cause number)');
    expect(caseRef({ casID: '', current_offense_name: 'THEFT' }, es)).toBe('THEFT (sin número de causa)');
    expect(causeNumberText({ casID: '' }, en)).toBe('Not given: copy it from your court papers');
  });

  it('names the court, never a bare number', () => {
    expect(courtText({ crt: '4', misdemeanor_felony: 'Misdemeanor' }, en, 'en')).toBe(
      'County Criminal Court at Law No. 4',
    );
    expect(courtText({ crt: '178', misdemeanor_felony: 'Felony' }, es, 'es')).toBe(
      'Corte Penal de Distrito 178 (178th District Court)',
    );
    expect(courtText({ crt: '999', misdemeanor_felony: 'Misdemeanor' }, en, 'en')).toBe(
      'Court “999” in the court records',
    );
  });

  it('names the code of an expunction route', () => {
    expect(expunctionRouteText('55A.054', en)).toBe('Texas Code of Criminal Procedure art. 55A.054');
    expect(expunctionRouteText('art. 55A.053(a)(2)', es)).toBe(
      'Código de Procedimiento Penal de Texas, art. 55A.053(a)(2)',
    );
  });
});
