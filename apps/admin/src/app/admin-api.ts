import type {
  AdminPromotion,
  AdminRate,
  AttendanceResult,
  AttendanceState,
  Block,
  BlockConflict,
  BlockPreview,
  MoveResult,
  PromotionInput,
  RateInput,
  RateSetsResponse,
  StaffCancelResult,
  StaffRates,
  StaffSession,
  TeeSheet,
  WalkInRequest,
  WalkInResult,
} from '@fairway/contract/admin.contract';
import type { GolferDetail, GolferSearchResponse } from '@fairway/contract/admin-golfers.contract';
import type {
  NoShowsReport,
  PromotionsReport,
  ReportKind,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import type {
  AdminGiftOptions,
  AdminMembershipPlan,
  AdminProduct,
  CreateMembershipPlanRequest,
  CreateProductRequest,
  GiftOptionsInput,
  MembershipPlanInput,
  ProductInput,
  StoreCatalogueResponse,
} from '@fairway/contract/admin-store.contract';
import type {
  AdminSettingsResponse,
  SettingsUpdateResponse,
  ThemeImageResponse,
} from '@fairway/contract/admin-settings.contract';

// The console's older client (plain fetch, unchecked answers), used by the screens not yet on
// console-api.ts (RTK Query with the contract's schemas); it goes once the last one moves.

const STAFF_TOKEN_HEADER = 'x-fairway-staff-token';

/** An API refusal with its error code. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(code);
  }
}

/** Where the console talks to: the alias, and the staff token once signed in. */
export interface AdminTarget {
  alias: string | null;
  token?: string;
}

/** A course of the alias, as the public course list gives it. */
export interface AdminCourse {
  id: number;
  name: string;
  timeZone: string;
}

/** One console call: the alias and staff token headers, CSRF on writes; an AdminApiError when refused. */
export async function call<T>(
  target: AdminTarget,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (target.alias) headers['x-be-alias'] = target.alias;
  if (target.token) headers[STAFF_TOKEN_HEADER] = target.token;
  if (method !== 'GET') headers['x-fairway-csrf'] = '1';
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await response.json().catch(() => null)) as { error?: { code?: string; details?: unknown } } | null;
  if (!response.ok) throw new AdminApiError(response.status, data?.error?.code ?? 'INTERNAL', data?.error?.details);
  return data as T;
}

export const adminApi = {
  signIn: (target: AdminTarget, username: string, password: string) =>
    call<StaffSession>(target, 'POST', '/api/admin/session', { username, password }),
  session: (target: AdminTarget) => call<StaffSession>(target, 'GET', '/api/admin/session'),
  signOut: (target: AdminTarget) => call<{ ok: true }>(target, 'DELETE', '/api/admin/session'),
  teeSheet: (target: AdminTarget, date: string, facilityId?: number) =>
    call<TeeSheet>(
      target,
      'GET',
      `/api/admin/tee-sheet?date=${encodeURIComponent(date)}${facilityId ? `&facilityId=${facilityId}` : ''}`,
    ),
  // Operations on the sheet: the walk-in and the cancellation carry an Idempotency-Key per dialog, so a retried click books or cancels once.
  rates: (target: AdminTarget, facilityId: number, teetime: string) =>
    call<StaffRates>(target, 'GET', `/api/admin/rates?facilityId=${facilityId}&teetime=${encodeURIComponent(teetime)}`),
  walkIn: (target: AdminTarget, body: WalkInRequest, key: string) =>
    call<WalkInResult>(target, 'POST', '/api/admin/reservations', body, { 'idempotency-key': key }),
  move: (target: AdminTarget, id: string, body: { facilityId: number; teetime: string }) =>
    call<MoveResult>(target, 'PUT', `/api/admin/reservations/${encodeURIComponent(id)}/tee-time`, body),
  cancel: (
    target: AdminTarget,
    id: string,
    body: { players?: number[]; refund: boolean; reason: string },
    key: string,
  ) =>
    call<StaffCancelResult>(target, 'POST', `/api/admin/reservations/${encodeURIComponent(id)}/cancellation`, body, {
      'idempotency-key': key,
    }),
  attendance: (target: AdminTarget, id: string, slot: number, state: AttendanceState) =>
    call<AttendanceResult>(
      target,
      'PUT',
      `/api/admin/reservations/${encodeURIComponent(id)}/players/${slot}/attendance`,
      { state },
    ),
  courses: (target: AdminTarget) => call<AdminCourse[]>(target, 'GET', '/api/facilities'),
  blocks: (target: AdminTarget, from: string, to: string) =>
    call<{ blocks: Block[] }>(
      target,
      'GET',
      `/api/admin/blocks?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    ),
  previewBlock: (target: AdminTarget, block: BlockForm) =>
    call<BlockPreview>(target, 'POST', '/api/admin/blocks/preview', block),
  createBlock: (target: AdminTarget, block: BlockForm, acknowledgeConflicts: boolean) =>
    call<{ block: Block; conflicts: BlockConflict[] }>(target, 'POST', '/api/admin/blocks', {
      block,
      acknowledgeConflicts,
    }),
  deleteBlock: (target: AdminTarget, id: number) =>
    call<{ ok: true; reopenedTeeTimes: number }>(target, 'DELETE', `/api/admin/blocks/${id}`),
  // Rates and promotions (rates:manage).
  rateSets: (target: AdminTarget) => call<RateSetsResponse>(target, 'GET', '/api/admin/rate-sets'),
  updateRate: (target: AdminTarget, rateId: number, rate: RateInput) =>
    call<AdminRate>(target, 'PUT', `/api/admin/rates/${rateId}`, rate),
  createRate: (target: AdminTarget, rateSetId: number, rate: RateInput) =>
    call<AdminRate>(target, 'POST', '/api/admin/rates', { rateSetId, rate }),
  promotions: (target: AdminTarget) => call<{ promotions: AdminPromotion[] }>(target, 'GET', '/api/admin/promotions'),
  createPromotion: (target: AdminTarget, promotion: PromotionInput) =>
    call<AdminPromotion>(target, 'POST', '/api/admin/promotions', promotion),
  updatePromotion: (target: AdminTarget, id: number, promotion: PromotionInput) =>
    call<AdminPromotion>(target, 'PUT', `/api/admin/promotions/${id}`, promotion),
  // Store catalogue (store:manage).
  storeCatalogue: (target: AdminTarget) => call<StoreCatalogueResponse>(target, 'GET', '/api/admin/store/catalogue'),
  createMembershipPlan: (target: AdminTarget, plan: CreateMembershipPlanRequest) =>
    call<AdminMembershipPlan>(target, 'POST', '/api/admin/store/memberships', plan),
  updateMembershipPlan: (target: AdminTarget, id: number, plan: MembershipPlanInput) =>
    call<AdminMembershipPlan>(target, 'PUT', `/api/admin/store/memberships/${id}`, plan),
  createProduct: (target: AdminTarget, body: CreateProductRequest) =>
    call<AdminProduct>(target, 'POST', '/api/admin/store/products', body),
  updateProduct: (target: AdminTarget, id: number, product: ProductInput) =>
    call<AdminProduct>(target, 'PUT', `/api/admin/store/products/${id}`, product),
  updateGiftOptions: (target: AdminTarget, facilityId: number, options: GiftOptionsInput) =>
    call<AdminGiftOptions>(target, 'PUT', `/api/admin/store/gift-certificates/${facilityId}`, options),
};

/** Cents from a decimal amount the operator typed ("89", "89.5", "89,50"); null when it is not one. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A decimal amount of cents for a form field: 8900 → "89.00". */
export function decimalOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A block as the console's form sends it. */
export interface BlockForm {
  facilityId: number;
  kind: Block['kind'];
  restriction: Block['restriction'];
  reason: string;
  startsOn: string;
  endsOn: string;
  weekdays: number[];
  fromTime: string;
  toTime: string;
}

/** The alias of the console page: `?alias=`, else the host name's first label (not for localhost or an IP), else none (the default engine). */
export function consoleAlias(location: Pick<Location, 'search' | 'hostname'>): string | null {
  const fromQuery = new URLSearchParams(location.search).get('alias');
  if (fromQuery && /^[a-z0-9-]{1,63}$/.test(fromQuery)) return fromQuery;
  const [first, ...rest] = location.hostname.split('.');
  const last = rest.at(-1);
  if (
    first !== undefined &&
    last !== undefined &&
    !/^\d+$/.test(last) &&
    first !== 'www' &&
    /^[a-z0-9-]{1,63}$/.test(first)
  )
    return first;
  return null;
}

/** Settings and the theme (`settings:manage`). */
export const adminSettingsApi = {
  settings: (target: AdminTarget) => call<AdminSettingsResponse>(target, 'GET', '/api/admin/settings'),
  saveSettings: (target: AdminTarget, settings: Record<string, unknown>) =>
    call<SettingsUpdateResponse>(target, 'PUT', '/api/admin/settings', { settings }),
  uploadImage: (target: AdminTarget, body: { kind: 'header' | 'background'; contentType: string; data: string }) =>
    call<ThemeImageResponse>(target, 'POST', '/api/admin/settings/images', body),
};

/** A field problem of a 400 VALIDATION_FAILED answer, keyed by its dotted path under `settings` (`appearance.primaryColor`). */
export function fieldProblems(details: unknown): Record<string, string> {
  const issues = (details as { issues?: { path?: unknown[]; message?: string }[] } | undefined)?.issues ?? [];
  const problems: Record<string, string> = {};
  for (const found of issues) {
    const path = (found.path ?? []).map(String);
    const key = (path[0] === 'settings' ? path.slice(1) : path).join('.');
    problems[key] = problems[key] ? `${problems[key]}; ${found.message ?? ''}` : (found.message ?? '');
  }
  return problems;
}

/** A file's bytes as base64 (the upload's body). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** A report's range and course. */
export interface ReportFilter {
  from: string;
  to: string;
  facilityId?: number;
}

const reportPath = (kind: ReportKind, filter: ReportFilter, suffix = '') =>
  `/api/admin/reports/${kind}${suffix}?from=${encodeURIComponent(filter.from)}&to=${encodeURIComponent(filter.to)}${filter.facilityId ? `&facilityId=${filter.facilityId}` : ''}`;

/** Reports (`reports:read`): each as JSON, or its CSV file (fetched with the staff header, so not a plain link). */
export const adminReportsApi = {
  utilisation: (target: AdminTarget, filter: ReportFilter) =>
    call<UtilisationReport>(target, 'GET', reportPath('utilisation', filter)),
  revenue: (target: AdminTarget, filter: ReportFilter) =>
    call<RevenueReport>(target, 'GET', reportPath('revenue', filter)),
  noShows: (target: AdminTarget, filter: ReportFilter) =>
    call<NoShowsReport>(target, 'GET', reportPath('no-shows', filter)),
  promotions: (target: AdminTarget, filter: ReportFilter) =>
    call<PromotionsReport>(target, 'GET', reportPath('promotions', filter)),
  async csv(target: AdminTarget, kind: ReportKind, filter: ReportFilter): Promise<{ blob: Blob; filename: string }> {
    const headers: Record<string, string> = { accept: 'text/csv' };
    if (target.alias) headers['x-be-alias'] = target.alias;
    if (target.token) headers[STAFF_TOKEN_HEADER] = target.token;
    const response = await fetch(reportPath(kind, filter, '.csv'), { headers });
    if (!response.ok) {
      const data = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      throw new AdminApiError(response.status, data?.error?.code ?? 'INTERNAL');
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename: named?.[1] ?? `${kind}.csv` };
  },
};

/** Golfer lookup (`golfers:read`). */
export const adminGolfersApi = {
  search: (target: AdminTarget, q: string, page: number) =>
    call<GolferSearchResponse>(target, 'GET', `/api/admin/golfers?q=${encodeURIComponent(q)}&page=${page}`),
  detail: (target: AdminTarget, id: string) =>
    call<GolferDetail>(target, 'GET', `/api/admin/golfers/${encodeURIComponent(id)}`),
};
