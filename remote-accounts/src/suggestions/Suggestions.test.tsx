import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Suggestion } from 'shared-kernel/domain';
import { hiddenSuggestions, shownSuggestions, suggestionImage } from './suggestions';
import { Suggestions } from './Suggestions';
import { screenTest } from 'shared-kernel/testing';

const suggestion = (type: string, priority: number, extra: Partial<Suggestion> = {}): Suggestion => ({
  type,
  titleTag: `app.suggestions.${type}.title`,
  hintTag: `app.suggestions.${type}.hint`,
  lightModeImageURI: `/api/public/suggestions/${type}-light.svg`,
  darkModeImageURI: `/api/public/suggestions/${type}-dark.svg`,
  triggerUid: `trigger-${type}`,
  hasDetails: true,
  isRemovable: true,
  isRemoved: false,
  isHighlighted: false,
  priority,
  ...extra,
});

describe('suggestion rules', () => {
  it('orders highlighted first, then by priority, without removed ones (spec §9)', () => {
    const ordered = shownSuggestions([
      suggestion('buddy_program', 5),
      suggestion('apple_wallet', 3),
      suggestion('release_notes', 1, { isRemoved: true }),
      suggestion('month_stats', 9, { isHighlighted: true }),
    ]);
    expect(ordered.map((s) => s.type)).toEqual(['month_stats', 'apple_wallet', 'buddy_program']);
  });

  it('lists the hidden ones apart, in the same order', () => {
    const hidden = hiddenSuggestions([
      suggestion('buddy_program', 5, { isRemoved: true }),
      suggestion('apple_wallet', 3),
      suggestion('release_notes', 1, { isRemoved: true }),
    ]);
    expect(hidden.map((s) => s.type)).toEqual(['release_notes', 'buddy_program']);
  });

  it('takes the picture of the theme', () => {
    expect(suggestionImage(suggestion('welcome', 1), 'dark')).toBe(
      '/api/public/suggestions/welcome-dark.svg',
    );
    expect(suggestionImage(suggestion('welcome', 1, { darkModeImageURI: null }), 'dark')).toBe(
      '/api/public/suggestions/welcome-light.svg',
    );
  });
});

describe('Suggestions', () => {
  it('lists translated suggestions and hides one from its details', async () => {
    const test = screenTest('annaPrivate');
    const agent = test.session.currentContext!.uid;
    test.mockApi.on('get', `/api/v2/agents/${agent}/suggestions`, {
      data: [suggestion('apple_wallet', 3), suggestion('month_stats', 1, { isHighlighted: true })],
    });
    test.mockApi.on('post', `/api/v2/agents/${agent}/suggestions/trigger-apple_wallet/disable`, {
      status: 204,
    });
    test.mockApi.on('post', `/api/v2/agents/${agent}/suggestions/trigger-apple_wallet/enable`, {
      status: 204,
    });
    test.render(Suggestions, { path: '/suggestions/:id?', route: '/suggestions' });

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Your month at a glance');
    expect(items[1]).toHaveTextContent('Pay with Apple Pay');
    fireEvent.click(screen.getAllByRole('link', { name: 'Details' })[1]!);

    expect(await screen.findByRole('heading', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide this suggestion' }));
    expect(await screen.findByRole('button', { name: 'Show it again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show it again' }));
    await waitFor(() =>
      expect(
        test.mockApi.calls.filter((call) => call.method === 'post').map((call) => call.url.split('/').pop()),
      ).toEqual(['disable', 'enable']),
    );
  });

  it('lists hidden suggestions apart and shows one again', async () => {
    const test = screenTest('annaPrivate');
    const agent = test.session.currentContext!.uid;
    test.mockApi.on('get', `/api/v2/agents/${agent}/suggestions`, {
      data: [suggestion('apple_wallet', 3), suggestion('month_stats', 1, { isRemoved: true })],
    });
    test.mockApi.on('post', `/api/v2/agents/${agent}/suggestions/trigger-month_stats/enable`, {
      status: 204,
    });
    test.render(Suggestions, { path: '/suggestions/:id?', route: '/suggestions' });

    const hidden = await screen.findByRole('region', { name: 'Hidden suggestions' });
    expect(within(hidden).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(hidden).getByRole('button', { name: 'Show it again: Your month at a glance' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hidden suggestions' })).toBeNull());
    expect(test.mockApi.calls.at(-1)?.url).toBe(
      `/api/v2/agents/${agent}/suggestions/trigger-month_stats/enable`,
    );
    const shown = screen.getAllByRole('listitem');
    expect(shown[0]).toHaveTextContent('Your month at a glance');
    expect(shown).toHaveLength(2);
  });

  it('opens a hidden suggestion with the way to show it again', async () => {
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', `/api/v2/agents/${test.session.currentContext!.uid}/suggestions`, {
      data: [suggestion('apple_wallet', 3, { isRemoved: true })],
    });
    test.render(Suggestions, { path: '/suggestions/:id?', route: '/suggestions/trigger-apple_wallet' });
    expect(await screen.findByRole('button', { name: 'Show it again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide this suggestion' })).toBeNull();
  });

  it('shows the picture of the dark theme when the document is dark', async () => {
    document.documentElement.dataset.theme = 'dark';
    const test = screenTest('annaPrivate');
    test.mockApi.on('get', `/api/v2/agents/${test.session.currentContext!.uid}/suggestions`, {
      data: [suggestion('welcome', 1, { isRemovable: false })],
    });
    const { container } = test.render(Suggestions, {
      path: '/suggestions/:id?',
      route: '/suggestions/trigger-welcome',
    });
    expect(await screen.findByText('This suggestion cannot be hidden.')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/public/suggestions/welcome-dark.svg',
    );
    delete document.documentElement.dataset.theme;
  });
});
