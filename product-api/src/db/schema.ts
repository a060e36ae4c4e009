import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTES_MAX_LENGTH } from '../contract/notes';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    description: text('description').notNull(),
    descriptionIt: text('description_it'),
    imageUrl: text('image_url'),
    order: integer('order').notNull().default(0),
    /** False for what is not eaten or drunk (household, personal care, pets): search ranks it after food. */
    food: boolean('food').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.order)],
);

/**
 * Products. Money in integer cents, weights in kilograms as the spec's stepper works in kg.
 * search_text is the accent-free, lower-case text of description, brand, category names and tags,
 * description first: category pages sort by it. Every product write sets it (searchTextOf). Search
 * itself reads none of it: it runs on the in-memory index (src/search) built from the rows.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ref: text('ref').notNull(),
    barcode: text('barcode').notNull(),
    description: text('description').notNull(),
    /** The shelf name in Italian, null where the catalogue has none (English is shown then). */
    descriptionIt: text('description_it'),
    brand: text('brand'),
    imageUrl: text('image_url'),
    available: boolean('available').notNull().default(true),
    priceCents: integer('price_cents').notNull(),
    netPriceCents: integer('net_price_cents').notNull(),
    pricePerUmCents: integer('price_per_um_cents').notNull(),
    umPerUm: text('um_per_um').notNull(),
    um: text('um').notNull(),
    purchaseUm: text('purchase_um').notNull(),
    umStep: doublePrecision('um_step').notNull().default(1),
    minWeight: doublePrecision('min_weight'),
    maxAmount: doublePrecision('max_amount'),
    promotionType: text('promotion_type'),
    promotionValue: doublePrecision('promotion_value'),
    promotionDescription: text('promotion_description'),
    /** Multi-buy offers ('2 for €1.50'): how many items the offer's price (promotion_value) buys. */
    promotionQuantity: integer('promotion_quantity'),
    vatConfigurationId: integer('vat_configuration_id').notNull().default(1),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isBundle: boolean('is_bundle').notNull().default(false),
    /** Annex II allergens it contains and may contain, and the diets it suits (contract/food-info.ts). */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mayContain: text('may_contain')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text('diets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Single-use drink containers it holds, each carrying the BCRS deposit (a six-pack: 6). */
    depositUnits: integer('deposit_units').notNull().default(0),
    featuredRank: integer('featured_rank'),
    searchText: text('search_text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_barcode_idx').on(t.barcode),
    index('products_category_idx').on(t.categoryId),
    index('products_featured_idx').on(t.featuredRank),
    index('products_tags_idx').using('gin', t.tags),
    check('products_deposit_units_check', sql`${t.depositUnits} >= 0`),
  ],
);

/**
 * The label texts and nutrition of a product (Regulation (EU) No 1169/2011), one row a product
 * that has any; the lists filtered on (allergens, diets) live on products. `_it` columns are the
 * Italian texts, null where the catalogue has none (English is shown then). Nutrition is per 100
 * g or ml (`nutrition_per`), all values or none.
 */
export const productFoodInfo = pgTable(
  'product_food_info',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredients: text('ingredients'),
    ingredientsIt: text('ingredients_it'),
    netQuantity: text('net_quantity'),
    storage: text('storage'),
    storageIt: text('storage_it'),
    instructions: text('instructions'),
    instructionsIt: text('instructions_it'),
    origin: text('origin'),
    originIt: text('origin_it'),
    abv: doublePrecision('abv'),
    operator: text('operator'),
    warnings: text('warnings'),
    warningsIt: text('warnings_it'),
    nutritionPer: text('nutrition_per'),
    energyKj: doublePrecision('energy_kj'),
    energyKcal: doublePrecision('energy_kcal'),
    fat: doublePrecision('fat'),
    saturates: doublePrecision('saturates'),
    carbohydrate: doublePrecision('carbohydrate'),
    sugars: doublePrecision('sugars'),
    protein: doublePrecision('protein'),
    salt: doublePrecision('salt'),
  },
  (t) => [
    check('product_food_info_nutrition_per_check', sql`${t.nutritionPer} IN ('g', 'ml')`),
    check('product_food_info_abv_check', sql`${t.abv} >= 0 AND ${t.abv} <= 100`),
  ],
);

/**
 * The grocery vocabulary of search (src/search/vocabulary.ts): terms shoppers type and, when
 * means is null, the terms are all equivalent; otherwise they also mean the terms of means.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  id: serial('id').primaryKey(),
  terms: text('terms').array().notNull(),
  means: text('means').array(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  imageApp: text('image_app').notNull(),
  /** The banner in Italian (issue 30 item 8): its words and the pictures they are drawn on; null falls back to English. */
  titleIt: text('title_it'),
  imageUrlIt: text('image_url_it'),
  imageAppIt: text('image_app_it'),
  link: text('link'),
  category: text('category').notNull().default('WEB'),
  type: text('type').notNull().default('ECOMMERCE'),
  order: integer('order').notNull().default(0),
});

/**
 * Locally generated files served under /media; nothing is fetched from the internet. Text files
 * (SVG) keep their body as written; binary ones (the leaflets' PDFs) keep it in base64, which
 * `encoding` says, so one text column serves both on PGlite and PostgreSQL alike.
 */
export const media = pgTable(
  'media',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding', { enum: ['utf8', 'base64'] })
      .notNull()
      .default('utf8'),
  },
  (t) => [check('media_encoding_check', sql`${t.encoding} in ('utf8', 'base64')`)],
);

/**
 * Leaflets (spec §3): a PDF one has pdf_link, an image one its pages in images; both have a cover.
 * Titles in English with an optional Italian one (like categories); valid_from/valid_to are the
 * days the printed offers run, shown on the grid and the leaflet page.
 */
export const leaflets = pgTable(
  'leaflets',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleIt: text('title_it'),
    coverImage: text('cover_image').notNull(),
    /** The cover drawn with the Italian title (issue 30 item 8); null falls back to coverImage. */
    coverImageIt: text('cover_image_it'),
    pdfLink: text('pdf_link'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('leaflets_order_idx').on(t.order, t.id)],
);

/**
 * A product drawn on a page of a picture leaflet (issue 33 item 5): the page's index in images
 * (from 0) and the rectangle over it in fractions of the page, so it scales with the picture.
 */
export const leafletHotspots = pgTable(
  'leaflet_hotspots',
  {
    id: serial('id').primaryKey(),
    leafletId: integer('leaflet_id')
      .notNull()
      .references(() => leaflets.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    w: doublePrecision('w').notNull(),
    h: doublePrecision('h').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('leaflet_hotspots_leaflet_idx').on(t.leafletId, t.page),
    check(
      'leaflet_hotspots_inside_page',
      sql`${t.page} >= 0 and ${t.x} >= 0 and ${t.y} >= 0 and ${t.w} > 0 and ${t.h} > 0 and ${t.x} + ${t.w} <= 1 and ${t.y} + ${t.h} <= 1`,
    ),
  ],
);

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  cityId: integer('city_id'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  phone: text('phone'),
  email: text('email'),
  webUrl: text('web_url'),
  logoImageUrl: text('logo_image_url'),
  timetables: text('timetables')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  openings: text('openings')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Italian versions of timetables and openings; empty means the English lines serve both. */
  timetablesIt: text('timetables_it')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  openingsIt: text('openings_it')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  services: text('services')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  departments: text('departments')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  deliveryModes: text('delivery_modes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Delivery modes offered by the shop (GET /cli/ecommerce/deliveries); pick-up modes list stores. */
export const deliveryModes = pgTable('delivery_modes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  order: integer('order').notNull().default(0),
  /** Smallest net total an order of this mode may have (spec §5: minimum order amount). */
  minNetTotalCents: integer('min_net_total_cents').notNull().default(0),
  /** Payment methods allowed for the mode (GET /configuration/deliveryMode/{mode}). */
  paymentMethods: text('payment_methods')
    .array()
    .notNull()
    .default(sql`'{CASH}'::text[]`),
});

/** Islands of Malta (the spec's states). */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** Localities (the spec's cities; counties are the localities of one island). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    postcodePrefix: text('postcode_prefix').notNull(),
    homeDelivery: boolean('home_delivery').notNull().default(true),
  },
  (t) => [uniqueIndex('cities_prefix_idx').on(t.postcodePrefix)],
);

export const zipcodes = pgTable(
  'zipcodes',
  {
    id: serial('id').primaryKey(),
    zip: text('zip').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [uniqueIndex('zipcodes_zip_idx').on(t.zip), index('zipcodes_city_idx').on(t.cityId)],
);

export const nations = pgTable('nations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: text('birth_date'),
    gender: text('gender'),
    mobilePhone: text('mobile_phone'),
    mobilePhonePrefix: text('mobile_phone_prefix'),
    homePhone: text('home_phone'),
    homePhonePrefix: text('home_phone_prefix'),
    ssnCode: text('ssn_code'),
    cards: jsonb('cards')
      .notNull()
      .default(sql`'[]'::jsonb`),
    address: jsonb('address'),
    accept1: boolean('accept1').notNull().default(false),
    accept2: boolean('accept2').notNull().default(false),
    accept3: boolean('accept3').notNull().default(false),
    accept4: boolean('accept4').notNull().default(false),
    preferredStoreId: integer('preferred_store_id'),
    /** Annex II allergens the customer avoids (contract/food-info.ts): cards and lines warn of them. */
    avoidAllergens: text('avoid_allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Issued tokens by their jti, so logout can revoke a token before it expires. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Key-value facts about this database: when it was seeded, the JWT secret of a dev data folder. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Login throttling counters (issue 10), shared by every API instance on the database: one row per
 * key (`account:<e-mail>`, `address:<ip>`), the attempts in the current fixed window and when that
 * window ends. Rows past their window are dead weight and are swept by window_ends_at.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * Loyalty cards issued in store (spec §2 sign-up with card). A card carries the holder's Maltese
 * ID document and, when the in-store form had one, an e-mail; sign-up with the card checks both
 * (POST /cli/profiles/signupcheck) and links the card to the new account (user_id). Points and the
 * time of their balance come from the tills; `GET /cli/profiles/point-balance` reads them.
 */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    code: text('code').primaryKey(),
    documentId: text('document_id').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** yyyy-MM-dd, as the till's form recorded it; the card path of sign-up takes it from here. */
    birthDate: text('birth_date'),
    points: integer('points').notNull().default(0),
    balanceAt: timestamp('balance_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('loyalty_cards_user_idx').on(t.userId),
    check('loyalty_cards_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/** Shipping addresses of spec §3; read_only ones (set by customer service) cannot be changed. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    city: text('city').notNull(),
    county: text('county').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull(),
    nation: text('nation').notNull().default('Malta'),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId, t.id)],
);

/**
 * Billing (invoice) addresses of spec §3. nation is an EU state's ISO code, Malta by default
 * (contract/billing-countries.ts); migration 0016 kept the Italian rows written before as IT.
 */
export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vatCode: text('vat_code').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    streetNumber: text('street_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    nation: text('nation').notNull().default('MT'),
    ssnCode: text('ssn_code').notNull().default(''),
    recipientCode: text('recipient_code').notNull().default(''),
    fax: text('fax').notNull().default(''),
    pec: text('pec').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_addresses_user_idx').on(t.userId, t.id)],
);

/**
 * Password-reset links: only the SHA-256 of the token is kept, so a copy of the table opens no
 * account. A token is used once (used_at) and expires (expires_at).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Every e-mail is written here first and sent from here (src/mail/), with retries, so a mail
 * server that is down loses nothing. sent_at is null until the server took the message.
 */
/** An outbox mail's file: its name, MIME type and bytes in base64 (mail/mail-outbox.ts). */
export type OutboxAttachment = { fileName: string; contentType: string; base64: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    replyTo: text('reply_to'),
    /** Files sent with the message (a completed order's receipt and invoice), base64 in JSON. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** Messages of the contact form (spec §2), kept besides the e-mail to the support address. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  phoneNumberPrefix: text('phone_number_prefix').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Weekly delivery or pick-up windows of a store and mode (spec §3 availability): week_day 1
 * (Monday) to 7, times 'HH:MM' in Europe/Malta, and how many orders one such slot takes.
 * starts_on keeps a window closed before a date (a service that opens later).
 */
export const deliveryWindows = pgTable(
  'delivery_windows',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deliveryMode: text('delivery_mode').notNull(),
    weekDay: integer('week_day').notNull(),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    capacity: integer('capacity').notNull(),
    startsOn: date('starts_on'),
  },
  (t) => [
    index('delivery_windows_store_mode_idx').on(t.storeId, t.deliveryMode),
    check('delivery_windows_week_day', sql`${t.weekDay} between 1 and 7`),
    check('delivery_windows_capacity', sql`${t.capacity} >= 0`),
  ],
);

/**
 * Dated slots made from the weekly windows for the days ahead. `taken` counts placed orders and
 * live holds; the check keeps it within capacity whatever the race (a conditional update takes a
 * place: UPDATE ... SET taken = taken + 1 WHERE taken < capacity).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deliveryMode: text('delivery_mode').notNull(),
    day: date('day').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('time_slots_window_idx').on(t.storeId, t.deliveryMode, t.validFrom),
    index('time_slots_day_idx').on(t.storeId, t.deliveryMode, t.day),
    check('time_slots_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/**
 * Carts (spec §3). A customer may keep several open carts (GET /carts/open), one per store, mode
 * and address; the current one is the last selected. status: OPEN, ORDERED (frozen into an order),
 * ABORTED (deleted), MOVED (moved into the automated shopping list at the end of the day).
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    deliveryMode: text('delivery_mode').notNull(),
    addressId: integer('address_id').references(() => shippingAddresses.id, {
      onDelete: 'set null',
    }),
    /** The address as it read when the cart was opened, kept when the address is later edited. */
    addressDescription: text('address_description'),
    addressCity: text('address_city'),
    status: text('status').notNull().default('OPEN'),
    terminalType: text('terminal_type').notNull().default('WEB'),
    terminalId: text('terminal_id'),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** MOVED carts: when the customer was told (4008 answers once on GET /cart/current). */
    movedNoticeAt: timestamp('moved_notice_at', { withTimezone: true }),
    /**
     * Counts the changes of the cart's lines. An add to cart checks its rules (the pack limit
     * spans lines) on the lines it read and writes only if this is still the number it read,
     * instead of locking the cart for the whole request.
     */
    linesVersion: integer('lines_version').notNull().default(0),
  },
  (t) => [
    index('carts_user_status_idx').on(t.userId, t.status, t.selectedAt),
    uniqueIndex('carts_open_identity_idx')
      .on(t.userId, t.storeId, t.deliveryMode, sql`coalesce(${t.addressId}, 0)`)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Lines of a cart: amount in pieces (PZ) or kilograms. seen_net_price_cents is the price the
 * customer saw when adding; the freeze check compares it with today's (4105 updatedItems).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: doublePrecision('amount').notNull(),
    seenNetPriceCents: integer('seen_net_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer allows a similar product when this one is missing at picking (issue 29). */
    replaceAllowed: boolean('replace_allowed').notNull().default(true),
    /** The customer's note for the picker, symbols stripped (spec §5 notes rules); '' when none. */
    pickerNote: text('picker_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cart_items_product_idx').on(t.cartId, t.productId),
    check('cart_items_amount', sql`${t.amount} > 0`),
    check(
      'cart_items_picker_note_length',
      sql`char_length(${t.pickerNote}) <= ${sql.raw(String(NOTES_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * A slot kept for a cart during checkout (one per cart) until expires_at. It holds one place of
 * time_slots.taken until an order uses it (used_at) or it is released (released_at: expired or
 * the cart deleted); whoever sets one of them first gives the place back or passes it on.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slot_holds_cart_idx').on(t.cartId, t.createdAt),
    index('slot_holds_live_idx')
      .on(t.expiresAt)
      .where(sql`${t.usedAt} is null and ${t.releasedAt} is null`),
  ],
);

/**
 * Orders (spec §3, §4 statuses). user_id is set null when the account is deleted: the order stays
 * for the books without the person. The cart's lines, prices and totals are frozen in `cart`
 * (the spec's Order.cart) so later price changes never alter a placed order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the customer's account (and so their carts) is deleted: the order stays. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    deliveryMode: text('delivery_mode').notNull(),
    timeSlotId: integer('time_slot_id').references(() => timeSlots.id, { onDelete: 'set null' }),
    deliveryDate: date('delivery_date').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    paymentMode: text('payment_mode').notNull(),
    /** Checkout data of spec §3 (contact, notes, invoice and billing address, replacement, gift). */
    checkout: jsonb('checkout').notNull(),
    cart: jsonb('cart').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What a card is pre-authorised for: weighed goods plus the margin in SHOP_RULES (spec §9). */
    preAuthorisedCents: integer('pre_authorised_cents').notNull(),
    /** Online payments not confirmed by then are aborted and their slot released. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Optimistic version: every status change adds 1, and a change stating an older one is refused. */
    version: integer('version').notNull().default(0),
    /**
     * The cart as the store prepared it (contract/cart.ts Cart, priced by the cart's pricing code
     * from what was picked) and its total: null until picking is done (docs/order-lifecycle.md).
     * The payment is captured for final_total_cents, the receipt and invoice are drawn from it.
     */
    preparedCart: jsonb('prepared_cart'),
    finalTotalCents: integer('final_total_cents'),
    /**
     * The language the customer placed the order in (en or it): every e-mail about the order is
     * written in it, whenever it is sent (docs/order-lifecycle.md, E-mails).
     */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_idx').on(t.code),
    uniqueIndex('orders_cart_idx').on(t.cartId),
    // The customer's list, newest first (created_at desc, id desc): one backward index scan.
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    // The staff's overview: one store's orders of one day (staff/staff-orders.repository.ts).
    index('orders_store_day_idx').on(t.storeId, t.deliveryDate),
    index('orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'PAYMENT_PENDING'`),
    check('orders_language_check', sql`${t.language} in ('en', 'it')`),
  ],
);

/**
 * Every status an order reached, when and by whom (docs/order-lifecycle.md): written by each
 * transition of the state machine, in its transaction. actor_kind is customer, staff, manager,
 * payment or job; actor_id the customer's or staff member's id (null for the callback and jobs).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * The points an order earned on a loyalty card (issue 29 item 8; docs/order-lifecycle.md, Loyalty
 * points): one row per order, written with the card's new balance in the completing transition.
 * The order id is the key, so a second credit for one order is refused by the database whatever
 * path asks for it (a resent change, a replay, a second writer).
 */
export const orderPointCredits = pgTable(
  'order_point_credits',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cardCode: text('card_code')
      .notNull()
      .references(() => loyaltyCards.code),
    points: integer('points').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_point_credits_card_idx').on(t.cardCode, t.at),
    check('order_point_credits_points_not_negative', sql`${t.points} >= 0`),
  ],
);

/**
 * What the picker recorded for each line of an order (docs/order-lifecycle.md: Picking). A line is
 * the ordered product's barcode, once an order (the cart's rule). picked_amount is pieces or the
 * scale's kilograms (3 decimals); a substituted line names the product put in instead and its
 * amount. No row, or state 'open', is a line not picked yet. Written only while the order is
 * IN_PREPARATION (picking/picking.repository.ts).
 */
export const pickLines = pgTable(
  'pick_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    state: text('state').notNull(),
    pickedAmount: numeric('picked_amount', { precision: 9, scale: 3, mode: 'number' }),
    substituteBarcode: text('substitute_barcode'),
    substituteAmount: numeric('substitute_amount', { precision: 9, scale: 3, mode: 'number' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.barcode] }),
    check('pick_lines_state_check', sql`${t.state} in ('open', 'picked', 'unavailable', 'substituted')`),
    // What each state carries, and nothing else: a line reads the same on every screen.
    check(
      'pick_lines_state_fields',
      sql`case ${t.state}
        when 'picked' then ${t.pickedAmount} > 0 and ${t.substituteBarcode} is null and ${t.substituteAmount} is null
        when 'substituted' then ${t.pickedAmount} is null and ${t.substituteBarcode} is not null and ${t.substituteAmount} > 0
        else ${t.pickedAmount} is null and ${t.substituteBarcode} is null and ${t.substituteAmount} is null
      end`,
    ),
  ],
);

/**
 * Idempotency-Key of order placement: the first request with a key stores its answer, a repeat
 * (double click, retry) gets the same answer and places nothing more.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseCode: integer('response_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Online payment attempts of an order (provider APCOPAY sandbox or STRIPE). status: PENDING,
 * PAID (authorised), DECLINED, CANCELLED: the provider's answer to the session. provider_ref is
 * our reference of the session; provider_payment_id the provider's own (a Stripe PaymentIntent).
 * What became of the authorised money is in the amount columns, each with its time, null until it
 * happens (docs/order-lifecycle.md, The payment side): captured once at picking done, the rest
 * released, a capture refunded on a later cancel.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status').notNull().default('PENDING'),
    amountCents: integer('amount_cents').notNull(),
    providerPaymentId: text('provider_payment_id'),
    authorisedCents: integer('authorised_cents'),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    capturedCents: integer('captured_cents'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    releasedCents: integer('released_cents'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // Never more taken than authorised, never more given back than taken (issue 29 item 6).
    check(
      'payments_captured_within_authorised',
      sql`${t.capturedCents} is null or (${t.capturedCents} >= 0 and ${t.capturedCents} <= ${t.authorisedCents})`,
    ),
    check(
      'payments_released_within_authorised',
      sql`${t.releasedCents} is null or (${t.releasedCents} >= 0 and ${t.releasedCents} <= ${t.authorisedCents})`,
    ),
    check(
      'payments_refunded_within_captured',
      sql`${t.refundedCents} is null or (${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.capturedCents})`,
    ),
  ],
);

/** Provider notifications already handled, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Scheduled jobs of the API (src/jobs): one row per job. An instance takes a due job by setting a
 * lease (UPDATE ... WHERE lease_until < now()), so across any number of instances each run happens
 * once; a crashed run's lease runs out and another instance does it, and next_run_at only moves
 * on when a run finished.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leasedBy: text('leased_by'),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * Shopping lists (spec §3 smartlists). automated lists are made by the shop: the end-of-day move
 * puts an unfinished cart's items there (spec §2 cart creation warning). The rules are the lists
 * domain's (src/lists; README: Shopping lists and favourites).
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    automated: boolean('automated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_lists_user_idx').on(t.userId, t.id)],
);

/**
 * Items of a list: a product (barcode) or a CUSTOM line with its own description. A product item
 * keeps its barcode and the name it had when added: a product the catalogue drops (product_id set
 * null) stays on the list as 'no longer sold', and comes back if the barcode is sold again. One
 * item per product and list (a second add adds to the amount, in one statement on this index).
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    barcode: text('barcode'),
    type: text('type').notNull().default('PRODUCT'),
    description: text('description').notNull(),
    amount: doublePrecision('amount').notNull(),
    /** Ticked off in the aisle (README: Shopping lists offline); a copy of the list starts unticked. */
    checked: boolean('checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.listId, t.id),
    uniqueIndex('shopping_list_items_barcode_idx').on(t.listId, t.barcode),
    check('shopping_list_items_amount_check', sql`${t.amount} > 0`),
    check('shopping_list_items_type_check', sql`${t.type} in ('PRODUCT', 'CUSTOM')`),
  ],
);

/** A customer's favourite products (spec §3 favourite), by barcode: adding one twice keeps one row. */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourite_products_user_barcode_idx').on(t.userId, t.barcode)],
);

/**
 * Store staff (issue 29): not customers, so a table of their own, never joined to `users`. A
 * picker works for the stores in `staff_stores`; a manager for every store. An inactive member
 * signs in no more and their tokens stop working at once (auth/staff-tokens.ts).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The customers' scrypt format (profiles/password.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(sql`lower(${t.email})`),
    check('staff_members_role_check', sql`${t.role} in ('picker', 'manager')`),
  ],
);

/** The stores a picker is bound to (one or more). */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] })],
);

/** Staff tokens by their jti, apart from the customers' (auth_tokens), so logout revokes one early. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    jti: text('jti').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * Receipts and VAT invoices of completed orders (docs/order-lifecycle.md, Receipts and VAT
 * invoices): one of each kind per order at most, numbered per series and year without gaps.
 * `content` is what the PDF is drawn from (lines, rates, totals, the shop's and the customer's
 * data), fixed when issued, so a later price or address change never alters an issued document.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    totalCents: integer('total_cents').notNull(),
    content: jsonb('content').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_documents_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('order_documents_number_idx').on(t.series, t.year, t.sequence),
    check('order_documents_kind_check', sql`${t.kind} in ('receipt', 'invoice')`),
  ],
);

/**
 * The last number given in each series and year. Issuing a document raises it inside the
 * completing transaction, so the row stays locked until that transaction ends: two completions
 * never take the same number, and a rolled-back one gives its number back (no gap).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The customer's coupons (README: Coupons and loyalty rewards). status is ISSUED → ACTIVATED (by
 * the customer) → BURNT (the order that claimed it completed); EXPIRED is no status here but read
 * from expires_at, so nothing has to run at midnight. order_id is the order whose pricing took the
 * coupon off (claimed at the freeze with a conditional UPDATE, cleared again when that order is
 * aborted or cancelled; a burnt coupon keeps it). issue_key says why it was issued ('points:order:12:1', 'spending:3:water'),
 * unique per customer, so a replayed completion issues nothing twice.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionIt: text('description_it').notNull(),
    imageUrl: text('image_url'),
    /** What it takes off an order; WATER coupons take one water pack's price instead. */
    valueCents: integer('value_cents').notNull(),
    status: text('status').notNull().default('ISSUED'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    burntAt: timestamp('burnt_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    earnedByOrderId: integer('earned_by_order_id').references(() => orders.id, { onDelete: 'set null' }),
    issueKey: text('issue_key').notNull(),
    /** The 100 € step of completed orders that earned it; null for a points voucher. */
    rewardStep: integer('reward_step'),
  },
  (t) => [
    uniqueIndex('coupons_user_issue_key_idx').on(t.userId, t.issueKey),
    index('coupons_user_issued_idx').on(t.userId, t.issuedAt),
    index('coupons_order_idx').on(t.orderId),
    check('coupons_kind_check', sql`${t.kind} in ('VOUCHER', 'WATER', 'DISCOUNT')`),
    check('coupons_status_check', sql`${t.status} in ('ISSUED', 'ACTIVATED', 'BURNT')`),
    check('coupons_value_not_negative', sql`${t.valueCents} >= 0`),
    // A coupon is claimed by an order only once the customer has activated it.
    check('coupons_issued_unclaimed', sql`${t.status} <> 'ISSUED' or ${t.orderId} is null`),
  ],
);

/**
 * Cards a customer linked for paying without leaving the shop (issue 32 item 5, spec §2 payments):
 * at most one per provider ('apcopay' the sandbox, 'stripe'), named by the provider's own reference
 * of the saved card or mandate. Brand and last digits only when the provider tells them; the card
 * number itself never reaches the shop (README: Linked cards).
 */
export const linkedPaymentMethods = pgTable(
  'linked_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('linked_payment_methods_user_provider_idx').on(t.userId, t.provider)],
);

/**
 * One card-linking flow opened at the provider (GET /cli/pay/paymentmethod/boarding): PENDING
 * until the provider's signed notification links the card (LINKED) or the shopper gives up
 * (CANCELLED). The provider's 0.01 € check authorisation (spec §5) is recorded as it reports it:
 * authorised, then released, never captured (the CHECK says so).
 */
export const cardBoardings = pgTable(
  'card_boardings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    status: text('status').notNull().default('PENDING'),
    checkAuthorisedCents: integer('check_authorised_cents'),
    checkReleasedCents: integer('check_released_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_boardings_provider_ref_idx').on(t.provider, t.ref),
    index('card_boardings_user_idx').on(t.userId),
    check(
      'card_boardings_check_released',
      sql`${t.checkReleasedCents} is null or ${t.checkReleasedCents} = ${t.checkAuthorisedCents}`,
    ),
  ],
);
