import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { SchemaForm } from './SchemaForm';
import type { FormSchema } from './schema';
import { submitWithErrors } from './submitErrors';

const schema: FormSchema = {
  type: 'object',
  required: ['name', 'currency', 'address'],
  properties: {
    name: { type: 'string', title: 'webapp.debug.input.name' },
    reference: { type: 'string', title: 'webapp.debug.input.reference', pattern: '^[0-9]+$' },
    amount: { type: 'number', title: 'webapp.debug.input.amount', minimum: 1 },
    quantity: { type: 'integer', title: 'webapp.debug.input.quantity' },
    currency: { type: 'string', title: 'webapp.debug.input.currency', enum: ['CHF', 'EUR'] },
    address: {
      type: 'object',
      title: 'webapp.debug.input.address',
      required: ['city'],
      properties: { city: { type: 'string', title: 'webapp.debug.input.city' } },
    },
  },
};

describe('SchemaForm', () => {
  it('keeps submit disabled until required fields (also nested) are filled and patterns pass', async () => {
    const onSubmit = jest.fn();
    renderScreen(<SchemaForm schema={schema} onSubmit={onSubmit} submitLabel="webapp.debug.input.submit" />);
    const submit = screen.getByRole('button', { name: 'Check form' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Beneficiary name/ }), 'Anna');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'CHF');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Bern');
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reference number/ }), '12x');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reference number/ }), '{Backspace}');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anna', currency: 'CHF', reference: '12', address: { city: 'Bern' } }),
    );
  });

  it('shows validation messages with their limits once a field was visited', async () => {
    renderScreen(<SchemaForm schema={schema} onSubmit={jest.fn()} submitLabel="webapp.debug.input.submit" />);
    const amount = screen.getByRole('spinbutton', { name: /Amount/ });
    await userEvent.type(amount, '0.5');
    fireEvent.blur(amount);
    expect(screen.getByText('The number must be at least 1.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The number must be at least 1.');
    const name = screen.getByRole('textbox', { name: /Beneficiary name/ });
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('reports bad input from the browser (also step mismatch) as invalid input', () => {
    renderScreen(<SchemaForm schema={schema} onSubmit={jest.fn()} submitLabel="webapp.debug.input.submit" />);
    const quantity = screen.getByRole('spinbutton', { name: /Number of cards/ });
    expect(quantity).toHaveAttribute('step', '1');
    Object.defineProperty(quantity, 'validity', {
      value: { badInput: true, stepMismatch: false },
      configurable: true,
    });
    fireEvent.focus(quantity);
    fireEvent.blur(quantity);
    expect(screen.getByText('Invalid input.')).toBeInTheDocument();
  });

  it('shows server field errors on the fields and a coded error for the form', async () => {
    const { api, mockApi } = renderScreen(
      <SchemaForm
        schema={schema}
        initialValues={{ name: 'Anna', currency: 'CHF', address: { city: 'Brn' } }}
        onSubmit={(values) => submitWithErrors(() => api.post('/v1/payees', values))}
        submitLabel="webapp.debug.input.submit"
      />,
    );
    mockApi!
      .onceOn('post', '/api/v1/payees', {
        status: 400,
        data: {
          name: 'ValidationError',
          message: 'invalid',
          data: [{ field: 'address.city', code: 'unknown_city', message: 'Unknown city' }],
        },
      })
      .onceOn('post', '/api/v1/payees', {
        status: 400,
        data: { code: 'limit', message: 'Daily limit reached' },
      });
    await userEvent.click(screen.getByRole('button', { name: 'Check form' }));
    await waitFor(() => expect(screen.getByText('Unknown city')).toBeInTheDocument());
    expect(mockApi!.calls[0]).toMatchObject({ url: '/api/v1/payees', data: { address: { city: 'Brn' } } });
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'e');
    expect(screen.queryByText('Unknown city')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check form' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Daily limit reached'));
  });
});
