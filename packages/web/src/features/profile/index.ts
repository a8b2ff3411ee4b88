/** What other areas use from the profile area: saving the signed-in user's own details. */
export { useUpdateMe } from './api/mutations';
