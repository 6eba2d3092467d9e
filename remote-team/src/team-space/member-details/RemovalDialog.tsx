import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { RemovalImpact } from 'shared-kernel/domain';
import { Alert, Button, Modal } from 'shared-kernel/ui';

export interface RemovalDialogProps {
  name: string;
  impact: RemovalImpact;
  /** The refusal of the revoke itself (translated key), shown in the dialog. */
  refusal: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * What removing a member or signatory would take (spec §7 impact): roles, rights, cards, pending approvals; a
 * refusal the gateway announces (spec §5 "the person cannot be removed") instead of the confirmation.
 */
export function RemovalDialog({
  name,
  impact,
  refusal,
  onConfirm,
  onClose,
}: RemovalDialogProps): ReactElement {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const blocked = impact.refusal ? `team.alerts.codes.${impact.refusal}` : null;
  const shown = refusal ?? blocked;
  const title =
    impact.role === 'partner' ? 'team.memberDetails.removeSignatory' : 'team.memberDetails.removeMember';
  return (
    <Modal
      open
      onClose={onClose}
      title={{ key: `${title}Title`, values: { name } }}
      footer={
        <>
          <Button
            variant="secondary"
            label={shown ? 'team.memberDetails.close' : 'team.memberDetails.cancel'}
            onClick={onClose}
          />
          {shown ? null : (
            <Button
              variant="danger"
              data-action="confirm-removal"
              label="team.memberDetails.confirmRemoval"
              loading={busy}
              onClick={() => {
                if (busyRef.current) return;
                busyRef.current = true;
                setBusy(true);
                void onConfirm().finally(() => {
                  busyRef.current = false;
                  setBusy(false);
                });
              }}
            />
          )}
        </>
      }
    >
      {shown ? (
        <Alert type="error" message={shown} />
      ) : (
        <div className="team-impact" data-testid="removal-impact">
          <p>{t('team.memberDetails.impactIntro', { name })}</p>
          <ul className="team-points">
            <li>
              {t('team.memberDetails.impactRoles', {
                roles: impact.roles.map((role) => t(`team.memberDetails.roleNames.${role}`)).join(', '),
              })}
            </li>
            <li>{t('team.memberDetails.impactRights', { count: impact.entitlements.length })}</li>
            <li>{t('team.memberDetails.impactCards', { count: impact.cards.length })}</li>
            {impact.pendingApprovals.length ? (
              <li>{t('team.memberDetails.impactApprovals', { count: impact.pendingApprovals.length })}</li>
            ) : null}
            {impact.leavesPartnership ? <li>{t('team.memberDetails.impactLeaves', { name })}</li> : null}
          </ul>
        </div>
      )}
    </Modal>
  );
}
