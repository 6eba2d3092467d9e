import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useNavigate } from 'shared-kernel/router';
import { Button } from 'shared-kernel/ui';
import { stepUrl, type StepProps } from './step';

export function DeclarationStep({ registration }: StepProps): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="k-stack">
      <p>{t('app.onboarding.registration.declarationText', { name: registration.name })}</p>
      <div className="k-cluster">
        <Button label="dict.next" onClick={() => navigate(stepUrl(registration, 'partnership'))} />
      </div>
    </div>
  );
}
