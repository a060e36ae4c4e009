import { z } from 'zod';
import type { Config } from '../config';
import { staffRoleSchema } from '../contract/staff';
import type { Database } from '../db/client';
import { hasStaff, storeIdsByName } from '../staff/staff.repository';
import { addStaffMember } from '../staff/staff.service';
import demoStaff from './demo-staff.json';

/**
 * The demo staff (issue 29): one picker for each pick-up store and one manager, with passwords
 * `npm start` prints beside the demo customer's (it reads the JSON file). Seeded only where
 * seedsDemoStaff says (never in production unless asked), and only into a database without any
 * staff yet, so an older demo data folder gets them too and a real one is never touched.
 */
const demoStaffSchema = z.array(
  z.object({
    email: z.string(),
    password: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    store: z.string().nullable(),
  }),
);

export const DEMO_STAFF = demoStaffSchema.parse(demoStaff);

/** Explicitly on or off by SEED_DEMO_STAFF; unset, with the demo data and never in production. */
export const seedsDemoStaff = (
  config: Pick<Config, 'SEED_DEMO_DATA' | 'SEED_DEMO_STAFF' | 'NODE_ENV'>,
): boolean => config.SEED_DEMO_STAFF ?? (config.SEED_DEMO_DATA && config.NODE_ENV !== 'production');

/** How many members were added: 0 when the database already has staff. */
export async function seedDemoStaff(db: Database): Promise<number> {
  if (await hasStaff(db)) return 0;
  const storeIds = await storeIdsByName(db);
  let added = 0;
  for (const member of DEMO_STAFF) {
    const storeId = member.store === null ? undefined : storeIds.get(member.store);
    // A data folder whose stores were renamed or imported has no such store: that picker is left out.
    if (member.store !== null && storeId === undefined) continue;
    const result = await addStaffMember(
      db,
      {
        email: member.email,
        name: member.name,
        role: member.role,
        storeIds: storeId === undefined ? [] : [storeId],
      },
      member.password,
    );
    if (result.ok) added += 1;
  }
  return added;
}
