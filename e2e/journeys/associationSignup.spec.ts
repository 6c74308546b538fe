import type { Locator, Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, readMailbox, test } from '../fixtures';
import { field, uniqueEmail } from '../helpers/accountJourney';
import { onePagePdf, solidPng } from '../helpers/sampleFiles';

const a = (key: string) => text('it', 'associationSignup', key);

async function fillStep(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, a(`fields.${name}`)).fill(value);
}

async function nextStep(page: Page, step: string) {
  await page.getByRole('button', { name: a('next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: a(`steps.${step}`) })).toBeVisible();
}

async function chooseFile(page: Page, group: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: a('files.choose') }).click();
  await (await chooser).setFiles(file);
  await expect(group.getByText(file.name)).toBeVisible();
}

test('an association signs up through every step with its logo and identity document and waits for approval', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('asd.pallavolo');
  const name = `ASD Pallavolo Navigli ${Date.now()}`;

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: a('page.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: a('steps.association') })).toBeVisible();

  // A step is checked before the next one opens
  await page.getByRole('button', { name: a('next') }).click();
  await expect(page.getByText(text('it', 'auth', 'validation.associationNameRequired'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: a('steps.association') })).toBeVisible();

  await fillStep(page, {
    firstName: name,
    email,
    mobile: '3209876543',
    password: 'pallavolo2024',
    confirmPassword: 'pallavolo2024',
    speciality: 'Pallavolo',
    websiteUrl: 'www.pallavolonavigli.it',
    description: 'Squadre giovanili e amatoriali di pallavolo sui Navigli, allenamenti tre sere a settimana.',
  });
  await nextStep(page, 'address');

  await fillStep(page, {
    address: 'Alzaia Naviglio Grande 66',
    addressCity: 'Milano',
    addressZipcode: '20144',
    addressProvince: 'Milano',
    addressProvinceCode: 'MI',
  });
  await expect(field(page, a('fields.addressCountry'))).toHaveValue('Italia');
  await expect(field(page, a('fields.addressCountryCode'))).toHaveValue('IT');
  await nextStep(page, 'bank');

  await fillStep(page, {
    bankName: 'Banca Popolare di Milano',
    bankIBANNO: 'IT60 X054 2811 1010 0000 0123 456',
    bankAddress: 'Piazza Meda 4',
    bankAddressCity: 'Milano',
    bankAddressZipcode: '20121',
    bankAddressProvince: 'Milano',
  });
  await nextStep(page, 'representative');

  await fillStep(page, {
    associationRepresentativeFirstName: 'Marta',
    associationRepresentativeLastName: 'Galli',
    dob: '09/11/1980',
    identityDocumentName: "Carta d'identità",
    identityDocumentNumber: 'CA12345BX',
    identityDocumentDateOfIssue: '15/01/2021',
    identityDocumentIssuedBy: 'Comune di Milano',
  });
  await nextStep(page, 'documents');

  // Going back keeps what was typed
  await page.getByRole('button', { name: a('back') }).click();
  await expect(field(page, a('fields.identityDocumentNumber'))).toHaveValue('CA12345BX');
  await nextStep(page, 'documents');

  await chooseFile(page, page.getByRole('group', { name: a('files.logo') }), {
    name: 'logo-pallavolo.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 64, [239, 108, 0]),
  });
  await chooseFile(page, page.getByRole('group', { name: a('files.identityDocument') }), {
    name: 'carta-identita.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf("Carta d'identita - Marta Galli - CA12345BX"),
  });

  // The terms must be accepted before sending
  await page.getByRole('button', { name: a('submit') }).click();
  await expect(page.getByText(text('it', 'auth', 'validation.termsRequired'))).toBeVisible();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByRole('checkbox', { name: a('consents.newsOffers') }).check();
  await page.getByRole('button', { name: a('submit') }).click();

  await expect(page.getByRole('heading', { name: a('done.title') })).toBeVisible();
  await expect(page.getByText(a('done.body'))).toBeVisible();
  const adminLink = page.getByRole('link', { name: a('done.adminLink') });
  await expect(adminLink).toHaveAttribute('href', /^https?:\/\//);
  await expect(adminLink).toHaveAttribute('target', '_blank');

  const mails = await readMailbox(request, email);
  expect(mails.map((mail) => mail.text).join('\n')).toContain(name);
});
