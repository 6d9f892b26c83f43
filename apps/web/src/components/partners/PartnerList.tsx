import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FinalEligibility } from '@cyr/rules/vocabulary';
// Types only: the package's zod stays out of the pages that show partners.
import type { PartnerListResponse, PublicPartner } from '@cyr/schemas/partners';
import { api } from '../../lib/api';
import { Loading } from '../Loading';
import './partners.css';

/** The `<tel>` tag of `partners:call`: a `tel:` link written like the site's others (`tel:+1` and ten digits). */
function TelLink({ phone, children }: { phone: string; children?: ReactNode }) {
  return <a href={`tel:+1${phone.replace(/\D/g, '').slice(-10)}`}>{children}</a>;
}

/** One partner: what it does, what it takes, cost, who it serves, languages, how to reach it; an action below. */
function PartnerCard({ p, action, Heading }: { p: PublicPartner; action?: ReactNode; Heading: 'h3' | 'p' }) {
  const { t, i18n } = useTranslation(['partners', 'common']);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const name = p.name[lang];
  const langs = p.languages.map((l) => t(`partners:languageNames.${l}`)).join(', ');
  const facts: [string, string][] = [
    [t('partners:fields.services'), p.services.map((s) => t(`partners:services.${s}`)).join(', ')],
  ];
  for (const [key, v] of [
    ['cost', p.cost],
    ['incomeLimits', p.incomeLimits],
  ] as const)
    if (v[lang]) facts.push([t(`partners:fields.${key}`), v[lang]]);
  facts.push([
    t('partners:fields.languages'),
    [langs ? `${langs}.` : t('partners:languagesUnknown'), p.languagesNote[lang]].filter(Boolean).join(' '),
  ]);
  for (const [key, v] of [
    ['areas', p.areas],
    ['hours', p.hours],
  ] as const)
    if (v[lang]) facts.push([t(`partners:fields.${key}`), v[lang]]);
  return (
    <li className="partner-card">
      <Heading className="partner-card__name">{name}</Heading>
      <p>{p.description[lang]}</p>
      <dl className="partner-card__facts">
        {facts.map(([k, v]) => (
          <div key={k} className="partner-card__fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {(p.phone || p.email || p.website) && (
        <p className="partner-card__contact">
          {[
            p.phone && (
              <Trans
                key="phone"
                i18nKey="partners:call"
                values={{ phone: p.phone }}
                components={{ tel: <TelLink phone={p.phone} /> }}
              />
            ),
            p.email && (
              <a key="email" href={`mailto:${p.email}`}>
                {t('partners:emailTo', { email: p.email })}
              </a>
            ),
            p.website && (
              <a key="web" href={p.website} target="_blank" rel="noopener noreferrer">
                {t('partners:websiteOf', { name })}
                <span className="visually-hidden"> {t('common:newWindow')}</span>
              </a>
            ),
          ]
            .filter(Boolean)
            .flatMap((el, i) => (i === 0 ? [el] : [' · ', el]))}
        </p>
      )}
      {action && <div className="partner-card__actions">{action}</div>}
    </li>
  );
}

/**
 * The partners that fit the person's outcomes and the site's language (`GET /api/partners`; the fit is the
 * server's, docs/decisions/0105-partner-directory.md): on the results page, with "send my cases" where a partner
 * takes referrals, and on the help form (`collapsed`: one line that opens). Links to the whole directory.
 */
export function PartnerList({
  outcomes,
  collapsed = false,
  action,
}: {
  outcomes?: readonly FinalEligibility[];
  collapsed?: boolean;
  /** What a person can do with a partner (the results: send their cases to one that takes referrals). */
  action?: (p: PublicPartner) => ReactNode;
}) {
  // Its own messages: a page or modal that loads only some namespaces waits for these.
  const { t, i18n } = useTranslation(['partners', 'common']);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const [partners, setPartners] = useState<PublicPartner[] | null>(null);
  const key = outcomes?.join(',') ?? '';

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ lang, ...(key ? { outcomes: key } : {}) });
    api
      .get<PartnerListResponse>(`/api/partners?${query.toString()}`, { signal: controller.signal, quiet: true })
      .then((res) => setPartners(res.partners))
      .catch(() => {
        if (!controller.signal.aborted) setPartners([]);
      });
    return () => controller.abort();
  }, [key, lang]);

  const all = (
    <p>
      <Link to="/partners" data-track="partners_all">
        {t('partners:fit.all')}
      </Link>
    </p>
  );
  const body =
    partners === null ? (
      <Loading label={t('partners:fit.loading')} />
    ) : partners.length === 0 ? (
      <>
        <p>{t('partners:fit.none')}</p>
        {all}
      </>
    ) : (
      <>
        <p>{t('partners:fit.intro')}</p>
        <ul className="partner-list">
          {partners.map((p) => (
            <PartnerCard key={p.id} p={p} Heading={collapsed ? 'p' : 'h3'} action={action?.(p)} />
          ))}
        </ul>
        <p className="hint">{t('partners:notOurs')}</p>
        {all}
      </>
    );
  if (collapsed)
    return (
      <details className="partner-fit partner-fit--collapsed">
        <summary>{t('partners:fit.heading')}</summary>
        {body}
      </details>
    );
  return (
    <section className="partner-fit" aria-labelledby="partner-fit-heading">
      <h2 id="partner-fit-heading">{t('partners:fit.heading')}</h2>
      {body}
    </section>
  );
}
