import demoCustomer from './demo-customer.json';

/**
 * The demo customer's credentials: printed by `npm start` (which reads the JSON file) and in the
 * README so anyone can log in to the demo shop. Only ever seeded into a demo database.
 */
export const DEMO_CUSTOMER: { email: string; password: string; firstName: string; lastName: string } =
  demoCustomer;
