import { parseArgs } from 'node:util';
import { z } from 'zod';
import { INT4_MAX } from '../contract/database-id';
import { STAFF_ROLES } from '../contract/staff';
import type { NewStaffInput } from './staff.service';

export const STAFF_CLI_HELP = `Usage: npm run ops -- staff add --email <e-mail> --role picker|manager [--store <id>]... [--name <name>]

Creates a staff account (issue 29) in the shop's database (DATABASE_URL, otherwise the embedded
database in PGLITE_DIR) and prints its password once: it is kept only as a hash, so note it now.
The member signs in at /app/ops.

  --email   the member's e-mail, their sign-in name
  --role    picker (prepares the orders of their stores) or manager (every store)
  --store   a store id a picker works for; repeat it, or give several as 1,3 (not for a manager)
  --name    the name the staff screen shows (default: the e-mail before the @)

With the embedded database the shop must be stopped first (it holds the folder).`;

const emailSchema = z.email().max(100);
const storeIdSchema = z.coerce.number().int().positive().max(INT4_MAX);

export type StaffCommand =
  { kind: 'help' } | { kind: 'add'; member: NewStaffInput } | { kind: 'error'; message: string };

/** The command line of `npm run ops`, checked before the database is opened. */
export function parseStaffCommand(args: readonly string[]): StaffCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        store: { type: 'string', multiple: true },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.join(' ') !== 'staff add') {
    return {
      kind: 'error',
      message: `unknown command '${positionals.join(' ')}': the one command is 'staff add'`,
    };
  }
  const email = emailSchema.safeParse(values.email?.trim());
  if (!email.success)
    return { kind: 'error', message: '--email must be an e-mail address (at most 100 characters)' };
  const role = STAFF_ROLES.find((known) => known === values.role);
  if (!role) return { kind: 'error', message: `--role must be ${STAFF_ROLES.join(' or ')}` };
  const storeTexts = (values.store ?? []).flatMap((text) => text.split(','));
  const storeIds: number[] = [];
  for (const text of storeTexts) {
    const id = storeIdSchema.safeParse(text.trim());
    if (!id.success)
      return { kind: 'error', message: `--store '${text}' is not a store id (a whole number)` };
    storeIds.push(id.data);
  }
  if (role === 'picker' && storeIds.length === 0) {
    return { kind: 'error', message: 'a picker needs at least one --store' };
  }
  if (role === 'manager' && storeIds.length > 0) {
    return { kind: 'error', message: 'a manager sees every store: leave out --store' };
  }
  const name = (values.name ?? email.data.split('@')[0] ?? '').trim();
  if (name.length === 0 || name.length > 50)
    return { kind: 'error', message: '--name must be 1 to 50 characters' };
  return { kind: 'add', member: { email: email.data, name, role, storeIds } };
}
