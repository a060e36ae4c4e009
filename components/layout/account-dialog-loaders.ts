/**
 * What the account menu's modal shows arrives on demand: the login form brings react-hook-form
 * and the contract's zod schema, which would otherwise weigh on every page's first load. Callers
 * start a load early (hover, focus, touch) so it is usually there by the time the modal opens;
 * the bundler runs each import once.
 */
export const loadLoginForm = () => import('@/components/account/sign-in/login-form');
export const loadAccountPanel = () => import('./account-panel');
