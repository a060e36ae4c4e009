import { DEMO_SELLER } from '../../src/config';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

/**
 * Every change of an order is given the seller of the deployment's settings (README: Environment
 * variables, SHOP_LEGAL_*), read once when the app is built: no path falls back to the demo shop.
 */
describe('the seller on receipts and invoices', () => {
  let t: TestApp | undefined;
  afterEach(() => stopTestApp(t));

  it('is the configured one', async () => {
    t = await startTestApp({
      SHOP_LEGAL_NAME: 'Ħanut tal-Kantuniera Ltd',
      SHOP_LEGAL_ADDRESS: 'Triq San Pawl 5, Naxxar NXR 1010, Malta',
      SHOP_VAT_NUMBER: 'MT23456789',
    });
    expect(t.app.documentSeller).toEqual({
      name: 'Ħanut tal-Kantuniera Ltd',
      address: 'Triq San Pawl 5, Naxxar NXR 1010, Malta',
      vatNumber: 'MT23456789',
    });
  });

  it('is the demo shop only when nothing is configured', async () => {
    t = await startTestApp();
    expect(t.app.documentSeller).toEqual(DEMO_SELLER);
  });
});
