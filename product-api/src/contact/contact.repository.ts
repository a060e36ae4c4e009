import type { ContactMessage } from '../contract/contact';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

/**
 * SQL of the contact form (architecture, Code conventions: the only contact file that imports the
 * ORM).
 */
export async function insertContactMessage(db: Database, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
