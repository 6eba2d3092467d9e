/**
 * The cards resource (issue 29 builds its routes here): what it registers with the platform so far, its entity
 * kinds for the partnership-wide entitlements.
 */
import type { EntityKind } from '../http/rights';
import { cardProgramKind } from './entity-kinds';

export const cardsEntityKinds: readonly EntityKind[] = [cardProgramKind];
