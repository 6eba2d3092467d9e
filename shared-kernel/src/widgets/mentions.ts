/**
 * The mention picker of receipt notes (spec §5, §9): typing @ (a person) or # (a tag) at the start of the
 * text or after whitespace opens a list of at most 5 entries of the tag profile matching what follows.
 */
/** The people (@) and tags (#) a note may mention: a tag profile (spec §3 "Tag profile: tags, mentions"). */
export interface MentionPool {
  tags: string[];
  mentions: string[];
}

export const MAX_MENTION_SUGGESTIONS = 5;
export type MentionTrigger = '@' | '#';

export interface ActiveMention {
  trigger: MentionTrigger;
  /** Index of the trigger character in the text. */
  start: number;
  /** What was typed after the trigger, up to the caret. */
  query: string;
}

const MAX_MENTION_LENGTH = 60;

/** The mention being typed at `caret`, or null when the caret is not inside one. */
export function activeMention(text: string, caret: number): ActiveMention | null {
  const before = text.slice(0, caret);
  for (
    let index = before.length - 1;
    index >= 0 && before.length - index <= MAX_MENTION_LENGTH + 1;
    index -= 1
  ) {
    const char = before[index] as string;
    if (char === '\n') return null;
    if (char === '@' || char === '#') {
      const preceding = index === 0 ? ' ' : (before[index - 1] as string);
      if (!/\s/.test(preceding)) return null;
      const query = before.slice(index + 1);
      // Tags are one word; names of people may hold single spaces ("@Lea Brunner").
      if (char === '#' && /\s/.test(query)) return null;
      if (char === '@' && (/\s\s/.test(query) || /^\s/.test(query))) return null;
      return { trigger: char, start: index, query };
    }
  }
  return null;
}

const bare = (value: string) => value.replace(/^[@#]/, '').toLowerCase();

/** Profile entries for the mention: those starting with the query first, then those containing it; at most 5. */
export function mentionSuggestions(
  mention: ActiveMention,
  profile: MentionPool,
  max: number = MAX_MENTION_SUGGESTIONS,
): string[] {
  const pool = (mention.trigger === '#' ? profile.tags : profile.mentions).map((value) =>
    value.startsWith(mention.trigger) ? value : `${mention.trigger}${value}`,
  );
  const query = mention.query.toLowerCase();
  const unique = [...new Set(pool)];
  const starting = unique.filter((value) => bare(value).startsWith(query));
  const containing = unique.filter((value) => !bare(value).startsWith(query) && bare(value).includes(query));
  return [...starting, ...containing].filter((value) => bare(value) !== query || query === '').slice(0, max);
}

/** The text with the mention replaced by the chosen entry and a space, and the caret after it. */
export function applyMention(
  text: string,
  caret: number,
  mention: ActiveMention,
  chosen: string,
): { text: string; caret: number } {
  const inserted = `${chosen} `;
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: `${text.slice(0, mention.start)}${inserted}${after}`,
    caret: mention.start + inserted.length,
  };
}

/** Tags (#word) written in a note, in order of appearance, without repeats. */
export function tagsInText(text: string): string[] {
  const found = [...text.matchAll(/(?:^|\s)(#[^\s#@.,;:!?]{1,40})/g)].map((match) => match[1] as string);
  return [...new Set(found)];
}

/** Known people mentioned in a note ("@Lea Brunner"), plus single-word @mentions not in the profile. */
export function mentionsInText(text: string, known: string[]): string[] {
  const found = known.filter((name) =>
    new RegExp(`(^|\\s)${escapeRegExp(name)}(?=$|[\\s.,;:!?])`).test(text),
  );
  const words = [...text.matchAll(/(?:^|\s)(@[^\s#@.,;:!?]{1,60})/g)]
    .map((match) => match[1] as string)
    .filter((word) => !found.some((name) => name.startsWith(word)));
  return [...new Set([...found, ...words])];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
