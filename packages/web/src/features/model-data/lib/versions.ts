import type { VersionSummary } from '@sentio/domain';

export type VersionActionKind = 'deploy' | 'rollback' | 'submit' | 'approve' | 'reject';

/**
 * What the user may do with a version (deployed directly, or submitted for a manager's approval;
 * rolling back is deploying an earlier version). Only successful, undeployed versions have actions.
 */
export function versionActionsFor(
  version: Pick<VersionSummary, 'status' | 'deployed' | 'approval' | 'number'>,
  deployedNumber: number | null,
  access: { modelDeploy: boolean; modelTrain: boolean },
): VersionActionKind[] {
  if (version.status !== 'SUCCESS' || version.deployed) return [];
  if (version.approval === 'PENDING') return access.modelDeploy ? ['approve', 'reject'] : [];
  if (access.modelDeploy) return [deployedNumber !== null && version.number < deployedNumber ? 'rollback' : 'deploy'];
  return access.modelTrain ? ['submit'] : [];
}

/** The version the statistics open on: the one asked for, else the deployed one, else the newest successful one. */
export function defaultVersion(versions: readonly VersionSummary[], wanted: string | null): VersionSummary | null {
  return (
    versions.find((v) => v.id === wanted) ??
    versions.find((v) => v.deployed && v.status === 'SUCCESS') ??
    versions.find((v) => v.status === 'SUCCESS') ??
    versions[0] ??
    null
  );
}
