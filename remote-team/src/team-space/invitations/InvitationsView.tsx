import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canManageTeamRights,
  INVITATION_FILTERS,
  inviteTransitionAllowed,
  type Invite,
  type InvitationFilter,
  type InviteStatus,
} from 'shared-kernel/domain';
import { httpStatusOf } from 'shared-kernel/api';
import { Alert, Badge, type BadgeTone, Button, EmptyState, Select, Spinner, Table } from 'shared-kernel/ui';
import { formatDisplayDate } from 'shared-kernel/widgets';
import type { TeamSpaceViewProps } from '../views';
import { teamRefusalKeyOf } from '../refusals';
import { changeInvitation, fetchInvitations, INVITATIONS_PAGE_SIZE, type InvitationsPage } from './api';
import { InviteDialog } from './InviteDialog';
import '../team-rights.css';

const STATUS_TONES: Record<InviteStatus, BadgeTone> = {
  new: 'info',
  active: 'info',
  registered: 'success',
  cancelled: 'neutral',
  expired: 'warning',
  retired: 'neutral',
};

type Load =
  { state: 'loading' } | { state: 'ready'; page: InvitationsPage } | { state: 'refused' | 'failed' };

/**
 * Team space "invitations" (issue 32; spec §4 invitation filter all, registered, cancelled; §9 pages of 10): the
 * partnership's invitations with their status, cancel and resend where the kernel's inviteTransitionAllowed
 * allows, and inviting a new member or admin with account rights (signatories and admins: canManageTeamRights).
 */
export default function InvitationsView({ partnershipUid }: TeamSpaceViewProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [filter, setFilter] = useState<InvitationFilter>('all');
  const [offset, setOffset] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [inviting, setInviting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const manager = canManageTeamRights(session);

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', page: await fetchInvitations(api, partnershipUid, filter, offset) });
    } catch (error) {
      setLoad({ state: httpStatusOf(error) === 403 ? 'refused' : 'failed' });
    }
  }, [api, partnershipUid, filter, offset]);

  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const act = async (invite: Invite, action: 'cancel' | 'resend') => {
    setRefusal(null);
    try {
      await changeInvitation(api, partnershipUid, invite.uid, action);
      bus.alert({
        alertType: 'success',
        message: `team.invitations.${action}Done`,
        values: { email: invite.email },
        autoDismissDelay: 5000,
      });
      await reload();
    } catch (error) {
      setRefusal(teamRefusalKeyOf(error));
    }
  };

  if (!manager || load.state === 'refused')
    return <EmptyState title="team.invitations.managersOnly" icon="team" />;

  const accounts = session.cashAccounts.map((account) => ({ uid: account.uid, name: account.accountName }));
  const now = new Date();
  const page = load.state === 'ready' ? load.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / INVITATIONS_PAGE_SIZE)) : 1;
  const pageNumber = Math.floor(offset / INVITATIONS_PAGE_SIZE) + 1;

  return (
    <section className="k-stack" aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title" className="k-visually-hidden">
        {t('team.invitations.title')}
      </h2>
      <div className="team-invitations__toolbar">
        <Select
          label="team.invitations.filter.label"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as InvitationFilter);
            setOffset(0);
          }}
          options={INVITATION_FILTERS.map((value) => ({ value, label: `team.invitations.filter.${value}` }))}
        />
        <Button icon="plus" label="team.invitations.invite" onClick={() => setInviting(true)} />
      </div>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className="team-refusal">
          <Alert type="error" message={refusal} onDismiss={() => setRefusal(null)} />
        </div>
      ) : null}
      {load.state === 'failed' ? <Alert type="error" message="team.invitations.loadFailed" /> : null}
      {load.state === 'loading' ? <Spinner /> : null}
      {page ? (
        <>
          <div className="team-table-scroll">
            <Table<Invite>
              caption="team.invitations.title"
              captionHidden
              rows={page.invites}
              rowKey={(invite) => invite.uid}
              empty={`team.invitations.empty.${filter}`}
              columns={[
                {
                  id: 'person',
                  header: 'team.invitations.columns.person',
                  rowHeader: true,
                  cell: (invite) => (
                    <>
                      <span>{invite.name}</span>
                      <br />
                      <span className="team-invitations__muted team-invitations__email">{invite.email}</span>
                      <br />
                      <span className="team-invitations__muted">
                        {t(invite.asAdmin ? 'team.invitations.roles.admin' : 'team.invitations.roles.member')}
                        {' · '}
                        {t('team.invitations.validUntil', { date: formatDisplayDate(invite.expiresAt) })}
                      </span>
                    </>
                  ),
                },
                {
                  id: 'status',
                  header: 'team.invitations.columns.status',
                  cell: (invite) => (
                    <Badge
                      label={`team.invitations.status.${invite.status}`}
                      tone={STATUS_TONES[invite.status]}
                    />
                  ),
                },
                {
                  id: 'actions',
                  header: 'team.invitations.columns.actions',
                  cell: (invite) => {
                    const facts = { expiresAt: invite.expiresAt, now };
                    return (
                      <div className="team-invitations__actions">
                        {inviteTransitionAllowed(invite.status, 'resend', facts) ? (
                          <Button
                            variant="link"
                            label="team.invitations.resend"
                            aria-label={t('team.invitations.resendFor', { name: invite.name })}
                            onClick={() => void act(invite, 'resend')}
                          />
                        ) : null}
                        {inviteTransitionAllowed(invite.status, 'cancel', facts) ? (
                          <Button
                            variant="link"
                            label="team.invitations.cancel"
                            aria-label={t('team.invitations.cancelFor', { name: invite.name })}
                            onClick={() => void act(invite, 'cancel')}
                          />
                        ) : null}
                      </div>
                    );
                  },
                },
              ]}
            />
          </div>
          {pages > 1 ? (
            <nav className="team-invitations__pager" aria-label={t('team.invitations.pager.label')}>
              <Button
                variant="secondary"
                label="team.invitations.pager.previous"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - INVITATIONS_PAGE_SIZE))}
              />
              <span aria-live="polite">{t('team.invitations.pager.page', { page: pageNumber, pages })}</span>
              <Button
                variant="secondary"
                label="team.invitations.pager.next"
                disabled={pageNumber >= pages}
                onClick={() => setOffset(offset + INVITATIONS_PAGE_SIZE)}
              />
            </nav>
          ) : null}
        </>
      ) : null}
      {inviting ? (
        <InviteDialog
          partnershipUid={partnershipUid}
          accounts={accounts}
          onClose={() => setInviting(false)}
          onInvited={() => {
            setFilter('all');
            setOffset(0);
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}
