import { pc, type ProductGroup } from './product-seed';

/** Household, personal care, baby and pet products. */
export const NON_FOOD_PRODUCTS: ProductGroup[] = [
  {
    sub: 'cleaning',
    products: [
      pc('Original Washing-Up Liquid 650ml', 'Fairy', 2.29),
      pc('Multi-Surface Cleaner Lemon 750ml', 'Dettol', 2.99),
      pc('Thick Bleach Original 750ml', 'Domestos', 1.89),
      pc('Glass Cleaner 500ml', 'Vetril', 2.19),
      pc('Floor Cleaner Marseille Soap 1L', 'Spic & Span', 2.49),
      pc('All in One Dishwasher Tablets (pack of 40)', 'Finish', 9.99),
      pc('Scouring Sponges (pack of 3)', 'Scotch-Brite', 1.79),
      pc('Eco Washing-Up Liquid 500ml', 'Ecover', 2.89),
    ],
  },
  {
    sub: 'laundry',
    products: [
      pc('Liquid Detergent 40 washes 2.2L', 'Ariel', 12.99),
      pc('Powder Detergent 30 washes 1.95kg', 'Dixan', 8.49),
      pc('Fabric Softener Lavender 1.5L', 'Lenor', 3.49),
      pc('All-in-1 Pods (pack of 24)', 'Ariel', 9.49),
      pc('Oxi Action Stain Remover 750ml', 'Vanish', 4.29),
      pc('Colour Catcher Sheets (pack of 20)', 'Grey', 3.19),
    ],
  },
  {
    sub: 'paper-kitchen',
    products: [
      pc('Toilet Paper 3-ply (pack of 9)', 'Regina', 5.49),
      pc('Kitchen Roll (pack of 4)', 'Regina', 3.49),
      pc('Paper Tissues (pack of 10)', 'Tempo', 1.69),
      pc('Aluminium Foil 30 m', 'Cuki', 2.49),
      pc('Cling Film 50 m', 'Cuki', 1.99),
      pc('Freezer Bags Medium (pack of 30)', 'Domopak', 1.79),
      pc('Bin Bags Large (pack of 20)', null, 2.29),
      pc('Paper Plates (pack of 20)', null, 1.49, ['bbq']),
    ],
  },
  {
    sub: 'bbq-outdoor',
    products: [
      pc('Charcoal Briquettes 3kg', null, 5.99, ['bbq']),
      pc('Firelighters (pack of 28)', 'Zip', 1.99, ['bbq']),
      pc('Disposable BBQ Grill', null, 4.49, ['bbq']),
      pc('Citronella Candle', null, 3.49, ['bbq']),
      pc('Insect Killer Spray 400ml', 'Raid', 4.29),
      pc('Plastic Cups (pack of 50)', null, 1.39, ['bbq']),
    ],
  },
  {
    sub: 'hair-care',
    products: [
      pc('Classic Clean Shampoo 400ml', 'Head & Shoulders', 4.99),
      pc('Repair & Protect Shampoo 400ml', 'Pantene', 3.99),
      pc('Repair & Protect Conditioner 200ml', 'Pantene', 3.49),
      pc('Elvive Colour Protect Shampoo 250ml', 'L’Oréal', 3.79),
      pc('Extra Strong Hair Gel 150ml', 'Schwarzkopf', 2.99),
      pc('Original Dry Shampoo 200ml', 'Batiste', 4.49),
    ],
  },
  {
    sub: 'body-shower',
    products: [
      pc('Deeply Nourishing Body Wash 450ml', 'Dove', 3.99),
      pc('Soft Moisturising Cream 200ml', 'Nivea', 3.99),
      pc('Bath Foam Talc 750ml', 'Felce Azzurra', 2.99),
      pc('Hand Soap Refill 500ml', 'Palmolive', 2.29),
      pc('Sun Protection Lotion SPF 50 200ml', 'Nivea', 12.99),
      pc('Naturals Bar Soap (pack of 4)', 'Palmolive', 2.49),
      pc('Aloe Vera After Sun Gel 200ml', 'Nivea', 4.99),
    ],
  },
  {
    sub: 'oral-care',
    products: [
      pc('Total Original Toothpaste 75ml', 'Colgate', 3.29),
      pc('Sensitive Toothpaste 75ml', 'Sensodyne', 4.79),
      pc('Medium Toothbrush (pack of 2)', 'Oral-B', 3.49),
      pc('Cool Mint Mouthwash 500ml', 'Listerine', 4.99),
      pc('Essential Dental Floss 50 m', 'Oral-B', 2.99),
    ],
  },
  {
    sub: 'deodorants-shaving',
    products: [
      pc('Original Deodorant Spray 150ml', 'Rexona', 2.99),
      pc('Invisible Roll-On 50ml', 'Nivea', 2.79),
      pc('Africa Body Spray 150ml', 'Lynx', 3.49),
      pc('Sensitive Shaving Foam 200ml', 'Gillette', 2.99),
      pc('Blue II Disposable Razors (pack of 10)', 'Gillette', 5.49),
      pc('Cotton Pads (pack of 80)', null, 1.29),
      pc('Cotton Buds (pack of 200)', 'Johnson’s', 1.99),
    ],
  },
  {
    sub: 'nappies-wipes',
    products: [
      pc('Baby-Dry Nappies Size 4 (pack of 46)', 'Pampers', 14.99),
      pc('Premium Protection Nappies Size 2 (pack of 52)', 'Pampers', 15.99),
      pc('Ultra Comfort Nappies Size 5 (pack of 36)', 'Huggies', 12.99),
      pc('Sensitive Baby Wipes (pack of 80)', 'Pampers', 2.99),
      pc('Pure Baby Wipes (pack of 60)', 'WaterWipes', 3.49),
    ],
  },
  {
    sub: 'baby-food',
    products: [
      pc('Apple & Pear Purée 4 x 100g', 'HiPP', 3.29, ['organic', 'gluten-free']),
      pc('Chicken & Vegetable Dinner 190g', 'HiPP', 1.89, ['organic']),
      pc('Baby Rice Cereal 200g', 'Nestlé', 3.49, ['gluten-free']),
      pc('Biscotti Plasmon 320g', 'Plasmon', 3.79),
      pc('First Infant Milk Stage 1 800g', 'Aptamil', 19.99),
      pc('Follow-On Milk Stage 2 800g', 'Aptamil', 18.49),
    ],
  },
  {
    sub: 'baby-care',
    products: [
      pc('Baby Shampoo 300ml', 'Johnson’s', 2.99),
      pc('Baby Oil 300ml', 'Johnson’s', 3.49),
      pc('Nappy Care Cream 125g', 'Sudocrem', 6.49),
      pc('Baby Bath Milk 500ml', 'Chicco', 4.99),
      pc('Feeding Bottle Medium Flow', 'Chicco', 7.99),
    ],
  },
  {
    sub: 'dog',
    products: [
      pc('Beef in Gravy Pouches 12 x 100g', 'Pedigree', 6.99),
      pc('Dog Chow Adult Chicken 3kg', 'Purina', 9.99),
      pc('Dentastix Medium (pack of 7)', 'Pedigree', 3.29),
      pc('Original Dog Biscuits 650g', 'Bonio', 3.49),
      pc('Medium Puppy Dry Food 2.5kg', 'Royal Canin', 21.99),
    ],
  },
  {
    sub: 'cat',
    products: [
      pc('Chicken in Jelly 12 x 85g', 'Whiskas', 5.99),
      pc('Sensations in Jelly 12 x 85g', 'Felix', 6.49),
      pc('Adult Salmon Dry Cat Food 800g', 'Purina One', 5.49),
      pc('Cheese Cat Treats 60g', 'Dreamies', 1.79),
      pc('Gold Tuna Mousse 85g', 'Gourmet', 0.89),
      pc('Clumping Cat Litter 10L', 'Catsan', 8.99),
    ],
  },
  {
    sub: 'pet-care',
    products: [
      pc('Bird Seed Mix 1kg', 'Vitakraft', 3.99),
      pc('Tropical Fish Flakes 100ml', 'Tetra', 4.49),
      pc('Flea & Tick Spot-On for Dogs (pack of 3)', 'Frontline', 24.99),
      pc('Pet Poo Bags (pack of 60)', null, 1.99),
      pc('Rope Chew Toy', null, 3.99),
    ],
  },
];
