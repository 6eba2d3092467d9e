import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../testing';
import { MaskedInput, caretAfterSignificant, unmask, type MaskKind } from './MaskedInput';

function Harness({ mask, initial = '' }: { mask: MaskKind; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MaskedInput label="webapp.debug.masked.iban_label" mask={mask} value={value} onChange={setValue} />
      <output data-testid="raw">{unmask(value)}</output>
    </>
  );
}

describe('MaskedInput', () => {
  it('groups a Swiss IBAN 4-5-12 while typing', async () => {
    renderScreen(<Harness mask="iban" />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'ch9330334000000084520');
    expect(input).toHaveValue('CH93 30334 000000084520');
    expect(screen.getByTestId('raw')).toHaveTextContent('CH9330334000000084520');
  });

  it('groups other IBANs in fours', async () => {
    renderScreen(<Harness mask="iban" />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'DE89370400440532013000');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('applies the phone mask of the country code', async () => {
    renderScreen(<Harness mask="phone" />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '+41791234567');
    expect(input).toHaveValue('+41 79 123 45 67');
  });

  it('keeps the caret after the character typed in the middle when the groups shift', () => {
    renderScreen(<Harness mask="iban" initial="CH93 30334 00" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.focus();
    // Insert "7" right after "CH93 3" (position 6): the raw text gains a character, the mask regroups.
    act(() => {
      input.setSelectionRange(6, 6);
    });
    fireEvent.change(input, { target: { value: 'CH93 37 0334 00', selectionStart: 7, selectionEnd: 7 } });
    expect(input).toHaveValue('CH93 37033 400');
    expect(input.selectionStart).toBe(7);
  });

  it('keeps the caret in place when a space is typed that the mask removes', () => {
    renderScreen(<Harness mask="iban" initial="CH93 30334" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.focus();
    fireEvent.change(input, { target: { value: 'CH9 3 30334', selectionStart: 4, selectionEnd: 4 } });
    expect(input).toHaveValue('CH93 30334');
    expect(input.selectionStart).toBe(3);
  });

  it('keeps the caret right when the mask drops the Swiss national 0', () => {
    renderScreen(<Harness mask="phone" initial="+41 79" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.focus();
    // "0" typed after +41 is dropped by the phone mask; the caret must stay before the 7, not after it.
    fireEvent.change(input, { target: { value: '+41 079', selectionStart: 5, selectionEnd: 5 } });
    expect(input).toHaveValue('+41 79');
    expect(input.selectionStart).toBe(3);
  });

  it('maps significant-character counts to caret positions', () => {
    expect(caretAfterSignificant('CH93 30334', 0)).toBe(0);
    expect(caretAfterSignificant('CH93 30334', 4)).toBe(4);
    expect(caretAfterSignificant('CH93 30334', 5)).toBe(6);
    expect(caretAfterSignificant('CH93', 9)).toBe(4);
  });
});
