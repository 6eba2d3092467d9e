import { useTranslation } from 'react-i18next';
import type { RemoteFailure } from './failure';

export interface RemoteFailureNoticeProps {
  remote: string;
  /** 'refused': the host will not run this remote's build; 'unavailable': its code could not be loaded or started. */
  status: 'refused' | 'unavailable';
  failure: RemoteFailure;
  /** Offered only where trying again can help (not for a refused build). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** The translated message a remote's area shows instead of its screen; the detail stays in the log. */
export function RemoteFailureNotice({
  remote,
  status,
  failure,
  onRetry,
  retrying = false,
}: RemoteFailureNoticeProps) {
  const { t } = useTranslation();
  const area = t(`webapp.federation.remote.${remote}`, { defaultValue: remote });
  const values = { ...failure.values, remote: area };
  return (
    <section
      className="kontor-remote-failure"
      role="alert"
      data-remote={remote}
      data-status={status}
      data-failure-kind={failure.kind}
    >
      <h1>{t(`webapp.federation.${status}.title`, values)}</h1>
      <p>{t(`webapp.federation.${status}.txt`, values)}</p>
      <p>{t(failure.messageKey, values)}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} disabled={retrying}>
          {t(retrying ? 'webapp.federation.retrying' : 'webapp.federation.retry')}
        </button>
      ) : null}
    </section>
  );
}
