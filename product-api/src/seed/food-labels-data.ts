import type { Allergen, Diet, Nutrition } from '../contract/food-info';

/**
 * The demo catalogue's food labels: a label per kind of product (a sub-category, or the products
 * whose name matches a rule), as a real label of that kind reads. Values per 100 g or ml are
 * typical of the kind, not any one brand's. product-food-seed.ts picks a product's label and adds
 * what its name tells (net quantity, containers, origin).
 */
export type SeedLabel = {
  ingredients?: [string, string];
  allergens?: Allergen[];
  mayContain?: Allergen[];
  diets?: Diet[];
  nutrition?: Nutrition;
  storage?: [string, string];
  instructions?: [string, string];
  origin?: [string, string];
  abv?: number;
  warnings?: [string, string];
  /** Single-use containers: a drink in a can or bottle counts each one (BCRS). */
  deposit?: boolean;
};

/** Per 100 g (or ml): kJ follows from kcal (1 kcal = 4.184 kJ), as on a label. */
const g = (
  kcal: number,
  fat: number,
  saturates: number,
  carbohydrate: number,
  sugars: number,
  protein: number,
  salt: number,
): Nutrition => ({
  per: 'g',
  energyKj: Math.round(kcal * 4.184),
  energyKcal: kcal,
  fat,
  saturates,
  carbohydrate,
  sugars,
  protein,
  salt,
});
const ml = (...values: Parameters<typeof g>): Nutrition => ({ ...g(...values), per: 'ml' });

const DRY: [string, string] = ['Store in a cool, dry place.', 'Conservare in luogo fresco e asciutto.'];
const CHILLED: [string, string] = [
  'Keep refrigerated at 0-4 °C. Once opened, use within 3 days.',
  'Conservare in frigorifero a 0-4 °C. Una volta aperto, consumare entro 3 giorni.',
];
const FROZEN: [string, string] = [
  'Keep frozen at -18 °C. Do not refreeze once thawed.',
  'Conservare a -18 °C. Non ricongelare dopo lo scongelamento.',
];
const FRESH: [string, string] = [
  'Keep refrigerated at 0-4 °C. Cook thoroughly before eating.',
  'Conservare in frigorifero a 0-4 °C. Cuocere completamente prima del consumo.',
];
const PRODUCE: [string, string] = [
  'Store in a cool place; wash before eating.',
  'Conservare in luogo fresco; lavare prima del consumo.',
];
const MALTA: [string, string] = ['Malta', 'Malta'];
const ITALY: [string, string] = ['Italy', 'Italia'];
const EU: [string, string] = ['EU', 'UE'];
const KIDS: [string, string] = ['Keep out of reach of children.', 'Tenere fuori dalla portata dei bambini.'];
const CORROSIVE: [string, string] = [
  'Danger: causes severe skin burns and eye damage. Do not mix with other products. Keep out of reach of children.',
  'Pericolo: provoca gravi ustioni cutanee e gravi lesioni oculari. Non miscelare con altri prodotti. Tenere fuori dalla portata dei bambini.',
];
const IRRITANT: [string, string] = [
  'Warning: causes serious eye irritation. If in eyes, rinse with water for several minutes. Keep out of reach of children.',
  'Attenzione: provoca grave irritazione oculare. In caso di contatto con gli occhi, sciacquare con acqua per parecchi minuti. Tenere fuori dalla portata dei bambini.',
];
const AEROSOL: [string, string] = [
  'Extremely flammable aerosol. Pressurised container: may burst if heated. Keep away from heat and flames. Keep out of reach of children.',
  'Aerosol altamente infiammabile. Contenitore pressurizzato: può scoppiare se riscaldato. Tenere lontano da calore e fiamme. Tenere fuori dalla portata dei bambini.',
];
const FLAMMABLE: [string, string] = [
  'Flammable. Light in the open air only, away from children and pets. Never leave unattended.',
  'Infiammabile. Accendere solo all’aperto, lontano da bambini e animali. Non lasciare mai incustodito.',
];
const EXTERNAL: [string, string] = [
  'For external use only. Avoid contact with eyes; if it occurs, rinse with water. Keep out of reach of children.',
  'Solo per uso esterno. Evitare il contatto con gli occhi; in tal caso sciacquare con acqua. Tenere fuori dalla portata dei bambini.',
];
const PLASTIC: [string, string] = [
  'To avoid danger of suffocation, keep this bag away from babies and children.',
  'Per evitare il pericolo di soffocamento, tenere questo sacchetto lontano da neonati e bambini.',
];

/** Products whose name matches, before their sub-category's label: the first rule that matches. */
export const LABEL_RULES: { subs?: string[]; name: RegExp; label: SeedLabel }[] = [
  // Maltese sweets and pastizzi whose recipe differs from their shelf's usual label: each agrees
  // with the tags the catalogue gives it ('vegan', 'gluten-free'; seed-food.test.ts checks).
  {
    name: /pastizzi tal-piżelli/i,
    label: {
      ingredients: [
        '*Wheat* flour, mushy peas (35%), vegetable margarine (palm oil, rapeseed oil, water, salt), onion, water, curry powder, salt.',
        'Farina di *frumento*, purea di piselli (35%), margarina vegetale (olio di palma, olio di colza, acqua, sale), cipolla, acqua, curry, sale.',
      ],
      allergens: ['GLUTEN'],
      mayContain: ['MILK', 'EGGS'],
      diets: ['VEGAN'],
      nutrition: g(318, 17, 7.9, 35, 1.9, 6.2, 0.9),
      storage: FROZEN,
      origin: MALTA,
      instructions: [
        'Bake from frozen at 200 °C for 25-30 minutes until golden.',
        'Cuocere da surgelati a 200 °C per 25-30 minuti fino a doratura.',
      ],
    },
  },
  {
    name: /imqaret/i,
    label: {
      ingredients: [
        '*Wheat* flour, dates (35%), sunflower oil, sugar, orange zest, aniseed, cloves, salt.',
        'Farina di *frumento*, datteri (35%), olio di girasole, zucchero, scorza d’arancia, anice, chiodi di garofano, sale.',
      ],
      allergens: ['GLUTEN'],
      mayContain: ['NUTS', 'SESAME'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: g(398, 16, 1.9, 58, 27, 4.9, 0.3),
      storage: DRY,
      origin: MALTA,
    },
  },
  {
    name: /kwareżimal/i,
    label: {
      ingredients: [
        '*Wheat* flour, sugar, *almonds* (20%), orange zest, orange blossom water, cinnamon, cloves.',
        'Farina di *frumento*, zucchero, *mandorle* (20%), scorza d’arancia, acqua di fiori d’arancio, cannella, chiodi di garofano.',
      ],
      allergens: ['GLUTEN', 'NUTS'],
      mayContain: ['SESAME'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: g(421, 12, 1, 70, 38, 8.3, 0.05),
      storage: DRY,
      origin: MALTA,
    },
  },
  {
    name: /qubbajt/i,
    label: {
      ingredients: [
        'Sugar, *almonds* or *hazelnuts* (25%), glucose syrup, honey, *egg* white, wafer paper (potato starch, water).',
        'Zucchero, *mandorle* o *nocciole* (25%), sciroppo di glucosio, miele, albume d’*uovo*, ostia (fecola di patate, acqua).',
      ],
      allergens: ['EGGS', 'NUTS'],
      mayContain: ['PEANUTS', 'MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE'],
      nutrition: g(448, 14, 1.2, 73, 62, 7.4, 0.05),
      storage: DRY,
      origin: MALTA,
    },
  },
  {
    name: /peanut butter/i,
    label: {
      ingredients: [
        'Roasted *peanuts* (95%), palm oil, salt.',
        '*Arachidi* tostate (95%), olio di palma, sale.',
      ],
      allergens: ['PEANUTS'],
      mayContain: ['NUTS'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(619, 50.4, 10.2, 12.4, 5.9, 25.1, 1.1),
      storage: DRY,
      origin: ['United Kingdom', 'Regno Unito'],
    },
  },
  {
    name: /salted peanuts/i,
    label: {
      ingredients: ['*Peanuts* (96%), sunflower oil, salt.', '*Arachidi* (96%), olio di girasole, sale.'],
      allergens: ['PEANUTS'],
      mayContain: ['NUTS', 'SESAME'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(619, 51, 7.7, 8.5, 4.5, 26.5, 1.2),
      storage: DRY,
      origin: ['Argentina', 'Argentina'],
    },
  },
  {
    name: /gluten-free (white bread|ciabattine)/i,
    label: {
      ingredients: [
        'Water, maize starch, rice flour, sunflower oil, psyllium husk, yeast, sugar, salt.',
        'Acqua, amido di mais, farina di riso, olio di girasole, psillio, lievito, zucchero, sale.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(245, 5.1, 0.6, 46, 2.8, 1.6, 1.1),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    name: /gluten-free spaghetti/i,
    label: {
      ingredients: ['Maize flour (60%), rice flour (40%).', 'Farina di mais (60%), farina di riso (40%).'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(357, 1.5, 0.3, 78, 0.5, 6.5, 0.01),
      storage: DRY,
      origin: ITALY,
      instructions: [
        'Cook in salted boiling water for 9 minutes.',
        'Cuocere in acqua bollente salata per 9 minuti.',
      ],
    },
  },
  {
    name: /gluten-free pizza/i,
    label: {
      ingredients: [
        'Tomato, *mozzarella* (*milk*), rice flour, maize starch, water, olive oil, salt, yeast, oregano.',
        'Pomodoro, *mozzarella* (*latte*), farina di riso, amido di mais, acqua, olio d’oliva, sale, lievito, origano.',
      ],
      allergens: ['MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE'],
      nutrition: g(228, 7.5, 3.2, 33, 2.4, 6.3, 1.1),
      storage: FROZEN,
      origin: ITALY,
      instructions: [
        'Bake from frozen at 220 °C for 12-14 minutes.',
        'Cuocere da surgelata a 220 °C per 12-14 minuti.',
      ],
    },
  },
  {
    name: /gluten-free shortbread/i,
    label: {
      ingredients: [
        'Rice flour, *butter* (*milk*) (30%), sugar, maize starch, salt.',
        'Farina di riso, *burro* (*latte*) (30%), zucchero, amido di mais, sale.',
      ],
      allergens: ['MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE'],
      nutrition: g(510, 27, 17, 62, 19, 3.1, 0.5),
      storage: DRY,
      origin: ['United Kingdom', 'Regno Unito'],
    },
  },
  {
    name: /rice cakes/i,
    label: {
      ingredients: ['Wholegrain brown rice (99%), sea salt.', 'Riso integrale (99%), sale marino.'],
      mayContain: ['SESAME'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(387, 2.8, 0.6, 81, 0.6, 8.1, 0.6),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    name: /lactose-free milk/i,
    label: {
      ingredients: ['Semi-skimmed *milk*, lactase enzyme.', '*Latte* parzialmente scremato, enzima lattasi.'],
      allergens: ['MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(47, 1.6, 1, 4.8, 4.8, 3.4, 0.1),
      storage: CHILLED,
      origin: MALTA,
    },
  },
  {
    name: /oat drink/i,
    label: {
      ingredients: [
        'Water, *oats* (10%), rapeseed oil, calcium carbonate, salt, vitamins D2 and B12.',
        'Acqua, *avena* (10%), olio di colza, carbonato di calcio, sale, vitamine D2 e B12.',
      ],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: ml(59, 3, 0.3, 6.6, 4, 1, 0.1),
      storage: [
        'Store in a cool, dry place. Once opened, keep refrigerated and use within 5 days.',
        'Conservare in luogo fresco e asciutto. Una volta aperto, conservare in frigorifero e consumare entro 5 giorni.',
      ],
      origin: ['Sweden', 'Svezia'],
    },
  },
  {
    name: /soya drink/i,
    label: {
      ingredients: [
        'Water, hulled *soya* beans (8%), sugar, calcium phosphate, sea salt.',
        'Acqua, semi di *soia* decorticati (8%), zucchero, fosfato di calcio, sale marino.',
      ],
      allergens: ['SOYBEANS'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(39, 1.8, 0.3, 2.5, 2.5, 3, 0.09),
      storage: DRY,
      origin: ['Belgium', 'Belgio'],
    },
  },
  {
    name: /almond drink/i,
    label: {
      ingredients: [
        'Water, *almonds* (2.3%), calcium carbonate, sea salt, stabiliser: gellan gum.',
        'Acqua, *mandorle* (2,3%), carbonato di calcio, sale marino, stabilizzante: gomma di gellano.',
      ],
      allergens: ['NUTS'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(13, 1.1, 0.1, 0, 0, 0.4, 0.13),
      storage: DRY,
      origin: ['France', 'Francia'],
    },
  },
  {
    name: /chocolate milk/i,
    label: {
      ingredients: [
        'Semi-skimmed *milk*, sugar, fat-reduced cocoa powder (1.2%), stabiliser: carrageenan.',
        '*Latte* parzialmente scremato, zucchero, cacao magro in polvere (1,2%), stabilizzante: carragenina.',
      ],
      allergens: ['MILK'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE'],
      nutrition: ml(68, 1.6, 1, 10, 9.6, 3.5, 0.15),
      storage: CHILLED,
      origin: MALTA,
    },
  },
  {
    name: /egg tagliatelle/i,
    label: {
      ingredients: [
        'Durum *wheat* semolina, *eggs* (21%).',
        'Semola di grano duro (*frumento*), *uova* (21%).',
      ],
      allergens: ['GLUTEN', 'EGGS'],
      diets: ['VEGETARIAN', 'LACTOSE_FREE'],
      nutrition: g(374, 4.3, 1.3, 67, 2, 15, 0.05),
      storage: DRY,
      origin: ITALY,
      instructions: [
        'Cook in salted boiling water for 5 minutes.',
        'Cuocere in acqua bollente salata per 5 minuti.',
      ],
    },
  },
  {
    name: /nutella/i,
    label: {
      ingredients: [
        'Sugar, palm oil, *hazelnuts* (13%), skimmed *milk* powder (8.7%), fat-reduced cocoa (7.4%), emulsifier: lecithins (*soya*), vanillin.',
        'Zucchero, olio di palma, *nocciole* (13%), *latte* scremato in polvere (8,7%), cacao magro (7,4%), emulsionanti: lecitine (*soia*), vanillina.',
      ],
      allergens: ['SOYBEANS', 'MILK', 'NUTS'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE'],
      nutrition: g(539, 30.9, 10.6, 57.5, 56.3, 6.3, 0.11),
      storage: [
        'Store in a cool, dry place (not in the fridge).',
        'Conservare in luogo fresco e asciutto (non in frigorifero).',
      ],
      origin: ITALY,
    },
  },
  {
    name: /hummus/i,
    label: {
      ingredients: [
        'Cooked chickpeas (58%), *sesame* paste (tahini) (14%), rapeseed oil, water, lemon juice, garlic, salt.',
        'Ceci cotti (58%), pasta di *sesamo* (tahina) (14%), olio di colza, acqua, succo di limone, aglio, sale.',
      ],
      allergens: ['SESAME'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(290, 23, 2.1, 11, 0.5, 7.2, 0.9),
      storage: CHILLED,
      origin: ['Greece', 'Grecia'],
    },
  },
  {
    name: /bigilla/i,
    label: {
      ingredients: [
        'Cooked broad beans (80%), olive oil, garlic, parsley, chilli, salt.',
        'Fave cotte (80%), olio d’oliva, aglio, prezzemolo, peperoncino, sale.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(135, 5.2, 0.8, 13, 1, 7.4, 0.9),
      storage: CHILLED,
      origin: MALTA,
    },
  },
  {
    name: /pesto/i,
    label: {
      ingredients: [
        'Sunflower oil, basil (35%), *cashew nuts*, Grana Padano cheese (*milk*, *egg* lysozyme), pecorino cheese (*milk*), salt, garlic.',
        'Olio di girasole, basilico (35%), *anacardi*, Grana Padano (*latte*, lisozima da *uovo*), pecorino (*latte*), sale, aglio.',
      ],
      allergens: ['EGGS', 'MILK', 'NUTS'],
      diets: ['GLUTEN_FREE'],
      nutrition: g(532, 54, 6.7, 4.7, 3.6, 5.6, 2.7),
      storage: CHILLED,
      origin: ITALY,
    },
  },
  {
    name: /mayonnaise/i,
    label: {
      ingredients: [
        'Rapeseed oil (78%), water, pasteurised *egg* yolk (6%), spirit vinegar, salt, sugar, *mustard* seed, lemon juice concentrate.',
        'Olio di colza (78%), acqua, tuorlo d’*uovo* pastorizzato (6%), aceto di alcol, sale, zucchero, semi di *senape*, succo di limone concentrato.',
      ],
      allergens: ['EGGS', 'MUSTARD'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(721, 79, 6.2, 1.3, 1.3, 1.1, 1.5),
      storage: CHILLED,
      origin: ['Netherlands', 'Paesi Bassi'],
    },
  },
  {
    name: /ketchup/i,
    label: {
      ingredients: [
        'Tomatoes (148 g per 100 g), spirit vinegar, sugar, salt, spice and herb extracts, *celery*.',
        'Pomodori (148 g per 100 g), aceto di alcol, zucchero, sale, estratti di spezie ed erbe, *sedano*.',
      ],
      allergens: ['CELERY'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(102, 0.1, 0, 23.2, 22.8, 1.2, 1.8),
      storage: CHILLED,
      origin: ['Netherlands', 'Paesi Bassi'],
    },
  },
  {
    subs: ['oils-condiments'],
    name: /vinegar/i,
    label: {
      ingredients: [
        'Wine vinegar, cooked grape must, antioxidant: *sulphites*.',
        'Aceto di vino, mosto d’uva cotto, antiossidante: *solfiti*.',
      ],
      allergens: ['SULPHITES'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(102, 0, 0, 17, 15, 0.5, 0.03),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    subs: ['oils-condiments'],
    name: /olive oil|sunflower oil/i,
    label: {
      ingredients: ['Extra virgin olive oil.', 'Olio extravergine di oliva.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(824, 91.6, 13.4, 0, 0, 0, 0),
      storage: ['Store in a cool, dark place.', 'Conservare in luogo fresco e al riparo dalla luce.'],
      origin: EU,
    },
  },
  {
    subs: ['oils-condiments'],
    name: /sea salt/i,
    label: {
      ingredients: ['Sea salt.', 'Sale marino.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      storage: DRY,
      origin: ['Gozo, Malta', 'Gozo, Malta'],
    },
  },
  {
    name: /arrabbiata|passata|pelati|polpa|pomodorini|kunserva/i,
    label: {
      ingredients: [
        'Tomatoes (98%), salt, acidity regulator: citric acid.',
        'Pomodori (98%), sale, correttore di acidità: acido citrico.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(29, 0.2, 0, 4.6, 4, 1.3, 0.4),
      storage: [
        'Store in a cool, dry place. Once opened, keep refrigerated and use within 3 days.',
        'Conservare in luogo fresco e asciutto. Una volta aperto, conservare in frigorifero e consumare entro 3 giorni.',
      ],
      origin: ITALY,
    },
  },
  {
    subs: ['tinned-kunserva'],
    name: /tuna|sardines/i,
    label: {
      ingredients: ['*Fish* (70%), olive oil (29%), salt.', '*Pesce* (70%), olio d’oliva (29%), sale.'],
      allergens: ['FISH'],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(192, 10, 1.6, 0, 0, 25, 1),
      storage: DRY,
      origin: ['Spain', 'Spagna'],
    },
  },
  {
    subs: ['tinned-kunserva'],
    name: /beans|chickpeas|sweetcorn 3/i,
    label: {
      ingredients: ['Beans, water, salt.', 'Legumi, acqua, sale.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(95, 0.6, 0.1, 13, 1.1, 6.8, 0.5),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    name: /corned beef/i,
    label: {
      ingredients: [
        'Cooked beef (96%), salt, sugar, preservative: sodium nitrite.',
        'Carne bovina cotta (96%), sale, zucchero, conservante: nitrito di sodio.',
      ],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(205, 12, 5.7, 0.5, 0.5, 24, 1.8),
      storage: DRY,
      origin: ['Brazil', 'Brasile'],
    },
  },
  {
    name: /granola/i,
    label: {
      ingredients: [
        '*Oat* flakes (55%), honey (12%), *almonds* (10%), sunflower oil, sugar.',
        'Fiocchi d’*avena* (55%), miele (12%), *mandorle* (10%), olio di girasole, zucchero.',
      ],
      allergens: ['GLUTEN', 'NUTS'],
      mayContain: ['PEANUTS', 'MILK'],
      diets: ['VEGETARIAN'],
      nutrition: g(449, 16, 1.8, 62, 18, 10, 0.05),
      storage: DRY,
      origin: ['Germany', 'Germania'],
    },
  },
  {
    subs: ['breakfast-spreads'],
    name: /honey/i,
    label: {
      ingredients: ['Honey.', 'Miele.'],
      diets: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(329, 0, 0, 82, 82, 0.3, 0.01),
      storage: DRY,
      origin: MALTA,
      instructions: ['Not suitable for infants under 12 months.', 'Non adatto ai bambini sotto i 12 mesi.'],
    },
  },
  {
    subs: ['breakfast-spreads'],
    name: /jam/i,
    label: {
      ingredients: [
        'Fruit (45%), sugar, gelling agent: pectin, acidity regulator: citric acid.',
        'Frutta (45%), zucchero, gelificante: pectina, correttore di acidità: acido citrico.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(246, 0.1, 0, 60, 58, 0.4, 0.02),
      storage: ['Once opened, keep refrigerated.', 'Dopo l’apertura conservare in frigorifero.'],
      origin: ITALY,
    },
  },
  {
    name: /porridge|corn flakes|special k/i,
    label: {
      ingredients: [
        'Cereals (*oats*, maize, *wheat*), sugar, salt, barley malt extract, vitamins and iron.',
        'Cereali (*avena*, mais, *frumento*), zucchero, sale, estratto di malto d’orzo, vitamine e ferro.',
      ],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: g(378, 2, 0.4, 79, 8, 8, 0.9),
      storage: DRY,
      origin: ['United Kingdom', 'Regno Unito'],
    },
  },
  {
    subs: ['rice-pulses'],
    name: /rice|quinoa|polenta/i,
    label: {
      ingredients: ['Rice.', 'Riso.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(352, 0.6, 0.2, 78, 0.3, 7, 0),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    subs: ['rice-pulses'],
    name: /couscous/i,
    label: {
      ingredients: ['Durum *wheat* semolina.', 'Semola di grano duro (*frumento*).'],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: g(360, 1.9, 0.4, 72, 2, 12.8, 0.02),
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    subs: ['rice-pulses'],
    name: /lentils|dried chickpeas/i,
    label: {
      ingredients: ['Pulses.', 'Legumi.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(329, 2, 0.3, 48, 2.4, 24, 0.02),
      storage: DRY,
      origin: ['Canada', 'Canada'],
      instructions: [
        'Rinse and cook in boiling water for 20-40 minutes.',
        'Sciacquare e cuocere in acqua bollente per 20-40 minuti.',
      ],
    },
  },
  {
    name: /ferrero|baci|hazelnut wafers|kinder bueno/i,
    label: {
      ingredients: [
        'Milk chocolate (sugar, cocoa butter, cocoa mass, whole *milk* powder, emulsifier: *soya* lecithin), *hazelnuts* (28%), *wheat* flour, palm oil, sugar.',
        'Cioccolato al latte (zucchero, burro di cacao, pasta di cacao, *latte* intero in polvere, emulsionante: lecitina di *soia*), *nocciole* (28%), farina di *frumento*, olio di palma, zucchero.',
      ],
      allergens: ['GLUTEN', 'SOYBEANS', 'MILK', 'NUTS'],
      mayContain: ['PEANUTS'],
      diets: ['VEGETARIAN'],
      nutrition: g(576, 37, 12, 51, 43, 8.2, 0.16),
      storage: [
        'Store in a cool, dry place, away from heat.',
        'Conservare in luogo fresco e asciutto, lontano da fonti di calore.',
      ],
      origin: ITALY,
    },
  },
  {
    name: /70% cocoa/i,
    label: {
      ingredients: [
        'Cocoa mass, sugar, cocoa butter, vanilla.',
        'Pasta di cacao, zucchero, burro di cacao, vaniglia.',
      ],
      mayContain: ['MILK', 'NUTS'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(566, 41, 24, 34, 28, 9.5, 0.02),
      storage: DRY,
      origin: ['France', 'Francia'],
    },
  },
  {
    name: /figolla|prinjolata/i,
    label: {
      ingredients: [
        'Sugar, *almonds* (25%), glucose syrup, honey, *egg* white, *wheat* flour, wafer paper (potato starch).',
        'Zucchero, *mandorle* (25%), sciroppo di glucosio, miele, albume d’*uovo*, farina di *frumento*, ostia (fecola di patate).',
      ],
      allergens: ['GLUTEN', 'EGGS', 'NUTS'],
      mayContain: ['PEANUTS', 'MILK'],
      diets: ['VEGETARIAN'],
      nutrition: g(452, 14, 1.2, 74, 62, 7.5, 0.05),
      storage: DRY,
      origin: MALTA,
    },
  },
  {
    subs: ['sweets-traditional'],
    name: /gummies|allsorts|mentos|gum/i,
    label: {
      ingredients: [
        'Glucose syrup, sugar, gelatine, dextrose, citric acid, fruit and plant concentrates, flavourings.',
        'Sciroppo di glucosio, zucchero, gelatina, destrosio, acido citrico, concentrati di frutta e piante, aromi.',
      ],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(343, 0.5, 0.1, 77, 46, 6.9, 0.07),
      storage: DRY,
      origin: ['Germany', 'Germania'],
    },
  },
  {
    name: /twistees|nacho|sour cream/i,
    label: {
      ingredients: [
        'Maize, sunflower oil, cheese powder (*milk*), whey powder (*milk*), salt, flavourings.',
        'Mais, olio di girasole, formaggio in polvere (*latte*), siero di latte in polvere (*latte*), sale, aromi.',
      ],
      allergens: ['MILK'],
      mayContain: ['GLUTEN'],
      diets: ['VEGETARIAN'],
      nutrition: g(512, 27, 2.7, 60, 3.3, 6.4, 1.9),
      storage: DRY,
      origin: MALTA,
    },
  },
  {
    name: /ice cream|magnum|cornetto/i,
    label: {
      ingredients: [
        'Reconstituted skimmed *milk*, sugar, coconut oil, glucose syrup, cream (*milk*), emulsifier: mono- and diglycerides of fatty acids, stabilisers, vanilla.',
        '*Latte* scremato reidratato, zucchero, olio di cocco, sciroppo di glucosio, panna (*latte*), emulsionante: mono- e digliceridi degli acidi grassi, stabilizzanti, vaniglia.',
      ],
      allergens: ['MILK'],
      mayContain: ['GLUTEN', 'EGGS', 'NUTS', 'PEANUTS', 'SOYBEANS'],
      diets: ['VEGETARIAN'],
      nutrition: g(216, 11, 8.4, 26, 22, 3.2, 0.12),
      storage: FROZEN,
      origin: ITALY,
    },
  },
  {
    name: /sorbet/i,
    label: {
      ingredients: [
        'Water, sugar, lemon juice (15%), glucose syrup, stabiliser: locust bean gum.',
        'Acqua, zucchero, succo di limone (15%), sciroppo di glucosio, stabilizzante: farina di semi di carrube.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(118, 0, 0, 29, 27, 0.1, 0.01),
      storage: FROZEN,
      origin: ITALY,
    },
  },
  {
    name: /puff pastry/i,
    label: {
      ingredients: [
        '*Wheat* flour, margarine (palm and rapeseed oil, water, salt), water, salt.',
        'Farina di *frumento*, margarina (olio di palma e di colza, acqua, sale), acqua, sale.',
      ],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: g(393, 25, 12, 36, 1, 5.5, 0.9),
      storage: FROZEN,
      origin: ['Belgium', 'Belgio'],
      instructions: [
        'Thaw in the fridge for 2 hours, then bake at 200 °C.',
        'Scongelare in frigorifero per 2 ore, poi cuocere a 200 °C.',
      ],
    },
  },
  {
    name: /margarine/i,
    label: {
      ingredients: [
        'Vegetable oils (rapeseed, sunflower, palm), water, salt, emulsifier: sunflower lecithin, vitamins A and D.',
        'Oli vegetali (colza, girasole, palma), acqua, sale, emulsionante: lecitina di girasole, vitamine A e D.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(531, 59, 16, 0.5, 0.5, 0.2, 1.1),
      storage: CHILLED,
      origin: ['Netherlands', 'Paesi Bassi'],
    },
  },
  {
    subs: ['coffee-tea'],
    name: /coffee|espresso/i,
    label: {
      ingredients: ['Roasted coffee.', 'Caffè tostato.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      storage: DRY,
      origin: ITALY,
    },
  },
  {
    subs: ['coffee-tea'],
    name: /tea/i,
    label: {
      ingredients: ['Black tea.', 'Tè nero.'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      storage: DRY,
      origin: ['Kenya', 'Kenya'],
    },
  },
  {
    subs: ['soft-drinks'],
    name: /iced tea/i,
    label: {
      ingredients: [
        'Water, sugar, lemon juice from concentrate (0.1%), black tea extract (0.12%), acid: citric acid, flavourings.',
        'Acqua, zucchero, succo di limone da concentrato (0,1%), estratto di tè nero (0,12%), acidificante: acido citrico, aromi.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(31, 0, 0, 7.6, 7.6, 0, 0),
      storage: DRY,
      origin: ITALY,
      deposit: true,
    },
  },
  {
    subs: ['soft-drinks'],
    name: /coca-cola original|fanta/i,
    label: {
      ingredients: [
        'Carbonated water, sugar, colour: caramel E150d or orange juice from concentrate, acid: phosphoric or citric acid, natural flavourings.',
        'Acqua gassata, zucchero, colorante: caramello E150d o succo d’arancia da concentrato, acidificante: acido fosforico o citrico, aromi naturali.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(42, 0, 0, 10.6, 10.6, 0, 0),
      storage: DRY,
      origin: MALTA,
      deposit: true,
    },
  },
  {
    subs: ['soft-drinks'],
    name: /juice|ace /i,
    label: {
      ingredients: ['Orange juice from concentrate (100%).', 'Succo d’arancia da concentrato (100%).'],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(44, 0, 0, 9.6, 9.6, 0.7, 0),
      storage: [
        'Once opened, keep refrigerated and use within 4 days.',
        'Dopo l’apertura conservare in frigorifero e consumare entro 4 giorni.',
      ],
      origin: ITALY,
    },
  },
  {
    subs: ['soft-drinks'],
    name: /zero|diet/i,
    label: {
      ingredients: [
        'Carbonated water, acid: citric acid, flavourings, sweeteners: aspartame, acesulfame K, preservative: potassium sorbate. Contains a source of phenylalanine.',
        'Acqua gassata, acidificante: acido citrico, aromi, edulcoranti: aspartame, acesulfame K, conservante: sorbato di potassio. Contiene una fonte di fenilalanina.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(1, 0, 0, 0, 0, 0, 0.02),
      storage: DRY,
      origin: MALTA,
      deposit: true,
    },
  },
  {
    name: /energy drink/i,
    label: {
      ingredients: [
        'Water, sucrose, glucose, acid: citric acid, carbon dioxide, taurine (0.4%), caffeine (0.03%), vitamins, flavourings. High caffeine content: not recommended for children or pregnant women.',
        'Acqua, saccarosio, glucosio, acidificante: acido citrico, anidride carbonica, taurina (0,4%), caffeina (0,03%), vitamine, aromi. Elevato tenore di caffeina: non raccomandato per bambini e donne in gravidanza.',
      ],
      diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: ml(46, 0, 0, 11, 11, 0, 0.1),
      storage: DRY,
      origin: ['Austria', 'Austria'],
      deposit: true,
    },
  },
  {
    subs: ['beer'],
    name: /low carb|excel/i,
    label: {
      ingredients: ['Water, *barley* malt, hops.', 'Acqua, malto d’*orzo*, luppolo.'],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: ml(30, 0, 0, 0.9, 0.1, 0.3, 0),
      storage: DRY,
      origin: MALTA,
      abv: 4.2,
      deposit: true,
    },
  },
  {
    subs: ['beer'],
    name: /chill lemon/i,
    label: {
      ingredients: [
        'Lager (water, *barley* malt, maize, hops), lemon juice, sugar, flavourings.',
        'Birra (acqua, malto d’*orzo*, mais, luppolo), succo di limone, zucchero, aromi.',
      ],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: ml(42, 0, 0, 5.1, 4.4, 0.2, 0),
      storage: DRY,
      origin: MALTA,
      abv: 4,
      deposit: true,
    },
  },
  {
    subs: ['beer'],
    name: /ale|blue lagoon/i,
    label: {
      ingredients: [
        'Water, *barley* malt, *wheat* malt, hops, yeast.',
        'Acqua, malto d’*orzo*, malto di *frumento*, luppolo, lievito.',
      ],
      allergens: ['GLUTEN'],
      diets: ['VEGAN', 'LACTOSE_FREE'],
      nutrition: ml(43, 0, 0, 3.4, 0.3, 0.5, 0),
      storage: DRY,
      origin: MALTA,
      abv: 5,
      deposit: true,
    },
  },
  {
    subs: ['wine'],
    name: /brut|prosecco|frizzante/i,
    label: {
      ingredients: ['Grapes, antioxidant: *sulphites*.', 'Uve, antiossidante: *solfiti*.'],
      allergens: ['SULPHITES'],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      storage: [
        'Store lying down, away from light. Serve at 6-8 °C.',
        'Conservare coricata, al riparo dalla luce. Servire a 6-8 °C.',
      ],
      abv: 11.5,
    },
  },
  {
    subs: ['beef-veal', 'pork-lamb-rabbit', 'chicken-turkey'],
    name: /chicken|beef|turkey|lamb|pork|veal|rabbit|burgers|mince/i,
    label: {
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(165, 7, 2.5, 0, 0, 24, 0.2),
      storage: FRESH,
      origin: EU,
    },
  },
  {
    subs: ['ready-meals'],
    name: /baked rice/i,
    label: {
      ingredients: [
        'Cooked rice (45%), minced pork and beef (20%), tomato, *eggs*, grated *cheese* (*milk*), onion, olive oil, salt, *celery*, pepper.',
        'Riso cotto (45%), carne macinata suina e bovina (20%), pomodoro, *uova*, *formaggio* grattugiato (*latte*), cipolla, olio d’oliva, sale, *sedano*, pepe.',
      ],
      allergens: ['EGGS', 'MILK', 'CELERY'],
      diets: ['GLUTEN_FREE'],
      nutrition: g(168, 7.1, 2.9, 18, 2.1, 7.8, 0.8),
      storage: CHILLED,
      origin: MALTA,
      instructions: [
        'Oven: 180 °C for 25 minutes. Serve piping hot.',
        'Forno: 180 °C per 25 minuti. Servire ben caldo.',
      ],
    },
  },
  {
    subs: ['ready-meals'],
    name: /rabbit stew/i,
    label: {
      ingredients: [
        'Rabbit (45%), tomatoes, potatoes, peas, red wine (*sulphites*), onion, garlic, olive oil, bay leaf, salt, pepper.',
        'Coniglio (45%), pomodori, patate, piselli, vino rosso (*solfiti*), cipolla, aglio, olio d’oliva, alloro, sale, pepe.',
      ],
      allergens: ['SULPHITES'],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(132, 5.8, 1.4, 6.5, 2.8, 13.5, 0.8),
      storage: CHILLED,
      origin: MALTA,
      instructions: [
        'Microwave: 5 minutes at 800 W, stir halfway. Serve piping hot.',
        'Microonde: 5 minuti a 800 W, mescolando a metà. Servire ben caldo.',
      ],
    },
  },
  {
    name: /calamari rings/i,
    label: {
      ingredients: [
        '*Squid* (60%), *wheat* flour, water, sunflower oil, maize starch, salt, raising agent.',
        '*Calamari* (60%), farina di *frumento*, acqua, olio di girasole, amido di mais, sale, agente lievitante.',
      ],
      allergens: ['GLUTEN', 'MOLLUSCS'],
      diets: ['LACTOSE_FREE'],
      nutrition: g(185, 8.5, 0.9, 17, 0.8, 9.8, 0.9),
      storage: FROZEN,
      origin: ['Spain', 'Spagna'],
      instructions: ['Oven: 220 °C for 15 minutes.', 'Forno: 220 °C per 15 minuti.'],
    },
  },
  {
    name: /prawns|shrimps/i,
    label: {
      ingredients: ['*Prawns* (Penaeus vannamei) (98%), salt.', '*Gamberi* (Penaeus vannamei) (98%), sale.'],
      allergens: ['CRUSTACEANS'],
      diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
      nutrition: g(77, 0.8, 0.2, 0, 0, 17.6, 1.2),
      storage: FRESH,
      origin: ['Ecuador', 'Ecuador'],
    },
  },
];

/** A sub-category's label, for its products no rule matches. */
export const SUB_LABELS: Record<string, SeedLabel> = {
  milk: {
    ingredients: ['Pasteurised *milk*.', '*Latte* pastorizzato.'],
    allergens: ['MILK'],
    diets: ['VEGETARIAN', 'GLUTEN_FREE'],
    nutrition: ml(64, 3.6, 2.3, 4.7, 4.7, 3.3, 0.1),
    storage: CHILLED,
    origin: MALTA,
  },
  'yoghurt-desserts': {
    ingredients: [
      'Yoghurt (*milk*), sugar, fruit or cocoa, live cultures.',
      'Yogurt (*latte*), zucchero, frutta o cacao, fermenti lattici vivi.',
    ],
    allergens: ['MILK'],
    diets: ['VEGETARIAN', 'GLUTEN_FREE'],
    nutrition: g(98, 3.2, 2.1, 13, 12.5, 3.9, 0.12),
    storage: CHILLED,
    origin: MALTA,
  },
  'butter-cream': {
    ingredients: ['Cream (*milk*).', 'Panna (*latte*).'],
    allergens: ['MILK'],
    diets: ['VEGETARIAN', 'GLUTEN_FREE'],
    nutrition: g(744, 82, 52, 0.6, 0.6, 0.6, 0.02),
    storage: CHILLED,
    origin: EU,
  },
  eggs: {
    ingredients: ['Free-range hen *eggs*.', '*Uova* di galline allevate all’aperto.'],
    allergens: ['EGGS'],
    diets: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(131, 9, 2.5, 0.6, 0.6, 12.5, 0.3),
    storage: [
      'Keep refrigerated after purchase. Eat thoroughly cooked.',
      'Conservare in frigorifero dopo l’acquisto. Consumare ben cotte.',
    ],
    origin: MALTA,
  },
  'gbejniet-fresh-cheese': {
    ingredients: ['Sheep’s *milk*, salt, rennet.', '*Latte* di pecora, sale, caglio.'],
    allergens: ['MILK'],
    diets: ['GLUTEN_FREE'],
    nutrition: g(242, 18, 12, 2.4, 2.4, 17.5, 1.1),
    storage: CHILLED,
    origin: MALTA,
  },
  'beef-veal': {
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(212, 15, 6.2, 0, 0, 19, 0.17),
    storage: FRESH,
    origin: MALTA,
  },
  'pork-lamb-rabbit': {
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(231, 17, 6.3, 0, 0, 19, 0.15),
    storage: FRESH,
    origin: MALTA,
  },
  'chicken-turkey': {
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(165, 7, 2.1, 0, 0, 24, 0.2),
    storage: FRESH,
    origin: MALTA,
  },
  'sausages-bbq': {
    ingredients: [
      'Pork (85%), salt, coriander seeds, black pepper, parsley, garlic, preservative: sodium nitrite. Casing: natural pork casing.',
      'Carne suina (85%), sale, semi di coriandolo, pepe nero, prezzemolo, aglio, conservante: nitrito di sodio. Budello naturale di suino.',
    ],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(298, 25, 9.6, 1.2, 0.5, 17, 2.2),
    storage: FRESH,
    origin: MALTA,
  },
  'fresh-fish': {
    ingredients: ['*Fish*.', '*Pesce*.'],
    allergens: ['FISH'],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: FRESH,
    origin: ['Mediterranean Sea (FAO 37)', 'Mar Mediterraneo (FAO 37)'],
  },
  seafood: {
    ingredients: ['*Molluscs*.', '*Molluschi*.'],
    allergens: ['MOLLUSCS'],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: FRESH,
    origin: ['Mediterranean Sea (FAO 37)', 'Mar Mediterraneo (FAO 37)'],
  },
  'smoked-fish': {
    ingredients: ['*Fish* (97%), salt, beech smoke.', '*Pesce* (97%), sale, fumo di faggio.'],
    allergens: ['FISH'],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(184, 10, 1.6, 0, 0, 23, 3),
    storage: CHILLED,
    origin: ['Norway', 'Norvegia'],
  },
  'cheese-counter': {
    ingredients: ['*Milk*, salt, rennet.', '*Latte*, sale, caglio.'],
    allergens: ['MILK'],
    diets: ['GLUTEN_FREE'],
    nutrition: g(392, 29, 19, 0, 0, 33, 1.6),
    storage: CHILLED,
    origin: ITALY,
  },
  'cold-cuts': {
    ingredients: [
      'Pork leg, salt, dextrose, spices, antioxidant: sodium ascorbate, preservative: sodium nitrite.',
      'Coscia di suino, sale, destrosio, spezie, antiossidante: ascorbato di sodio, conservante: nitrito di sodio.',
    ],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(224, 14, 4.8, 0.5, 0.5, 24, 4.5),
    storage: CHILLED,
    origin: ITALY,
  },
  'olives-antipasti': {
    ingredients: [
      'Olives, water, salt, acidity regulator: lactic acid.',
      'Olive, acqua, sale, correttore di acidità: acido lattico.',
    ],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(145, 15, 2.1, 0.6, 0, 1, 3),
    storage: CHILLED,
    origin: ['Greece', 'Grecia'],
  },
  'ready-meals': {
    ingredients: [
      'Cooked pasta (durum *wheat* semolina, water), beef (18%), tomato, *cheese* (*milk*), *egg*, onion, olive oil, salt, *celery*, pepper.',
      'Pasta cotta (semola di grano duro (*frumento*), acqua), carne bovina (18%), pomodoro, *formaggio* (*latte*), *uovo*, cipolla, olio d’oliva, sale, *sedano*, pepe.',
    ],
    allergens: ['GLUTEN', 'EGGS', 'MILK', 'CELERY'],
    nutrition: g(185, 8.4, 3.5, 19, 2.6, 8.5, 0.9),
    storage: CHILLED,
    origin: MALTA,
    instructions: [
      'Oven: 180 °C for 25 minutes. Microwave: 5 minutes at 800 W, stir halfway. Serve piping hot.',
      'Forno: 180 °C per 25 minuti. Microonde: 5 minuti a 800 W, mescolando a metà. Servire ben caldo.',
    ],
  },
  water: {
    ingredients: ['Natural mineral water.', 'Acqua minerale naturale.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: [
      'Store in a cool, dry place, away from sunlight.',
      'Conservare in luogo fresco e asciutto, al riparo dalla luce del sole.',
    ],
    origin: ITALY,
    deposit: true,
  },
  'soft-drinks': {
    ingredients: [
      'Carbonated water, sugar, bitter oranges extract, aromatic herbs extract, acid: citric acid, colour: caramel, preservative: sodium benzoate.',
      'Acqua gassata, zucchero, estratto di arance amare, estratto di erbe aromatiche, acidificante: acido citrico, colorante: caramello, conservante: benzoato di sodio.',
    ],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: ml(40, 0, 0, 10, 10, 0, 0.01),
    storage: DRY,
    origin: MALTA,
    deposit: true,
  },
  beer: {
    ingredients: ['Water, *barley* malt, maize, hops.', 'Acqua, malto d’*orzo*, mais, luppolo.'],
    allergens: ['GLUTEN'],
    diets: ['VEGAN', 'LACTOSE_FREE'],
    nutrition: ml(42, 0, 0, 3.1, 0.2, 0.4, 0),
    storage: DRY,
    origin: MALTA,
    abv: 4.2,
    deposit: true,
  },
  // Wine and spirits are outside BCRS: no deposit.
  // Not declared vegan: wine may be fined with egg or milk proteins.
  wine: {
    ingredients: ['Grapes, antioxidant: *sulphites*.', 'Uve, antiossidante: *solfiti*.'],
    allergens: ['SULPHITES'],
    diets: ['GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: [
      'Store lying down, away from light, at 12-16 °C.',
      'Conservare coricata, al riparo dalla luce, a 12-16 °C.',
    ],
    origin: MALTA,
    abv: 13,
  },
  'coffee-tea': {
    ingredients: ['Roasted coffee.', 'Caffè tostato.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: DRY,
    origin: ITALY,
  },
  'fresh-fruit': {
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: PRODUCE,
    origin: ['Spain', 'Spagna'],
  },
  'fresh-vegetables': { diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'], storage: PRODUCE, origin: MALTA },
  'salads-herbs': {
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    storage: [
      'Keep refrigerated. Wash before eating.',
      'Conservare in frigorifero. Lavare prima del consumo.',
    ],
    origin: MALTA,
  },
  'nuts-dried-fruit': {
    ingredients: ['*Nuts*.', '*Frutta a guscio*.'],
    allergens: ['NUTS'],
    mayContain: ['PEANUTS', 'SESAME'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(607, 52, 4.5, 8, 4.4, 21, 0.01),
    storage: DRY,
    origin: ['Turkey', 'Turchia'],
  },
  'maltese-bread': {
    ingredients: [
      '*Wheat* flour, water, sourdough (*wheat* flour, water), salt, yeast.',
      'Farina di *frumento*, acqua, lievito madre (farina di *frumento*, acqua), sale, lievito.',
    ],
    allergens: ['GLUTEN'],
    mayContain: ['SESAME'],
    diets: ['VEGAN', 'LACTOSE_FREE'],
    nutrition: g(254, 1.2, 0.3, 51, 2.2, 8.6, 1.1),
    storage: [
      'Store in a cool, dry place. Best eaten on the day of purchase.',
      'Conservare in luogo fresco e asciutto. Da consumare preferibilmente il giorno dell’acquisto.',
    ],
    origin: MALTA,
  },
  'rolls-ftira': {
    ingredients: [
      '*Wheat* flour, water, yeast, salt, *sesame* seeds.',
      'Farina di *frumento*, acqua, lievito, sale, semi di *sesamo*.',
    ],
    allergens: ['GLUTEN', 'SESAME'],
    diets: ['VEGAN', 'LACTOSE_FREE'],
    nutrition: g(262, 2.3, 0.4, 51, 2.8, 9, 1.2),
    storage: DRY,
    origin: MALTA,
  },
  'biscuits-galletti': {
    ingredients: [
      '*Wheat* flour, vegetable oil (sunflower), salt, yeast, barley malt extract.',
      'Farina di *frumento*, olio vegetale (girasole), sale, lievito, estratto di malto d’orzo.',
    ],
    allergens: ['GLUTEN'],
    mayContain: ['SESAME', 'MILK'],
    diets: ['VEGAN'],
    nutrition: g(416, 9, 1.1, 71, 2.4, 11, 1.3),
    storage: DRY,
    origin: MALTA,
  },
  'cakes-pastries': {
    ingredients: [
      '*Wheat* flour, ricotta (*milk*) (35%), margarine (palm oil, water, salt), *eggs*, water, salt.',
      'Farina di *frumento*, ricotta (*latte*) (35%), margarina (olio di palma, acqua, sale), *uova*, acqua, sale.',
    ],
    allergens: ['GLUTEN', 'EGGS', 'MILK'],
    diets: ['VEGETARIAN'],
    nutrition: g(362, 21, 9.8, 34, 3.1, 8.8, 0.8),
    storage: [
      'Store in a cool, dry place and eat within 2 days.',
      'Conservare in luogo fresco e asciutto e consumare entro 2 giorni.',
    ],
    origin: MALTA,
  },
  'frozen-vegetables': {
    ingredients: ['Vegetables.', 'Verdure.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(66, 0.5, 0.1, 9, 4.5, 4.9, 0.01),
    storage: FROZEN,
    origin: ['Belgium', 'Belgio'],
    instructions: [
      'Cook from frozen in boiling water for 5-7 minutes.',
      'Cuocere da surgelato in acqua bollente per 5-7 minuti.',
    ],
  },
  'frozen-fish': {
    ingredients: [
      'Cod (*fish*) (65%), breadcrumb (*wheat* flour, water, yeast, salt), sunflower oil.',
      'Merluzzo (*pesce*) (65%), panatura (farina di *frumento*, acqua, lievito, sale), olio di girasole.',
    ],
    allergens: ['GLUTEN', 'FISH'],
    diets: ['LACTOSE_FREE'],
    nutrition: g(200, 8.7, 0.8, 17, 1.2, 13, 0.8),
    storage: FROZEN,
    origin: ['North East Atlantic (FAO 27)', 'Atlantico nord-orientale (FAO 27)'],
    instructions: [
      'Oven: 220 °C for 18-20 minutes, turning halfway.',
      'Forno: 220 °C per 18-20 minuti, girando a metà cottura.',
    ],
  },
  'pizza-ready-meals': {
    ingredients: [
      '*Wheat* flour, tomato, *mozzarella* (*milk*) (18%), water, olive oil, yeast, salt, oregano.',
      'Farina di *frumento*, pomodoro, *mozzarella* (*latte*) (18%), acqua, olio d’oliva, lievito, sale, origano.',
    ],
    allergens: ['GLUTEN', 'MILK'],
    diets: ['VEGETARIAN'],
    nutrition: g(234, 8.1, 3.6, 30, 3.3, 10, 1.2),
    storage: FROZEN,
    origin: ITALY,
    instructions: [
      'Bake from frozen at 220 °C for 12-15 minutes.',
      'Cuocere da surgelata a 220 °C per 12-15 minuti.',
    ],
  },
  'frozen-pastizzi': {
    ingredients: [
      '*Wheat* flour, ricotta (*milk*) (40%), margarine (palm oil, water, salt), *eggs*, water, salt.',
      'Farina di *frumento*, ricotta (*latte*) (40%), margarina (olio di palma, acqua, sale), *uova*, acqua, sale.',
    ],
    allergens: ['GLUTEN', 'EGGS', 'MILK'],
    diets: ['VEGETARIAN'],
    nutrition: g(355, 21, 9.5, 33, 1.8, 8.1, 0.8),
    storage: FROZEN,
    origin: MALTA,
    instructions: [
      'Bake from frozen at 200 °C for 25-30 minutes until golden.',
      'Cuocere da surgelati a 200 °C per 25-30 minuti fino a doratura.',
    ],
  },
  'ice-cream': {
    ingredients: [
      '*Milk*, sugar, cream (*milk*), glucose syrup, vanilla.',
      '*Latte*, zucchero, panna (*latte*), sciroppo di glucosio, vaniglia.',
    ],
    allergens: ['MILK'],
    mayContain: ['NUTS', 'PEANUTS'],
    diets: ['VEGETARIAN'],
    nutrition: g(207, 11, 7.6, 24, 21, 3.5, 0.1),
    storage: FROZEN,
    origin: ITALY,
  },
  'crisps-snacks': {
    ingredients: ['Potatoes, sunflower oil (34%), sea salt.', 'Patate, olio di girasole (34%), sale marino.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(536, 34, 3.1, 50, 0.5, 6.3, 1.3),
    storage: DRY,
    origin: ['United Kingdom', 'Regno Unito'],
  },
  chocolate: {
    ingredients: [
      'Sugar, cocoa butter, whole *milk* powder, cocoa mass, emulsifier: *soya* lecithin, flavouring.',
      'Zucchero, burro di cacao, *latte* intero in polvere, pasta di cacao, emulsionante: lecitina di *soia*, aroma.',
    ],
    allergens: ['SOYBEANS', 'MILK'],
    mayContain: ['GLUTEN', 'NUTS', 'PEANUTS'],
    diets: ['VEGETARIAN'],
    nutrition: g(534, 30, 18, 57, 56, 7.3, 0.24),
    storage: [
      'Store in a cool, dry place, away from heat.',
      'Conservare in luogo fresco e asciutto, lontano da fonti di calore.',
    ],
    origin: ['Belgium', 'Belgio'],
  },
  'sweets-traditional': {
    ingredients: [
      'Sugar, *almonds* (25%), glucose syrup, honey, *egg* white.',
      'Zucchero, *mandorle* (25%), sciroppo di glucosio, miele, albume d’*uovo*.',
    ],
    allergens: ['EGGS', 'NUTS'],
    diets: ['VEGETARIAN', 'GLUTEN_FREE'],
    nutrition: g(452, 14, 1.2, 74, 62, 7.5, 0.05),
    storage: DRY,
    origin: MALTA,
  },
  'baby-food': {
    ingredients: ['Fruit purée (apple 60%, pear 40%).', 'Purea di frutta (mela 60%, pera 40%).'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(55, 0.1, 0, 12, 10, 0.3, 0.01),
    storage: [
      'Store in a cool, dry place. Once opened, keep refrigerated and use within 24 hours.',
      'Conservare in luogo fresco e asciutto. Una volta aperto, conservare in frigorifero e consumare entro 24 ore.',
    ],
    origin: ITALY,
    instructions: [
      'From 4 months. Check the temperature before feeding.',
      'Dai 4 mesi. Controllare la temperatura prima di servire.',
    ],
  },
  pasta: {
    ingredients: ['Durum *wheat* semolina, water.', 'Semola di grano duro (*frumento*), acqua.'],
    allergens: ['GLUTEN'],
    mayContain: ['EGGS', 'SOYBEANS'],
    diets: ['VEGAN', 'LACTOSE_FREE'],
    nutrition: g(359, 2, 0.5, 71.2, 3.5, 12.5, 0.01),
    storage: DRY,
    origin: ITALY,
    instructions: [
      'Cook in salted boiling water for 11 minutes.',
      'Cuocere in acqua bollente salata per 11 minuti.',
    ],
  },
  'rice-pulses': {
    ingredients: ['Rice.', 'Riso.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(352, 0.6, 0.2, 78, 0.3, 7, 0),
    storage: DRY,
    origin: ITALY,
  },
  'tinned-kunserva': {
    ingredients: ['Tomatoes, salt.', 'Pomodori, sale.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: g(82, 0.5, 0.1, 14, 12, 4.5, 1),
    storage: DRY,
    origin: MALTA,
  },
  'oils-condiments': {
    ingredients: ['Extra virgin olive oil.', 'Olio extravergine di oliva.'],
    diets: ['VEGAN', 'GLUTEN_FREE', 'LACTOSE_FREE'],
    nutrition: ml(824, 91.6, 13.4, 0, 0, 0, 0),
    storage: DRY,
    origin: EU,
  },
  'breakfast-spreads': {
    ingredients: ['Cereals (*oats*, maize), sugar, salt.', 'Cereali (*avena*, mais), zucchero, sale.'],
    allergens: ['GLUTEN'],
    diets: ['VEGAN', 'LACTOSE_FREE'],
    nutrition: g(378, 2, 0.4, 79, 8, 8, 0.9),
    storage: DRY,
    origin: EU,
  },
  // Not food: what the label warns of.
  cleaning: { warnings: IRRITANT },
  laundry: { warnings: IRRITANT },
  'paper-kitchen': { warnings: PLASTIC },
  'bbq-outdoor': { warnings: FLAMMABLE },
  'hair-care': { warnings: EXTERNAL },
  'body-shower': { warnings: EXTERNAL },
  'oral-care': {
    warnings: [
      'Do not swallow. Children under 6: use a pea-sized amount under adult supervision.',
      'Non ingerire. Bambini sotto i 6 anni: usare una quantità pari a un pisello sotto la supervisione di un adulto.',
    ],
  },
  'deodorants-shaving': { warnings: AEROSOL },
  'nappies-wipes': { warnings: PLASTIC },
  'baby-care': { warnings: EXTERNAL },
  dog: {
    warnings: [
      'Complete pet food for adult dogs. Not for human consumption. Fresh water should always be available.',
      'Alimento completo per cani adulti. Non destinato al consumo umano. Lasciare sempre a disposizione acqua fresca.',
    ],
  },
  cat: {
    warnings: [
      'Pet food for cats. Not for human consumption. Fresh water should always be available.',
      'Alimento per gatti. Non destinato al consumo umano. Lasciare sempre a disposizione acqua fresca.',
    ],
  },
  'pet-care': { warnings: KIDS },
};

/** Origins a product's name tells better than its aisle's label. */
export const ORIGIN_RULES: { name: RegExp; origin: [string, string] }[] = [
  {
    name: /maltese|malti|gozo|għawdx|local|ħobż|ftira|ftajjar|pastizzi|qassatat|ġbejniet|kinnie|cisk|hopleaf|benna|san michel|fontana|marsovin|medina|ġellewża|isis|lord chambray|blue label|timpana|lampuki|fenek|bigilla|qubbajt|imqaret|figolla/i,
    origin: ['Malta', 'Malta'],
  },
  {
    name: /chianti|prosecco|montepulciano|parma|bologna|milano|valtellina|campana|reggiano|padano|romano|gorgonzola|provolone|san benedetto|san pellegrino|panna|levissima|sant’anna|peroni|moretti/i,
    origin: ['Italy', 'Italia'],
  },
  { name: /irish/i, origin: ['Ireland', 'Irlanda'] },
  { name: /evian/i, origin: ['France', 'Francia'] },
  { name: /vittel/i, origin: ['France', 'Francia'] },
  { name: /norwegian|salmon/i, origin: ['Norway', 'Norvegia'] },
  { name: /feta|kalamata/i, origin: ['Greece', 'Grecia'] },
  { name: /bananas|pineapple|avocado/i, origin: ['Costa Rica', 'Costa Rica'] },
  { name: /heineken|gouda|edam/i, origin: ['Netherlands', 'Paesi Bassi'] },
  { name: /cheddar/i, origin: ['United Kingdom', 'Regno Unito'] },
];

/** Non-food products whose name calls for a stronger warning than their aisle's. */
export const WARNING_RULES: { name: RegExp; warnings: [string, string] }[] = [
  { name: /bleach|oxi action|dishwasher tablets|pods/i, warnings: CORROSIVE },
  { name: /spray|foam|dry shampoo/i, warnings: AEROSOL },
];
