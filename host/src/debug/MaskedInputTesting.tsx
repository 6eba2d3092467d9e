import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { MaskedInput, unmask } from 'shared-kernel/widgets';
import { DebugPage } from './DebugPage';

/** Spec debug page "masked-input": IBAN (Swiss 4-5-12, others by 4) and phone masks, with the sent value. */
export function MaskedInputTesting(): ReactElement {
  const { t } = useTranslation();
  const [iban, setIban] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <DebugPage title="webapp.debug.title.masked_input">
      <MaskedInput label="webapp.debug.masked.iban_label" mask="iban" value={iban} onChange={setIban} />
      <p>{t('webapp.debug.masked.value', { value: unmask(iban) })}</p>
      <MaskedInput
        label="webapp.debug.masked.phone_label"
        hint="webapp.debug.masked.phone_hint"
        mask="phone"
        value={phone}
        onChange={setPhone}
      />
      <p>{t('webapp.debug.masked.value', { value: unmask(phone) })}</p>
    </DebugPage>
  );
}
