import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { focusHeadingWhenShown, useFocusOnNavigation } from './useFocusOnNavigation';

afterEach(() => {
  document.body.innerHTML = '';
});

function mainWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

describe('focusHeadingWhenShown', () => {
  it('focuses the heading of the main landmark at once when it is there, making it focusable', () => {
    mainWith('<h1>Dashboard</h1>');
    focusHeadingWhenShown(document);
    const heading = screen.getByRole('heading', { name: 'Dashboard' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a screen that mounts later (a remote still loading)', async () => {
    const main = mainWith('<p>Loading</p>');
    focusHeadingWhenShown(document);
    await act(async () => {
      main.innerHTML = '<h1>Neue Zahlung</h1>';
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Neue Zahlung' })).toHaveFocus();
  });

  it('does not take the focus from where the user put it meanwhile', async () => {
    const main = mainWith('<p>Loading</p><input aria-label="search" />');
    focusHeadingWhenShown(document);
    screen.getByLabelText('search').focus();
    await act(async () => {
      main.insertAdjacentHTML('afterbegin', '<h1>Transactions</h1>');
      await Promise.resolve();
    });
    expect(screen.getByLabelText('search')).toHaveFocus();
  });

  it('stops watching when cancelled (the user navigated on)', async () => {
    const main = mainWith('');
    const stop = focusHeadingWhenShown(document);
    stop();
    await act(async () => {
      main.innerHTML = '<h1>Late</h1>';
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Late' })).not.toHaveFocus();
  });
});

describe('useFocusOnNavigation', () => {
  function Screens() {
    const [path, setPath] = useState('/');
    useFocusOnNavigation(path);
    return (
      <>
        <nav>
          <button onClick={() => setPath('/payments/new')}>New payment</button>
        </nav>
        <main>
          <h1>{path === '/' ? 'Dashboard' : 'New payment'}</h1>
        </main>
      </>
    );
  }

  it('leaves the first screen alone and focuses the next screen heading after a navigation', () => {
    render(<Screens />);
    expect(screen.getByRole('heading')).not.toHaveFocus();
    const menuItem = screen.getByRole('button', { name: 'New payment' });
    menuItem.focus();
    act(() => menuItem.click());
    expect(screen.getByRole('heading', { name: 'New payment' })).toHaveFocus();
  });
});
