import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate } from 'shared-kernel/router';
import { Button, Modal } from 'shared-kernel/ui';
import { useHost } from '../app/hostContext';
import { IDLE_TIMEOUT_OVERRIDE_KEY, idleTimeoutFor, type IdlePhase } from './idle';
import { IdleTracker } from './idleTracker';
import { readLocal } from './storageKeys';

/**
 * Spec §9 idle timeout: after the environment's idle time (the least idle tab decides) a warning
 * counts down 60 s with a stay button; then the session ends and the user goes to the login.
 */
export function IdleWatch(): ReactElement {
  const { env, session } = useHost();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const tracker = useRef<IdleTracker | null>(null);

  useEffect(() => {
    const idle = new IdleTracker({
      timeoutMs: idleTimeoutFor(env, readLocal(IDLE_TIMEOUT_OVERRIDE_KEY)),
      onPhase: setPhase,
    });
    tracker.current = idle;
    idle.start();
    return () => {
      idle.dispose();
      tracker.current = null;
    };
  }, [env]);

  useEffect(() => {
    if (phase.kind !== 'expired') return;
    void session.logout('idle').then(() => navigate('/login', { replace: true }));
  }, [phase, session, navigate]);

  const stay = () => tracker.current?.stay();
  return (
    <Modal
      open={phase.kind === 'warning'}
      onClose={stay}
      dismissable={false}
      size="sm"
      title="webapp.session.idle.title"
      footer={<Button label="webapp.session.idle.stay" onClick={stay} />}
    >
      <p role="timer" aria-live="off">
        {t('webapp.session.idle.text', { seconds: phase.kind === 'warning' ? phase.secondsLeft : 0 })}
      </p>
    </Modal>
  );
}
