export { restrictionsArea } from './area.js';
export { registerRestrictionGate, closedToRestricted, appliesRestriction } from './gate.js';
export { restrictionSql, type ViewerRule } from './repository.js';
