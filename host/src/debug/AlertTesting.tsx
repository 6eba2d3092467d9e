import { useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Alert, Button, Section, useKernelBus } from 'shared-kernel/ui';
import type { AlertType } from 'shared-kernel/bus';
import { DebugPage } from './DebugPage';

const types: AlertType[] = ['info', 'success', 'warning', 'error'];
const messages: Record<AlertType, string> = {
  info: 'webapp.debug.alerts.info',
  success: 'webapp.debug.alerts.success',
  warning: 'webapp.debug.alerts.warning',
  error: 'webapp.debug.alerts.error',
};

/** Spec debug page "alerts": inline alerts of each type, and alerts sent through the bus to the host. */
export function AlertTesting(): ReactElement {
  const { t } = useTranslation();
  const bus = useKernelBus();
  const [open, setOpen] = useState<AlertType[]>(types);
  return (
    <DebugPage title="webapp.debug.title.alerts">
      <Section title="webapp.debug.alerts.inline">
        <div className="k-stack">
          {open.map((type) => (
            <Alert
              key={type}
              type={type}
              title={type === 'info' ? 'webapp.debug.alerts.info_title' : undefined}
              message={messages[type]}
              onDismiss={() => setOpen((current) => current.filter((t) => t !== type))}
            />
          ))}
          {open.length < types.length ? <p>{t('webapp.debug.alerts.dismissed')}</p> : null}
        </div>
      </Section>
      <Section title="webapp.debug.alerts.bus">
        {bus ? (
          <div className="k-stack">
            <p>{t('webapp.debug.alerts.bus_hint')}</p>
            <div className="k-cluster">
              {types.map((type) => (
                <Button
                  key={type}
                  variant="secondary"
                  label={{ key: 'webapp.debug.alerts.send', values: { type } }}
                  onClick={() => bus.alert({ alertType: type, message: messages[type] })}
                />
              ))}
              <Button
                variant="secondary"
                label="webapp.debug.alerts.send_sticky"
                onClick={() => bus.alert({ alertType: 'info', message: messages.info, autoDismissDelay: 0 })}
              />
            </div>
          </div>
        ) : (
          <Alert type="warning" message="webapp.debug.alerts.no_bus" />
        )}
      </Section>
    </DebugPage>
  );
}
