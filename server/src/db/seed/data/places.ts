// Real Italian places (addresses and approximate coordinates) for the demo data.

export interface City {
  name: string;
  province: string;
  provinceCode: string;
  /** Belfiore cadastral code, used in fiscal codes. */
  belfiore: string;
}

export const CITIES = {
  milano: { name: 'Milano', province: 'Milano', provinceCode: 'MI', belfiore: 'F205' },
  roma: { name: 'Roma', province: 'Roma', provinceCode: 'RM', belfiore: 'H501' },
  torino: { name: 'Torino', province: 'Torino', provinceCode: 'TO', belfiore: 'L219' },
  bologna: { name: 'Bologna', province: 'Bologna', provinceCode: 'BO', belfiore: 'A944' },
  napoli: { name: 'Napoli', province: 'Napoli', provinceCode: 'NA', belfiore: 'F839' },
  firenze: { name: 'Firenze', province: 'Firenze', provinceCode: 'FI', belfiore: 'D612' },
  bari: { name: 'Bari', province: 'Bari', provinceCode: 'BA', belfiore: 'A662' },
  verona: { name: 'Verona', province: 'Verona', provinceCode: 'VR', belfiore: 'L781' },
  genova: { name: 'Genova', province: 'Genova', provinceCode: 'GE', belfiore: 'D969' },
  palermo: { name: 'Palermo', province: 'Palermo', provinceCode: 'PA', belfiore: 'G273' },
  padova: { name: 'Padova', province: 'Padova', provinceCode: 'PD', belfiore: 'G224' },
} satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

export interface StreetAddress {
  street: string;
  zipcode: string;
  city: CityKey;
  lat: number;
  lng: number;
}

export function formatAddress(a: StreetAddress): string {
  const city = CITIES[a.city];
  return `${a.street}, ${a.zipcode} ${city.name} ${city.provinceCode}, Italia`;
}

export interface VenueSeed extends StreetAddress {
  key: string;
  name: string;
}

export const VENUES: readonly VenueSeed[] = [
  {
    key: 'arena-civica',
    name: 'Arena Civica Gianni Brera',
    street: 'Viale Giorgio Byron 2',
    zipcode: '20154',
    city: 'milano',
    lat: 45.4765,
    lng: 9.1796,
  },
  {
    key: 'saini',
    name: 'Centro Sportivo Saini',
    street: 'Via Arcangelo Corelli 136',
    zipcode: '20134',
    city: 'milano',
    lat: 45.4758,
    lng: 9.2632,
  },
  {
    key: 'stadio-marmi',
    name: 'Stadio dei Marmi',
    street: 'Viale dei Gladiatori',
    zipcode: '00135',
    city: 'roma',
    lat: 41.9312,
    lng: 12.4563,
  },
  {
    key: 'piscine-foro-italico',
    name: 'Piscine del Foro Italico',
    street: 'Viale delle Olimpiadi',
    zipcode: '00135',
    city: 'roma',
    lat: 41.929,
    lng: 12.458,
  },
  {
    key: 'parco-valentino',
    name: 'Parco del Valentino',
    street: "Corso Massimo d'Azeglio",
    zipcode: '10126',
    city: 'torino',
    lat: 45.054,
    lng: 7.686,
  },
  {
    key: 'palaruffini',
    name: 'PalaRuffini',
    street: 'Viale Leonardo Bistolfi 10',
    zipcode: '10141',
    city: 'torino',
    lat: 45.066,
    lng: 7.641,
  },
  {
    key: 'dallara',
    name: "Stadio Renato Dall'Ara",
    street: 'Via Andrea Costa 174',
    zipcode: '40134',
    city: 'bologna',
    lat: 44.4922,
    lng: 11.3098,
  },
  {
    key: 'giardini-margherita',
    name: 'Giardini Margherita',
    street: 'Viale Giovanni Gozzadini',
    zipcode: '40124',
    city: 'bologna',
    lat: 44.4839,
    lng: 11.353,
  },
  {
    key: 'palavesuvio',
    name: 'PalaVesuvio',
    street: 'Via Argine',
    zipcode: '80147',
    city: 'napoli',
    lat: 40.8585,
    lng: 14.3245,
  },
  {
    key: 'lungomare-caracciolo',
    name: 'Lungomare Caracciolo',
    street: 'Via Francesco Caracciolo',
    zipcode: '80122',
    city: 'napoli',
    lat: 40.833,
    lng: 14.237,
  },
  {
    key: 'mandela-forum',
    name: 'Nelson Mandela Forum',
    street: 'Viale Pasquale Paoli 3',
    zipcode: '50137',
    city: 'firenze',
    lat: 43.7808,
    lng: 11.2826,
  },
  {
    key: 'cascine',
    name: 'Parco delle Cascine',
    street: 'Piazzale delle Cascine',
    zipcode: '50144',
    city: 'firenze',
    lat: 43.7833,
    lng: 11.225,
  },
  {
    key: 'stadio-vittoria',
    name: 'Stadio della Vittoria',
    street: 'Via Cristoforo Colombo',
    zipcode: '70123',
    city: 'bari',
    lat: 41.1335,
    lng: 16.839,
  },
  {
    key: 'agsm-forum',
    name: 'Palazzetto AGSM Forum',
    street: 'Piazzale Olimpia',
    zipcode: '37138',
    city: 'verona',
    lat: 45.435,
    lng: 10.974,
  },
  {
    key: 'sciorba',
    name: 'Piscina Sciorba',
    street: 'Via Adamoli 57',
    zipcode: '16141',
    city: 'genova',
    lat: 44.425,
    lng: 8.97,
  },
  {
    key: 'foro-italico-palermo',
    name: 'Foro Italico Umberto I',
    street: 'Foro Italico Umberto I',
    zipcode: '90133',
    city: 'palermo',
    lat: 38.119,
    lng: 13.374,
  },
];

export interface AssociationSeed extends StreetAddress {
  key: string;
  name: string;
  /** Speciality title (see sports.ts). */
  speciality: string;
  slug: string;
  representative: { firstName: string; lastName: string; sex: 'M' | 'F'; dob: string };
  approval: 'approved' | 'pending';
}

export const ASSOCIATIONS: readonly AssociationSeed[] = [
  {
    key: 'milano-calcio',
    name: 'A.S.D. Milano Calcio Giovani',
    speciality: 'Calcio',
    slug: 'milanocalciogiovani',
    street: 'Via Giovanni Battista Pergolesi 20',
    zipcode: '20124',
    city: 'milano',
    lat: 45.483,
    lng: 9.207,
    representative: { firstName: 'Giovanni', lastName: 'Brambilla', sex: 'M', dob: '1972-03-18' },
    approval: 'approved',
  },
  {
    key: 'roma-volley',
    name: 'Roma Volley Club',
    speciality: 'Pallavolo',
    slug: 'romavolleyclub',
    street: 'Via Flaminia 80',
    zipcode: '00196',
    city: 'roma',
    lat: 41.924,
    lng: 12.469,
    representative: { firstName: 'Paola', lastName: 'Ferri', sex: 'F', dob: '1978-07-02' },
    approval: 'approved',
  },
  {
    key: 'torino-nuoto',
    name: 'Torino Nuoto A.S.D.',
    speciality: 'Nuoto',
    slug: 'torinonuoto',
    street: 'Corso Galileo Ferraris 294',
    zipcode: '10134',
    city: 'torino',
    lat: 45.039,
    lng: 7.66,
    representative: { firstName: 'Enrico', lastName: 'Bertola', sex: 'M', dob: '1969-11-25' },
    approval: 'approved',
  },
  {
    key: 'bologna-basket',
    name: 'Basket Bologna Giovani',
    speciality: 'Basket',
    slug: 'basketbolognagiovani',
    street: 'Via Guglielmo Marconi 34',
    zipcode: '40122',
    city: 'bologna',
    lat: 44.499,
    lng: 11.339,
    representative: { firstName: 'Roberta', lastName: 'Zanetti', sex: 'F', dob: '1981-01-09' },
    approval: 'approved',
  },
  {
    key: 'napoli-tennis',
    name: 'Circolo Tennis Posillipo',
    speciality: 'Tennis',
    slug: 'tennisposillipo',
    street: 'Via Posillipo 66',
    zipcode: '80123',
    city: 'napoli',
    lat: 40.819,
    lng: 14.215,
    representative: { firstName: 'Gennaro', lastName: 'Russo', sex: 'M', dob: '1965-05-30' },
    approval: 'approved',
  },
  {
    key: 'firenze-atletica',
    name: 'Atletica Firenze Campo di Marte',
    speciality: 'Atletica',
    slug: 'atleticafirenze',
    street: 'Viale Manfredo Fanti 2',
    zipcode: '50137',
    city: 'firenze',
    lat: 43.78,
    lng: 11.282,
    representative: { firstName: 'Lucia', lastName: 'Bartolini', sex: 'F', dob: '1975-09-14' },
    approval: 'approved',
  },
  {
    key: 'bari-ciclismo',
    name: 'Ciclistica Barese A.S.D.',
    speciality: 'Ciclismo',
    slug: 'ciclisticabarese',
    street: 'Corso Vittorio Emanuele II 60',
    zipcode: '70122',
    city: 'bari',
    lat: 41.126,
    lng: 16.868,
    representative: { firstName: 'Nicola', lastName: 'Lorusso', sex: 'M', dob: '1970-12-03' },
    approval: 'approved',
  },
  {
    key: 'verona-rugby',
    name: 'Rugby Verona Scaligera',
    speciality: 'Rugby',
    slug: 'rugbyscaligera',
    street: 'Via Sogare 3',
    zipcode: '37138',
    city: 'verona',
    lat: 45.441,
    lng: 10.958,
    representative: { firstName: 'Filippo', lastName: 'Tosi', sex: 'M', dob: '1983-04-21' },
    approval: 'approved',
  },
  {
    key: 'genova-scherma',
    name: 'Accademia Scherma Genova',
    speciality: 'Scherma',
    slug: 'schermagenova',
    street: 'Via Sturla 20',
    zipcode: '16131',
    city: 'genova',
    lat: 44.396,
    lng: 8.984,
    representative: { firstName: 'Caterina', lastName: 'Parodi', sex: 'F', dob: '1977-08-11' },
    approval: 'approved',
  },
  {
    key: 'palermo-ginnastica',
    name: 'Ginnastica Panormus Palermo',
    speciality: 'Ginnastica',
    slug: 'ginnasticapanormus',
    street: 'Via della Libertà 100',
    zipcode: '90143',
    city: 'palermo',
    lat: 38.14,
    lng: 13.347,
    representative: { firstName: 'Rosalia', lastName: 'Lo Presti', sex: 'F', dob: '1980-02-27' },
    approval: 'approved',
  },
  {
    key: 'padova-polisportiva',
    name: 'Polisportiva Padova Est',
    speciality: 'Calcio',
    slug: 'polisportivapadovaest',
    street: 'Via Venezia 50',
    zipcode: '35131',
    city: 'padova',
    lat: 45.411,
    lng: 11.9,
    representative: { firstName: 'Michele', lastName: 'Zanon', sex: 'M', dob: '1974-06-06' },
    approval: 'pending',
  },
];
