/** The phone number editor, typed with the country's mask (spec §9). */
import { useState, type FormEvent } from 'react';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import { splitPhone, type PersonPhone } from 'shared-kernel/domain';
import { Button, type Message } from 'shared-kernel/ui';
import { MaskedInput } from 'shared-kernel/widgets';
import '../documents/customer-screens.css';
import { fieldMessagesOf, formMessageOf } from '../documents/fieldErrors';
import { savePhoneNumber } from './api';

export function PhoneEditor({
  api,
  bus,
  personUid,
  initial,
  onSaved,
  onCancel,
}: Pick<RemoteScreenProps, 'api' | 'bus'> & {
  personUid: string;
  initial: string;
  onSaved: (saved: PersonPhone) => void;
  onCancel: () => void;
}) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<Message | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parts = splitPhone(phone);
    if (!parts) {
      setError('app.customer.personalDetails.phone.prefixRequired');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await savePhoneNumber(api, personUid, parts);
      bus.alert({
        message: 'app.customer.personalDetails.phone.saved',
        alertType: 'success',
        autoDismissDelay: 5000,
      });
      onSaved(saved);
    } catch (failure) {
      setError(fieldMessagesOf(failure).number ?? formMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="k-stack" onSubmit={(event) => void submit(event)} noValidate>
      <MaskedInput
        mask="phone"
        label="app.customer.personalDetails.phone.label"
        hint="app.customer.personalDetails.phone.hint"
        required
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        error={error}
      />
      <div className="k-cluster">
        <Button
          type="submit"
          label="app.customer.personalDetails.phone.save"
          loading={saving}
          disabled={!phone.trim()}
        />
        <Button variant="secondary" label="dict.cancel" onClick={onCancel} />
      </div>
    </form>
  );
}
