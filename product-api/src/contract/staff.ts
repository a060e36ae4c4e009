import { z } from 'zod';
import { deliveryModeSchema } from './catalogue';
import { orderStatusSchema } from './checkout';
import { databaseIdSchema } from './database-id';

/**
 * The staff's calls under /ops (issue 29): sign-in, who is signed in, and the orders overview.
 * Staff are not customers: their own accounts, tokens that say `kind: 'staff'`, and a store scope.
 */
export const STAFF_ROLES = ['picker', 'manager'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The staff sign-in form: the same field rules as the customers' (spec §5). */
export const staffLoginSchema = z.object({
  email: z.string().trim().min(1, 'error.required').max(100),
  password: z.string().min(1, 'error.required').max(200),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const staffStoreSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /ops/me: a manager's `stores` are every store, a picker's those they are bound to. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  stores: z.array(staffStoreSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResultSchema = z.object({
  staff: staffMemberSchema,
  jwt: z.string(),
  /** Says what the token is, so no client mistakes it for a customer's session. */
  tokenKind: z.literal('staff'),
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** The two days a store prepares for: today and tomorrow, Malta time. */
export const STAFF_DAYS = ['today', 'tomorrow'] as const;
export const staffDaySchema = z.enum(STAFF_DAYS);
export type StaffDay = z.infer<typeof staffDaySchema>;

export const staffOrdersQuerySchema = z.object({
  day: staffDaySchema.default('today'),
  status: orderStatusSchema.optional(),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

export const staffOrderIdParamsSchema = z.object({ id: databaseIdSchema });

/** One order in the overview: what a picker needs to choose the next one to prepare. */
export const staffOrderSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatusSchema,
  deliveryMode: deliveryModeSchema,
  lineCount: z.number().int(),
  customerFirstName: z.string(),
  storeId: z.number().int(),
  /** The slot's start and end, ISO instants. */
  validFrom: z.string(),
  validTo: z.string(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

/** Orders of one slot of one store, earliest slot first. */
export const staffSlotGroupSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  orders: z.array(staffOrderSummarySchema),
});
export type StaffSlotGroup = z.infer<typeof staffSlotGroupSchema>;

export const staffOrdersSchema = z.object({
  /** The day shown, YYYY-MM-DD in Malta. */
  date: z.string(),
  day: staffDaySchema,
  slots: z.array(staffSlotGroupSchema),
});
export type StaffOrders = z.infer<typeof staffOrdersSchema>;
