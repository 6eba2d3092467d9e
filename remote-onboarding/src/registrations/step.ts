import type { Registration, RegistrationStep } from 'shared-kernel/domain';

/** What every step view of a registration gets: the registration as saved, and the way to replace it. */
export interface StepProps {
  registration: Registration;
  onSaved: (registration: Registration) => void;
}

/** The address of a registration's step (spec §2 /r3g15t3r/:id?/:step?). */
export const stepUrl = (registration: Registration, step: RegistrationStep) =>
  `/r3g15t3r/${registration.uid}/${step}`;
