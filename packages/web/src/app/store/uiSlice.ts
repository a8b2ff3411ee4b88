import type { StateCreator } from 'zustand';
import { defaultTenantConfig, type TenantConfig } from '@sentio/domain';
import type { BlockingResultKind } from '../api/errorPolicy';
import type { AppState } from './appStore';

export interface BlockingResult {
  kind: BlockingResultKind;
  data?: unknown;
}

/** In-memory shell state: tenant branding and a result screen the error policy may put over the page. */
export interface UiSlice {
  tenant: TenantConfig;
  blockingResult: BlockingResult | null;
  setTenant: (tenant: TenantConfig) => void;
  setBlockingResult: (result: BlockingResult | null) => void;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  tenant: defaultTenantConfig,
  blockingResult: null,
  setTenant: (tenant) => set({ tenant }),
  setBlockingResult: (blockingResult) => set({ blockingResult }),
});
