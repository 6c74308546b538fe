import type { Page } from '@playwright/test';
import { sandboxTexts } from '../../server/src/payments/sandbox.texts';
import { textWith } from '../catalogue';
import { expect } from '../fixtures';
import type { Lang } from './language';
import { expectedTotals, formatEuro } from './ticketPurchase';

export type { Lang };

/** A catalogue text with its `{{name}}` placeholders filled. */
export const tr = textWith;

const to = (lang: Lang, key: string, values?: Record<string, string | number>) => tr(lang, 'orders', key, values);
const escape = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by the start of its label (a required field's label ends with an asterisk). */
const labelled = (label: string) => new RegExp(`^${escape(label)}`);

export interface StreetAddress {
  street: string;
  zipcode: string;
  city: string;
  province: string;
  country: string;
}

/** Adds an address through the step's form (the session's name is already filled in); the step chooses it. */
export async function addAddressInStep(page: Page, lang: Lang, address: StreetAddress): Promise<void> {
  const step = page.getByRole('dialog', { name: to(lang, 'addresses.step.title') });
  await step.getByRole('button', { name: to(lang, 'addresses.list.add') }).click();
  const form = page.getByRole('dialog', { name: to(lang, 'addresses.form.addTitle') });
  await expect(form.getByLabel(labelled(to(lang, 'addresses.form.firstName')))).not.toHaveValue('');
  await form.getByLabel(labelled(to(lang, 'addresses.form.address'))).fill(address.street);
  await form.getByLabel(labelled(to(lang, 'addresses.form.zipcode'))).fill(address.zipcode);
  await form.getByLabel(labelled(to(lang, 'addresses.form.city'))).fill(address.city);
  await form.getByLabel(labelled(to(lang, 'addresses.form.province'))).fill(address.province);
  await form.getByLabel(labelled(to(lang, 'addresses.form.country'))).fill(address.country);
  await form.getByRole('button', { name: to(lang, 'addresses.form.save'), exact: true }).click();
  await expect(form).toHaveCount(0);
}

/** The chosen radio of the step's billing or shipping group shows this street. */
export async function expectChosen(
  page: Page,
  lang: Lang,
  role: 'billing' | 'shipping',
  street: string,
): Promise<void> {
  const group = page.getByRole('radiogroup', { name: to(lang, `addresses.step.${role}`) });
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(escape(street)));
}

export interface PreviewLine {
  name: string;
  price: number;
  qty: number;
}

/**
 * On /order/preview/...: the line and the totals the server priced (fee as tickets have it: 3 % + 0.50 euro), and
 * the addresses under their titles. Returns the final price.
 */
export async function expectPreview(
  page: Page,
  lang: Lang,
  line: PreviewLine,
  billing: string,
  shipping: string,
): Promise<number> {
  const { price, fee, total } = expectedTotals(line.price, line.qty);
  await expect(page).toHaveURL(/\/order\/preview\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: to(lang, 'checkout.preview.title') })).toBeVisible();
  const row = page
    .getByRole('list', { name: to(lang, 'checkout.preview.linesLabel') })
    .getByRole('listitem', { name: line.name });
  await expect(row).toContainText(
    to(lang, 'checkout.preview.lineQuantity', { qty: line.qty, price: formatEuro(line.price) }),
  );
  await expect(row).toContainText(formatEuro(price));
  const summary = page.getByRole('region', { name: to(lang, 'checkout.preview.summaryTitle') });
  await expect(summary.getByRole('definition')).toHaveText([
    formatEuro(price),
    formatEuro(fee),
    formatEuro(0),
    formatEuro(total),
  ]);
  await expect(page.getByRole('region', { name: to(lang, 'checkout.preview.billingTitle') })).toContainText(billing);
  await expect(page.getByRole('region', { name: to(lang, 'checkout.preview.shippingTitle') })).toContainText(shipping);
  return total;
}

/** Pay on the preview, then approve or cancel on the sandbox provider's page (in the language the SPA chose). */
export async function payInSandbox(page: Page, lang: Lang, total: number, choice: 'approve' | 'cancel'): Promise<void> {
  await page.getByRole('button', { name: to(lang, 'checkout.preview.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/approve\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: sandboxTexts.text(lang, 'title') })).toBeVisible();
  await expect(page.getByText(formatEuro(total), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: sandboxTexts.text(lang, choice), exact: true }).click();
}
