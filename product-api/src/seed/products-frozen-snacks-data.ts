import { pc, type ProductGroup } from './product-seed';

/** The freezer aisle, and crisps, chocolate and Maltese sweets. */
export const FROZEN_AND_SNACK_PRODUCTS: ProductGroup[] = [
  {
    sub: 'frozen-vegetables',
    products: [
      pc('Garden Peas 1kg', 'Findus', 2.79, ['vegan']),
      pc('Mixed Vegetables 1kg', 'Findus', 2.99, ['vegan']),
      pc('Leaf Spinach Portions 450g', 'Findus', 2.19, ['vegan']),
      pc('Minestrone Vegetables 1kg', 'Orogel', 2.89, ['vegan']),
      pc('French Fries 1kg', 'McCain', 2.99, ['vegan']),
      pc('Oven Chips Crispy 1.5kg', 'McCain', 3.99, ['vegan']),
    ],
  },
  {
    sub: 'frozen-fish',
    products: [
      pc('Fish Fingers (pack of 10) 250g', 'Birds Eye', 3.29),
      pc('Breaded Cod Fillets 400g', 'Findus', 4.49),
      pc('Peeled Prawns 400g', 'Royal Greenland', 6.99),
      pc('Calamari Rings 400g', 'Findus', 4.99),
    ],
  },
  {
    sub: 'pizza-ready-meals',
    products: [
      pc('Pizza Margherita 340g', 'Dr. Oetker', 2.79),
      pc('Pizza Ristorante Mozzarella 355g', 'Dr. Oetker', 3.49),
      pc('Lasagne Bolognese 600g', 'Findus', 4.29),
      pc('Gluten-Free Pizza Margherita 300g', 'Schär', 4.49, ['gluten-free']),
    ],
  },
  {
    sub: 'frozen-pastizzi',
    products: [
      pc('Pastizzi tal-Irkotta Ready to Bake (pack of 10)', 'Tal-Forn', 3.99, ['local']),
      pc('Pastizzi tal-Piżelli Ready to Bake (pack of 10)', 'Tal-Forn', 3.99, ['local', 'vegan']),
      pc('Qassatat Spinach & Anchovy (pack of 6)', 'Tal-Forn', 4.49, ['local']),
      pc('Puff Pastry Sheets 500g', 'Jus-Rol', 2.49),
    ],
  },
  {
    sub: 'ice-cream',
    products: [
      pc('Magnum Classic 4 x 110ml', 'Magnum', 4.99),
      pc('Cornetto Classico 6 x 90ml', 'Algida', 4.79),
      pc('Vanilla Ice Cream 1L', 'Carte d’Or', 3.99),
      pc('Cookie Dough Ice Cream 465ml', 'Ben & Jerry’s', 6.49),
      pc('Benna Vanilla Ice Cream 2L', 'Benna', 4.49, ['local']),
      pc('Lemon Sorbet 500ml', 'Sammontana', 2.99, ['vegan', 'gluten-free']),
    ],
  },
  {
    sub: 'crisps-snacks',
    products: [
      pc('Twistees Cheese 27g', 'Twistees', 0.45, ['local']),
      pc('Twistees Cheese Multipack 6 x 20g', 'Twistees', 2.19, ['local']),
      pc('Twistees BBQ 27g', 'Twistees', 0.45, ['local', 'bbq']),
      pc('Twistees Chicken 27g', 'Twistees', 0.45, ['local']),
      pc('Sea Salt Crisps 150g', 'Kettle', 2.49, ['gluten-free', 'vegan']),
      pc('Pringles Original 165g', 'Pringles', 2.99),
      pc('Pringles Sour Cream & Onion 165g', 'Pringles', 2.99),
      pc('Salt & Vinegar Crisps 150g', 'Walkers', 2.19, ['vegan']),
      pc('Tortilla Chips Nacho Cheese 185g', 'Doritos', 2.69, ['bbq']),
      pc('Salted Peanuts 200g', 'KP', 1.99, ['gluten-free', 'vegan']),
      pc('Popcorn Sweet & Salty 100g', 'Butterkist', 1.79, ['gluten-free']),
    ],
  },
  {
    sub: 'chocolate',
    products: [
      pc('Dairy Milk 110g', 'Cadbury', 1.89),
      pc('Kinder Bueno (pack of 3)', 'Ferrero', 2.49),
      pc('Ferrero Rocher 200g', 'Ferrero', 6.49),
      pc('Excellence 70% Cocoa 100g', 'Lindt', 2.99, ['gluten-free']),
      pc('KitKat 4 Finger (pack of 4)', 'Nestlé', 2.29),
      pc('Toblerone 100g', 'Toblerone', 2.19),
      pc('Baci Perugina 150g', 'Perugina', 5.99),
      pc('Hazelnut Wafers 175g', 'Loacker', 2.19),
    ],
  },
  {
    sub: 'sweets-traditional',
    products: [
      pc('Qubbajt Almond Nougat 200g', 'Busy Bee', 4.99, ['local', 'gluten-free']),
      pc('Qubbajt Hazelnut Nougat 100g', 'Busy Bee', 2.79, ['local', 'gluten-free']),
      pc('Kwareżimal Lenten Biscuits (pack of 6)', 'Busy Bee', 3.49, ['local', 'vegan']),
      pc('Prinjolata Slice 300g', 'Busy Bee', 4.99, ['local']),
      pc('Figolla Easter Almond Cake 250g', 'Busy Bee', 5.49, ['local']),
      pc('Goldbears Gummies 200g', 'Haribo', 1.99),
      pc('Mentos Mint (pack of 3)', 'Mentos', 1.49),
      pc('Extra Spearmint Gum (pack of 5)', 'Wrigley’s', 2.29),
      pc('Liquorice Allsorts 190g', 'Bassetts', 1.99),
    ],
  },
];
