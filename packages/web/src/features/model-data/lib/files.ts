/** Ids in the model routes. */

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The model id of a route parameter. A training route may read `/model/training/{id}-{suffix}`; a uuid has dashes of
 * its own, so the id is the leading uuid rather than the text before the first dash.
 */
export function modelIdOf(param: string | undefined): string {
  if (!param) return '';
  return uuid.exec(param)?.[0] ?? param;
}
