import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Field, Form } from 'react-final-form';
import { fieldErrorsOf } from 'shared-kernel/api';
import { useApi, useBus } from 'shared-kernel/contract';
import { accountRightsRefusal, type AccountRightsEntry, type Invite } from 'shared-kernel/domain';
import { Alert, Button, Input, Modal, Select } from 'shared-kernel/ui';
import { RightsGrid, type GridAccount } from '../account-rights/RightsGrid';
import { teamRefusalKeyOf } from '../refusals';
import { createInvitation } from './api';

interface InviteValues {
  email?: string;
  name?: string;
  role?: 'member' | 'admin';
  accountRights?: AccountRightsEntry[];
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function validateInvite(values: InviteValues): Partial<Record<keyof InviteValues, string>> {
  const errors: Partial<Record<keyof InviteValues, string>> = {};
  if (!values.email?.trim()) errors.email = 'team.invitations.form.emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'team.invitations.form.emailInvalid';
  if (!values.name?.trim()) errors.name = 'team.invitations.form.nameRequired';
  const refusal = accountRightsRefusal(values.accountRights ?? []);
  if (refusal) errors.accountRights = `team.accountRights.errors.${refusal}`;
  return errors;
}

const shownError = (meta: {
  touched?: boolean;
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
}) =>
  ((meta.submitError as string | undefined) ??
    (meta.touched || meta.submitFailed ? ((meta.error as string | undefined) ?? null) : null)) ||
  null;

export interface InviteDialogProps {
  partnershipUid: string;
  accounts: GridAccount[];
  onClose: () => void;
  onInvited: (invite: Invite) => void;
}

/**
 * Inviting a person (issue 32): e-mail, name, as member or admin (spec §6: delegates = members, deputies =
 * admins), and view, capture, approve per account of the partnership. The gateway mails the link; a refusal
 * stays in the dialog, focused and announced, and nothing typed is lost.
 */
export function InviteDialog({
  partnershipUid,
  accounts,
  onClose,
  onInvited,
}: InviteDialogProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const formId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const submit = async (values: InviteValues) => {
    setRefusal(null);
    try {
      const invite = await createInvitation(api, partnershipUid, {
        email: values.email!.trim(),
        name: values.name!.trim(),
        roles: ['delegate'],
        asAdmin: values.role === 'admin',
        // Only accounts with a right are sent: an empty row gives nothing.
        accountRights: (values.accountRights ?? []).filter((entry) => entry.view),
      });
      bus.alert({
        alertType: 'success',
        message: 'team.invitations.form.sent',
        values: { email: invite.email },
        autoDismissDelay: 5000,
      });
      onInvited(invite);
      onClose();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.email) return { email: 'team.invitations.form.emailInvalid' };
      setRefusal(teamRefusalKeyOf(error));
      return undefined;
    }
  };

  return (
    <Form<InviteValues>
      onSubmit={submit}
      validate={validateInvite}
      initialValues={{ role: 'member', accountRights: [] }}
    >
      {({ handleSubmit, submitting, values, form }) => (
        <Modal
          open
          size="wide"
          title="team.invitations.form.title"
          onClose={onClose}
          footer={
            <div className="k-cluster">
              <Button variant="secondary" label="team.invitations.form.cancel" onClick={onClose} />
              <Button type="submit" form={formId} label="team.invitations.form.submit" loading={submitting} />
            </div>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate className="k-stack">
            {refusal ? (
              <div ref={refusalRef} tabIndex={-1} className="team-refusal">
                <Alert type="error" message={refusal} />
              </div>
            ) : null}
            <p>{t('team.invitations.form.text')}</p>
            <Field<string> name="email">
              {({ input, meta }) => (
                <Input
                  {...input}
                  type="email"
                  autoComplete="off"
                  label="team.invitations.form.email"
                  required
                  error={shownError(meta)}
                />
              )}
            </Field>
            <Field<string> name="name">
              {({ input, meta }) => (
                <Input {...input} label="team.invitations.form.name" required error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="role">
              {({ input }) => (
                <Select
                  {...input}
                  label="team.invitations.form.role"
                  options={[
                    { value: 'member', label: 'team.invitations.roles.member' },
                    { value: 'admin', label: 'team.invitations.roles.admin' },
                  ]}
                />
              )}
            </Field>
            <fieldset className="team-rights-fieldset">
              <legend>{t('team.invitations.form.rights')}</legend>
              <RightsGrid
                caption={t('team.invitations.form.rights')}
                accounts={accounts}
                entries={values.accountRights ?? []}
                onChange={(entries) => form.change('accountRights', entries)}
              />
            </fieldset>
          </form>
        </Modal>
      )}
    </Form>
  );
}
