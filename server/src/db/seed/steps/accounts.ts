import type { Insertable } from 'kysely';
import { newId } from '../../../lib/ids';
import type { UsersTable } from '../../database';
import { ago } from '../calendar';
import type { SeedContext } from '../context';
import { ASSOCIATIONS, CITIES, formatAddress, type AssociationSeed } from '../data/places';
import { DEMO_MEMBER_EMAILS, GIULIA, MARIO, PEOPLE, type PersonSeed } from '../data/people';
import { italianIban, italianVatNumber } from '../identity/bankNumbers';
import { fiscalCode } from '../identity/fiscalCode';
import { textPdf } from '../media/pdf';
import { avatar, logo } from '../media/pictures';
import { insertRows } from '../insertRows';
import type { SeededSports } from './sports';

export interface SeededAssociation {
  id: string;
  seed: AssociationSeed;
  specialityId: string;
}

export interface SeededMember {
  id: string;
  person: PersonSeed;
  email: string;
  fullName: string;
  mobile: string;
}

export interface SeededAccounts {
  associations: SeededAssociation[];
  /** Approved associations only: those that organise events and appear in lists. */
  approvedAssociations: SeededAssociation[];
  byAssociationKey: Map<string, SeededAssociation>;
  members: SeededMember[];
  member(key: string): SeededMember;
}

function emailFor(person: PersonSeed): string {
  if (person.key === 'mario') return DEMO_MEMBER_EMAILS.mario;
  if (person.key === 'giulia') return DEMO_MEMBER_EMAILS.giulia;
  const local = `${person.firstName}.${person.lastName}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return `${local}@campo.test`;
}

function destinationCode(ctx: SeedContext): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from({ length: 7 }, () => ctx.rng.pick([...alphabet])).join('');
}

function associationRow(
  ctx: SeedContext,
  a: AssociationSeed,
  specialityId: string,
  index: number,
): Insertable<UsersTable> {
  const city = CITIES[a.city];
  const rep = a.representative;
  // Draw from the PRNG outside the picture callback: a cached picture skips the callback.
  const motif = ctx.rng.pick(['ball', 'net', 'waves', 'track', 'wheels', 'oval', 'blades', 'ribbon'] as const);
  const picture = ctx.uploads.write(`associations/${a.slug}.png`, () =>
    logo(motif, {
      primary: [
        '#1b5e20',
        '#e65100',
        '#01579b',
        '#bf360c',
        '#827717',
        '#b71c1c',
        '#4a148c',
        '#3e2723',
        '#263238',
        '#880e4f',
        '#33691e',
      ][index % 11],
      light: '#ffffff',
    }),
  );
  const identityDocument = ctx.uploads.writePrivate('identity-document', `${a.slug}.pdf`, () =>
    textPdf('Documento di identità (demo)', [
      `Titolare: ${rep.firstName} ${rep.lastName}`,
      `Nato/a il: ${rep.dob}`,
      'Documento generato per i dati dimostrativi di Campo: non è un documento reale.',
    ]),
  );
  const createdAt = ago(ctx.now, 400 - index * 20);
  return {
    id: newId(),
    user_type: 'association',
    email: `segreteria@${a.slug}.test`,
    password_hash: ctx.passwordHash,
    first_name: a.name,
    last_name: '',
    mobile_prefix: '+39',
    mobile: `3${ctx.rng.digits(9)}`,
    dob: rep.dob,
    fiscal_code: fiscalCode(rep.firstName, rep.lastName, rep.dob, rep.sex, city.belfiore),
    address: formatAddress(a),
    lat: a.lat,
    lng: a.lng,
    picture,
    email_verified_at: createdAt,
    accepted_news_offers: index % 2 === 0,
    accepted_pnp_tnc: true,
    approval_status: a.approval,
    vat_number: italianVatNumber(ctx.rng),
    destination_codice: index % 3 === 0 ? null : destinationCode(ctx),
    email_pec: index % 4 === 0 ? null : `${a.slug}@pec.campo.test`,
    address_city: city.name,
    address_province: city.province,
    address_province_code: city.provinceCode,
    address_country_code: 'IT',
    address_country: 'Italia',
    address_zipcode: a.zipcode,
    bank_name: ctx.rng.pick(['Banca Popolare Demo', 'Cassa di Risparmio Demo', 'Credito Cooperativo Demo']),
    bank_address: a.street,
    bank_address_city: city.name,
    bank_address_province: city.provinceCode,
    bank_address_zipcode: a.zipcode,
    bank_address_country: 'Italia',
    bank_iban: italianIban(ctx.rng),
    representative_first_name: rep.firstName,
    representative_last_name: rep.lastName,
    identity_document_name: "Carta d'identità",
    identity_document_number: `CA${ctx.rng.digits(5)}${String.fromCharCode(65 + ctx.rng.int(0, 25))}${String.fromCharCode(65 + ctx.rng.int(0, 25))}`,
    identity_document_date_of_issue: `20${ctx.rng.int(18, 23)}-0${ctx.rng.int(1, 9)}-1${ctx.rng.int(0, 9)}`,
    identity_document_issued_by: `Comune di ${city.name}`,
    identity_document_url: identityDocument,
    speciality_id: specialityId,
    website_url: `https://www.${a.slug}.example`,
    description: `${a.name} è un'associazione sportiva dilettantistica di ${city.name} dedicata a ${a.speciality.toLowerCase()}: corsi per tutte le età, squadre agonistiche ed eventi aperti al pubblico.`,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function memberRow(ctx: SeedContext, person: PersonSeed, index: number): Insertable<UsersTable> & { mobile: string } {
  const city = CITIES[person.city];
  const picture = person.avatar
    ? ctx.uploads.write(`avatars/${person.key}.png`, () => avatar(person.avatar as string, index))
    : null;
  const createdAt = ago(ctx.now, 300 - index * 7);
  return {
    id: newId(),
    user_type: 'user',
    email: emailFor(person),
    password_hash: ctx.passwordHash,
    first_name: person.firstName,
    last_name: person.lastName,
    mobile_prefix: '+39',
    mobile: `3${ctx.rng.digits(9)}`,
    dob: person.dob,
    fiscal_code: fiscalCode(person.firstName, person.lastName, person.dob, person.sex, city.belfiore),
    address: formatAddress(person),
    lat: person.lat,
    lng: person.lng,
    picture,
    email_verified_at: createdAt,
    device_type: 'web',
    accepted_news_offers: index % 3 === 0,
    accepted_pnp_tnc: true,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export async function seedAccounts(ctx: SeedContext, sports: SeededSports): Promise<SeededAccounts> {
  const associationRows = ASSOCIATIONS.map((a, index) => {
    const speciality = sports.byTitle.get(a.speciality);
    if (!speciality) throw new Error(`Unknown speciality ${a.speciality}`);
    return associationRow(ctx, a, speciality.id, index);
  });
  const associations = ASSOCIATIONS.map((seed, index) => ({
    id: associationRows[index].id,
    seed,
    specialityId: associationRows[index].speciality_id as string,
  }));

  const people = [MARIO, GIULIA, ...PEOPLE];
  const memberRows = people.map((person, index) => memberRow(ctx, person, index));
  const members = people.map((person, index) => ({
    id: memberRows[index].id,
    person,
    email: memberRows[index].email,
    fullName: `${person.firstName} ${person.lastName}`,
    mobile: memberRows[index].mobile,
  }));

  await insertRows(ctx.db, 'users', [...associationRows, ...memberRows]);

  const byKey = new Map(members.map((m) => [m.person.key, m]));
  return {
    associations,
    approvedAssociations: associations.filter((a) => a.seed.approval === 'approved'),
    byAssociationKey: new Map(associations.map((a) => [a.seed.key, a])),
    members,
    member(key) {
      const found = byKey.get(key);
      if (!found) throw new Error(`Unknown demo member ${key}`);
      return found;
    },
  };
}
