import type { Palette } from './images';
import type { ProductShape } from './svg-shapes';

/**
 * The demo shop's aisles, as a Maltese supermarket lays them out. Keys tie products to their
 * sub-category; the order of the arrays is the `order` shown in menus. vat: 1 standard (18%),
 * 2 food (0%: Malta exempts food with credit).
 */
export type VatConfiguration = 1 | 2;

/** How a weighed product may be bought: step and minimum in kg, at most maxAmount kg. */
export type WeighingRule = { umStep: number; minWeight: number; maxAmount: number };

export type SubCategorySeed = {
  key: string;
  description: string;
  descriptionIt: string;
  shape: ProductShape;
  vat?: VatConfiguration;
};

export type MainCategorySeed = {
  key: string;
  description: string;
  descriptionIt: string;
  palette: Palette;
  vat: VatConfiguration;
  weighing: WeighingRule;
  subs: SubCategorySeed[];
};

const PRODUCE: WeighingRule = { umStep: 0.25, minWeight: 0.5, maxAmount: 5 };
const COUNTER: WeighingRule = { umStep: 0.1, minWeight: 0.2, maxAmount: 5 };
const SLICED: WeighingRule = { umStep: 0.1, minWeight: 0.2, maxAmount: 2 };

const sub = (
  key: string,
  description: string,
  descriptionIt: string,
  shape: ProductShape,
  vat?: VatConfiguration,
) => (vat ? { key, description, descriptionIt, shape, vat } : { key, description, descriptionIt, shape });

export const MAIN_CATEGORIES: MainCategorySeed[] = [
  {
    key: 'fruit-veg',
    description: 'Fruit & Vegetables',
    descriptionIt: 'Frutta e verdura',
    palette: { background: '#eaf6e4', accent: '#e8833a' },
    vat: 2,
    weighing: PRODUCE,
    subs: [
      sub('fresh-fruit', 'Fresh Fruit', 'Frutta fresca', 'fruit'),
      sub('fresh-vegetables', 'Fresh Vegetables', 'Verdura fresca', 'veg'),
      sub('salads-herbs', 'Salads & Herbs', 'Insalate ed erbe aromatiche', 'bag'),
      sub('nuts-dried-fruit', 'Nuts & Dried Fruit', 'Frutta secca', 'bag'),
    ],
  },
  {
    key: 'bakery',
    description: 'Bakery',
    descriptionIt: 'Panetteria',
    palette: { background: '#fbf0dc', accent: '#c8873f' },
    vat: 2,
    weighing: COUNTER,
    subs: [
      sub('maltese-bread', 'Maltese Bread', 'Pane maltese', 'loaf'),
      sub('rolls-ftira', 'Rolls & Ftira', 'Panini e ftira', 'loaf'),
      sub('biscuits-galletti', 'Biscuits & Galletti', 'Biscotti e galletti', 'pack'),
      sub('cakes-pastries', 'Cakes & Pastries', 'Dolci e pasticceria', 'pack'),
    ],
  },
  {
    key: 'dairy-eggs',
    description: 'Dairy & Eggs',
    descriptionIt: 'Latticini e uova',
    palette: { background: '#e8f1fb', accent: '#3b82c4' },
    vat: 2,
    weighing: SLICED,
    subs: [
      sub('milk', 'Milk & Milk Drinks', 'Latte e bevande al latte', 'carton'),
      sub('yoghurt-desserts', 'Yoghurt & Desserts', 'Yogurt e dessert', 'tub'),
      sub('butter-cream', 'Butter & Cream', 'Burro e panna', 'pack'),
      sub('eggs', 'Eggs', 'Uova', 'carton'),
      sub('gbejniet-fresh-cheese', 'Ġbejniet & Fresh Cheese', 'Ġbejniet e formaggi freschi', 'tub'),
    ],
  },
  {
    key: 'meat-poultry',
    description: 'Meat & Poultry',
    descriptionIt: 'Carne e pollame',
    palette: { background: '#fbe9e7', accent: '#c0463b' },
    vat: 2,
    weighing: COUNTER,
    subs: [
      sub('beef-veal', 'Beef & Veal', 'Manzo e vitello', 'tray'),
      sub('pork-lamb-rabbit', 'Pork, Lamb & Rabbit', 'Maiale, agnello e coniglio', 'tray'),
      sub('chicken-turkey', 'Chicken & Turkey', 'Pollo e tacchino', 'tray'),
      sub('sausages-bbq', 'Sausages & BBQ', 'Salsicce e barbecue', 'tray'),
    ],
  },
  {
    key: 'fish',
    description: 'Fish & Seafood',
    descriptionIt: 'Pesce e frutti di mare',
    palette: { background: '#e3f4f6', accent: '#2f8fa3' },
    vat: 2,
    weighing: { umStep: 0.1, minWeight: 0.2, maxAmount: 3 },
    subs: [
      sub('fresh-fish', 'Fresh Fish', 'Pesce fresco', 'fish'),
      sub('seafood', 'Shellfish & Seafood', 'Crostacei e molluschi', 'fish'),
      sub('smoked-fish', 'Smoked & Cured Fish', 'Pesce affumicato e conservato', 'pack'),
    ],
  },
  {
    key: 'deli-cheese',
    description: 'Deli & Cheese',
    descriptionIt: 'Gastronomia e formaggi',
    palette: { background: '#fdf5d9', accent: '#d9a520' },
    vat: 2,
    weighing: SLICED,
    subs: [
      sub('cheese-counter', 'Cheese Counter', 'Banco formaggi', 'wedge'),
      sub('cold-cuts', 'Cold Cuts', 'Salumi', 'tray'),
      sub('olives-antipasti', 'Olives, Dips & Antipasti', 'Olive, salse e antipasti', 'jar'),
      sub('ready-meals', 'Maltese Ready Meals', 'Piatti pronti maltesi', 'tray'),
    ],
  },
  {
    key: 'pantry',
    description: 'Pantry',
    descriptionIt: 'Dispensa',
    palette: { background: '#f6ede4', accent: '#b5562f' },
    vat: 2,
    weighing: COUNTER,
    subs: [
      sub('pasta', 'Pasta', 'Pasta', 'pack'),
      sub('rice-pulses', 'Rice, Pulses & Grains', 'Riso, legumi e cereali', 'bag'),
      sub('tinned-kunserva', 'Tinned Food & Kunserva', 'Conserve e kunserva', 'can'),
      sub('oils-condiments', 'Oils, Vinegars & Sauces', 'Oli, aceti e salse', 'bottle'),
      sub('breakfast-spreads', 'Breakfast & Spreads', 'Colazione e creme spalmabili', 'jar'),
    ],
  },
  {
    key: 'frozen',
    description: 'Frozen',
    descriptionIt: 'Surgelati',
    palette: { background: '#e6f0fa', accent: '#5b8fd1' },
    vat: 2,
    weighing: COUNTER,
    subs: [
      sub('frozen-vegetables', 'Frozen Vegetables & Chips', 'Verdure e patatine surgelate', 'bag'),
      sub('frozen-fish', 'Frozen Fish', 'Pesce surgelato', 'pack'),
      sub('pizza-ready-meals', 'Pizza & Ready Meals', 'Pizze e piatti pronti', 'pack'),
      sub('frozen-pastizzi', 'Pastizzi & Pastry', 'Pastizzi e pasta sfoglia', 'pack'),
      sub('ice-cream', 'Ice Cream', 'Gelati', 'tub'),
    ],
  },
  {
    key: 'drinks',
    description: 'Drinks',
    descriptionIt: 'Bevande',
    palette: { background: '#eef3e2', accent: '#7a5230' },
    vat: 1,
    weighing: COUNTER,
    subs: [
      sub('water', 'Water', 'Acqua', 'bottle'),
      sub('soft-drinks', 'Soft Drinks & Juices', 'Bibite e succhi', 'bottle'),
      sub('beer', 'Beer', 'Birra', 'can'),
      sub('wine', 'Wine & Sparkling', 'Vini e spumanti', 'bottle'),
      sub('coffee-tea', 'Coffee & Tea', 'Caffè e tè', 'jar', 2),
    ],
  },
  {
    key: 'snacks-sweets',
    description: 'Snacks & Sweets',
    descriptionIt: 'Snack e dolciumi',
    palette: { background: '#fdeaf0', accent: '#d94f7c' },
    vat: 2,
    weighing: COUNTER,
    subs: [
      sub('crisps-snacks', 'Crisps & Savoury Snacks', 'Patatine e snack salati', 'bag'),
      sub('chocolate', 'Chocolate', 'Cioccolato', 'pack'),
      sub('sweets-traditional', 'Sweets & Maltese Treats', 'Caramelle e dolci maltesi', 'pack'),
    ],
  },
  {
    key: 'household',
    description: 'Household',
    descriptionIt: 'Casa',
    palette: { background: '#e9f3f1', accent: '#1f9d8a' },
    vat: 1,
    weighing: COUNTER,
    subs: [
      sub('cleaning', 'Cleaning', 'Pulizia della casa', 'bottle'),
      sub('laundry', 'Laundry', 'Bucato', 'bottle'),
      sub('paper-kitchen', 'Paper & Kitchen Rolls', 'Carta e rotoli da cucina', 'pack'),
      sub('bbq-outdoor', 'BBQ & Outdoor', 'Barbecue ed esterni', 'bag'),
    ],
  },
  {
    key: 'personal-care',
    description: 'Personal Care',
    descriptionIt: 'Cura della persona',
    palette: { background: '#f1ecfa', accent: '#8a63c9' },
    vat: 1,
    weighing: COUNTER,
    subs: [
      sub('hair-care', 'Hair Care', 'Cura dei capelli', 'bottle'),
      sub('body-shower', 'Body, Bath & Sun', 'Corpo, bagno e sole', 'bottle'),
      sub('oral-care', 'Oral Care', 'Igiene orale', 'pack'),
      sub('deodorants-shaving', 'Deodorants & Shaving', 'Deodoranti e rasatura', 'can'),
    ],
  },
  {
    key: 'baby',
    description: 'Baby',
    descriptionIt: 'Neonati e infanzia',
    palette: { background: '#fdf1e6', accent: '#ef9a5a' },
    vat: 1,
    weighing: COUNTER,
    subs: [
      sub('nappies-wipes', 'Nappies & Wipes', 'Pannolini e salviette', 'pack'),
      sub('baby-food', 'Baby Food & Milk', 'Alimenti e latte per l’infanzia', 'jar', 2),
      sub('baby-care', 'Baby Care', 'Igiene del bambino', 'bottle'),
    ],
  },
  {
    key: 'pets',
    description: 'Pets',
    descriptionIt: 'Animali domestici',
    palette: { background: '#eef0e4', accent: '#8c7a3f' },
    vat: 1,
    weighing: COUNTER,
    subs: [
      sub('dog', 'Dog', 'Cane', 'bag'),
      sub('cat', 'Cat', 'Gatto', 'can'),
      sub('pet-care', 'Birds, Fish & Pet Care', 'Uccelli, pesci e accessori', 'pack'),
    ],
  },
];

/**
 * Aisles of things not eaten or drunk (by people): search ranks them after food unless the query
 * names them ('cheese' is not Cheese Cat Treats; 'cat food' is).
 */
export const NOT_FOOD_CATEGORIES: ReadonlySet<string> = new Set([
  'household',
  'personal-care',
  'pets',
  'nappies-wipes',
  'baby-care',
]);
