/**
 * Localities the shop's vans do not deliver to (cities.home_delivery false): home delivery and
 * parcels to them answer 2222 on the slot calls and 42 on opening a cart. Mdina, the walled
 * 'Silent City', admits only residents' cars, so a grocer's van cannot reach the door.
 */
export const LOCALITIES_WITHOUT_HOME_DELIVERY = ['Mdina'];
