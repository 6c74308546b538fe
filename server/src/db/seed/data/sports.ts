import type { Motif, Palette } from '../media/pictures';

export interface SpecialitySeed {
  title: string;
  slug: string;
  palette: Palette;
  motif: Motif;
  categories: readonly string[];
  /** Six event names; the city is appended. */
  events: readonly string[];
  /** What a participant should bring, for the HTML description. */
  kit: readonly string[];
}

export const SPECIALITIES: readonly SpecialitySeed[] = [
  {
    title: 'Calcio',
    slug: 'calcio',
    palette: { primary: '#2e7d32', light: '#a5d6a7' },
    motif: 'ball',
    categories: ['Under 10', 'Under 12', 'Under 14', 'Amatori'],
    events: [
      'Torneo di Primavera',
      'Open Day Scuola Calcio',
      'Memorial Giovanile',
      'Camp Estivo di Calcio',
      'Partita di Beneficenza',
      'Torneo a 7 Amatori',
    ],
    kit: ['scarpe da calcio con tacchetti in gomma', 'parastinchi', 'borraccia'],
  },
  {
    title: 'Pallavolo',
    slug: 'pallavolo',
    palette: { primary: '#ef6c00', light: '#ffe0b2' },
    motif: 'net',
    categories: ['Under 13', 'Under 16', 'Amatori', 'Beach Volley'],
    events: [
      'Torneo di Beach Volley',
      'Open Day Minivolley',
      'Coppa Primavera di Pallavolo',
      'Clinic di Battuta e Ricezione',
      'Torneo Misto 4x4',
      'Finale Campionato Regionale',
    ],
    kit: ['ginocchiere', 'scarpe indoor', 'asciugamano'],
  },
  {
    title: 'Nuoto',
    slug: 'nuoto',
    palette: { primary: '#0277bd', light: '#b3e5fc' },
    motif: 'waves',
    categories: ['Esordienti', 'Ragazzi', 'Master', 'Acque libere'],
    events: [
      'Meeting di Nuoto Master',
      'Traversata in Acque Libere',
      'Gara Sociale di Primavera',
      'Corso Intensivo di Stile Libero',
      'Trofeo Giovani Delfini',
      'Staffetta Solidale',
    ],
    kit: ['cuffia', 'occhialini', 'ciabatte', 'accappatoio'],
  },
  {
    title: 'Basket',
    slug: 'basket',
    palette: { primary: '#d84315', light: '#ffccbc' },
    motif: 'court',
    categories: ['Minibasket', 'Under 14', 'Under 16', 'Senior'],
    events: [
      'Torneo 3x3 sotto le Torri',
      'Open Day Minibasket',
      'All Star Game Giovanile',
      'Camp di Tiro',
      'Torneo Notturno',
      'Finale Under 16',
    ],
    kit: ['scarpe da basket', 'canotta chiara e scura', 'borraccia'],
  },
  {
    title: 'Tennis',
    slug: 'tennis',
    palette: { primary: '#9e9d24', light: '#f0f4c3' },
    motif: 'ball',
    categories: ['Under 12', 'Under 14', 'Open', 'Over 45'],
    events: [
      'Torneo Open di Singolare',
      'Torneo di Doppio Misto',
      'Giornata Tennis per Tutti',
      'Master di Fine Stagione',
      'Torneo Under 14',
      'Clinic di Servizio',
    ],
    kit: ['racchetta', 'scarpe da terra rossa', 'cappellino'],
  },
  {
    title: 'Atletica',
    slug: 'atletica',
    palette: { primary: '#c62828', light: '#ffcdd2' },
    motif: 'track',
    categories: ['Esordienti', 'Cadetti', 'Assoluti', 'Master'],
    events: [
      'Corsa Campestre',
      'Mezza Maratona Cittadina',
      'Meeting Giovanile di Atletica',
      'Staffetta 4x100 Sociale',
      'Corsa dei Colli',
      'Prova di Salto in Lungo',
    ],
    kit: ['scarpe da running', 'certificato medico agonistico', 'spille per il pettorale'],
  },
  {
    title: 'Ciclismo',
    slug: 'ciclismo',
    palette: { primary: '#6a1b9a', light: '#e1bee7' },
    motif: 'wheels',
    categories: ['Giovanissimi', 'Amatori', 'Master', 'Gravel'],
    events: [
      'Granfondo del Sud',
      'Pedalata Ecologica',
      'Cronoscalata',
      'Gravel Tour',
      'Giro delle Masserie',
      'Corsa su Pista Giovanile',
    ],
    kit: ['casco omologato', 'camera d’aria di scorta', 'luci anteriori e posteriori'],
  },
  {
    title: 'Rugby',
    slug: 'rugby',
    palette: { primary: '#4e342e', light: '#d7ccc8' },
    motif: 'oval',
    categories: ['Under 8', 'Under 12', 'Seniores', 'Touch'],
    events: [
      'Torneo di Rugby Touch',
      'Festa del Minirugby',
      'Triangolare Seniores',
      'Clinic di Placcaggio',
      'Rugby Sevens Estivo',
      'Terzo Tempo Solidale',
    ],
    kit: ['paradenti', 'scarpe con tacchetti', 'maglia di ricambio'],
  },
  {
    title: 'Scherma',
    slug: 'scherma',
    palette: { primary: '#37474f', light: '#cfd8dc' },
    motif: 'blades',
    categories: ['Giovanissimi', 'Under 14', 'Assoluti', 'Master'],
    events: [
      'Gran Premio Giovanissimi',
      'Trofeo di Spada',
      'Open Day Fioretto',
      'Torneo a Squadre di Sciabola',
      'Stage di Tecnica',
      'Prova Regionale Under 14',
    ],
    kit: ['divisa omologata', 'maschera', 'arma di riserva'],
  },
  {
    title: 'Ginnastica',
    slug: 'ginnastica',
    palette: { primary: '#ad1457', light: '#f8bbd0' },
    motif: 'ribbon',
    categories: ['Ritmica', 'Artistica', 'Acrobatica', 'Adulti'],
    events: [
      'Saggio di Fine Anno',
      'Gara di Ritmica',
      'Trofeo di Artistica',
      'Open Day Ginnastica',
      'Campionato Sociale',
      'Stage di Acrobatica',
    ],
    kit: ['body o tuta', 'mezze punte', 'elastici per capelli'],
  },
];
