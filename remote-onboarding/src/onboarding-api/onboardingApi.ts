/**
 * The onboarding calls of remote-onboarding (issue 33; docs/onboarding-api.md), typed by the kernel's
 * contracts/onboarding.ts: the account request and the password reset (auth none), the prospect's application
 * (pin level). Refusals come back as the gateway's errors; `fieldErrorsOf` turns them into the form's messages.
 */
import { isHttpError, type ApiClient } from 'shared-kernel/api';
import type {
  AccountRequestAccepted,
  AccountRequestBody,
  ApplicationStep,
  ApplicationStepData,
  FieldProblem,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  ProspectApplication,
} from 'shared-kernel/domain';

/** 400 and 422 belong to the form (spec §8 "passed through to the caller"): no alert from the api client. */
const own = { skipErrorCatalogue: true };

/** POST /v2/prospects: the account request; the prospect code follows by email. */
export async function requestAccount(
  api: ApiClient,
  body: AccountRequestBody,
): Promise<AccountRequestAccepted> {
  return (await api.post<AccountRequestAccepted>('/v2/prospects', body, own)).data;
}

/** POST /v3/auth/password-reset: a link to the email if it is a customer's (the same answer otherwise). */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.post('/v3/auth/password-reset', { email } satisfies PasswordResetRequestBody, own);
}

/** POST /v3/auth/password-reset/confirm: the link's token and the new password. */
export async function confirmPasswordReset(api: ApiClient, token: string, password: string): Promise<void> {
  await api.post(
    '/v3/auth/password-reset/confirm',
    { token, password } satisfies PasswordResetConfirmBody,
    own,
  );
}

/** GET /v2/my-prospect-details: the application as saved. */
export async function loadApplication(api: ApiClient): Promise<ProspectApplication> {
  return (await api.get<ProspectApplication>('/v2/my-prospect-details')).data;
}

/** PUT /v2/my-prospect-details/{step}: saves one step; the application as saved. */
export async function saveStep<S extends ApplicationStep>(
  api: ApiClient,
  step: S,
  data: ApplicationStepData[S],
): Promise<ProspectApplication> {
  return (await api.put<ProspectApplication>(`/v2/my-prospect-details/${step}`, data, own)).data;
}

/** POST /v2/my-prospect-details/conditions: the conditions accepted with their codes. */
export async function acceptConditions(api: ApiClient, codes: string[]): Promise<ProspectApplication> {
  return (
    await api.post<ProspectApplication>(
      '/v2/my-prospect-details/conditions',
      { acceptedConditionCodes: codes },
      own,
    )
  ).data;
}

/** POST /v2/my-prospect-details/submit: the complete application, with the customer's password. */
export async function submitApplication(api: ApiClient, password: string): Promise<ProspectApplication> {
  return (await api.post<ProspectApplication>('/v2/my-prospect-details/submit', { password }, own)).data;
}

/** A refusal as the form shows it: field problems (400 ValidationError), a coded refusal, or a technical one. */
export type Refusal =
  | { kind: 'fields'; problems: FieldProblem[] }
  | { kind: 'coded'; code: string; status: number; data: Record<string, unknown> }
  | { kind: 'technical' };

export function refusalOf(error: unknown): Refusal {
  if (!isHttpError(error) || !error.response) return { kind: 'technical' };
  const { status, data } = error.response;
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (status === 400 && body.name === 'ValidationError' && Array.isArray(body.data))
    return {
      kind: 'fields',
      problems: (body.data as { field?: unknown; code?: unknown }[]).map((entry) => ({
        field: typeof entry.field === 'string' ? entry.field.replace(/^\//, '').replace(/\//g, '.') : '',
        code: typeof entry.code === 'string' ? entry.code : 'invalid',
      })),
    };
  if (status >= 400 && status < 500 && typeof body.code === 'string')
    return { kind: 'coded', code: body.code, status, data: body };
  return { kind: 'technical' };
}

/** Field problems as messages by field (the kernel's codes: app.onboarding.application.problem.<code>). */
export function fieldErrorsOf(problems: readonly FieldProblem[]): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const problem of problems)
    errors[problem.field] ??=
      `app.onboarding.application.problem.${PROBLEM_CODES.has(problem.code) ? problem.code : 'invalid'}`;
  return errors;
}

/** Every problem code with a message (the kernel's rules/onboarding.ts and the schema's). */
export const PROBLEM_CODES = new Set([
  'required',
  'invalid',
  'future',
  'underage',
  'unknownCountry',
  'invalidPhone',
  'invalidAhv',
  'tinRequired',
  'duplicate',
  'usResidenceRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordLettersAndDigits',
  'passwordHasEmail',
  'passwordMismatch',
]);
