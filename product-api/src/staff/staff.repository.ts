import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, staffStores, stores } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** SQL of the staff accounts (architecture, Code conventions: only repositories use the ORM). */

export type StaffRow = typeof staffMembers.$inferSelect;
export type StoreRef = { id: number; name: string };

/** By e-mail, compared as the unique index does (lower case), active or not. */
export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return rows[0];
}

/** The stores the member is bound to, by name. */
export async function boundStoresOf(db: Database, staffId: number): Promise<StoreRef[]> {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .where(eq(staffStores.staffId, staffId))
    .orderBy(asc(stores.name));
}

export async function allStores(db: Database): Promise<StoreRef[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name));
}

/** Which of these store ids exist. */
export async function existingStoreIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return rows.map((row) => row.id);
}

export type NewStaffMember = {
  email: string;
  name: string;
  passwordHash: string;
  role: 'picker' | 'manager';
  storeIds: readonly number[];
};

/** The member and their stores in one transaction; 'taken' when the e-mail already has an account. */
export async function insertStaffMember(
  db: Database,
  member: NewStaffMember,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'taken' }> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffMembers)
        .values({
          email: member.email,
          name: member.name,
          passwordHash: member.passwordHash,
          role: member.role,
        })
        .returning({ id: staffMembers.id });
      if (!row) throw new Error('staff member not inserted');
      if (member.storeIds.length > 0) {
        await tx.insert(staffStores).values(member.storeIds.map((storeId) => ({ staffId: row.id, storeId })));
      }
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error, 'staff_members_email_idx')) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Whether any staff account exists (the demo seed adds its staff only to a database without). */
export async function hasStaff(db: Database): Promise<boolean> {
  const rows = await db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
  return rows.length > 0;
}

/** Store ids by their name, for the demo seed's pickers. */
export async function storeIdsByName(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: stores.id, name: stores.name }).from(stores);
  return new Map(rows.map((row) => [row.name, row.id]));
}
