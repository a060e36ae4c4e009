import enAllergens from '../messages/en/allergens.json';
import enCart from '../messages/en/cart.json';
import enCartCreate from '../messages/en/cart-create.json';
import enCatalogue from '../messages/en/catalogue.json';
import enCheckout from '../messages/en/checkout.json';
import enCoupons from '../messages/en/coupons.json';
import enFailure from '../messages/en/failure.json';
import enFoodInfo from '../messages/en/food-info.json';
import enHelp from '../messages/en/help.json';
import enLeaflets from '../messages/en/leaflets.json';
import enLegal from '../messages/en/legal.json';
import enLists from '../messages/en/lists.json';
import enOrders from '../messages/en/orders.json';
import enPayments from '../messages/en/payments.json';
import enProductPage from '../messages/en/product-page.json';
import enProfile from '../messages/en/profile.json';
import enShare from '../messages/en/share.json';
import enSignup from '../messages/en/signup.json';
import enShop from '../messages/en/shop.json';
import enStaff from '../messages/en/staff.json';
import enStores from '../messages/en/stores.json';
import itAllergens from '../messages/it/allergens.json';
import itCart from '../messages/it/cart.json';
import itCartCreate from '../messages/it/cart-create.json';
import itCatalogue from '../messages/it/catalogue.json';
import itCheckout from '../messages/it/checkout.json';
import itCoupons from '../messages/it/coupons.json';
import itFailure from '../messages/it/failure.json';
import itFoodInfo from '../messages/it/food-info.json';
import itHelp from '../messages/it/help.json';
import itLeaflets from '../messages/it/leaflets.json';
import itLegal from '../messages/it/legal.json';
import itLists from '../messages/it/lists.json';
import itOrders from '../messages/it/orders.json';
import itPayments from '../messages/it/payments.json';
import itProductPage from '../messages/it/product-page.json';
import itProfile from '../messages/it/profile.json';
import itShare from '../messages/it/share.json';
import itSignup from '../messages/it/signup.json';
import itShop from '../messages/it/shop.json';
import itStaff from '../messages/it/staff.json';
import itStores from '../messages/it/stores.json';

/**
 * The message catalogues, one file per area under messages/<locale>/ so that areas change
 * independently. Each file owns its own top-level namespaces (a test checks that no two files
 * share one), so spreading them together loses nothing.
 */
export const englishAreas = {
  shop: enShop,
  failure: enFailure,
  catalogue: enCatalogue,
  productPage: enProductPage,
  foodInfo: enFoodInfo,
  allergens: enAllergens,
  profile: enProfile,
  stores: enStores,
  leaflets: enLeaflets,
  legal: enLegal,
  share: enShare,
  signup: enSignup,
  help: enHelp,
  cartCreate: enCartCreate,
  cart: enCart,
  checkout: enCheckout,
  orders: enOrders,
  lists: enLists,
  coupons: enCoupons,
  payments: enPayments,
  staff: enStaff,
};

export const italianAreas = {
  shop: itShop,
  failure: itFailure,
  catalogue: itCatalogue,
  productPage: itProductPage,
  foodInfo: itFoodInfo,
  allergens: itAllergens,
  profile: itProfile,
  stores: itStores,
  leaflets: itLeaflets,
  legal: itLegal,
  share: itShare,
  signup: itSignup,
  help: itHelp,
  cartCreate: itCartCreate,
  cart: itCart,
  checkout: itCheckout,
  orders: itOrders,
  lists: itLists,
  coupons: itCoupons,
  payments: itPayments,
  staff: itStaff,
};

export const english = {
  ...enShop,
  ...enFailure,
  ...enCatalogue,
  ...enProductPage,
  ...enFoodInfo,
  ...enAllergens,
  ...enProfile,
  ...enStores,
  ...enLeaflets,
  ...enLegal,
  ...enShare,
  ...enSignup,
  ...enHelp,
  ...enCartCreate,
  ...enCart,
  ...enCheckout,
  ...enOrders,
  ...enLists,
  ...enCoupons,
  ...enPayments,
  ...enStaff,
};

export const italian = {
  ...itShop,
  ...itFailure,
  ...itCatalogue,
  ...itProductPage,
  ...itFoodInfo,
  ...itAllergens,
  ...itProfile,
  ...itStores,
  ...itLeaflets,
  ...itLegal,
  ...itShare,
  ...itSignup,
  ...itHelp,
  ...itCartCreate,
  ...itCart,
  ...itCheckout,
  ...itOrders,
  ...itLists,
  ...itCoupons,
  ...itPayments,
  ...itStaff,
};
