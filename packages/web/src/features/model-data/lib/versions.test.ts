// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { VersionSummary } from '@sentio/domain';
import { defaultVersion, versionActionsFor } from './versions';

const manager = { modelDeploy: true, modelTrain: true };
const analyst = { modelDeploy: false, modelTrain: true };
const reader = { modelDeploy: false, modelTrain: false };
const v = (number: number, over: Partial<VersionSummary> = {}) =>
  ({ id: `v${number}`, number, status: 'SUCCESS', deployed: false, approval: 'NONE', ...over }) as VersionSummary;

describe('versionActionsFor', () => {
  it('lets a manager deploy a newer version and roll back to an older one', () => {
    expect(versionActionsFor(v(3), 2, manager)).toEqual(['deploy']);
    expect(versionActionsFor(v(1), 2, manager)).toEqual(['rollback']);
    expect(versionActionsFor(v(1), null, manager)).toEqual(['deploy']);
  });

  it('lets an analyst only submit for approval, again after a rejection', () => {
    expect(versionActionsFor(v(3), 2, analyst)).toEqual(['submit']);
    expect(versionActionsFor(v(3, { approval: 'REJECTED' }), 2, analyst)).toEqual(['submit']);
    expect(versionActionsFor(v(3, { approval: 'PENDING' }), 2, analyst)).toEqual([]);
  });

  it('lets a manager approve or reject a pending version', () => {
    expect(versionActionsFor(v(3, { approval: 'PENDING' }), 2, manager)).toEqual(['approve', 'reject']);
  });

  it('offers nothing on deployed, unfinished or failed versions, or to readers', () => {
    expect(versionActionsFor(v(2, { deployed: true }), 2, manager)).toEqual([]);
    expect(versionActionsFor(v(4, { status: 'TRAINING' }), 2, manager)).toEqual([]);
    expect(versionActionsFor(v(4, { status: 'FAILED' }), 2, manager)).toEqual([]);
    expect(versionActionsFor(v(4), 2, reader)).toEqual([]);
  });
});

describe('defaultVersion', () => {
  const versions = [v(4, { status: 'TRAINING' }), v(3), v(2, { deployed: true }), v(1)];
  it('prefers the asked-for, then the deployed, then the newest successful version', () => {
    expect(defaultVersion(versions, 'v1')?.id).toBe('v1');
    expect(defaultVersion(versions, null)?.id).toBe('v2');
    expect(defaultVersion([v(4, { status: 'FAILED' }), v(3)], 'nope')?.id).toBe('v3');
    expect(defaultVersion([v(4, { status: 'FAILED' })], null)?.id).toBe('v4');
    expect(defaultVersion([], null)).toBeNull();
  });
});
