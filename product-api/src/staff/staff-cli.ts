import { ConfigError, loadConfig } from '../config';
import { databaseTargetOf, openDatabase, type DatabaseHandle } from '../db/client';
import { DataFolderError, FolderLockedError } from '../db/folder-lock';
import { STAFF_CLI_HELP, parseStaffCommand } from './staff-cli-args';
import { addStaffMember } from './staff.service';

/**
 * `npm run ops -- staff add ...`: exit code 0 when the member was created (their password printed
 * once), 1 for a refused command line, a refused member (taken e-mail, unknown store) or a busy
 * database.
 */
async function main(): Promise<number> {
  const command = parseStaffCommand(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(STAFF_CLI_HELP);
    return 0;
  }
  if (command.kind === 'error') {
    console.error(`${STAFF_CLI_HELP}\n\nRefused: ${command.message}.`);
    return 1;
  }
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase(databaseTargetOf(loadConfig()));
    const added = await addStaffMember(handle.db, command.member);
    if (!added.ok) {
      console.error(`Refused: ${added.reason}.`);
      return 1;
    }
    const { member } = command;
    const stores = member.role === 'manager' ? 'every store' : `store ${member.storeIds.join(', ')}`;
    console.log(`Staff member ${added.data.email} (${member.role}, ${stores}) created.`);
    console.log(`One-time password: ${added.data.oneTimePassword}`);
    console.log('It is shown only now and kept only as a hash: hand it over, then forget it.');
    return 0;
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(
        `Refused: the shop is running on ${error.dataDir} (PID ${error.pid}) and the embedded database ` +
          'has one user at a time. Stop the shop first, or use DATABASE_URL.',
      );
    } else if (error instanceof DataFolderError) {
      console.error(`Refused: ${error.message}`);
    } else {
      console.error(`Failed, nothing was written: ${String(error)}`);
    }
    return 1;
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
