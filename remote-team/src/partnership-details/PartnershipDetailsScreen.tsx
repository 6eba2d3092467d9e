import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canUpdatePartnership,
  currentPartnership,
  type Member,
  type PartnershipDetails,
  type PendingPartnershipUpdate,
  type PostalAddress,
} from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Alert, Badge, Button, Card, Page, Spinner } from 'shared-kernel/ui';
import { fetchMembers, fetchObjectives, fetchPartnership, fetchPendingUpdate } from './api';
import './partnership-admin.css';

/** The partnership's Swiss business identification number (scheme uid_reg, CHE-xxx.xxx.xxx). */
export const registryUidOf = (partnership: PartnershipDetails): string | null =>
  partnership.externalIds?.find((id) => id.scheme === 'uid_reg')?.value ?? null;

export const addressLines = (address: PostalAddress | null | undefined): string[] =>
  address
    ? [`${address.street} ${address.number}`.trim(), `${address.postalCode} ${address.city}`, address.country]
    : [];

export const UPDATE_FORM_PATH = '/partnership-details/update-partnership-form';

interface Loaded {
  partnership: PartnershipDetails;
  objectives: string[];
  members: Member[];
  pending: PendingPartnershipUpdate | null;
}

/**
 * Route /partnership-details/:id? (spec §2 PartnershipDetails; issue 32): the partnership (name, legal form, status,
 * UID, domicile, contact), its signing rule explained, its people by role and its objectives. Signatories and
 * admins of an internal-registry partnership (kernel canUpdatePartnership) get the update; a pending update is
 * shown until the bank applies it.
 */
export function PartnershipDetailsScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const partnershipUid = currentPartnership(session)?.uid ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      const [partnership, objectives, members, pending] = await Promise.all([
        fetchPartnership(api, partnershipUid),
        fetchObjectives(api, partnershipUid),
        fetchMembers(api, partnershipUid).catch(() => [] as Member[]),
        fetchPendingUpdate(api, partnershipUid),
      ]);
      setLoaded({ partnership, objectives, members, pending });
      setFailed(false);
    } catch (error) {
      console.error('[team] partnership details failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void load();
  }, [load]);
  // The bank applying an update (or a colleague submitting one) reaches every session through the stream.
  useEffect(() => {
    const subscription = bus.stream$.subscribe((message) => {
      if (message.message.partnershipUid === partnershipUid && message.type === 'entitlementChanged')
        void load();
    });
    return () => subscription.unsubscribe();
  }, [bus, load, partnershipUid]);

  if (!partnershipUid) return <Spinner />;
  if (failed && !loaded)
    return (
      <Page title="webapp.title.partnershipDetails">
        <Alert type="error" message="team.partnership.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
        </Alert>
      </Page>
    );
  if (!loaded) return <Spinner />;
  const { partnership, objectives, members, pending } = loaded;
  const contact = partnership.contactDetails;
  const uidReg = registryUidOf(partnership);
  const mayUpdate = canUpdatePartnership(session);

  return (
    <Page
      title="webapp.title.partnershipDetails"
      actions={
        mayUpdate && !pending ? (
          <Link className="k-button k-button--primary" to={`${UPDATE_FORM_PATH}/${partnership.uid}`}>
            {t('team.partnership.update')}
          </Link>
        ) : undefined
      }
    >
      {pending ? (
        <Alert type="info" title="team.partnership.pendingTitle" message="team.partnership.pendingText">
          <Link to={`${UPDATE_FORM_PATH}/${partnership.uid}`}>{t('team.partnership.pendingLink')}</Link>
        </Alert>
      ) : null}
      <Card title="team.partnership.company">
        <dl className="pa-facts" data-testid="partnership-facts">
          <dt>{t('dict.name')}</dt>
          <dd>{partnership.name}</dd>
          <dt>{t('team.partnership.legalForm')}</dt>
          <dd>{t(`dict.legalForm.${partnership.legalForm}`, { defaultValue: partnership.legalForm })}</dd>
          <dt>{t('dict.status')}</dt>
          <dd>
            <Badge
              label={`dict.partnershipStatus.${partnership.status}`}
              tone={partnership.status === 'bankable' ? 'success' : 'info'}
            />
          </dd>
          <dt>{t('team.partnership.uidReg')}</dt>
          <dd>{uidReg ?? t('team.partnership.noUid')}</dd>
          <dt>{t('team.partnership.registry')}</dt>
          <dd>
            {t(
              partnership.isInternalRegistry
                ? 'team.partnership.internalRegistry'
                : 'team.partnership.commercialRegister',
            )}
          </dd>
        </dl>
      </Card>
      <Card title="team.partnership.domicileAndContact">
        <dl className="pa-facts">
          <dt>{t('team.partnership.domicile')}</dt>
          <dd>
            {addressLines(contact?.domicileAddress).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </dd>
          <dt>{t('team.partnership.phone')}</dt>
          <dd>{contact?.phone ?? '—'}</dd>
          <dt>{t('team.partnership.email')}</dt>
          <dd>{contact?.email ?? '—'}</dd>
        </dl>
      </Card>
      <Card title="team.partnership.signing">
        <p>
          <strong>{t(`dict.votingRule.${partnership.votingRule}`)}</strong>
        </p>
        <p className="pa-muted">{t(`team.partnership.votingRuleHelp.${partnership.votingRule}`)}</p>
      </Card>
      <Card title="team.partnership.people">
        {members.length === 0 ? (
          <p className="pa-muted">{t('team.partnership.noPeople')}</p>
        ) : (
          <ul className="pa-list" data-testid="partnership-people">
            {members.map((member) => (
              <li key={member.personInfo.uid}>
                {member.personInfo.name}
                {': '}
                {member.roleTypes.length === 0
                  ? t('team.partnership.registeredOnly')
                  : member.roleTypes.map((role) => t(`dict.role.${role}`)).join(', ')}
              </li>
            ))}
          </ul>
        )}
        <p className="pa-muted">{t('team.partnership.rolesHelp')}</p>
      </Card>
      <Card title="team.partnership.objectives">
        {objectives.length === 0 ? (
          <p className="pa-muted">{t('team.partnership.noObjectives')}</p>
        ) : (
          <ul className="pa-list" data-testid="partnership-objectives">
            {objectives.map((objective) => (
              <li key={objective}>
                {t(`team.partnership.objective.${objective}`, { defaultValue: objective })}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
