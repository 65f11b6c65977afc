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
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import {
  insertProduct,
  lockProduct,
  type ProductItemRow,
  productsOfFacilities,
  type ProductValues,
  updateProduct,
} from '../cart/cart.public.ts';
import {
  type GiftCertificateOptionsRow,
  giftOptionsOfFacilities,
  insertPlan,
  lockGiftOptions,
  lockPlan,
  type MembershipPlanRow,
  type MembershipPlanValues,
  plansOfFacilities,
  updatePlan,
  upsertGiftOptions,
} from '../store/store.public.ts';
import { required } from '@fairway/domain/shared/required';

/** The audit log's store catalogue actions (see README.md). */
const STORE_AUDIT_ACTIONS = {
  membershipCreate: 'membership-plan.create',
  membershipUpdate: 'membership-plan.update',
  productCreate: 'product.create',
  productUpdate: 'product.update',
  giftOptionsUpdate: 'gift-certificates.update',
} as const;

/** Who acts, where, when. */
export interface StoreCatalogueContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  auth: StaffAuth;
  now: Date;
  client: string;
}

function toAdminPlan(row: MembershipPlanRow, course: FacilityRow): AdminMembershipPlan {
  return {
    id: row.id,
    facilityId: row.facilityId,
    courseName: course.name,
    currencyCode: course.currencyCode,
    name: row.name,
    description: row.description,
    price: row.price,
    initiationFee: row.initiationFee,
    frequencyType: row.frequencyType,
    termMonths: row.termMonths,
    renews: row.renews,
    active: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The operator's part of a plan, as the audit log records it (before and after). */
function auditedPlan(row: MembershipPlanRow) {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    initiationFee: row.initiationFee,
    frequencyType: row.frequencyType,
    termMonths: row.termMonths,
    renews: row.renews,
    active: row.isActive,
  };
}

function planValues(input: MembershipPlanInput): MembershipPlanValues {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    initiationFee: input.initiationFee,
    frequencyType: input.frequencyType,
    termMonths: input.termMonths,
    renews: input.renews,
    isActive: input.active,
  };
}

function toAdminProduct(row: ProductItemRow, course: FacilityRow): AdminProduct {
  return {
    id: row.id,
    facilityId: row.facilityId,
    courseName: course.name,
    currencyCode: course.currencyCode,
    name: row.name,
    categoryId: row.categoryId,
    price: row.price,
    isUnlimited: row.isUnlimited,
    inventory: row.inventory,
    brand: row.brand,
    brandModel: row.brandModel,
    active: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function auditedProduct(row: ProductItemRow) {
  return {
    name: row.name,
    categoryId: row.categoryId,
    price: row.price,
    isUnlimited: row.isUnlimited,
    inventory: row.inventory,
    brand: row.brand,
    brandModel: row.brandModel,
    active: row.isActive,
  };
}

function productValues(input: ProductInput): ProductValues {
  return {
    name: input.name,
    categoryId: input.categoryId,
    price: input.price,
    isUnlimited: input.isUnlimited,
    inventory: input.inventory,
    brand: input.brand || null,
    brandModel: input.brandModel || null,
    isActive: input.active,
  };
}

function auditedGiftOptions(row: GiftCertificateOptionsRow | undefined) {
  return row
    ? {
        amounts: row.amounts,
        custom: row.customMin !== null && row.customMax !== null ? { min: row.customMin, max: row.customMax } : null,
      }
    : null;
}

function toAdminGiftOptions(row: GiftCertificateOptionsRow | undefined, course: FacilityRow): AdminGiftOptions {
  const options = auditedGiftOptions(row) ?? { amounts: [], custom: null };
  return {
    facilityId: course.id,
    courseName: course.name,
    currencyCode: course.currencyCode,
    ...options,
    onSale: options.amounts.length > 0 || options.custom !== null,
  };
}

/** GET /api/admin/store/catalogue: the membership plans and products of every course the alias shows, inactive ones too. */
export async function storeCatalogue(app: FastifyInstance, engine: BookingEngineRow): Promise<StoreCatalogueResponse> {
  const courses = await listFacilitiesOfBookingEngine(app.db, engine.id);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const plans = await plansOfFacilities(app.db, [...byId.keys()]);
  const products = await productsOfFacilities(app.db, [...byId.keys()]);
  const gifts = new Map((await giftOptionsOfFacilities(app.db, [...byId.keys()])).map((row) => [row.facilityId, row]));
  // Plans and products were read for these courses only.
  const courseOf = (facilityId: number) => required(byId.get(facilityId), `course ${facilityId} among the engine's`);
  return {
    courses: courses.map((course) => ({ facilityId: course.id, name: course.name, currencyCode: course.currencyCode })),
    memberships: plans.map((plan) => toAdminPlan(plan, courseOf(plan.facilityId))),
    products: products.map((product) => toAdminProduct(product, courseOf(product.facilityId))),
    giftCertificates: courses.map((course) => toAdminGiftOptions(gifts.get(course.id), course)),
  };
}

/** POST /api/admin/store/memberships: a new plan of a course the alias shows (else 404), audited in the same transaction. */
export async function createMembershipPlan(
  context: StoreCatalogueContext,
  input: CreateMembershipPlanRequest,
): Promise<AdminMembershipPlan> {
  const { app, engine, auth, now, client } = context;
  return app.db.transaction(async (tx) => {
    const course = (await listFacilitiesOfBookingEngine(tx, engine.id)).find(
      (candidate) => candidate.id === input.facilityId,
    );
    if (!course) throw new DomainError('NOT_FOUND', 'Unknown course');
    const { facilityId: _facility, ...plan } = input;
    const row = await insertPlan(tx, course.id, planValues(plan), now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: STORE_AUDIT_ACTIONS.membershipCreate,
        target: `membership-plan:${row.id}`,
        details: { facilityId: course.id, before: null, after: auditedPlan(row) },
      },
    );
    return toAdminPlan(row, course);
  });
}

/**
 * PUT /api/admin/store/memberships/{id}: replaces a plan of a course the alias shows (another
 * alias's plan is 404), audited with before and after. Golfers' store reads the catalogue on each
 * request (no cache), so the change shows at once; memberships already bought keep the terms they
 * copied at purchase, and an inactive plan is no longer sold but stays in orders.
 */
export async function editMembershipPlan(
  context: StoreCatalogueContext,
  id: number,
  input: MembershipPlanInput,
): Promise<AdminMembershipPlan> {
  const { app, engine, auth, now, client } = context;
  return app.db.transaction(async (tx) => {
    const courses = await listFacilitiesOfBookingEngine(tx, engine.id);
    const before = await lockPlan(
      tx,
      courses.map((course) => course.id),
      id,
    );
    if (!before) throw new DomainError('NOT_FOUND', 'Unknown membership plan');
    const row = await updatePlan(tx, id, planValues(input), now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: STORE_AUDIT_ACTIONS.membershipUpdate,
        target: `membership-plan:${id}`,
        details: { facilityId: row.facilityId, before: auditedPlan(before), after: auditedPlan(row) },
      },
    );
    return toAdminPlan(
      row,
      required(
        courses.find((course) => course.id === row.facilityId),
        "the plan's course among the engine's",
      ),
    );
  });
}

/** POST /api/admin/store/products: a new featured product of a course the alias shows (else 404), audited. */
export async function createProduct(
  context: StoreCatalogueContext,
  request: CreateProductRequest,
): Promise<AdminProduct> {
  const { app, engine, auth, now, client } = context;
  return app.db.transaction(async (tx) => {
    const course = (await listFacilitiesOfBookingEngine(tx, engine.id)).find(
      (candidate) => candidate.id === request.facilityId,
    );
    if (!course) throw new DomainError('NOT_FOUND', 'Unknown course');
    const row = await insertProduct(tx, course.id, course.currencyCode, productValues(request.product), now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: STORE_AUDIT_ACTIONS.productCreate,
        target: `product:${row.id}`,
        details: { facilityId: course.id, before: null, after: auditedProduct(row) },
      },
    );
    return toAdminProduct(row, course);
  });
}

/**
 * PUT /api/admin/store/products/{id}: replaces a product of a course the alias shows (another
 * alias's is 404), audited with before and after. Golfers' lists read the table on each request;
 * an inactive product is no longer listed, added to a cart or taken from stock at checkout, while
 * orders keep their lines. A product already in a cart keeps the price it was added at.
 */
export async function editProduct(
  context: StoreCatalogueContext,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  const { app, engine, auth, now, client } = context;
  return app.db.transaction(async (tx) => {
    const courses = await listFacilitiesOfBookingEngine(tx, engine.id);
    const before = await lockProduct(
      tx,
      courses.map((course) => course.id),
      id,
    );
    if (!before) throw new DomainError('NOT_FOUND', 'Unknown product');
    const row = await updateProduct(tx, id, productValues(input), now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: STORE_AUDIT_ACTIONS.productUpdate,
        target: `product:${id}`,
        details: { facilityId: row.facilityId, before: auditedProduct(before), after: auditedProduct(row) },
      },
    );
    return toAdminProduct(
      row,
      required(
        courses.find((course) => course.id === row.facilityId),
        "the product's course among the engine's",
      ),
    );
  });
}

/**
 * PUT /api/admin/store/gift-certificates/{facilityId}: replaces a course's gift-certificate amounts and
 * custom range (a course the alias does not show is 404), audited. No amount and no range takes gift
 * certificates off sale there; certificates already bought keep their value and balance.
 */
export async function editGiftOptions(
  context: StoreCatalogueContext,
  facilityId: number,
  input: GiftOptionsInput,
): Promise<AdminGiftOptions> {
  const { app, engine, auth, now, client } = context;
  return app.db.transaction(async (tx) => {
    const course = (await listFacilitiesOfBookingEngine(tx, engine.id)).find(
      (candidate) => candidate.id === facilityId,
    );
    if (!course) throw new DomainError('NOT_FOUND', 'Unknown course');
    const before = await lockGiftOptions(tx, course.id);
    const row = await upsertGiftOptions(
      tx,
      course.id,
      {
        amounts: [...input.amounts].sort((a, b) => a - b),
        customMin: input.custom?.min ?? null,
        customMax: input.custom?.max ?? null,
      },
      now,
    );
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: STORE_AUDIT_ACTIONS.giftOptionsUpdate,
        target: `gift-certificates:${course.id}`,
        details: { facilityId: course.id, before: auditedGiftOptions(before), after: auditedGiftOptions(row) },
      },
    );
    return toAdminGiftOptions(row, course);
  });
}
