import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { canActOnDeputyChange, canManageAdmins, type DeputyChange, type Member } from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Alert, Button, EmptyState, Modal, Spinner } from 'shared-kernel/ui';
import { formatDisplayDate } from 'shared-kernel/widgets';
import { refusalKeyOf } from '../member-details/refusals';
import { useMemberEvents } from '../members/useMemberEvents';
import { teamSpacePath, type TeamSpaceViewProps } from '../views';
import {
  discardDeputyChange,
  fetchAllMembers,
  fetchDeputyChange,
  postDeputyChange,
  type DeputyChangeStep,
} from './api';
import { DeputyChangeEditor, type DeputyChangeLists } from './DeputyChangeEditor';
import { PeopleList } from './PeopleList';

type Load = { state: 'loading' | 'failed' } | { state: 'ready'; change: DeputyChange; members: Member[] };
type Action = DeputyChangeStep | 'discard';

const SUCCESS: Record<Action, string> = {
  open: 'team.alerts.deputyChangeOpened',
  edit: 'team.alerts.deputyChangeSaved',
  complete: 'team.alerts.deputyChangeDone',
  discard: 'team.alerts.deputyChangeDiscarded',
};

/**
 * /team-space/deputy-change (issue 32): the change of admins awaiting signatures (spec §4 approve or edit) — who
 * is being added or removed as admin — with complete, change and discard for partners and deputies (the kernel's
 * canActOnDeputyChange), or a new change prepared for signature when none is open. Spec §8 alerts on the bus; a
 * refusal is also shown in place, focused and announced. Reloads live with the partnership's people.
 */
export default function DeputyChangeView({ partnershipUid }: TeamSpaceViewProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const [change, members] = await Promise.all([
        fetchDeputyChange(api, partnershipUid),
        fetchAllMembers(api, partnershipUid),
      ]);
      if (call === latest.current) setLoad({ state: 'ready', change, members });
    } catch {
      if (call === latest.current) setLoad({ state: 'failed' });
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useMemberEvents(partnershipUid, reload);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  async function act(action: Action, work: () => Promise<DeputyChange>): Promise<void> {
    if (busy) return;
    setBusy(action);
    setRefusal(null);
    try {
      await work();
      bus.alert({ alertType: 'success', message: SUCCESS[action] });
      setEditing(false);
      setConfirmDiscard(false);
      await reload();
      headingRef.current?.focus();
    } catch (error) {
      const key = refusalKeyOf(error, 'team.alerts.nominateAdminFailureText');
      setConfirmDiscard(false);
      setRefusal(key);
      // Spec §8 nominate-admin-failure: a deputy add or remove failed.
      bus.alert({ alertType: 'error', title: 'team.alerts.nominateAdminFailure', message: key });
      await reload();
    } finally {
      setBusy(null);
    }
  }

  const heading = (
    <h2 id="team-deputy-title" className="team-heading" tabIndex={-1} ref={headingRef}>
      {t('team.deputyChange.title')}
    </h2>
  );
  const back = (
    <Link className="team-back" to={teamSpacePath('members')}>
      {t('team.deputyChange.back')}
    </Link>
  );
  if (load.state !== 'ready')
    return (
      <section className="k-stack" aria-labelledby="team-deputy-title">
        {heading}
        {load.state === 'loading' ? (
          <Spinner />
        ) : (
          <Alert type="error" message="team.deputyChange.loadFailed">
            <Button variant="secondary" label="team.members.retry" onClick={() => void reload()} />
          </Alert>
        )}
        {back}
      </section>
    );

  const { change, members } = load;
  const open = change.changeData;
  const mayAct = canActOnDeputyChange(session, change);
  const nameOf = (uid: string) => members.find((member) => member.personInfo.uid === uid)?.personInfo.name;
  const submit = (step: DeputyChangeStep) => (lists: DeputyChangeLists) =>
    act(step, () => postDeputyChange(api, partnershipUid, step, lists));

  return (
    <section
      className="k-stack team-deputy"
      aria-labelledby="team-deputy-title"
      data-change={open?.changeStatus ?? 'none'}
    >
      {heading}
      <p className="team-muted">{t('team.deputyChange.intro')}</p>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className="team-refusal" data-testid="deputy-change-refusal">
          <Alert type="error" title="team.alerts.nominateAdminFailure" message={refusal} />
        </div>
      ) : null}
      {!open ? (
        editing ? (
          <DeputyChangeEditor
            members={members}
            initial={{ deputiesToAdd: [], deputiesToRemove: [] }}
            submitLabel="team.deputyChange.editor.open"
            onSubmit={submit('open')}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <EmptyState
            title="team.deputyChange.none"
            description="team.deputyChange.noneText"
            icon="team"
            action={
              canManageAdmins(session) ? (
                <Button
                  data-action="prepare-deputy-change"
                  label="team.deputyChange.prepare"
                  onClick={() => setEditing(true)}
                />
              ) : undefined
            }
          />
        )
      ) : (
        <div className="k-stack team-deputy-open">
          <p className="team-deputy-status">
            <strong>{t(`team.deputyChange.status.${open.changeStatus}`)}</strong>{' '}
            {t('team.deputyChange.requestedBy', {
              name: nameOf(open.requestedBy) ?? t('team.deputyChange.someone'),
              date: formatDisplayDate(open.created),
            })}
          </p>
          {editing ? (
            <DeputyChangeEditor
              members={members}
              initial={{
                deputiesToAdd: [...change.deputiesToAdd],
                deputiesToRemove: [...change.deputiesToRemove],
              }}
              submitLabel="team.deputyChange.editor.save"
              onSubmit={submit('edit')}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <PeopleList
                list="deputiesToAdd"
                title="team.deputyChange.adding"
                uids={change.deputiesToAdd}
                nameOf={nameOf}
              />
              <PeopleList
                list="deputiesToRemove"
                title="team.deputyChange.removing"
                uids={change.deputiesToRemove}
                nameOf={nameOf}
              />
              <p>{t('team.deputyChange.next')}</p>
              {mayAct ? (
                <div className="team-actions" role="group" aria-label={t('team.deputyChange.title')}>
                  <Button
                    data-action="complete-deputy-change"
                    label="team.deputyChange.complete"
                    loading={busy === 'complete'}
                    onClick={() =>
                      void act('complete', () => postDeputyChange(api, partnershipUid, 'complete'))
                    }
                  />
                  <Button
                    data-action="edit-deputy-change"
                    variant="secondary"
                    label="team.deputyChange.edit"
                    onClick={() => setEditing(true)}
                  />
                  <Button
                    data-action="discard-deputy-change"
                    variant="danger"
                    label="team.deputyChange.discard"
                    onClick={() => setConfirmDiscard(true)}
                  />
                </div>
              ) : (
                <p className="team-muted">{t('team.deputyChange.readOnly')}</p>
              )}
            </>
          )}
        </div>
      )}
      {back}
      {confirmDiscard ? (
        <Modal
          open
          onClose={() => setConfirmDiscard(false)}
          title="team.deputyChange.discardTitle"
          footer={
            <>
              <Button
                variant="secondary"
                label="team.deputyChange.cancel"
                onClick={() => setConfirmDiscard(false)}
              />
              <Button
                variant="danger"
                data-action="confirm-discard"
                label="team.deputyChange.discardConfirm"
                loading={busy === 'discard'}
                onClick={() => void act('discard', () => discardDeputyChange(api, partnershipUid))}
              />
            </>
          }
        >
          <p>{t('team.deputyChange.discardText')}</p>
        </Modal>
      ) : null}
    </section>
  );
}
