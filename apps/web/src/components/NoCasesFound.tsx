import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Language } from '@cyr/i18n';
import { useSession } from '../lib/session';
import { formatDate } from '@cyr/i18n/dates';
import { openModal } from '../lib/modals';
import { useDocumentTitle } from './useDocumentTitle';
import { Button } from './Button';

/** The search page's other-names fieldset, which this page sends a person to (`/check/basic-info#other-names`). */
export const OTHER_NAMES_ID = 'other-names';

/**
 * "No cases found" (product-spec §2): what was searched, the dates searched, the names that help us find a record
 * (other names, the forms the search already tries), search again, go home.
 */
export function NoCasesFound() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const [, navigate] = useLocation();
  const s = useSession();
  const v = s.searchValues;
  const end = (lang === 'es' ? s.lookupEndDateEs : s.lookupEndDateEn) ?? '';
  const start = t('checker:noCases.startDate');
  useDocumentTitle(t('checker:noCases.title'));
  const name = v ? [v.firstName, v.middleName, v.lastName, v.suffix].filter(Boolean).join(' ') : '';
  const aliases = v
    ? v.aliasFirstNames
        .map((f, i) => [f, v.aliasLastNames[i] ?? ''].filter(Boolean).join(' '))
        .filter((x) => x.trim() !== '')
    : [];
  return (
    <div className="page">
      <h1>{t('checker:noCases.title')}</h1>
      <p>{t('checker:noCases.intro', { start, end })}</p>
      <dl className="summary-list">
        <div>
          <dt>{t('checker:noCases.name')}</dt>
          <dd>{name}</dd>
        </div>
        {aliases.length > 0 && (
          <div>
            <dt>{t('checker:noCases.aliases')}</dt>
            <dd>{aliases.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('checker:noCases.dob')}</dt>
          <dd>{v ? formatDate(v.dob, lang) : ''}</dd>
        </div>
        <div>
          <dt>{t('checker:noCases.range')}</dt>
          <dd>{t('checker:noCases.rangeValue', { start, end })}</dd>
        </div>
      </dl>
      <p>{t('checker:noCases.whatNext')}</p>
      <h2 className="h3">{t('checker:noCases.namesHeading')}</h2>
      <ul className="prose__list">
        <li>{t('checker:noCases.names.other')}</li>
        <li>{t('checker:noCases.names.short')}</li>
        <li>{t('checker:noCases.names.double')}</li>
        <li>{t('checker:noCases.names.middle')}</li>
      </ul>
      <div className="button-group">
        <Button track="search_add_name" onClick={() => navigate(`/check/basic-info#${OTHER_NAMES_ID}`)}>
          {t('checker:noCases.addName')}
        </Button>
        <Button variant="secondary" track="search_again" onClick={() => navigate('/check/basic-info')}>
          {t('common:actions.searchAgain')}
        </Button>
        <Button variant="secondary" track="no_cases_home" onClick={() => navigate('/?modal=survey')}>
          {t('common:actions.returnHome')}
        </Button>
      </div>
      <p className="help-line">
        {t('checker:noCases.helpLine')}{' '}
        <button type="button" className="link-button" data-track="no_cases_help" onClick={() => openModal('help')}>
          {t('checker:noCases.askHelp')}
        </button>
      </p>
    </div>
  );
}
