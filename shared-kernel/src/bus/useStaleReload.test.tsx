import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEventBus } from './eventBus';
import { createStalenessTracker, type StalenessTracker } from './staleness';
import { StalenessContext, useStaleReload } from './useStaleReload';

describe('useStaleReload', () => {
  let tracker: StalenessTracker;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StalenessContext.Provider value={tracker}>{children}</StalenessContext.Provider>
  );
  beforeEach(() => {
    tracker = createStalenessTracker(createEventBus());
  });
  afterEach(() => tracker.dispose());

  it('reloads when its item turns stale and unmarks it afterwards', async () => {
    const reload = jest.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useStaleReload('paymentOrder', 'p1', reload), { wrapper });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      tracker.markStale('paymentOrder', 'p1', Date.now() - 10);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(tracker.isStale('paymentOrder', 'p1')).toBe(false);
    expect(result.current.reloading).toBe(false);
  });

  it('ignores other items and types', async () => {
    const reload = jest.fn().mockResolvedValue(undefined);
    renderHook(() => useStaleReload('paymentOrder', 'p1', reload), { wrapper });
    await act(async () => {
      tracker.markStale('paymentOrder', 'p2', 1);
      tracker.markStale('beneficiary', 'p1', 1);
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at mount when already stale, and not while paused without an id', async () => {
    tracker.markStale('cashAccounts', 'ctx', Date.now() - 10);
    const reload = jest.fn().mockResolvedValue(undefined);
    const { rerender } = renderHook(
      ({ id }: { id: string | null }) => useStaleReload('cashAccounts', id, reload),
      {
        wrapper,
        initialProps: { id: null as string | null },
      },
    );
    expect(reload).not.toHaveBeenCalled();
    await act(async () => rerender({ id: 'ctx' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(tracker.isStale('cashAccounts', 'ctx')).toBe(false);
  });

  it('reloads again when an event arrives during a reload', async () => {
    let clock = 1000;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    let finish: () => void = () => undefined;
    const reload = jest
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    renderHook(() => useStaleReload('debitCard', 'c1', reload), { wrapper });
    await act(async () => tracker.markStale('debitCard', 'c1', 999));
    // The first reload started at 1000; an event at 1500 arrives before it finishes.
    await act(async () => tracker.markStale('debitCard', 'c1', 1500));
    clock = 2000;
    await act(async () => finish());
    expect(reload).toHaveBeenCalledTimes(2);
    expect(tracker.isStale('debitCard', 'c1')).toBe(false);
    now.mockRestore();
  });

  it('reloads every reader of an item once per event, whichever finishes first', async () => {
    jest.useFakeTimers();
    const list = jest.fn().mockResolvedValue(undefined);
    const picker = jest.fn().mockResolvedValue(undefined);
    renderHook(() => useStaleReload('cashAccounts', 'ctx', list, { debounceMs: 0 }), { wrapper });
    renderHook(() => useStaleReload('cashAccounts', 'ctx', picker), { wrapper });
    await act(async () => {
      tracker.markStale('cashAccounts', 'ctx', Date.now() - 10);
    });
    // The undebounced reader is done before the debounced one starts; the latter must still reload.
    expect(list).toHaveBeenCalledTimes(1);
    expect(tracker.isStale('cashAccounts', 'ctx')).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(700);
    });
    expect(picker).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(tracker.isStale('cashAccounts', 'ctx')).toBe(false);
    jest.useRealTimers();
  });

  it('gives up after three reloads when the item cannot be unmarked', async () => {
    const reload = jest.fn().mockResolvedValue(undefined);
    renderHook(() => useStaleReload('debitCard', 'c2', reload), { wrapper });
    await act(async () => tracker.markStale('debitCard', 'c2', Date.now() + 60_000));
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('keeps the item stale when the reload fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn().mockRejectedValue(new Error('500'));
    renderHook(() => useStaleReload('exportTicket', 'e1', reload), { wrapper });
    await act(async () => tracker.markStale('exportTicket', 'e1', 1));
    expect(tracker.isStale('exportTicket', 'e1')).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('debounces stale cash account reloads by 700 ms', async () => {
    jest.useFakeTimers();
    const reload = jest.fn().mockResolvedValue(undefined);
    renderHook(() => useStaleReload('cashAccounts', 'ctx', reload), { wrapper });
    await act(async () => {
      tracker.markStale('cashAccounts', 'ctx', Date.now() - 10);
      jest.advanceTimersByTime(400);
      tracker.markStale('cashAccounts', 'ctx', Date.now() - 5);
      jest.advanceTimersByTime(699);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
