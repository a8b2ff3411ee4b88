export * from './types.js';
export * from './defaults.js';
export * from './match.js';
export * from './score.js';
