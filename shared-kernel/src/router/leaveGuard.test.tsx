import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { askBeforeLeaving, LeaveGuardedNavigation, useLeaveGuard } from './leaveGuard';

/** A screen with a draft: while it holds text, leaving asks; "Leave" goes on, "Stay" keeps the draft. */
function Draft(): ReactElement {
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const navigate = useNavigate();
  useLeaveGuard(text ? (leave) => setAsking(() => leave) : null);
  return (
    <div>
      <input aria-label="Draft" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => navigate('/form?account=2')}>
        Other account
      </button>
      {asking ? (
        <div role="dialog">
          <button type="button" onClick={() => setAsking(null)}>
            Stay
          </button>
          <button type="button" onClick={asking}>
            Leave
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Where(): ReactElement {
  const location = useLocation();
  return <output aria-label="Where">{`${location.pathname}${location.search}`}</output>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <LeaveGuardedNavigation>
        <Routes>
          <Route path="/form" element={<Draft />} />
          <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
        </Routes>
        <Where />
      </LeaveGuardedNavigation>
    </MemoryRouter>,
  );
}

describe('leave guard (issue 28)', () => {
  it('lets an untouched screen go without asking', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks before a link leaves a screen with input; Stay keeps it, Leave goes', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'CHF 120 an Müller');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/form');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('CHF 120 an Müller');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Elsewhere page')).toBeInTheDocument();
  });

  it('does not ask when only the search changes (the same screen)', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Other account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/form?account=2');
  });

  it('asks before an action that leaves without a navigation (a logout)', async () => {
    renderApp();
    const logout = jest.fn();
    act(() => askBeforeLeaving(logout));
    expect(logout).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'x');
    act(() => askBeforeLeaving(logout));
    expect(logout).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(logout).toHaveBeenCalledTimes(2);
  });
});

describe('leave guard: the browser’s back and forward buttons', () => {
  /** The browser's history in jsdom: the page opened on /elsewhere, then the form was opened from it. */
  async function renderBrowserApp() {
    window.history.replaceState(null, '', '/elsewhere');
    const view = render(
      <BrowserRouter>
        <LeaveGuardedNavigation>
          <Routes>
            <Route path="/form" element={<Draft />} />
            <Route
              path="/elsewhere"
              element={
                <p>
                  Elsewhere page <Link to="/form">To the form</Link>
                </p>
              }
            />
          </Routes>
          <Where />
        </LeaveGuardedNavigation>
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'To the form' }));
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/form');
    return view;
  }

  /** The browser's back button: the pop arrives as a task of its own, as in a browser. */
  const back = () => act(() => window.history.back());

  it('goes back from an untouched screen without asking', async () => {
    await renderBrowserApp();
    await back();
    expect(await screen.findByText(/Elsewhere page/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('asks before back leaves a screen with input: Stay keeps it where it was, Leave goes back', async () => {
    await renderBrowserApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'CHF 120 an Müller');
    await back();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The pop was undone: the address and the router are on the form, the draft is there.
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/form');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('CHF 120 an Müller');
    expect(window.location.pathname).toBe('/form');

    await back();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/Elsewhere page/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('lets a popstate a script dispatched go through (the script pushed the entry itself)', async () => {
    await renderBrowserApp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Draft' }), 'x');
    act(() => {
      const state = { usr: null, key: 'pushed', idx: 2 };
      window.history.pushState(state, '', '/elsewhere');
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    expect(await screen.findByText(/Elsewhere page/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before forward leaves a screen with input too', async () => {
    await renderBrowserApp();
    await back();
    await screen.findByText(/Elsewhere page/);
    await act(() => window.history.forward());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText(/Elsewhere page/);
    await back();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Draft' }), 'y');
    await act(() => window.history.forward());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/Elsewhere page/)).toBeInTheDocument();
  });
});
