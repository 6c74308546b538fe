import type { Palette, ProductShape } from '../media/pictures';

export interface ProductCategorySeed {
  name: string;
  slug: string;
  shape: ProductShape;
  sizes: readonly (string | null)[];
  palette: Palette;
}

export const PRODUCT_CATEGORIES: readonly ProductCategorySeed[] = [
  {
    name: 'Maglie',
    slug: 'maglie',
    shape: 'shirt',
    sizes: ['S', 'M', 'L', 'XL'],
    palette: { primary: '#1565c0', light: '#bbdefb' },
  },
  {
    name: 'Pantaloncini',
    slug: 'pantaloncini',
    shape: 'shorts',
    sizes: ['S', 'M', 'L'],
    palette: { primary: '#283593', light: '#c5cae9' },
  },
  {
    name: 'Scarpe',
    slug: 'scarpe',
    shape: 'shoe',
    sizes: ['39', '41', '43', '45'],
    palette: { primary: '#d84315', light: '#ffccbc' },
  },
  {
    name: 'Palloni',
    slug: 'palloni',
    shape: 'ball',
    sizes: ['4', '5'],
    palette: { primary: '#2e7d32', light: '#c8e6c9' },
  },
  {
    name: 'Borse e zaini',
    slug: 'borse',
    shape: 'bag',
    sizes: [null],
    palette: { primary: '#4e342e', light: '#d7ccc8' },
  },
  {
    name: 'Borracce',
    slug: 'borracce',
    shape: 'bottle',
    sizes: ['500 ml', '750 ml'],
    palette: { primary: '#00838f', light: '#b2ebf2' },
  },
  {
    name: 'Accessori',
    slug: 'accessori',
    shape: 'band',
    sizes: [null],
    palette: { primary: '#6a1b9a', light: '#e1bee7' },
  },
  {
    name: 'Protezioni',
    slug: 'protezioni',
    shape: 'guard',
    sizes: ['S', 'M', 'L'],
    palette: { primary: '#37474f', light: '#cfd8dc' },
  },
];

export interface BrandSeed {
  name: string;
  slug: string;
  palette: Palette;
}

export const BRANDS: readonly BrandSeed[] = [
  { name: 'Campo Sport', slug: 'campo-sport', palette: { primary: '#2e7d32', light: '#e8f5e9' } },
  { name: 'Azzurra', slug: 'azzurra', palette: { primary: '#0277bd', light: '#e1f5fe' } },
  { name: 'Veloce', slug: 'veloce', palette: { primary: '#c62828', light: '#ffebee' } },
  { name: 'Fortezza', slug: 'fortezza', palette: { primary: '#37474f', light: '#eceff1' } },
  { name: 'Lupa Athletics', slug: 'lupa-athletics', palette: { primary: '#ef6c00', light: '#fff3e0' } },
  { name: 'Mare Nostrum', slug: 'mare-nostrum', palette: { primary: '#00838f', light: '#e0f7fa' } },
  { name: 'Stella Alpina', slug: 'stella-alpina', palette: { primary: '#6a1b9a', light: '#f3e5f5' } },
  { name: 'Vesuvio Pro', slug: 'vesuvio-pro', palette: { primary: '#4e342e', light: '#efebe9' } },
];

export interface ColourSeed {
  name: string;
  hex: string;
}

export const COLOURS: readonly ColourSeed[] = [
  { name: 'Blu', hex: '#1e3a8a' },
  { name: 'Rosso', hex: '#c62828' },
  { name: 'Verde', hex: '#2e7d32' },
  { name: 'Nero', hex: '#212121' },
  { name: 'Bianco', hex: '#f5f5f5' },
  { name: 'Arancione', hex: '#ef6c00' },
  { name: 'Azzurro', hex: '#0288d1' },
  { name: 'Giallo', hex: '#fbc02d' },
];

/** Five products per category: [name, base price in euro]. */
export const PRODUCT_NAMES: Record<string, readonly (readonly [string, number])[]> = {
  maglie: [
    ['Maglia da gara Dry', 34.9],
    ['Maglia allenamento manica lunga', 29.9],
    ['Maglia da portiere', 39.9],
    ['Canotta da basket', 24.9],
    ['Maglia running traspirante', 27.5],
  ],
  pantaloncini: [
    ['Pantaloncini da calcio', 19.9],
    ['Shorts running leggeri', 22.5],
    ['Pantaloncini da basket', 24.9],
    ['Short da pallavolo', 18.5],
    ['Pantaloncini da rugby rinforzati', 26.9],
  ],
  scarpe: [
    ['Scarpe da calcio terreno duro', 89.9],
    ['Scarpe running ammortizzate', 109],
    ['Scarpe indoor pallavolo', 79.9],
    ['Scarpe da tennis terra rossa', 94.5],
    ['Scarpe da basket alte', 119],
  ],
  palloni: [
    ['Pallone da calcio match', 39.9],
    ['Pallone da pallavolo indoor', 34.5],
    ['Pallone da basket outdoor', 29.9],
    ['Pallone da rugby allenamento', 27.9],
    ['Pallone da beach volley', 32.5],
  ],
  borse: [
    ['Borsone da squadra', 49.9],
    ['Zaino porta scarpe', 39.5],
    ['Sacca da piscina', 19.9],
    ['Borsa portaracchette', 59.9],
    ['Zaino bici impermeabile', 64.9],
  ],
  borracce: [
    ['Borraccia termica', 22.9],
    ['Borraccia da ciclismo', 9.9],
    ['Borraccia in alluminio', 14.5],
    ['Borraccia pieghevole trail', 12.9],
    ['Borraccia con filtro', 29.9],
  ],
  accessori: [
    ['Fascia tergisudore', 7.9],
    ['Fascetta capelli elastica', 5.5],
    ['Polsini in spugna', 8.9],
    ['Cintura porta pettorale', 14.9],
    ['Cuffia in silicone', 11.9],
  ],
  protezioni: [
    ['Parastinchi con cavigliera', 24.9],
    ['Ginocchiere da pallavolo', 29.9],
    ['Paradenti termoformabile', 12.9],
    ['Caschetto da rugby', 49.9],
    ['Maschera da scherma', 119],
  ],
};
