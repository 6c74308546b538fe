import type { CityKey, StreetAddress } from './places';

export interface PersonSeed extends StreetAddress {
  key: string;
  firstName: string;
  lastName: string;
  sex: 'M' | 'F';
  dob: string;
  /** Avatar colour; null keeps the default avatar. */
  avatar: string | null;
}

export const MARIO: PersonSeed = {
  key: 'mario', firstName: 'Mario', lastName: 'Rossi', sex: 'M', dob: '1990-05-14', avatar: '#1565c0',
  street: 'Via Torino 45', zipcode: '20123', city: 'milano', lat: 45.461, lng: 9.185,
};

export const GIULIA: PersonSeed = {
  key: 'giulia', firstName: 'Giulia', lastName: 'Bianchi', sex: 'F', dob: '1993-09-02', avatar: '#c2185b',
  street: 'Corso Buenos Aires 12', zipcode: '20124', city: 'milano', lat: 45.478, lng: 9.205,
};

export const DEMO_MEMBER_EMAILS = { mario: 'mario@campo.test', giulia: 'giulia@campo.test' } as const;

const row = (
  key: string, firstName: string, lastName: string, sex: 'M' | 'F', dob: string, avatar: string | null,
  street: string, zipcode: string, city: CityKey, lat: number, lng: number,
): PersonSeed => ({ key, firstName, lastName, sex, dob, avatar, street, zipcode, city, lat, lng });

/** Other members: coaches, team mates, participants and buyers. */
export const PEOPLE: readonly PersonSeed[] = [
  row('luca', 'Luca', 'Ferrari', 'M', '1985-02-11', '#2e7d32', 'Via Paolo Sarpi 18', '20154', 'milano', 45.4795, 9.1771),
  row('chiara', 'Chiara', 'Esposito', 'F', '1988-06-23', '#ef6c00', 'Via Cola di Rienzo 120', '00192', 'roma', 41.9069, 12.4627),
  row('marco', 'Marco', 'Colombo', 'M', '1979-10-05', '#0277bd', 'Via Po 21', '10124', 'torino', 45.0684, 7.6925),
  row('stefano', 'Stefano', 'Ricci', 'M', '1982-12-19', null, 'Via dell’Indipendenza 40', '40121', 'bologna', 44.4993, 11.3441),
  row('sara', 'Sara', 'Romano', 'F', '1995-03-30', '#6a1b9a', 'Via Solferino 9', '20121', 'milano', 45.4745, 9.1866),
  row('davide', 'Davide', 'Greco', 'M', '1992-08-08', '#4e342e', 'Viale Monza 140', '20127', 'milano', 45.4962, 9.2201),
  row('francesca', 'Francesca', 'Marino', 'F', '1991-01-17', '#ad1457', 'Via Appia Nuova 210', '00183', 'roma', 41.8790, 12.5180),
  row('alessandro', 'Alessandro', 'Bruno', 'M', '1987-04-02', null, 'Via Nizza 88', '10126', 'torino', 45.0520, 7.6780),
  row('martina', 'Martina', 'Gallo', 'F', '1998-11-28', '#00838f', 'Via San Felice 25', '40122', 'bologna', 44.4960, 11.3330),
  row('andrea', 'Andrea', 'Conti', 'M', '1990-09-12', '#37474f', 'Via Toledo 256', '80132', 'napoli', 40.8410, 14.2490),
  row('valentina', 'Valentina', 'De Luca', 'F', '1994-05-06', '#c62828', 'Via de’ Serragli 60', '50124', 'firenze', 43.7640, 11.2470),
  row('matteo', 'Matteo', 'Mancini', 'M', '1997-07-21', '#9e9d24', 'Via Sparano da Bari 50', '70121', 'bari', 41.1240, 16.8690),
  row('elena', 'Elena', 'Costa', 'F', '1986-12-01', null, 'Corso Porta Nuova 30', '37122', 'verona', 45.4370, 10.9890),
  row('lorenzo', 'Lorenzo', 'Giordano', 'M', '1999-02-14', '#1565c0', 'Via XX Settembre 100', '16121', 'genova', 44.4070, 8.9400),
  row('alessia', 'Alessia', 'Rizzo', 'F', '1996-10-10', '#d84315', 'Via Maqueda 200', '90134', 'palermo', 38.1150, 13.3620),
  row('federico', 'Federico', 'Lombardi', 'M', '1984-03-03', '#2e7d32', 'Corso Magenta 50', '20123', 'milano', 45.4660, 9.1750),
  row('laura', 'Laura', 'Moretti', 'F', '1989-08-27', '#0277bd', 'Via Nazionale 180', '00184', 'roma', 41.9010, 12.4930),
  row('riccardo', 'Riccardo', 'Barbieri', 'M', '1993-06-15', null, 'Via Garibaldi 12', '10122', 'torino', 45.0730, 7.6800),
  row('anna', 'Anna', 'Fontana', 'F', '1975-04-19', '#6a1b9a', 'Strada Maggiore 45', '40125', 'bologna', 44.4930, 11.3520),
  row('paolo', 'Paolo', 'Santoro', 'M', '1980-01-26', '#4e342e', 'Via Chiaia 149', '80121', 'napoli', 40.8360, 14.2450),
  row('silvia', 'Silvia', 'Mariani', 'F', '1992-09-09', '#ad1457', 'Borgo Pinti 22', '50121', 'firenze', 43.7730, 11.2640),
  row('giorgio', 'Giorgio', 'Rinaldi', 'M', '1983-11-11', '#00838f', 'Via Abate Gimma 90', '70122', 'bari', 41.1230, 16.8660),
  row('beatrice', 'Beatrice', 'Caruso', 'F', '2000-05-05', '#37474f', 'Via Mazzini 16', '37121', 'verona', 45.4400, 10.9960),
  row('simone', 'Simone', 'Ferrara', 'M', '1991-07-07', '#c62828', 'Via Balbi 5', '16126', 'genova', 44.4150, 8.9270),
  row('camilla', 'Camilla', 'Galli', 'F', '1997-03-12', '#9e9d24', 'Via Ruggero Settimo 40', '90139', 'palermo', 38.1240, 13.3570),
  row('antonio', 'Antonio', 'Martini', 'M', '1978-08-30', null, 'Via Washington 70', '20146', 'milano', 45.4640, 9.1560),
  row('sofia', 'Sofia', 'Leone', 'F', '2001-12-24', '#1565c0', 'Viale Trastevere 60', '00153', 'roma', 41.8830, 12.4690),
  row('giorgia', 'Giorgia', 'Longo', 'F', '1994-02-08', '#ef6c00', 'Via Roma 300', '10121', 'torino', 45.0660, 7.6830),
];
