import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { expectNoAxeViolations } from '../testing/axe';
import { FileChooser } from './FileChooser';

const pdf = (name: string) => new File([new Uint8Array(4)], name, { type: 'application/pdf' });

describe('FileChooser', () => {
  it("shows the app's own button text, names the input by its field's label and reports each choice", async () => {
    const onFiles = jest.fn();
    renderScreen(
      <>
        <span id="field-label">Receipts</span>
        <FileChooser
          id="chooser"
          buttonLabel="webapp.ui.uploader.choose"
          labelledBy="field-label"
          multiple
          onFiles={onFiles}
        />
      </>,
    );
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    const input = screen.getByLabelText('Receipts');
    expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'b.pdf' }),
    ]);
    // Emptied after each choice: the same file chosen again is reported again.
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.upload(input, pdf('a.pdf'));
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('is named by its button without a field label, reachable by keyboard, and axe clean', async () => {
    const { container } = renderScreen(
      <FileChooser
        id="photo"
        buttonLabel="webapp.ui.uploader.choose"
        capture="environment"
        onFiles={jest.fn()}
      />,
    );
    const input = screen.getByLabelText('Choose files');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('reports nothing and stays unreachable while disabled', async () => {
    const onFiles = jest.fn();
    renderScreen(<FileChooser id="off" buttonLabel="webapp.ui.uploader.choose" disabled onFiles={onFiles} />);
    await userEvent.tab();
    expect(screen.getByLabelText('Choose files')).not.toHaveFocus();
    expect(onFiles).not.toHaveBeenCalled();
  });
});
