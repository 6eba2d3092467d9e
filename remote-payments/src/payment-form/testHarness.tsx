/** Renders the payment form as the host mounts it, with the calls every form makes, for the form tests. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'shared-kernel/router';
import { personas, renderScreen } from 'shared-kernel/testing';
import { PaymentFormScreen } from './PaymentFormScreen';
import { mockFormCalls } from './testFixtures';

export const anna = personas.annaPrivate;

export function renderForm(
  kind: 'iban' | 'internal' = 'iban',
  route = kind === 'iban' ? '/payments/new' : '/payments/newInternal',
  { menuLink = false }: { menuLink?: boolean } = {},
) {
  const harness = renderScreen(
    <>
      {/* The side menu's "New payment", a link to the form's own path, as the host shows it beside the screen. */}
      {menuLink ? <Link to="/payments/new">New payment</Link> : null}
      <Routes>
        <Route path="/payments/new/:id?" element={<PaymentFormScreen kind="iban" />} />
        <Route path="/payments/newInternal/:id?" element={<PaymentFormScreen kind={kind} />} />
        <Route path="/" element={<p>dashboard</p>} />
        <Route path="/payment/overview" element={<p>overview</p>} />
      </Routes>
    </>,
    { session: 'annaPrivate', route },
  );
  mockFormCalls(harness.mockApi!, anna.cashAccounts, anna.user!.uid);
  return harness;
}

/** Types into a field found by its label and leaves it (blur), as a person does. */
export async function type(name: RegExp | string, text: string) {
  const input = await screen.findByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  act(() => input.blur());
}

export async function fillChfPayment() {
  await type(/^Name/, 'Müller Mehl AG');
  await type(/^IBAN/, 'CH5604835012345678009');
  await type(/^Amount/, '1250.5');
}
