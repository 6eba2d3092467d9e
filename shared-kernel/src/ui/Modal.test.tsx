import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../testing';
import { Button } from './Button';
import { Modal, type ModalSize } from './Modal';

function Harness({ size = 'wide' }: { size?: ModalSize }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" label="webapp.debug.button.primary" onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="webapp.debug.components.modal_title"
        size={size}
        footer={<Button label="webapp.debug.button.danger" onClick={() => setOpen(false)} />}
      >
        <p>text</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title, sized by the spec widths', async () => {
    renderScreen(<Harness size="extra-wide" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('k-modal--extra-wide');
  });

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    renderScreen(<Harness />);
    const opener = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(opener);
    const action = screen.getByRole('button', { name: 'Delete order' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(action).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(action).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
