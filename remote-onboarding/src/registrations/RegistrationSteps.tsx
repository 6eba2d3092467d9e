import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { REGISTRATION_STEPS, type RegistrationStep } from 'shared-kernel/domain';
import { Badge, Card } from 'shared-kernel/ui';
import { ConfirmationStep } from './ConfirmationStep';
import { DeclarationStep } from './DeclarationStep';
import { declarationStatusKey } from './declarationStatus';
import { MembersStep } from './MembersStep';
import { PartnershipStep } from './PartnershipStep';
import type { StepProps } from './step';

const STEP_VIEWS: Record<RegistrationStep, (props: StepProps) => ReactElement> = {
  declaration: DeclarationStep,
  partnership: PartnershipStep,
  members: MembersStep,
  confirmation: ConfirmationStep,
};

/** The registration's steps (the current one marked), its declaration's status, and the current step's view. */
export function RegistrationSteps({
  registration,
  step,
  onSaved,
}: StepProps & { step: RegistrationStep }): ReactElement {
  const { t } = useTranslation();
  // A completed registration only shows its confirmation.
  const shown: RegistrationStep = registration.status === 'completed' ? 'confirmation' : step;
  const StepView = STEP_VIEWS[shown];
  const index = REGISTRATION_STEPS.indexOf(shown);
  return (
    <Card title={{ text: registration.name }}>
      <div className="k-stack">
        <p className="k-cluster">
          <span>{t('app.onboarding.registration.declarationStatus')}</span>
          <Badge
            tone={registration.status === 'completed' ? 'success' : 'info'}
            label={declarationStatusKey(registration.declarationStatus)}
          />
        </p>
        <ol className="onb-steps" aria-label={t('app.onboarding.registration.stepsLabel')}>
          {REGISTRATION_STEPS.map((name, at) => (
            <li
              key={name}
              aria-current={at === index ? 'step' : undefined}
              data-done={at <= index ? 'true' : 'false'}
            >
              {t(`app.onboarding.registration.step.${name}`)}
            </li>
          ))}
        </ol>
        <h3 className="k-visually-hidden">{t(`app.onboarding.registration.step.${shown}`)}</h3>
        <StepView registration={registration} onSaved={onSaved} />
      </div>
    </Card>
  );
}
