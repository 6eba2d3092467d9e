import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelatedBiller } from 'shared-kernel/domain';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import {
  APPROVAL_ID,
  approvalOf,
  ewz,
  EWZ_RELATION,
  EWZ,
  PRIVATE_BASE,
  PRIVATKONTO,
  swisscom,
} from '../fixtures';
import { StandingApprovalEditor } from './StandingApprovalEditor';

function renderEditor(biller: RelatedBiller, editable = true) {
  const onSaved = jest.fn();
  const harness = renderScreen(
    <StandingApprovalEditor biller={biller} editable={editable} onSaved={onSaved} />,
  );
  return { ...harness, onSaved };
}

const sent = (harness: ReturnType<typeof renderEditor>, method: string) =>
  harness.mockApi!.calls.filter((call) => call.method === method);

describe('the standing approval editor', () => {
  it('creates an upper-limit approval for a biller without one', async () => {
    const harness = renderEditor(ewz());
    harness.mockApi!.on('post', `${PRIVATE_BASE}/related-billers/standing-approvals`, {
      status: 201,
      data: approvalOf({ billerId: EWZ, billerRelationId: EWZ_RELATION }),
    });
    const editor = screen.getByTestId('standing-approval');
    expect(within(editor).getByRole('radio', { name: /No standing approval/ })).toBeChecked();
    expect(within(editor).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('radio', { name: /Up to a limit/ }));
    await userEvent.type(within(editor).getByRole('textbox', { name: /Limit per period/ }), "1'200");
    await userEvent.selectOptions(within(editor).getByRole('combobox', { name: /Period/ }), 'quarter');
    expect(within(editor).getByRole('combobox', { name: /Pay from/ })).toHaveValue(PRIVATKONTO);
    await expectNoAxeViolations(harness.container);
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    await waitFor(() => expect(harness.onSaved).toHaveBeenCalled());
    expect(sent(harness, 'post')[0]?.data).toEqual({
      accountUid: PRIVATKONTO,
      amount: '1200.00',
      currency: 'CHF',
      period: 'quarter',
      type: 'upperLimit',
      billerId: EWZ,
      billerRelationId: EWZ_RELATION,
    });
  });

  it('updates an existing approval with all five fields', async () => {
    const harness = renderEditor(swisscom());
    harness.mockApi!.on('patch', `${PRIVATE_BASE}/standing-approvals/${APPROVAL_ID}`, {
      data: approvalOf({ type: 'exactAmount', amount: '89.90' }),
    });
    const editor = screen.getByTestId('standing-approval');
    await userEvent.click(within(editor).getByRole('radio', { name: /An exact amount/ }));
    const amount = within(editor).getByRole('textbox', { name: /Exact amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '89.90');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    await waitFor(() => expect(harness.onSaved).toHaveBeenCalled());
    expect(sent(harness, 'patch')[0]?.data).toEqual({
      accountUid: PRIVATKONTO,
      amount: '89.90',
      currency: 'CHF',
      period: 'month',
      type: 'exactAmount',
    });
    expect(sent(harness, 'post')).toHaveLength(0);
  });

  it('deletes the existing approval when none is chosen (spec §4)', async () => {
    const harness = renderEditor(swisscom());
    harness.mockApi!.on('delete', `${PRIVATE_BASE}/standing-approvals/${APPROVAL_ID}`, { status: 204 });
    const editor = screen.getByTestId('standing-approval');
    await userEvent.click(within(editor).getByRole('radio', { name: /No standing approval/ }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    await waitFor(() => expect(harness.onSaved).toHaveBeenCalled());
    expect(sent(harness, 'delete')).toHaveLength(1);
  });

  it('sends nothing for none without an approval', async () => {
    const harness = renderEditor(ewz());
    await userEvent.click(screen.getByRole('button', { name: 'Save standing approval' }));
    expect(harness.mockApi!.calls).toHaveLength(0);
    expect(harness.onSaved).not.toHaveBeenCalled();
  });

  it('shows its own check at the amount, focused and announced, and sends nothing', async () => {
    const harness = renderEditor(ewz());
    const editor = screen.getByTestId('standing-approval');
    await userEvent.click(within(editor).getByRole('radio', { name: /Up to a limit/ }));
    await userEvent.type(within(editor).getByRole('textbox', { name: /Limit per period/ }), 'viel');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    const amount = within(editor).getByRole('textbox', { name: /Limit per period/ });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(
      'Please enter an amount above zero such as 150.00 (at most 4 decimals).',
    );
    expect(within(editor).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(harness.mockApi!.calls).toHaveLength(0);
  });

  it('shows the gateway’s field error at its field, focused and announced', async () => {
    const harness = renderEditor(swisscom());
    harness.mockApi!.on('patch', `${PRIVATE_BASE}/standing-approvals/${APPROVAL_ID}`, {
      status: 400,
      data: {
        name: 'ValidationError',
        message: 'invalid',
        data: [
          {
            field: 'accountUid',
            code: 'ebill_standing_approval_account',
            message: 'Dieses Konto geht nicht.',
          },
        ],
      },
    });
    const editor = screen.getByTestId('standing-approval');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    const account = within(editor).getByRole('combobox', { name: /Pay from/ });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription('Dieses Konto geht nicht.');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(harness.onSaved).not.toHaveBeenCalled();
  });

  it('announces a refusal without a field and focuses it', async () => {
    const harness = renderEditor(ewz());
    harness.mockApi!.on('post', `${PRIVATE_BASE}/related-billers/standing-approvals`, {
      status: 409,
      data: { code: 'ebill_standing_approval_exists', message: 'exists' },
    });
    const editor = screen.getByTestId('standing-approval');
    await userEvent.click(within(editor).getByRole('radio', { name: /Up to a limit/ }));
    await userEvent.type(within(editor).getByRole('textbox', { name: /Limit per period/ }), '100');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save standing approval' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert).toHaveTextContent('This biller already has a standing approval.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('only shows the approval to a reader who may not manage eBill', () => {
    renderEditor(swisscom(), false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('standing-approval-summary')).toHaveTextContent(
      'Bills are paid up to CHF 150.00 a month.',
    );
  });
});
