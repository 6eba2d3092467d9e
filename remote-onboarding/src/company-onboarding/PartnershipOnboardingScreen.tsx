import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi } from 'shared-kernel/contract';
import {
  COMPANY_SEARCH_MAX_LENGTH,
  type PartnershipOnboarding,
  type RegisterCompany,
} from 'shared-kernel/domain';
import { useNavigate } from 'shared-kernel/router';
import { Alert, Button, Card, EmptyState, Page, SearchField, Spinner } from 'shared-kernel/ui';
import { loadOnboardings, searchRegister, startOnboarding } from './companyOnboarding';
import { CompanyByHandForm } from './CompanyByHandForm';
import { OnboardingList } from './OnboardingList';
import './company-onboarding.css';

type Search =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; companies: RegisterCompany[] };

/** One company found in the register, with the button that starts its onboarding. */
function CompanyResult({
  company,
  busy,
  onStart,
}: {
  company: RegisterCompany;
  busy: boolean;
  onStart: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <li className="onb-company__item">
      <div className="onb-company__item-main">
        <span className="onb-company__name">{company.name}</span>
        <span className="onb-company__meta">
          <span className="onb-company__uid">{company.uid}</span> · {t(`dict.legalForm.${company.legalForm}`)}{' '}
          · {company.seat}
        </span>
      </div>
      <Button variant="secondary" loading={busy} onClick={onStart}>
        {t('app.onboarding.company.start')}
        <span className="k-visually-hidden"> – {company.name}</span>
      </Button>
    </li>
  );
}

/**
 * Spec §2 PartnershipOnboarding (/partnership-onboarding, private context, Organisation section): the company
 * search in the sandbox commercial register by name or UID (300 ms, 140 characters), a company not in the
 * register entered by hand, and the person's onboardings so far. Starting one leads to its offering.
 */
export function PartnershipOnboardingScreen(): ReactElement {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [onboardings, setOnboardings] = useState<PartnershipOnboarding[] | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const [byHand, setByHand] = useState(false);

  useEffect(() => {
    let current = true;
    loadOnboardings(api).then(
      (loaded) => current && setOnboardings(loaded),
      () => current && setOnboardings([]),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const onSearch = useCallback(
    (term: string) => {
      if (!term.trim()) {
        setSearch({ state: 'idle' });
        return;
      }
      setSearch({ state: 'loading' });
      searchRegister(api, term).then(
        (companies) => setSearch({ state: 'ready', companies }),
        () => setSearch({ state: 'failed' }),
      );
    },
    [api],
  );

  const started = (onboarding: PartnershipOnboarding) => navigate(`/partnership-offering/${onboarding.uid}`);

  const start = async (company: RegisterCompany) => {
    setStarting(company.uid);
    setStartFailed(false);
    try {
      started(await startOnboarding(api, { registerUid: company.uid }));
    } catch {
      setStartFailed(true);
    } finally {
      setStarting(null);
    }
  };

  return (
    <Page title="webapp.title.partnershipOnboarding">
      <div className="k-stack onb-company">
        <p className="onb-company__intro">{t('app.onboarding.company.intro')}</p>
        <Card title="app.onboarding.company.searchTitle">
          <div className="k-stack">
            <SearchField
              label="app.onboarding.company.searchLabel"
              placeholder="app.onboarding.company.searchPlaceholder"
              maxLength={COMPANY_SEARCH_MAX_LENGTH}
              onSearch={onSearch}
            />
            {startFailed ? <Alert type="error" message="app.onboarding.company.startFailed" /> : null}
            {search.state === 'loading' ? <Spinner /> : null}
            {search.state === 'failed' ? (
              <Alert type="error" message="app.onboarding.company.searchFailed" />
            ) : null}
            {search.state === 'ready' && search.companies.length === 0 ? (
              <p role="status" className="onb-company__muted">
                {t('app.onboarding.company.noResults')}
              </p>
            ) : null}
            {search.state === 'ready' && search.companies.length > 0 ? (
              <>
                <p role="status" className="k-visually-hidden">
                  {t('app.onboarding.company.resultCount', { count: search.companies.length })}
                </p>
                <ul className="onb-company__list" aria-label={t('app.onboarding.company.results')}>
                  {search.companies.map((company) => (
                    <CompanyResult
                      key={company.uid}
                      company={company}
                      busy={starting === company.uid}
                      onStart={() => void start(company)}
                    />
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </Card>
        <Card title="app.onboarding.company.byHand.title">
          <div className="k-stack">
            <p className="onb-company__muted">{t('app.onboarding.company.byHand.intro')}</p>
            {byHand ? (
              <CompanyByHandForm onStarted={started} />
            ) : (
              <div className="k-cluster">
                <Button
                  variant="secondary"
                  label="app.onboarding.company.byHand.open"
                  onClick={() => setByHand(true)}
                />
              </div>
            )}
          </div>
        </Card>
        <Card title="app.onboarding.company.mineTitle">
          {onboardings === null ? <Spinner /> : null}
          {onboardings !== null && onboardings.length === 0 ? (
            <EmptyState icon="onboarding" title="app.onboarding.company.mineEmpty" />
          ) : null}
          {onboardings !== null && onboardings.length > 0 ? (
            <OnboardingList onboardings={onboardings} />
          ) : null}
        </Card>
      </div>
    </Page>
  );
}
