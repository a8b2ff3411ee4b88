import { restrictionEndpoints as re } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean } | 'own';
type RestrictionCall = keyof typeof re;

/** What the routes matrix knows of A when the attacks run (read lazily: filled in its beforeAll). */
export interface RestrictionTargets {
  /** A's user id (a member of A's workspace only). */
  userId: () => string;
}

/**
 * The routes matrix's rows of data restrictions (docs/data-restrictions.md). B administers its own workspace: A's
 * member is not one of B's, so reading or setting their restriction is 404 and changes nothing; B's option lists
 * name only B's analyses and attributes; a user's own restriction is their own.
 */
export function restrictionForeign(x: RestrictionTargets): Record<RestrictionCall, Row> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    memberRestriction: denied((c) => c.request(re.memberRestriction, { params: { userId: x.userId() } })),
    memberRestrictionSave: denied((c) =>
      c.request(re.memberRestrictionSave, { params: { userId: x.userId() }, body: { projectIds: null, rules: [] } }),
    ),
    restrictionOptions: { attack: (c) => c.request(re.restrictionOptions), expectDenied: false },
    myRestriction: 'own',
  };
}
