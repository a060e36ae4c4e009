import type { FoodInfo } from '@shop/product-api/contract/food-info';
import { screen, within } from '@testing-library/react';
import { FoodInformation } from '@/components/catalogue/food-info/food-information';
import { markedRuns } from '@/components/catalogue/food-info/marked-words';
import { renderWithProviders } from '../render-with-providers';

const noInfo: FoodInfo = {
  ingredients: null,
  allergens: [],
  mayContain: [],
  diets: [],
  nutrition: null,
  netQuantity: null,
  storage: null,
  instructions: null,
  origin: null,
  abv: null,
  operator: null,
  warnings: null,
};

const pasta: FoodInfo = {
  ...noInfo,
  ingredients: 'Durum *wheat* semolina, water, *egg* (12%)',
  // Out of Annex II order on purpose: the page lists them in the Annex's order.
  allergens: ['EGGS', 'GLUTEN'],
  mayContain: ['SOYBEANS', 'MUSTARD'],
  diets: ['VEGETARIAN'],
  nutrition: {
    per: 'g',
    energyKj: 1520,
    energyKcal: 359,
    fat: 2.5,
    saturates: 0.5,
    carbohydrate: 70.2,
    sugars: 3,
    protein: 13,
    salt: 0.03,
  },
  netQuantity: '500 g',
  storage: 'Store in a cool, dry place.',
  instructions: 'Boil for 9 minutes.',
  origin: 'Italy',
  operator: 'Pastificio Rossi, Via Roma 1, Gragnano',
};

const section = () => screen.getByRole('region', { name: 'Food information' });

describe('FoodInformation', () => {
  it('shows the ingredients with the marked allergens in bold and nothing else bold', () => {
    renderWithProviders(<FoodInformation info={pasta} />);
    const ingredients = screen.getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === 'Durum wheat semolina, water, egg (12%)',
    );
    expect([...ingredients.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['wheat', 'egg']);
  });

  it('lists Contains and May contain with the allergens named, in Annex II order', () => {
    renderWithProviders(<FoodInformation info={pasta} />);
    expect(within(section()).getByText('Contains:').parentElement).toHaveTextContent(
      'Contains: Gluten, Eggs',
    );
    expect(within(section()).getByText('May contain:').parentElement).toHaveTextContent(
      'May contain: Soya, Mustard',
    );
  });

  it('declares the nutrition per 100 g in a table with its caption and row headers', () => {
    renderWithProviders(<FoodInformation info={pasta} />);
    const table = screen.getByRole('table', { name: 'Nutrition declaration per 100 g' });
    expect(within(table).getByRole('columnheader', { name: 'Per 100 g' })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(row('Energy')).toHaveTextContent('1520 kJ / 359 kcal');
    expect(row('Fat')).toHaveTextContent('2.5 g');
    expect(row('of which saturates')).toHaveTextContent('0.5 g');
    expect(row('Carbohydrate')).toHaveTextContent('70.2 g');
    expect(row('of which sugars')).toHaveTextContent('3 g');
    expect(row('Protein')).toHaveTextContent('13 g');
    expect(row('Salt')).toHaveTextContent('0.03 g');
  });

  it('shows net quantity, storage, use, origin, operator and the diets', () => {
    renderWithProviders(<FoodInformation info={pasta} />);
    const fact = (term: string) => within(section()).getByText(term).nextElementSibling;
    expect(fact('Net quantity')).toHaveTextContent('500 g');
    expect(fact('Storage')).toHaveTextContent('Store in a cool, dry place.');
    expect(fact('Instructions for use')).toHaveTextContent('Boil for 9 minutes.');
    expect(fact('Origin')).toHaveTextContent('Italy');
    expect(fact('Food business operator')).toHaveTextContent('Pastificio Rossi, Via Roma 1, Gragnano');
    expect(
      within(screen.getByRole('list', { name: 'Suitable for' })).getByText('Vegetarian'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Alcohol')).not.toBeInTheDocument();
  });

  it('shows the alcohol strength only above 1.2 % vol', () => {
    const { rerender } = renderWithProviders(<FoodInformation info={{ ...pasta, abv: 5.5 }} />);
    expect(screen.getByText('Alcohol').nextElementSibling).toHaveTextContent('5.5 % vol');
    rerender(<FoodInformation info={{ ...pasta, abv: 1.2 }} />);
    expect(screen.queryByText('Alcohol')).not.toBeInTheDocument();
  });

  it('speaks Italian with Italian numbers', () => {
    renderWithProviders(<FoodInformation info={{ ...pasta, abv: 12.5 }} />, { locale: 'it' });
    const region = screen.getByRole('region', { name: 'Informazioni sull’alimento' });
    expect(within(region).getByText('Contiene:').parentElement).toHaveTextContent('Contiene: Glutine, Uova');
    expect(within(region).getByText('Può contenere:').parentElement).toHaveTextContent('Soia, Senape');
    const table = within(region).getByRole('table', { name: 'Dichiarazione nutrizionale per 100 g' });
    expect(within(table).getByRole('rowheader', { name: 'Grassi' }).closest('tr')).toHaveTextContent('2,5 g');
    expect(within(table).getByRole('rowheader', { name: 'Sale' }).closest('tr')).toHaveTextContent('0,03 g');
    expect(within(region).getByText('Alcol').nextElementSibling).toHaveTextContent('12,5 % vol');
    expect(within(region).getByText('Vegetariano')).toBeInTheDocument();
  });

  it('shows a non-food product its warnings only', () => {
    renderWithProviders(<FoodInformation info={{ ...noInfo, warnings: 'Keep out of reach of children.' }} />);
    const region = screen.getByRole('region', { name: 'Warnings' });
    expect(region).toHaveTextContent('Keep out of reach of children.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Food information')).not.toBeInTheDocument();
  });

  it('shows nothing for a product without food information', () => {
    // The providers' toast region is all the page has.
    const { container, rerender } = renderWithProviders(<FoodInformation info={null} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<FoodInformation info={noInfo} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('never turns an ingredients text into markup', () => {
    renderWithProviders(
      <FoodInformation info={{ ...noInfo, ingredients: '<img src=x onerror=alert(1)> *<b>milk</b>*' }} />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('strong')).toHaveTextContent('<b>milk</b>');
  });
});

describe('markedRuns', () => {
  it('splits at asterisk pairs and leaves a lone asterisk as written', () => {
    expect(markedRuns('*Milk* chocolate, sugar*')).toEqual([
      { text: 'Milk', marked: true },
      { text: ' chocolate, sugar*', marked: false },
    ]);
    expect(markedRuns('no marks')).toEqual([{ text: 'no marks', marked: false }]);
    expect(markedRuns('a ** b')).toEqual([{ text: 'a ** b', marked: false }]);
  });
});

describe('FoodInformation for a drink', () => {
  it('declares the nutrition per 100 ml', () => {
    renderWithProviders(
      <FoodInformation
        info={{
          ingredients: 'Water, barley *malt*, hops',
          allergens: ['GLUTEN'],
          mayContain: [],
          diets: ['VEGAN'],
          nutrition: {
            per: 'ml',
            energyKj: 180,
            energyKcal: 43,
            fat: 0,
            saturates: 0,
            carbohydrate: 3.1,
            sugars: 0.2,
            protein: 0.5,
            salt: 0.01,
          },
          netQuantity: '330 ml',
          storage: null,
          instructions: null,
          origin: 'Malta',
          abv: 4.2,
          operator: null,
          warnings: null,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Nutrition declaration per 100 ml' });
    expect(within(table).getByRole('columnheader', { name: 'Per 100 ml' })).toBeInTheDocument();
    expect(screen.getByText('Alcohol').nextElementSibling).toHaveTextContent('4.2 % vol');
    expect(screen.getByText('Vegan')).toBeInTheDocument();
  });
});
