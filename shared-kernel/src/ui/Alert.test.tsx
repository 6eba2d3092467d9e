import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../testing';
import { AlertStack } from './Alert';

const SUCCESS_TEXT = 'The payment was saved.';

describe('AlertStack', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function publish() {
    const harness = renderScreen(<AlertStack />);
    act(() => harness.bus.alert({ alertType: 'success', message: 'webapp.debug.alerts.success' }));
    return harness;
  }

  it('shows a bus alert and dismisses it after 5 s', () => {
    const { bus } = publish();
    const dismissed: string[] = [];
    bus.dismissed$.subscribe((id) => dismissed.push(id));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
    expect(dismissed).toHaveLength(1);
  });

  it('pauses the countdown while hovered and resumes with the time left (WCAG 2.2.1)', () => {
    publish();
    const item = screen.getByText(SUCCESS_TEXT).closest('li') as HTMLElement;
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the alert', () => {
    publish();
    const close = screen.getByRole('button', { name: 'Dismiss message' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it('closes on the dismiss button and when someone else dismisses it on the bus', () => {
    const { bus } = publish();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();

    act(() =>
      bus.alert({
        id: 'offline-warning',
        alertType: 'error',
        message: 'webapp.debug.alerts.error',
        autoDismissDelay: 0,
      }),
    );
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('The payment could not be saved.');
    act(() => bus.dismissAlert('offline-warning'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps banner alerts out of the toast stack', () => {
    const { bus } = renderScreen(
      <>
        <AlertStack />
        <div data-testid="banner">
          <AlertStack banner />
        </div>
      </>,
    );
    act(() => bus.alert({ alertType: 'warning', message: 'webapp.debug.alerts.warning', banner: true }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('banner')).toHaveTextContent('A fee applies to payments to foreign banks.');
  });
});
