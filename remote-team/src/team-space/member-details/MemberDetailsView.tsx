import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { httpStatusOf } from 'shared-kernel/api';
import { useApi, useSession } from 'shared-kernel/contract';
import {
  canManageAdmins,
  formatDate,
  type DeputyChange,
  type Member,
  type MemberDetails,
} from 'shared-kernel/domain';
import { Link, useNavigate } from 'shared-kernel/router';
import { Alert, Badge, Button, Card, EmptyState, Spinner } from 'shared-kernel/ui';
import { fetchDeputyChange } from '../members/api';
import { pendingMarkersOf, ROLE_BADGES } from '../members/filters';
import { useMemberEvents } from '../members/useMemberEvents';
import { teamSpacePath, type TeamSpaceViewProps } from '../views';
import { fetchMember, fetchMemberDetails } from './api';
import { MemberActions } from './MemberActions';

interface Loaded {
  member: Member;
  /** Email, since and rights: signatories and admins only (spec §6, as the gateway decides). */
  details: MemberDetails | null;
  change: DeputyChange | null;
}

const memberOf = (details: MemberDetails): Member => ({
  personInfo: {
    uid: details.personInfo.uid,
    name: details.personInfo.name,
    onboardingDetails: details.personInfo.onboardingDetails,
  },
  roleTypes: details.roleTypes,
  pendingRoleTypes: details.pendingRoleTypes,
});

/**
 * Team space member details (spec §2 view member-details/:id): the person, roles and pending markers, rights, and
 * the actions of MemberActions. Follows the stream like the list: a change made elsewhere shows here too.
 */
export default function MemberDetailsView({ partnershipUid, id }: TeamSpaceViewProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'notFound' | 'failed'>('loading');
  const manages = canManageAdmins(session);

  const load = useCallback(async () => {
    if (!id) return;
    try {
      const [details, change] = await Promise.all([
        manages ? fetchMemberDetails(api, partnershipUid, id) : Promise.resolve(null),
        fetchDeputyChange(api, partnershipUid).catch(() => null),
      ]);
      const member = details ? memberOf(details) : await fetchMember(api, partnershipUid, id);
      if (!member) {
        setState('notFound');
        return;
      }
      setLoaded({ member, details, change });
      setState('ready');
    } catch (error) {
      setState(httpStatusOf(error) === 404 ? 'notFound' : 'failed');
    }
  }, [api, partnershipUid, id, manages]);

  useEffect(() => {
    void load();
  }, [load]);
  useMemberEvents(partnershipUid, load);

  const back = (
    <Link className="team-back" to={teamSpacePath('members')}>
      {t('team.memberDetails.back')}
    </Link>
  );
  if (!id || state === 'notFound')
    return (
      <>
        {back}
        <EmptyState title="team.memberDetails.notFound" icon="team" />
      </>
    );
  if (state === 'failed')
    return (
      <>
        {back}
        <Alert type="error" message="team.memberDetails.loadFailed">
          <Button variant="secondary" label="team.members.retry" onClick={() => void load()} />
        </Alert>
      </>
    );
  if (!loaded) return <Spinner />;
  const { member, details, change } = loaded;
  const accountName = (uid: string) =>
    session.cashAccounts.find((account) => account.uid === uid)?.accountName ?? null;
  return (
    <div className="team-details">
      {back}
      <Card title={{ text: member.personInfo.name }}>
        <dl className="team-facts">
          {details ? (
            <>
              <dt>{t('team.memberDetails.email')}</dt>
              <dd>{details.personInfo.email}</dd>
              <dt>{t('team.memberDetails.since')}</dt>
              <dd>{formatDate(details.memberSince)}</dd>
            </>
          ) : null}
          <dt>{t('team.memberDetails.roles')}</dt>
          <dd className="team-badges" data-testid="member-roles" data-roles={member.roleTypes.join(' ')}>
            {ROLE_BADGES.filter(({ role }) => member.roleTypes.includes(role)).map(({ role, label }) => (
              <Badge key={role} label={label} tone={role === 'deputy' ? 'info' : 'neutral'} />
            ))}
            {member.roleTypes.length === 0 ? <Badge label="team.members.roles.registered" /> : null}
            {pendingMarkersOf(member, change).map((marker) => (
              <Badge key={marker} label={`team.members.pending.${marker}`} tone="warning" />
            ))}
          </dd>
        </dl>
        <MemberActions
          partnershipUid={partnershipUid}
          member={member}
          onChanged={async (left) => {
            if (left) navigate(teamSpacePath('members'));
            else await load();
          }}
        />
      </Card>
      {details ? (
        <Card title="team.memberDetails.rights" level={3}>
          {details.entitlements.length === 0 ? (
            <p className="team-muted">{t('team.memberDetails.noRights')}</p>
          ) : (
            <ul className="team-rights">
              {details.entitlements.map((right) => (
                <li key={`${right.entityUID}:${right.action}`}>
                  <span>
                    {right.entityType === 'CashAccount'
                      ? (accountName(right.entityUID) ?? t('team.memberDetails.entity.CashAccount'))
                      : t(`team.memberDetails.entity.${right.entityType}`)}
                  </span>
                  <Badge label={`team.memberDetails.actions.${right.action}`} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
