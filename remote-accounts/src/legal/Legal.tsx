/**
 * Legal (/legal/:id?): the agreements the context accepted, by code; `:id` is the code whose text is shown,
 * loaded from collection-lookup/agreements/{code}?type=long. Spec §8: a failed load shows
 * "Failed to load agreement content. Please try again later." (app.error.agreement_load_failed).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate, useParams } from 'shared-kernel/router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import type { AgreementLookup } from 'shared-kernel/domain';
import { Alert, Card, EmptyState, Page, Spinner } from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import { fetchAgreementContent, fetchContracts, legalAgreements, type LegalAgreement } from './agreements';

export type LegalProps = Pick<RemoteScreenProps, 'api' | 'session'>;

function AgreementText({ api, code, title }: Pick<LegalProps, 'api'> & { code: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{
    code: string;
    content: AgreementLookup | null;
    failed: boolean;
  } | null>(null);
  useEffect(() => {
    let active = true;
    setState(null);
    fetchAgreementContent(api, code)
      .then((content) => active && setState({ code, content, failed: false }))
      .catch((error: unknown) => {
        console.error(`[legal] loading agreement ${code} failed`, error);
        if (active) setState({ code, content: null, failed: true });
      });
    return () => {
      active = false;
    };
  }, [api, code]);

  return (
    <Card title={{ text: title }}>
      {state === null ? (
        <Spinner />
      ) : state.failed || !state.content ? (
        <Alert type="error" message="app.error.agreement_load_failed" />
      ) : (
        <div className="k-stack">
          {state.content.version ? (
            <p className="kc-muted">{t('app.customer.legal.version', { version: state.content.version })}</p>
          ) : null}
          <div className="kc-prose">{state.content.content}</div>
        </div>
      )}
    </Card>
  );
}

export function Legal({ api, session }: LegalProps) {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const agentUid = session.currentContext?.uid ?? session.user?.uid ?? null;
  const [agreements, setAgreements] = useState<LegalAgreement[] | null>(null);

  useEffect(() => {
    if (!agentUid) return undefined;
    let active = true;
    fetchContracts(api, agentUid)
      .then((contracts) => active && setAgreements(legalAgreements(contracts, i18n.language)))
      .catch((error: unknown) => {
        console.error('[legal] loading the contracts failed', error);
        if (active) setAgreements([]);
      });
    return () => {
      active = false;
    };
  }, [api, agentUid, i18n.language]);

  const selected = id ? (agreements?.find((agreement) => agreement.code === id.toUpperCase()) ?? null) : null;

  return (
    <Page title="webapp.title.legal" onBack={selected ? () => navigate('/legal') : undefined}>
      <div className="k-stack kc-screen">
        {agreements === null ? (
          <Spinner />
        ) : selected ? (
          <AgreementText api={api} code={selected.code} title={selected.title} />
        ) : agreements.length === 0 ? (
          <EmptyState title="app.customer.legal.empty" icon="file" />
        ) : (
          <Card title="app.customer.legal.listTitle">
            <p className="kc-muted">{t('app.customer.legal.intro')}</p>
            <ul className="kc-list">
              {agreements.map((agreement) => (
                <li key={agreement.code} className="kc-list-item">
                  <Link to={`/legal/${agreement.code}`} className="k-spacer">
                    {agreement.title}
                  </Link>
                  <span className="kc-muted">{agreement.code}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </Page>
  );
}
