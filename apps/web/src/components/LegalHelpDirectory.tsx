import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
// Subpath import: the package index would bring every message of both languages into this chunk.
import { harrisCounty, LEGAL_HELP_DIRECTORY, type LegalHelpKey } from '@cyr/i18n/county/harris';
import './LegalHelpDirectory.css';

/** A confirmed phone number of a place, or none (numbers seen only on third-party lists are not shown). */
function phoneOf(key: LegalHelpKey): string | null {
  const entry = harrisCounty.legalHelp[key] as { phone?: { value: string } | null };
  return entry.phone?.value ?? null;
}

/** The `<tel>` tag of a message: a `tel:` link written like the site's others (`tel:+1` and ten digits). */
function TelLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return <a href={`tel:+1${phone.replace(/\D/g, '').slice(-10)}`}>{children}</a>;
}

/**
 * Where to get free legal help in Harris County, from the county profile: what each place does, its
 * languages and how to reach it. Offered wherever the site cannot take a person further (a case not
 * eligible or not determined, the help form).
 */
export function LegalHelpDirectory({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const Item = collapsed ? 'p' : 'h3';
  const list = (
    <>
      <p>{t('help:directory.intro')}</p>
      <ul className="legal-help__list">
        {LEGAL_HELP_DIRECTORY.map((key) => {
          const place = harrisCounty.legalHelp[key];
          const phone = phoneOf(key);
          return (
            <li key={key} className="legal-help__item">
              <Item className="legal-help__name">{place.name}</Item>
              <p>{t(`help:directory.entries.${key}.does`)}</p>
              <p className="legal-help__languages">
                {t('help:directory.languages', { languages: t(`help:directory.entries.${key}.languages`) })}
              </p>
              <p className="legal-help__contact">
                {phone && (
                  <>
                    <Trans
                      i18nKey="help:directory.call"
                      values={{ phone }}
                      components={{ tel: <TelLink phone={phone} /> }}
                    />{' '}
                    ·{' '}
                  </>
                )}
                <a href={place.url.value} target="_blank" rel="noopener noreferrer" data-track={`legal_help_${key}`}>
                  {t('help:directory.website', { name: place.name })}
                  <span className="visually-hidden"> {t('common:newWindow')}</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
  // In a modal (the help form): one line that opens; on a page: a section with its heading.
  if (collapsed)
    return (
      <details className="legal-help">
        <summary>{t('help:directory.heading')}</summary>
        {list}
      </details>
    );
  return (
    <section className="legal-help" aria-labelledby="legal-help-heading">
      <h2 id="legal-help-heading">{t('help:directory.heading')}</h2>
      {list}
    </section>
  );
}
