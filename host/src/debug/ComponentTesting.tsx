import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import {
  AmountDisplay,
  Button,
  Card,
  Icon,
  iconNames,
  Modal,
  Section,
  Spinner,
  type ModalSize,
} from 'shared-kernel/ui';
import { DebugPage } from './DebugPage';

const sizes: ModalSize[] = ['sm', 'wide', 'extra-wide'];

/** Spec debug page "components": modals in the three widths, spinner, icons, amounts, cards. */
export function ComponentTesting(): ReactElement {
  const { t } = useTranslation();
  const [openSize, setOpenSize] = useState<ModalSize | null>(null);
  return (
    <DebugPage title="webapp.debug.title.components">
      <Section title="webapp.debug.components.modal">
        <div className="k-cluster">
          {sizes.map((size) => (
            <Button
              key={size}
              variant="secondary"
              label={{ key: 'webapp.debug.components.open_modal', values: { size } }}
              onClick={() => setOpenSize(size)}
            />
          ))}
        </div>
        <Modal
          open={openSize !== null}
          size={openSize ?? 'wide'}
          title="webapp.debug.components.modal_title"
          onClose={() => setOpenSize(null)}
          footer={
            <>
              <Button variant="secondary" label="dict.cancel" onClick={() => setOpenSize(null)} />
              <Button label="dict.confirm" onClick={() => setOpenSize(null)} />
            </>
          }
        >
          <p>{t('webapp.debug.components.modal_text')}</p>
        </Modal>
      </Section>
      <Section title="webapp.debug.components.spinner">
        <Spinner />
      </Section>
      <Section title="webapp.debug.components.icons">
        <ul className="k-grid" style={{ ['--k-grid-min' as string]: '140px', listStyle: 'none', padding: 0 }}>
          {iconNames.map((name) => (
            <li key={name} className="k-cluster">
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="webapp.debug.components.amounts">
        <div className="k-cluster">
          <span>
            CHF <AmountDisplay amount={{ value: 123456789, factor: 2, currency: 'CHF' }} />
          </span>
          <span>
            EUR <AmountDisplay amount={{ value: -4250, factor: 2, currency: 'EUR' }} signColour />
          </span>
          <span>
            CHF <AmountDisplay amount={{ value: 5, factor: 3, currency: 'CHF' }} visible={false} />
          </span>
        </div>
      </Section>
      <Section title="webapp.debug.components.cards">
        <Card level={3} title="webapp.debug.page.balance">
          <p>{t('webapp.debug.components.card_text')}</p>
          <p>
            <AmountDisplay amount={{ value: 1234550, factor: 2, currency: 'CHF' }} />
          </p>
        </Card>
      </Section>
    </DebugPage>
  );
}
