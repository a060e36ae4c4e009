/**
 * What a judged query means: the products that answer it, as a pattern of their names, a
 * category, a brand or a tag (any of them makes a product relevant). No relevant product means the
 * shop does not sell it: the honest answer is no products at all. The queries are in
 * judged-queries.ts (issue 14's set) and shopper-queries.ts (issue 31's, written as shoppers type).
 */

/**
 * How a query is asked: the languages and forms of issue 14, then the ways issue 31 names where
 * a search falls into an empty page: another form of the word (sliced, pomodoro/pomodori),
 * words run together or split (icecream, dr oetker), the shopper's word for the label's
 * (dish soap, fizzy), and a query with a word that matches nothing (README, section 'Search').
 */
export type JudgedKind =
  | 'english'
  | 'italian'
  | 'maltese'
  | 'typo'
  | 'words'
  | 'brand'
  | 'tag'
  | 'not sold'
  | 'inflection'
  | 'compound'
  | 'synonym'
  | 'partial';

export type Judgement = {
  q: string;
  kind: JudgedKind;
  names?: RegExp;
  categories?: string[];
  brand?: string;
  tag?: string;
};

export const CHEESE = { categories: ['Cheese Counter', 'Ġbejniet & Fresh Cheese'] };
export const CHICKEN = {
  names:
    /^(local whole chicken|chicken breast|chicken thighs|chicken wings|chicken drumsticks|organic chicken breast|chicken kebab|chicken frankfurters)/i,
};
export const COFFEE = { names: /coffee|espresso/i };
export const BREAD = { categories: ['Maltese Bread'], names: /\bbread\b|rolls|ciabattine|ftira|ħobż/i };
export const TOMATOES = {
  names:
    /^(maltese tomatoes|cherry tomatoes|pomodori pelati|polpa di pomodoro|passata|pomodorini|kunserva tomato|sun-dried tomatoes)/i,
};
export const BUTTER = { names: /^(benna butter|slightly salted butter|pure irish butter)/i };
export const OLIVE_OIL = { names: /extra virgin olive oil/i };
export const ONIONS = { names: /^(onions|red onions|spring onions)/i };
export const MILK = { categories: ['Milk & Milk Drinks'] };
export const EGGS = { categories: ['Eggs'] };
export const ICE_CREAM = { categories: ['Ice Cream'] };
export const CHOCOLATE = { categories: ['Chocolate'], names: /chocolate/i };
export const TUNA = { names: /^(tuna in olive oil|bluefin tuna)/i };
export const RED_WINE = { names: /^(primus red|chianti|montepulciano)/i };
export const SPARKLING_WATER = { names: /sparkling|frizzante/i };
export const BEER = { categories: ['Beer'] };
