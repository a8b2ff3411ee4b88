export * from './round.js';
export * from './significance.js';
export * from './nps.js';
export * from './csat.js';
export * from './impact.js';
export * from './percentiles.js';
export * from './sentiment.js';
export * from './buckets.js';
