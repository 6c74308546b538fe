import { Type } from 'typebox';
import { Id, Limit, NullableString, Offset } from '../../contract/common';

// One schema per shop entity, reused by every route that sends it (products, cart, addresses).

/** The most a cart line, or an added quantity, may hold. */
export const MAX_QTY = 999;
export const PRODUCT_PAGE = { defaultLimit: 10, maxLimit: 50 };

export const ProductListQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100, description: 'case-insensitive, contained in the name' })),
    category: Type.Optional(Id),
    offset: Type.Optional(Offset({ default: 0 })),
    limit: Type.Optional(Limit(PRODUCT_PAGE.maxLimit, { default: PRODUCT_PAGE.defaultLimit })),
  },
  { additionalProperties: false },
);

export const CategoryQuery = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100, description: 'case-insensitive, contained in the name' })) },
  { additionalProperties: false },
);
const productImageExample = { _id: '6653a1b2c3d4e5f6a7b8c801', url: '/uploads/seed/products/maglia-rossa-1.jpg' };

export const ImageSchema = Type.Object(
  { _id: Type.String(), url: Type.String() },
  { title: 'ProductImage', examples: [productImageExample] },
);
const brandExample = {
  _id: '6653b2c3d4e5f6a7b8c9d901',
  name: 'Campo Sport',
  logo: '/uploads/seed/brands/campo-sport.png',
};

export const BrandSchema = Type.Object(
  { _id: Type.String(), name: Type.String(), logo: NullableString },
  { title: 'Brand', examples: [brandExample] },
);
const productCategoryExample = {
  _id: '6653c3d4e5f6a7b8c9d0e001',
  name: 'Abbigliamento',
  image: '/uploads/seed/categories/abbigliamento.jpg',
};

export const ProductCategorySchema = Type.Object(
  { _id: Type.String(), name: Type.String(), image: NullableString },
  { title: 'ProductCategory', examples: [productCategoryExample] },
);
const productVariantExample = {
  _id: '6653d4e5f6a7b8c9d0e1f101',
  price: 34.9,
  size: 'M',
  color: '#c62828',
  colorName: 'Rosso',
  stock: 12,
  images: [productImageExample],
};

export const VariantSchema = Type.Object(
  {
    _id: Type.String(),
    price: Type.Number({ description: 'euro' }),
    size: Type.Union([Type.String(), Type.Null()], { description: 'null shows N/A' }),
    color: Type.Union([Type.String(), Type.Null()], { description: '#rrggbb swatch' }),
    colorName: NullableString,
    stock: Type.Integer({ minimum: 0 }),
    images: Type.Array(ImageSchema),
  },
  { title: 'ProductVariant', examples: [productVariantExample] },
);
const productExample = {
  _id: '6653e5f6a7b8c9d0e1f2a201',
  name: 'Maglia da allenamento traspirante',
  description: 'Tessuto leggero ad asciugatura rapida, taglio regolare.',
  brand: brandExample,
  category: productCategoryExample,
  inStocks: 12,
  currencySymbol: '€',
  sizeAndColors: [productVariantExample],
};

export const ProductSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    description: Type.String(),
    brand: BrandSchema,
    category: ProductCategorySchema,
    inStocks: Type.Integer({ description: "sum of the variants' stock" }),
    currencySymbol: Type.String(),
    sizeAndColors: Type.Array(VariantSchema, { description: 'variants in display order' }),
  },
  { title: 'Product', examples: [productExample] },
);

export const CartAddBody = Type.Object(
  {
    productId: Id,
    variantId: Id,
    qty: Type.Integer({
      minimum: 1,
      maximum: MAX_QTY,
      description: 'added to the line of this variant if there is one',
    }),
  },
  {
    examples: [{ productId: '6653e5f6a7b8c9d0e1f2a201', variantId: '6653d4e5f6a7b8c9d0e1f101', qty: 2 }],
    additionalProperties: false,
  },
);

/** A cart write's optional header: the writing tab, named in the live `cart.changed` it causes. */
export const CartWriteHeaders = Type.Object({
  'x-tab-id': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9-]{8,64}$',
      description:
        "the writing tab's id: the `cart.changed` this write sends names it as `by`, so that tab, which shows the write's answer already, need not read the cart again",
    }),
  ),
});

export const CartQtyBody = Type.Object(
  {
    qty: Type.Integer({ minimum: 1, maximum: MAX_QTY, description: 'the new quantity (absolute)' }),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: "the line's `version` this quantity was chosen from: another one answers 409, nothing changed",
      }),
    ),
  },
  { examples: [{ qty: 3, version: 2 }], additionalProperties: false },
);
export const cartLineExample = {
  _id: '6653f6a7b8c9d0e1f2a3b301',
  productId: '6653e5f6a7b8c9d0e1f2a201',
  variantId: '6653d4e5f6a7b8c9d0e1f101',
  name: 'Maglia da allenamento traspirante',
  image: '/uploads/seed/products/maglia-rossa-1.jpg',
  size: 'M',
  color: '#c62828',
  colorName: 'Rosso',
  price: 34.9,
  qty: 2,
  lineTotal: 69.8,
  stock: 12,
  insufficientStock: false,
  currencySymbol: '€',
  version: 2,
};

export const CartLineSchema = Type.Object(
  {
    _id: Type.String(),
    productId: Type.String(),
    variantId: Type.String(),
    name: Type.String(),
    image: Type.Union([Type.String(), Type.Null()], { description: "the variant's first picture" }),
    size: NullableString,
    color: NullableString,
    colorName: NullableString,
    price: Type.Number({ description: 'unit price now, from the database' }),
    qty: Type.Integer(),
    lineTotal: Type.Number({ description: 'price x qty' }),
    stock: Type.Integer(),
    insufficientStock: Type.Boolean({ description: 'qty is above the stock: checkout is refused until fixed' }),
    currencySymbol: Type.String(),
    version: Type.Integer({
      minimum: 1,
      description: 'raised by every change of the line; send it back with a new quantity (stale writes answer 409)',
    }),
  },
  { title: 'CartLine', examples: [cartLineExample] },
);
const cartExample = {
  lines: [cartLineExample],
  lineCount: 1,
  itemCount: 2,
  price: 69.8,
  currencySymbol: '€',
  canCheckout: true,
};

export const CartSchema = Type.Object(
  {
    lines: Type.Array(CartLineSchema, { description: 'oldest line first' }),
    lineCount: Type.Integer(),
    itemCount: Type.Integer({ description: 'sum of the quantities' }),
    price: Type.Number({ description: 'sum of the line totals' }),
    currencySymbol: Type.String(),
    canCheckout: Type.Boolean({ description: 'not empty and no line flagged insufficientStock' }),
  },
  { title: 'Cart', examples: [cartExample] },
);

export const RemovedSchema = Type.Object({ _id: Type.String() });

const AddressText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const AddressBody = Type.Object(
  {
    firstName: AddressText(60),
    lastName: AddressText(60),
    address: AddressText(200),
    city: AddressText(80),
    province: Type.String({ minLength: 2, maxLength: 40 }),
    zipcode: Type.String({ pattern: '^[0-9A-Za-z -]{3,10}$', description: 'postal code, 3 to 10 characters' }),
    country: AddressText(60),
    mobile: Type.Optional(Type.String({ pattern: '^\\+?[0-9 ]{6,20}$' })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    kind: Type.Optional(
      Type.Union([Type.Literal('billing'), Type.Literal('shipping')], { description: 'default shipping' }),
    ),
    isDefault: Type.Optional(
      Type.Boolean({
        description:
          'true on a new address: the default for billing and shipping; on an existing one, true keeps its default roles (both when it had none), false clears them',
      }),
    ),
  },
  {
    examples: [
      {
        firstName: 'Mario',
        lastName: 'Rossi',
        address: 'Via Torino 12',
        city: 'Milano',
        province: 'MI',
        zipcode: '20123',
        country: 'Italia',
        mobile: '+39 347 123 4567',
        kind: 'shipping',
        isDefault: true,
      },
    ],
    additionalProperties: false,
  },
);
export const addressExample = {
  _id: '6654a1b2c3d4e5f6a7b8c901',
  kind: 'shipping' as const,
  firstName: 'Mario',
  lastName: 'Rossi',
  address: 'Via Torino 12',
  city: 'Milano',
  province: 'MI',
  zipcode: '20123',
  country: 'Italia',
  mobile: '+39 347 123 4567',
  email: 'mario@campo.test',
  isDefault: true,
  isDefaultBilling: true,
  isDefaultShipping: true,
  created_at: '2026-04-18T14:05:00.000Z',
};

export const AddressSchema = Type.Object(
  {
    _id: Type.String(),
    kind: Type.Union([Type.Literal('billing'), Type.Literal('shipping')]),
    firstName: Type.String(),
    lastName: Type.String(),
    address: Type.String(),
    city: Type.String(),
    province: Type.String(),
    zipcode: Type.String(),
    country: Type.String(),
    mobile: NullableString,
    email: NullableString,
    isDefault: Type.Boolean({ description: 'the default for billing or shipping' }),
    isDefaultBilling: Type.Boolean({ description: 'chosen first for billing at checkout; one per member' }),
    isDefaultShipping: Type.Boolean({ description: 'chosen first for shipping at checkout; one per member' }),
    created_at: Type.String(),
  },
  { title: 'Address', examples: [addressExample] },
);

export const DefaultAddressBody = Type.Object(
  {
    role: Type.Union([Type.Literal('billing'), Type.Literal('shipping')], {
      description: 'the role this address becomes the default for',
    }),
  },
  { examples: [{ role: 'shipping' }], additionalProperties: false },
);
