/**
 * The views of /team-space/:view?/:id? (spec §2); members is the default. deputy-change (the change of admins
 * awaiting signatures, spec §4) is reached from the members view, like member-details.
 */
export const TEAM_SPACE_VIEWS = [
  'members',
  'member-details',
  'invitations',
  'account-rights',
  'deputy-change',
] as const;
export type TeamSpaceView = (typeof TEAM_SPACE_VIEWS)[number];

export const teamSpaceViewOf = (view: string | undefined): TeamSpaceView | null =>
  view === undefined
    ? 'members'
    : (TEAM_SPACE_VIEWS as readonly string[]).includes(view)
      ? (view as TeamSpaceView)
      : null;

/** The path of a view (and the id it shows, a member's uid for member-details). */
export const teamSpacePath = (view: TeamSpaceView, id?: string): string =>
  `/team-space/${view}${id ? `/${encodeURIComponent(id)}` : ''}`;

/** What every view receives from the screen. */
export interface TeamSpaceViewProps {
  partnershipUid: string;
  /** The route's `:id`, when the view shows one item (member-details: the member's person uid). */
  id?: string;
}
