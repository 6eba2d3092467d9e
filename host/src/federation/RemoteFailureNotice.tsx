import { useTranslation } from 'shared-kernel/i18n';
import { Button, Icon } from 'shared-kernel/ui';
import type { RemoteFailure } from './failure';

export interface RemoteFailureNoticeProps {
  remote: string;
  /** i18n key of the screen's title (its route's titleKey): the customer knows screens, not remotes. */
  screenKey: string;
  /** 'refused': the host will not run this remote's build; 'unavailable': its code could not be loaded or started. */
  status: 'refused' | 'unavailable';
  failure: RemoteFailure;
  /** Offered only where trying again can help (not for a refused build). */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * The translated message a remote's area shows instead of its screen, naming the screen; the kind and
 * detail (which remote, which request) go to the log and the data attributes for the engineer.
 */
export function RemoteFailureNotice({
  remote,
  screenKey,
  status,
  failure,
  onRetry,
  retrying = false,
}: RemoteFailureNoticeProps) {
  const { t } = useTranslation();
  const values = { ...failure.values, remote: t(screenKey), screen: t(screenKey) };
  return (
    <section
      className="k-page kontor-remote-failure"
      role="alert"
      data-remote={remote}
      data-status={status}
      data-failure-kind={failure.kind}
    >
      <div className="k-card kontor-remote-failure__card">
        <Icon name={status === 'refused' ? 'info' : 'warning'} className="kontor-remote-failure__icon" />
        <h1 className="kontor-remote-failure__title">{t(`webapp.federation.${status}.title`, values)}</h1>
        <p>{t(`webapp.federation.${status}.txt`, values)}</p>
        <p className="kontor-remote-failure__reason">{t(failure.messageKey, values)}</p>
        {onRetry ? (
          <div>
            <Button
              label={retrying ? 'webapp.federation.retrying' : 'webapp.federation.retry'}
              onClick={onRetry}
              loading={retrying}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
