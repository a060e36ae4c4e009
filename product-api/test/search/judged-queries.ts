/**
 * What a shopper means by each query, judged on the demo catalogue: the products that answer it,
 * as a pattern of their names, a category, a brand or a tag (any of them makes a product
 * relevant). No relevant product means the shop does not sell it: the honest answer is no
 * products at all. search-relevance.test.ts measures the search against these.
 */
export type Judgement = {
  q: string;
  kind: 'english' | 'italian' | 'maltese' | 'typo' | 'words' | 'brand' | 'tag' | 'not sold';
  names?: RegExp;
  categories?: string[];
  brand?: string;
  tag?: string;
};

const CHEESE = { categories: ['Cheese Counter', 'Ġbejniet & Fresh Cheese'] };
const CHICKEN = {
  names:
    /^(local whole chicken|chicken breast|chicken thighs|chicken wings|chicken drumsticks|organic chicken breast|chicken kebab|chicken frankfurters)/i,
};
const COFFEE = { names: /coffee|espresso/i };
const BREAD = { categories: ['Maltese Bread'], names: /\bbread\b|rolls|ciabattine|ftira|ħobż/i };
const TOMATOES = {
  names:
    /^(maltese tomatoes|cherry tomatoes|pomodori pelati|polpa di pomodoro|passata|pomodorini|kunserva tomato|sun-dried tomatoes)/i,
};
const BUTTER = { names: /^(benna butter|slightly salted butter|pure irish butter)/i };
const OLIVE_OIL = { names: /extra virgin olive oil/i };
const ONIONS = { names: /^(onions|red onions|spring onions)/i };
const MILK = { categories: ['Milk & Milk Drinks'] };
const EGGS = { categories: ['Eggs'] };
const ICE_CREAM = { categories: ['Ice Cream'] };
const CHOCOLATE = { categories: ['Chocolate'], names: /chocolate/i };
const TUNA = { names: /^(tuna in olive oil|bluefin tuna)/i };
const RED_WINE = { names: /^(primus red|chianti|montepulciano)/i };
const SPARKLING_WATER = { names: /sparkling|frizzante/i };
const BEER = { categories: ['Beer'] };

export const JUDGED_QUERIES: Judgement[] = [
  // English: what the shop calls things
  { q: 'cheese', kind: 'english', ...CHEESE },
  { q: 'cereal', kind: 'english', names: /corn flakes|special k|granola|porridge|rice cereal/i },
  { q: 'wine', kind: 'english', categories: ['Wine & Sparkling'] },
  { q: 'coffee', kind: 'english', ...COFFEE },
  { q: 'tea', kind: 'english', names: /\btea\b/i },
  { q: 'dog food', kind: 'english', categories: ['Dog'] },
  {
    q: 'cat food',
    kind: 'english',
    names:
      /^(chicken in jelly|sensations in jelly|adult salmon dry cat food|cheese cat treats|gold tuna mousse)/i,
  },
  { q: 'ham', kind: 'english', names: /turkey ham|^prosciutto/i },
  { q: 'butter', kind: 'english', ...BUTTER },
  { q: 'chicken', kind: 'english', ...CHICKEN },
  { q: 'milk', kind: 'english', ...MILK },
  { q: 'eggs', kind: 'english', ...EGGS },
  { q: 'bread', kind: 'english', ...BREAD },
  { q: 'water', kind: 'english', categories: ['Water'] },
  { q: 'tomatoes', kind: 'english', ...TOMATOES },
  { q: 'potatoes', kind: 'english', names: /potatoes/i },
  { q: 'pasta', kind: 'english', categories: ['Pasta'] },
  { q: 'rice', kind: 'english', names: /^(arborio rice|basmati rice|long grain rice|ross il-forn)/i },
  { q: 'beer', kind: 'english', ...BEER },
  { q: 'ice cream', kind: 'english', ...ICE_CREAM },
  { q: 'chocolate', kind: 'english', ...CHOCOLATE },
  { q: 'crisps', kind: 'english', categories: ['Crisps & Savoury Snacks'] },
  { q: 'biscuits', kind: 'english', categories: ['Biscuits & Galletti'], names: /biscuits/i },
  { q: 'yogurt', kind: 'english', names: /yoghurt|activia/i },
  { q: 'shampoo', kind: 'english', names: /shampoo/i },
  { q: 'toothpaste', kind: 'english', names: /toothpaste/i },
  { q: 'nappies', kind: 'english', names: /nappies/i },
  { q: 'diapers', kind: 'english', names: /nappies/i },
  { q: 'salmon', kind: 'english', names: /^(salmon fillet|smoked norwegian salmon)/i },
  { q: 'tuna', kind: 'english', ...TUNA },
  { q: 'prawns', kind: 'english', names: /prawns|shrimps/i },
  { q: 'shrimp', kind: 'english', names: /prawns|shrimps/i },
  { q: 'bananas', kind: 'english', names: /bananas/i },
  { q: 'apples', kind: 'english', names: /apples/i },
  { q: 'onions', kind: 'english', ...ONIONS },
  { q: 'garlic', kind: 'english', names: /garlic/i },
  { q: 'strawberries', kind: 'english', names: /strawberr/i },
  { q: 'sausages', kind: 'english', categories: ['Sausages & BBQ'], names: /sausage|zalzett|salsiccia/i },
  { q: 'mince', kind: 'english', names: /mince/i },
  { q: 'steak', kind: 'english', names: /steak/i },
  { q: 'honey', kind: 'english', names: /honey|għasel/i },
  { q: 'jam', kind: 'english', names: /\bjam\b/i },
  { q: 'eggplant', kind: 'english', names: /aubergines/i },
  { q: 'zucchini', kind: 'english', names: /courgettes/i },
  { q: 'cookies', kind: 'english', categories: ['Biscuits & Galletti'], names: /biscuits|cookies/i },
  { q: 'soda', kind: 'english', categories: ['Soft Drinks & Juices'] },
  { q: 'sweets', kind: 'english', categories: ['Sweets & Maltese Treats'] },
  { q: 'rabbit', kind: 'english', names: /rabbit|fenek/i },
  { q: 'detergent', kind: 'english', names: /detergent|pods/i },
  { q: 'baby food', kind: 'english', categories: ['Baby Food & Milk'] },
  { q: 'cat litter', kind: 'english', names: /cat litter/i },
  // Several words
  { q: 'chicken breast', kind: 'words', names: /chicken breast/i },
  { q: 'extra virgin olive oil', kind: 'words', ...OLIVE_OIL },
  { q: 'olive oil', kind: 'words', ...OLIVE_OIL },
  { q: 'sparkling water', kind: 'words', ...SPARKLING_WATER },
  { q: 'greek yoghurt', kind: 'words', names: /greek/i },
  { q: 'baked beans', kind: 'words', names: /baked beans/i },
  { q: 'fish fingers', kind: 'words', names: /fish fingers/i },
  { q: 'peanut butter', kind: 'words', names: /peanut butter/i },
  { q: 'orange juice', kind: 'words', names: /orange juice|ace orange/i },
  { q: 'red wine', kind: 'words', ...RED_WINE },
  { q: 'washing up liquid', kind: 'words', names: /washing-up liquid/i },
  { q: 'toilet paper', kind: 'words', names: /toilet paper/i },
  { q: 'lactose free milk', kind: 'words', names: /lactose-free milk/i },
  { q: 'gluten free pasta', kind: 'words', names: /gluten-free spaghetti/i },
  { q: 'corn flakes', kind: 'words', names: /corn flakes/i },
  { q: 'dishwasher tablets', kind: 'words', names: /dishwasher/i },
  { q: 'maltese sausage', kind: 'words', names: /maltese sausage|zalzett/i },
  // Brands and local names
  { q: 'kinnie', kind: 'brand', names: /kinnie/i },
  { q: 'cisk', kind: 'brand', names: /cisk/i },
  { q: 'twistees', kind: 'brand', names: /twistees/i },
  { q: 'lavazza', kind: 'brand', brand: 'Lavazza' },
  { q: 'barilla', kind: 'brand', brand: 'Barilla' },
  { q: 'nutella', kind: 'brand', names: /nutella/i },
  { q: 'benna', kind: 'brand', brand: 'Benna' },
  { q: 'coca cola', kind: 'brand', names: /coca-cola/i },
  { q: 'pastizzi', kind: 'brand', names: /pastizzi/i },
  { q: 'ftira', kind: 'brand', names: /ftira/i },
  // Tags
  { q: 'gluten free', kind: 'tag', tag: 'gluten-free', names: /gluten-free/i },
  { q: 'vegan', kind: 'tag', tag: 'vegan' },
  { q: 'organic', kind: 'tag', tag: 'organic', names: /organic/i },
  { q: 'bbq', kind: 'tag', tag: 'bbq', categories: ['BBQ & Outdoor'] },
  // Italian
  { q: 'patate', kind: 'italian', names: /potatoes/i },
  { q: 'pane', kind: 'italian', ...BREAD },
  { q: 'uova', kind: 'italian', ...EGGS },
  { q: 'formaggio', kind: 'italian', ...CHEESE },
  { q: 'gelato', kind: 'italian', ...ICE_CREAM },
  { q: 'caffè', kind: 'italian', ...COFFEE },
  { q: 'caffe', kind: 'italian', ...COFFEE },
  { q: "olio d'oliva", kind: 'italian', ...OLIVE_OIL },
  { q: 'cipolle', kind: 'italian', ...ONIONS },
  { q: 'latte', kind: 'italian', ...MILK },
  { q: 'burro', kind: 'italian', ...BUTTER },
  { q: 'pomodori', kind: 'italian', ...TOMATOES },
  { q: 'pollo', kind: 'italian', ...CHICKEN },
  { q: 'vino rosso', kind: 'italian', ...RED_WINE },
  { q: 'birra', kind: 'italian', ...BEER },
  { q: 'acqua frizzante', kind: 'italian', ...SPARKLING_WATER },
  { q: 'tonno', kind: 'italian', ...TUNA },
  { q: 'cioccolato', kind: 'italian', ...CHOCOLATE },
  // Maltese
  { q: 'ħobż', kind: 'maltese', ...BREAD },
  { q: 'hobz', kind: 'maltese', ...BREAD },
  { q: 'ġobon', kind: 'maltese', ...CHEESE },
  { q: 'ħalib', kind: 'maltese', ...MILK },
  { q: 'bajd', kind: 'maltese', ...EGGS },
  { q: 'tiġieġ', kind: 'maltese', ...CHICKEN },
  { q: 'fenek', kind: 'maltese', names: /rabbit|fenek/i },
  { q: 'gbejniet', kind: 'maltese', names: /ġbejniet/i },
  { q: 'qarnit', kind: 'maltese', names: /octopus/i },
  { q: 'lampuki', kind: 'maltese', names: /lampuki/i },
  // Typos
  { q: 'chese', kind: 'typo', ...CHEESE },
  { q: 'chiken', kind: 'typo', ...CHICKEN },
  { q: 'choclate', kind: 'typo', ...CHOCOLATE },
  { q: 'tomatoe', kind: 'typo', ...TOMATOES },
  { q: 'bannana', kind: 'typo', names: /bananas/i },
  { q: 'brocoli', kind: 'typo', names: /broccoli/i },
  { q: 'spagetti', kind: 'typo', names: /spaghetti/i },
  { q: 'mozarella', kind: 'typo', names: /mozzarella/i },
  { q: 'yoghurt', kind: 'typo', names: /yoghurt|activia/i },
  { q: 'kinny', kind: 'typo', names: /kinnie/i },
  // Not sold here: no look-alikes
  { q: 'flour', kind: 'not sold' },
  { q: 'whisky', kind: 'not sold' },
  { q: 'vodka', kind: 'not sold' },
  { q: 'rum', kind: 'not sold' },
  { q: 'gin', kind: 'not sold' },
  { q: 'cigarettes', kind: 'not sold' },
  { q: 'batteries', kind: 'not sold' },
  { q: 'tofu', kind: 'not sold' },
  { q: 'light bulbs', kind: 'not sold' },
];
