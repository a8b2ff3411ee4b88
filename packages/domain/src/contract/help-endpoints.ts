/** The learning center (docs/help.md). */
export const helpEndpoints = {};
