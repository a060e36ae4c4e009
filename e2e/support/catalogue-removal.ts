import { Client } from 'pg';

/**
 * Takes a product out of the database and bumps the catalogue version in one transaction, as a
 * back-office tool would: the import only adds and updates (a withdrawn product stays, out of
 * stock), so this is the one way a product page's product disappears. SQL here because the shop
 * itself has no removal to call; the key is product-api's CATALOGUE_VERSION_KEY.
 */
export async function removeProduct(databaseUrl: string, barcode: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const removed = await client.query('DELETE FROM products WHERE barcode = $1', [barcode]);
    if (removed.rowCount !== 1) throw new Error(`no product ${barcode} to remove`);
    await client.query(
      `INSERT INTO app_meta (key, value) VALUES ('catalogue_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [`e2e-removal-${Date.now()}`],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
