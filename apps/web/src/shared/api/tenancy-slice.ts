import { createSlice } from '@reduxjs/toolkit';
import type { AliasResolution } from './alias.ts';

/** The tenant this app instance talks to; fixed at start-up. */
export interface TenancyState {
  resolution: AliasResolution;
}

/** Holds the alias resolution so every API call can send it. */
export const tenancySlice = createSlice({
  name: 'tenancy',
  initialState: { resolution: { kind: 'none' } } as TenancyState,
  reducers: {},
});

/** The alias to send in `x-be-alias`, or null to let the server use its default. */
export function selectAlias(state: { tenancy: TenancyState }): string | null {
  const { resolution } = state.tenancy;
  return resolution.kind === 'alias' ? resolution.alias : null;
}

/** The alias resolution (valid, none, or invalid). */
export function selectAliasResolution(state: { tenancy: TenancyState }): AliasResolution {
  return state.tenancy.resolution;
}
