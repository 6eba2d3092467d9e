import { useState, type ReactElement } from 'react';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canDecideAccess,
  canNominateAdmin,
  canRemoveAdmin,
  canRequestAccess,
  roleRemoval,
  type Member,
  type RemovableRole,
  type RemovalImpact,
} from 'shared-kernel/domain';
import { Button } from 'shared-kernel/ui';
import { changeAdmin, decideAccess, fetchRemovalImpact, requestAccess, revokeRole } from './api';
import { DisabledAction } from './DisabledAction';
import { refusalKeyOf } from './refusals';
import { RemovalDialog } from './RemovalDialog';

export interface MemberActionsProps {
  partnershipUid: string;
  member: Member;
  /** After a change: reload, or leave the view when the member left the partnership. */
  onChanged: (leftPartnership: boolean) => Promise<void> | void;
}

const REMOVALS: { role: RemovableRole; label: string }[] = [
  { role: 'delegate', label: 'team.memberDetails.removeMember' },
  { role: 'partner', label: 'team.memberDetails.removeSignatory' },
];

/**
 * The member's actions, each offered by the kernel rule the gateway enforces (spec §5/§6): nominate or remove an
 * admin (a deputy change that starts and is done at once), remove a member or signatory (impact dialog, then
 * revoke), request access, grant or decline it. Results are the spec §8 alerts of the bus (auto-dismiss 5 s).
 */
export function MemberActions({
  partnershipUid,
  member,
  onChanged,
}: MemberActionsProps): ReactElement | null {
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [removal, setRemoval] = useState<{ impact: RemovalImpact; refusal: string | null } | null>(null);
  const uid = member.personInfo.uid;
  const name = member.personInfo.name;

  async function run(action: string, work: () => Promise<void>): Promise<void> {
    if (busy) return;
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const adminChange = (change: 'add' | 'remove') =>
    run(change, async () => {
      try {
        await changeAdmin(api, partnershipUid, uid, change);
        bus.alert({
          alertType: 'success',
          message: change === 'add' ? 'team.alerts.nominateAdminSuccess' : 'team.alerts.removeAdminSuccess',
          values: { name },
        });
        await onChanged(false);
      } catch (error) {
        bus.alert({
          alertType: 'error',
          title: 'team.alerts.nominateAdminFailure',
          message: refusalKeyOf(error, 'team.alerts.nominateAdminFailureText'),
        });
      }
    });

  const removalFailed = (message: string) =>
    bus.alert({ alertType: 'error', title: 'team.alerts.removeMemberFailure', message });

  const startRemoval = (role: RemovableRole) =>
    run(role, async () => {
      try {
        const impact = await fetchRemovalImpact(api, partnershipUid, uid, role);
        // Spec §5/§8: an empty impact fails with the remove-member-failure alert.
        if (impact.refusal === 'nothing_to_remove' || impact.roles.length === 0)
          removalFailed('team.alerts.codes.nothing_to_remove');
        else setRemoval({ impact, refusal: null });
      } catch (error) {
        removalFailed(refusalKeyOf(error, 'team.alerts.removeMemberFailureText'));
      }
    });

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      const result = await revokeRole(api, partnershipUid, uid, removal.impact.role);
      setRemoval(null);
      bus.alert({ alertType: 'success', message: 'team.alerts.removeMemberSuccess', values: { name } });
      await onChanged(result.leftPartnership);
    } catch (error) {
      const key = refusalKeyOf(error, 'team.alerts.removeMemberFailureText');
      setRemoval({ ...removal, refusal: key });
      removalFailed(key);
    }
  };

  const access = (work: () => Promise<unknown>, success: string) =>
    run(success, async () => {
      try {
        await work();
        bus.alert({ alertType: 'success', message: success, values: { name } });
        await onChanged(false);
      } catch (error) {
        bus.alert({ alertType: 'error', message: refusalKeyOf(error, 'team.alerts.accessFailure') });
      }
    });

  const buttons: ReactElement[] = [];
  if (canNominateAdmin(session, member))
    buttons.push(
      <Button
        key="add"
        data-action="nominate-admin"
        label="team.memberDetails.nominateAdmin"
        loading={busy === 'add'}
        onClick={() => void adminChange('add')}
      />,
    );
  if (canRemoveAdmin(session, member))
    buttons.push(
      <Button
        key="remove"
        data-action="remove-admin"
        variant="secondary"
        label="team.memberDetails.removeAdmin"
        loading={busy === 'remove'}
        onClick={() => void adminChange('remove')}
      />,
    );
  for (const { role, label } of REMOVALS) {
    if (!member.roleTypes.includes(role)) continue;
    const decision = roleRemoval(session, member, role);
    if (decision.allowed)
      buttons.push(
        <Button
          key={role}
          data-action={`remove-${role}`}
          variant="danger"
          label={label}
          loading={busy === role}
          onClick={() => void startRemoval(role)}
        />,
      );
    else if (decision.reason === 'isDeputy')
      buttons.push(
        <DisabledAction
          key={role}
          action={`remove-${role}`}
          label={label}
          reason="team.memberDetails.removalDisabledForDeputies"
        />,
      );
  }
  if (canRequestAccess(session, member))
    buttons.push(
      <Button
        key="request"
        data-action="request-access"
        label="team.memberDetails.requestAccess"
        loading={busy === 'team.alerts.accessRequested'}
        onClick={() =>
          void access(() => requestAccess(api, partnershipUid, uid), 'team.alerts.accessRequested')
        }
      />,
    );
  if (canDecideAccess(session, member))
    buttons.push(
      <Button
        key="grant"
        label="team.memberDetails.grantAccess"
        loading={busy === 'team.alerts.accessGranted'}
        onClick={() =>
          void access(() => decideAccess(api, partnershipUid, uid, 'grant'), 'team.alerts.accessGranted')
        }
      />,
      <Button
        key="decline"
        variant="secondary"
        label="team.memberDetails.declineAccess"
        loading={busy === 'team.alerts.accessDeclined'}
        onClick={() =>
          void access(() => decideAccess(api, partnershipUid, uid, 'decline'), 'team.alerts.accessDeclined')
        }
      />,
    );
  if (buttons.length === 0) return null;
  return (
    <>
      <div className="team-actions" role="group" aria-label={name}>
        {buttons}
      </div>
      {removal ? (
        <RemovalDialog
          name={name}
          impact={removal.impact}
          refusal={removal.refusal}
          onConfirm={confirmRemoval}
          onClose={() => setRemoval(null)}
        />
      ) : null}
    </>
  );
}
