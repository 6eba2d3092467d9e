import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { httpStatusOf } from 'shared-kernel/api';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canManageTeamRights,
  partnershipContextType,
  type AccountRightsEntry,
  type AccountRightsOverview,
  type MemberAccountRights,
} from 'shared-kernel/domain';
import { Alert, Button, Card, EmptyState, Spinner } from 'shared-kernel/ui';
import type { TeamSpaceViewProps } from '../views';
import { teamRefusalKeyOf } from '../refusals';
import { fetchAccountRights, saveAccountRights } from './api';
import { RightsGrid, type GridAccount } from './RightsGrid';
import '../team-rights.css';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; overview: AccountRightsOverview }
  | { state: 'refused' }
  | { state: 'failed' };

const sameEntries = (a: readonly AccountRightsEntry[], b: readonly AccountRightsEntry[]) =>
  a.every((entry) => {
    const other = b.find((candidate) => candidate.accountUid === entry.accountUid);
    return (
      other && other.view === entry.view && other.capture === entry.capture && other.approve === entry.approve
    );
  });

/** One member's rights: edited in place, saved for this member alone; a refusal is focused and announced. */
function MemberRights({
  partnershipUid,
  member,
  accounts,
  onSaved,
}: {
  partnershipUid: string;
  member: MemberAccountRights;
  accounts: GridAccount[];
  onSaved: (member: MemberAccountRights) => void;
}): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const [entries, setEntries] = useState(member.accounts);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => setEntries(member.accounts), [member.accounts]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  const dirty = !sameEntries(entries, member.accounts);
  const wide = (['view', 'capture', 'approve'] as const).filter((action) => member.partnershipWide[action]);

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await saveAccountRights(api, partnershipUid, member.personUid, entries);
      bus.alert({
        alertType: 'success',
        message: 'team.accountRights.saved',
        values: { name: member.name },
        autoDismissDelay: 5000,
      });
      onSaved(saved);
    } catch (error) {
      setRefusal(teamRefusalKeyOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="team-member-rights" data-member={member.personUid}>
      <Card title={{ text: member.name }}>
        <div className="k-stack">
          {refusal ? (
            <div ref={refusalRef} tabIndex={-1} className="team-refusal">
              <Alert type="error" message={refusal} onDismiss={() => setRefusal(null)} />
            </div>
          ) : null}
          {wide.length ? (
            <p className="team-invitations__muted">
              {t('team.accountRights.partnershipWide', {
                actions: wide.map((action) => t(`team.accountRights.actions.${action}`)).join(', '),
              })}
            </p>
          ) : null}
          <RightsGrid
            caption={t('team.accountRights.caption', { name: member.name })}
            accounts={accounts}
            entries={entries}
            onChange={setEntries}
            disabled={saving}
            viewOnly={partnershipContextType(member.roleTypes) === 'registered'}
          />
          <div className="k-cluster">
            <Button
              data-testid="rights-save"
              label="team.accountRights.save"
              aria-label={t('team.accountRights.saveFor', { name: member.name })}
              loading={saving}
              disabled={!dirty}
              onClick={() => void save()}
            />
            {dirty ? (
              <Button
                variant="secondary"
                label="team.accountRights.reset"
                onClick={() => setEntries(member.accounts)}
              />
            ) : null}
          </div>
        </div>
      </Card>
    </div>
  );
}

/**
 * Team space "account rights" (issue 32; spec §3 Entitlement view, capture, approve per cash account): every
 * member × the partnership's accounts, editable by signatories and admins (the kernel's canManageTeamRights; the
 * gateway refuses everyone else), saved per member.
 */
export default function AccountRightsView({ partnershipUid }: TeamSpaceViewProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const manager = canManageTeamRights(session);

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', overview: await fetchAccountRights(api, partnershipUid) });
    } catch (error) {
      setLoad({ state: httpStatusOf(error) === 403 ? 'refused' : 'failed' });
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    if (manager) void reload();
  }, [manager, reload]);

  if (!manager || load.state === 'refused')
    return <EmptyState title="team.accountRights.managersOnly" icon="team" />;
  if (load.state === 'failed') return <Alert type="error" message="team.accountRights.loadFailed" />;
  if (load.state === 'loading') return <Spinner />;
  const { overview } = load;
  const accounts = overview.accounts.map((account) => ({ uid: account.uid, name: account.name }));
  const replace = (saved: MemberAccountRights) =>
    setLoad({
      state: 'ready',
      overview: {
        ...overview,
        members: overview.members.map((member) => (member.personUid === saved.personUid ? saved : member)),
      },
    });
  return (
    <section className="k-stack" aria-label={t('team.accountRights.title')}>
      {overview.members.map((member) => (
        <MemberRights
          key={member.personUid}
          partnershipUid={partnershipUid}
          member={member}
          accounts={accounts}
          onSaved={replace}
        />
      ))}
    </section>
  );
}
