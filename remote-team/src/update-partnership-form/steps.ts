/** The update form's steps and their checks (issue 32): what each step asks and what must hold to go on. */
import {
  SERVICE_OBJECTIVES,
  type PartnershipDetails,
  type PartnershipUpdateBody,
  type PostalAddress,
} from 'shared-kernel/domain';
import type { Message } from 'shared-kernel/ui';

export const STEPS = ['name', 'domicile', 'contact', 'objectives', 'review'] as const;
export type Step = (typeof STEPS)[number];

export const stepOf = (param: string | undefined): Step =>
  (STEPS as readonly string[]).includes(param ?? '') ? (param as Step) : 'name';

/** The draft as typed (phone and email as text: empty means none). */
export interface Draft {
  name: string;
  domicileAddress: PostalAddress;
  phone: string;
  email: string;
  serviceObjectives: string[];
}

const EMPTY_ADDRESS: PostalAddress = { street: '', number: '', postalCode: '', city: '', country: 'CHE' };

export const draftOf = (partnership: PartnershipDetails, objectives: string[]): Draft => ({
  name: partnership.name,
  domicileAddress: partnership.contactDetails?.domicileAddress ?? EMPTY_ADDRESS,
  phone: partnership.contactDetails?.phone ?? '',
  email: partnership.contactDetails?.email ?? '',
  serviceObjectives: objectives.filter((objective) =>
    (SERVICE_OBJECTIVES as readonly string[]).includes(objective),
  ),
});

export const bodyOf = (draft: Draft): PartnershipUpdateBody => ({
  name: draft.name.trim(),
  domicileAddress: {
    street: draft.domicileAddress.street.trim(),
    number: draft.domicileAddress.number.trim(),
    postalCode: draft.domicileAddress.postalCode.trim(),
    city: draft.domicileAddress.city.trim(),
    country: draft.domicileAddress.country,
  },
  phone: draft.phone.trim() === '' ? null : draft.phone.trim(),
  email: draft.email.trim() === '' ? null : draft.email.trim(),
  serviceObjectives: draft.serviceObjectives as PartnershipUpdateBody['serviceObjectives'],
});

/**
 * A field's problem by field path (the gateway's ValidationError names them alike): a catalogue key, or the
 * server's text.
 */
export type StepErrors = Record<string, Message>;

const PHONE = /^\+?[0-9 ]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks of one step, as the kernel's body schema will check them on the server. */
export function checkStep(step: Step, draft: Draft): StepErrors {
  const errors: StepErrors = {};
  if (step === 'name' && draft.name.trim().length < 2) errors.name = 'team.partnership.form.nameRequired';
  if (step === 'domicile') {
    const address = draft.domicileAddress;
    for (const field of ['street', 'postalCode', 'city'] as const)
      if (address[field].trim() === '') errors[`domicileAddress.${field}`] = 'team.partnership.form.required';
  }
  if (step === 'contact') {
    if (draft.phone.trim() !== '' && !PHONE.test(draft.phone.trim()))
      errors.phone = 'team.partnership.form.phoneInvalid';
    if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim()))
      errors.email = 'team.partnership.form.emailInvalid';
  }
  if (step === 'objectives' && draft.serviceObjectives.length === 0)
    errors.serviceObjectives = 'team.partnership.form.objectivesRequired';
  return errors;
}

/** The step a server field error belongs to (`/domicileAddress/city`, `email`, ...). */
export function stepOfField(field: string): Step {
  const name = field.replace(/^[/.]/, '').split(/[/.]/)[0] ?? '';
  if (name === 'domicileAddress') return 'domicile';
  if (name === 'phone' || name === 'email') return 'contact';
  if (name === 'serviceObjectives') return 'objectives';
  return 'name';
}
