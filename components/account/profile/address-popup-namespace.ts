/**
 * The message namespaces of the two address popups. Both hold the same popup keys (titles, save,
 * delete, toasts, country label); what differs between them stays in each popup's own file.
 */
export type AddressPopupNamespace = 'profile.addresses' | 'profile.billing';
