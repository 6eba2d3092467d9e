import {
  activeMention,
  applyMention,
  mentionSuggestions,
  mentionsInText,
  MAX_MENTION_SUGGESTIONS,
  tagsInText,
} from './mentions';

const profile = {
  tags: ['#haushalt', '#ferien', '#spesen', '#geschenke', '#steuern', '#hobby', '#haus'],
  mentions: ['@Lea Brunner', '@Nora Schmid', '@Marco Steiner'],
};

describe('activeMention', () => {
  it.each([
    ['#', 1, { trigger: '#', start: 0, query: '' }],
    ['Essen #fe', 9, { trigger: '#', start: 6, query: 'fe' }],
    ['mit @Lea B', 10, { trigger: '@', start: 4, query: 'Lea B' }],
    ['a\n@n', 4, { trigger: '@', start: 2, query: 'n' }],
  ] as const)('finds the mention in %j at %i', (text, caret, expected) => {
    expect(activeMention(text, caret)).toEqual(expected);
  });

  it.each([
    ['mail@lea', 8, 'a trigger not after whitespace'],
    ['#ferien und', 11, 'a tag followed by a space'],
    ['plain text', 5, 'no trigger'],
    ['@a\nb', 4, 'a line break after the trigger'],
    ['@Lea  B', 7, 'two spaces in a name'],
  ])('ignores %j at %i (%s)', (text, caret) => {
    expect(activeMention(text, caret)).toBeNull();
  });

  it('looks only before the caret', () => {
    expect(activeMention('#fe and more', 3)).toEqual({ trigger: '#', start: 0, query: 'fe' });
  });
});

describe('mentionSuggestions', () => {
  it('offers at most 5 entries of the right list', () => {
    const all = mentionSuggestions({ trigger: '#', start: 0, query: '' }, profile);
    expect(all).toHaveLength(MAX_MENTION_SUGGESTIONS);
    expect(all.every((tag) => tag.startsWith('#'))).toBe(true);
    expect(mentionSuggestions({ trigger: '@', start: 0, query: '' }, profile)).toEqual(profile.mentions);
  });

  it('puts prefix matches before inner matches, case-insensitively', () => {
    expect(mentionSuggestions({ trigger: '#', start: 0, query: 'HA' }, profile)).toEqual([
      '#haushalt',
      '#haus',
    ]);
    expect(mentionSuggestions({ trigger: '#', start: 0, query: 'e' }, profile)).toEqual([
      '#ferien',
      '#spesen',
      '#geschenke',
      '#steuern',
    ]);
    expect(mentionSuggestions({ trigger: '@', start: 0, query: 'schm' }, profile)).toEqual(['@Nora Schmid']);
  });

  it('adds the trigger to profile entries stored without it and drops an exact match', () => {
    expect(
      mentionSuggestions({ trigger: '#', start: 0, query: 'x' }, { tags: ['xmas'], mentions: [] }),
    ).toEqual(['#xmas']);
    expect(mentionSuggestions({ trigger: '#', start: 0, query: 'haus' }, profile)).toEqual(['#haushalt']);
  });
});

describe('applyMention', () => {
  it('replaces the typed part and puts the caret after the inserted entry', () => {
    const text = 'Essen mit @le heute';
    const mention = activeMention(text, 13)!;
    expect(applyMention(text, 13, mention, '@Lea Brunner')).toEqual({
      text: 'Essen mit @Lea Brunner heute',
      caret: 23,
    });
  });
});

describe('tags and mentions in a note', () => {
  it('collects tags once, in order', () => {
    expect(tagsInText('#ferien Hotel #spesen und #ferien, mail#no')).toEqual(['#ferien', '#spesen']);
  });

  it('collects known names with spaces and unknown single words', () => {
    expect(mentionsInText('Mit @Lea Brunner und @Tom.', profile.mentions)).toEqual(['@Lea Brunner', '@Tom']);
    expect(mentionsInText('kein@mail', profile.mentions)).toEqual([]);
  });
});
