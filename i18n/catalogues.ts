import enCatalogue from '../messages/en/catalogue.json';
import enFailure from '../messages/en/failure.json';
import enLeaflets from '../messages/en/leaflets.json';
import enLegal from '../messages/en/legal.json';
import enProductPage from '../messages/en/product-page.json';
import enShare from '../messages/en/share.json';
import enShop from '../messages/en/shop.json';
import enStores from '../messages/en/stores.json';
import itCatalogue from '../messages/it/catalogue.json';
import itFailure from '../messages/it/failure.json';
import itLeaflets from '../messages/it/leaflets.json';
import itLegal from '../messages/it/legal.json';
import itProductPage from '../messages/it/product-page.json';
import itShare from '../messages/it/share.json';
import itShop from '../messages/it/shop.json';
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
  stores: enStores,
  leaflets: enLeaflets,
  legal: enLegal,
  share: enShare,
};

export const italianAreas = {
  shop: itShop,
  failure: itFailure,
  catalogue: itCatalogue,
  productPage: itProductPage,
  stores: itStores,
  leaflets: itLeaflets,
  legal: itLegal,
  share: itShare,
};

export const english = {
  ...enShop,
  ...enFailure,
  ...enCatalogue,
  ...enProductPage,
  ...enStores,
  ...enLeaflets,
  ...enLegal,
  ...enShare,
};

export const italian = {
  ...itShop,
  ...itFailure,
  ...itCatalogue,
  ...itProductPage,
  ...itStores,
  ...itLeaflets,
  ...itLegal,
  ...itShare,
};
