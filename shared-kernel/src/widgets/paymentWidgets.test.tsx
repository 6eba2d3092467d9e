import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PostalAddress } from '../domain';
import { personas, renderScreen } from '../testing';
import { AddressInput } from './AddressInput';
import { AmountInput } from './AmountInput';
import { CashAccountSelect } from './CashAccountSelect';
import { MentionTextArea } from './MentionTextArea';
import { expandPostalCode, isExpandablePostalCode, verifyPostalAddress } from './postalChecks';

function AmountHarness({ locale }: { locale?: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <AmountInput label="dict.amount" value={text} onChange={setText} currency="CHF" lang={locale} />
      <output data-testid="text">{text}</output>
    </>
  );
}

describe('AmountInput', () => {
  it('keeps the typed text and writes it in the Swiss format on leaving the field', async () => {
    renderScreen(<AmountHarness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234.5');
    expect(screen.getByTestId('text')).toHaveTextContent('1234.5');
    act(() => input.blur());
    expect(input).toHaveValue("1'234.50");
  });

  it('leaves unreadable text as typed so the form can say what is wrong', async () => {
    renderScreen(<AmountHarness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12abc');
    act(() => input.blur());
    expect(input).toHaveValue('12abc');
  });
});

describe('CashAccountSelect', () => {
  it('names each account with its currency and masked IBAN', () => {
    const accounts = personas.annaPrivate.cashAccounts;
    renderScreen(
      <CashAccountSelect
        label="dict.account"
        accounts={accounts}
        value={accounts[0]!.uid}
        onChange={() => {}}
      />,
    );
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(accounts.length);
    expect(options[0]).toHaveTextContent(new RegExp(`^${accounts[0]!.accountName} · CHF · CH\\d\\d \\d{5} `));
  });
});

const EMPTY: PostalAddress = { street: '', number: '', postalCode: '', city: '', country: 'CHE' };

function AddressHarness({ cities }: { cities?: string[] }) {
  const [address, setAddress] = useState(EMPTY);
  return (
    <>
      <AddressInput
        value={address}
        onChange={setAddress}
        cities={cities}
        countries={[
          { value: 'CHE', label: { text: 'Switzerland' } },
          { value: 'DEU', label: { text: 'Germany' } },
        ]}
        required={{ street: true }}
      />
      <output data-testid="address">{JSON.stringify(address)}</output>
    </>
  );
}

describe('AddressInput', () => {
  it('edits each part of the address', async () => {
    renderScreen(<AddressHarness />);
    await userEvent.type(screen.getByRole('textbox', { name: /Street/ }), 'Bahnhofstrasse');
    await userEvent.type(screen.getByRole('textbox', { name: 'No.' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DEU');
    expect(JSON.parse(screen.getByTestId('address').textContent ?? '{}')).toMatchObject({
      street: 'Bahnhofstrasse',
      number: '1',
      country: 'DEU',
    });
    expect(screen.getByRole('textbox', { name: /Street/ })).toBeRequired();
  });

  it('offers the cities of an expanded postal code as a choice', () => {
    renderScreen(<AddressHarness cities={['Bern', 'Bern 1']} />);
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
  });
});

describe('postal checks', () => {
  it('expands only Swiss four-digit postal codes', () => {
    expect(isExpandablePostalCode('8001', 'CHE')).toBe(true);
    expect(isExpandablePostalCode('80331', 'DEU')).toBe(false);
    expect(isExpandablePostalCode('0800', 'CHE')).toBe(false);
  });

  it('replaces the address with the suggestion of a 422 and warns', async () => {
    const { mockApi, bus } = renderScreen(<div />);
    const suggestion = {
      ...EMPTY,
      street: 'Bahnhofstrasse',
      number: '1',
      postalCode: '8001',
      city: 'Zürich',
    };
    mockApi!.on('post', '/api/v2/postaladdress/verify', { status: 422, data: { suggestions: [suggestion] } });
    const alerts: string[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(`${alert.alertType}:${alert.message}`));
    const check = await verifyPostalAddress(mockApi!.client, bus, { ...suggestion, street: 'Banhofstr' });
    expect(check).toEqual({ ok: false, corrected: suggestion });
    expect(alerts).toContain('warning:app.settings.address.message_2');
  });

  it('reports a failed expansion with the zip validation alert', async () => {
    const { mockApi, bus } = renderScreen(<div />);
    mockApi!.on('post', '/api/v2/postalcode/expand', { status: 404, data: {} });
    const alerts: string[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(alert.message));
    expect(
      await expandPostalCode(mockApi!.client, bus, { postalcode: '9999', country: 'CHE', city: '' }),
    ).toBeNull();
    await waitFor(() => expect(alerts).toContain('webapp.error.zipValidation'));
  });
});

describe('MentionTextArea', () => {
  function NoteHarness() {
    const [text, setText] = useState('');
    const [picked, setPicked] = useState<string[]>([]);
    return (
      <>
        <MentionTextArea
          label="app.accounts.receipt.note"
          peopleLabel="app.accounts.receipt.mentionOptions"
          tagsLabel="app.accounts.receipt.tagOptions"
          value={text}
          onChange={setText}
          onPick={(entry) => setPicked((current) => [...current, entry])}
          profile={{ tags: ['#rent', '#food'], mentions: ['@Nora Schmid', '@Luca Rossi'] }}
          maxLength={200}
        />
        <output data-testid="picked">{picked.join(',')}</output>
      </>
    );
  }

  it('offers people after @ and takes the chosen one with the keyboard', async () => {
    renderScreen(<NoteHarness />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Paid by @No');
    expect(screen.getByRole('option', { name: '@Nora Schmid' })).toBeInTheDocument();
    fireEvent.keyDown(note, { key: 'Enter' });
    expect(note).toHaveValue('Paid by @Nora Schmid ');
    expect(screen.getByTestId('picked')).toHaveTextContent('@Nora Schmid');
  });
});
