// Shared by the benches that search: bench:api (the API) and bench:memory (the search page).
/** Real shoppers' queries: plain words, Italian words, accents left out, a typo, a filter. */
export const SEARCH_QUERIES = [
  'q=milk',
  'q=pasta',
  'q=kinnie',
  'q=hobz',
  'q=pomodori',
  'q=caffe',
  'q=tomatoe',
  'q=cheese',
  'q=water',
  'q=chicken',
  'q=olive%20oil',
  'q=biscuits',
  'q=parmigiano',
  'q=twistees',
  'q=bread&onlyPromotions=true',
  'q=bio&p=2',
];
