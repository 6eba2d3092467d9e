/**
 * Data sharing (/data-sharing/:id?): the agreements that let partners read the person's banking data, with
 * partner, status and dates; `:id` opens one agreement (enriched-short: scopes and terms title, enriched-long on
 * request: the full terms).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate, useParams } from 'shared-kernel/router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import { formatDate, type DataSharingContract, type EnrichedDataSharingContract } from 'shared-kernel/domain';
import { Alert, Badge, Button, Card, Page, Spinner, Table, type BadgeTone } from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import {
  fetchDataSharingContracts,
  fetchEnrichedContract,
  KNOWN_CONTRACT_STATUSES,
  KNOWN_SCOPES,
} from './api';
import { TableScroller } from '../screen/TableScroller';

export type DataSharingProps = Pick<RemoteScreenProps, 'api' | 'session'>;

const STATUS_TONE: Record<string, BadgeTone> = {
  active: 'success',
  pending: 'info',
  terminated: 'neutral',
  expired: 'neutral',
};

function StatusBadge({ status }: { status: string }) {
  const known = (KNOWN_CONTRACT_STATUSES as readonly string[]).includes(status);
  return (
    <Badge
      label={known ? `app.customer.dataSharing.status.${status}` : { text: status }}
      tone={STATUS_TONE[status] ?? 'neutral'}
    />
  );
}

function ContractDetails({ api, uid }: Pick<DataSharingProps, 'api'> & { uid: string }) {
  const { t } = useTranslation();
  const [contract, setContract] = useState<EnrichedDataSharingContract | null>(null);
  const [failed, setFailed] = useState(false);
  const [terms, setTerms] = useState<string | null>(null);
  const [loadingTerms, setLoadingTerms] = useState(false);

  useEffect(() => {
    let active = true;
    setContract(null);
    setTerms(null);
    setFailed(false);
    fetchEnrichedContract(api, uid, 'short')
      .then((loaded) => active && setContract(loaded))
      .catch((error: unknown) => {
        console.error('[data-sharing] loading the agreement failed', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [api, uid]);

  const showTerms = async () => {
    setLoadingTerms(true);
    try {
      setTerms((await fetchEnrichedContract(api, uid, 'long')).conditions.content ?? '');
    } catch (error) {
      console.error('[data-sharing] loading the terms failed', error);
      setTerms(null);
      setFailed(true);
    } finally {
      setLoadingTerms(false);
    }
  };

  if (failed && !contract) return <Alert type="error" message="app.error.agreement_load_failed" />;
  if (!contract) return <Spinner />;
  return (
    <Card title={{ text: contract.partnerName }} actions={<StatusBadge status={contract.contractStatus} />}>
      <div className="k-stack">
        <dl className="kc-facts">
          <dt>{t('app.customer.dataSharing.column.contractingDate')}</dt>
          <dd>{formatDate(contract.contractingDate)}</dd>
          <dt>{t('app.customer.dataSharing.column.terminationDate')}</dt>
          <dd>{contract.terminationDate ? formatDate(contract.terminationDate) : '—'}</dd>
          <dt>{t('app.customer.dataSharing.scopes')}</dt>
          <dd>
            <ul className="kc-list">
              {contract.scopes.map((scope) => (
                <li key={scope}>
                  {(KNOWN_SCOPES as readonly string[]).includes(scope)
                    ? t(`app.customer.dataSharing.scope.${scope}`)
                    : scope}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('app.customer.dataSharing.terms')}</dt>
          <dd>{contract.conditions.title}</dd>
        </dl>
        {terms === null ? (
          <div className="k-cluster">
            <Button
              variant="secondary"
              icon="file"
              label="app.customer.dataSharing.showTerms"
              loading={loadingTerms}
              onClick={() => void showTerms()}
            />
          </div>
        ) : (
          <div className="kc-prose">{terms}</div>
        )}
        {failed ? <Alert type="error" message="app.error.agreement_load_failed" /> : null}
      </div>
    </Card>
  );
}

export function DataSharing({ api }: DataSharingProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [contracts, setContracts] = useState<DataSharingContract[] | null>(null);

  useEffect(() => {
    let active = true;
    fetchDataSharingContracts(api)
      .then((loaded) => active && setContracts(loaded))
      .catch((error: unknown) => {
        console.error('[data-sharing] loading the agreements failed', error);
        if (active) setContracts([]);
      });
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <Page title="webapp.title.dataSharing" onBack={id ? () => navigate('/data-sharing') : undefined}>
      <div className="k-stack kc-screen">
        {id ? (
          <ContractDetails api={api} uid={id} />
        ) : contracts === null ? (
          <Spinner />
        ) : (
          <Card title="app.customer.dataSharing.listTitle">
            <p className="kc-muted">{t('app.customer.dataSharing.intro')}</p>
            <TableScroller label="app.customer.dataSharing.listTitle">
              <Table
                caption="app.customer.dataSharing.listTitle"
                captionHidden
                rows={contracts}
                rowKey={(contract) => contract.uid}
                empty="app.customer.dataSharing.empty"
                columns={[
                  {
                    id: 'partner',
                    header: 'app.customer.dataSharing.column.partner',
                    rowHeader: true,
                    cell: (contract) => (
                      <Link to={`/data-sharing/${contract.uid}`}>{contract.partnerName}</Link>
                    ),
                  },
                  {
                    id: 'status',
                    header: 'dict.status',
                    cell: (contract) => <StatusBadge status={contract.contractStatus} />,
                  },
                  {
                    id: 'contractingDate',
                    header: 'app.customer.dataSharing.column.contractingDate',
                    cell: (contract) => formatDate(contract.contractingDate),
                  },
                  {
                    id: 'terminationDate',
                    header: 'app.customer.dataSharing.column.terminationDate',
                    cell: (contract) =>
                      contract.terminationDate ? formatDate(contract.terminationDate) : '—',
                  },
                ]}
              />
            </TableScroller>
          </Card>
        )}
      </div>
    </Page>
  );
}
