import type { ReactElement } from 'react';
import { Button, IconButton, Section } from 'shared-kernel/ui';
import { DebugPage } from './DebugPage';

/** Spec debug page "button": the four variants, loading and disabled states, icon buttons. */
export function ButtonTesting(): ReactElement {
  return (
    <DebugPage title="webapp.debug.title.button">
      <Section title="webapp.debug.button.variants">
        <div className="k-cluster">
          <Button variant="primary" label="webapp.debug.button.primary" />
          <Button variant="secondary" label="webapp.debug.button.secondary" />
          <Button variant="danger" label="webapp.debug.button.danger" />
          <Button variant="link" label="webapp.debug.button.link" />
        </div>
      </Section>
      <Section title="webapp.debug.button.states">
        <div className="k-cluster">
          <Button label="webapp.debug.button.loading" loading />
          <Button variant="secondary" label="webapp.debug.button.loading" loading />
          <Button label="webapp.debug.button.disabled" disabled />
          <Button variant="danger" label="webapp.debug.button.disabled" disabled />
          <Button label="webapp.debug.button.with_icon" icon="plus" />
          <IconButton icon="copy" label="webapp.debug.button.icon_only" />
        </div>
      </Section>
    </DebugPage>
  );
}
