import type { ReactElement } from 'react';
import type { TeamSpaceViewProps } from '../views';

/** SKELETON: replaced by the issue 32 work on this view. */
export default function InvitationsView(props: TeamSpaceViewProps): ReactElement {
  return <p data-view="InvitationsView">{props.partnershipUid}</p>;
}
