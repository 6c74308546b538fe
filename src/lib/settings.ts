// Build settings: webpack's DefinePlugin replaces each `process.env.CAMPO_*` expression with the value given at
// build time (an empty string when unset), so every read below must stay a literal `process.env.NAME`.
export type Language = 'it' | 'en';

function orDefault(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function languageOrDefault(value: string | undefined): Language {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'it';
}

export interface Settings {
  apiBaseUrl: string;
  productName: string;
  secretHeaderName: string;
  secretHeaderValue: string;
  /** `it` is SPEC's first reading (Italian default, English fallback); `en` selects the second reading. */
  defaultLanguage: Language;
  /** Redux DevTools in a production build. Development builds always have them. */
  devtoolsInProduction: boolean;
  /** The association login: an external admin site on another host. */
  adminUrl: string;
  providerEmail: string;
  socialUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
}

export const settings: Settings = {
  apiBaseUrl: orDefault(process.env.CAMPO_API_BASE_URL, '/api'),
  productName: orDefault(process.env.CAMPO_PRODUCT_NAME, 'Campo'),
  secretHeaderName: orDefault(process.env.CAMPO_SECRET_HEADER_NAME, 'x-campo-key'),
  secretHeaderValue: orDefault(process.env.CAMPO_SECRET_HEADER_VALUE, 'campo-web-dev-key'),
  defaultLanguage: languageOrDefault(process.env.CAMPO_DEFAULT_LANGUAGE),
  devtoolsInProduction: process.env.CAMPO_DEVTOOLS === 'true',
  adminUrl: orDefault(process.env.CAMPO_ADMIN_URL, 'https://admin.campo.example'),
  providerEmail: orDefault(process.env.CAMPO_PROVIDER_EMAIL, 'info@campo.example'),
  socialUrl: orDefault(process.env.CAMPO_SOCIAL_URL, 'https://www.instagram.com/'),
  appStoreUrl: orDefault(process.env.CAMPO_APP_STORE_URL, 'https://apps.apple.com/'),
  playStoreUrl: orDefault(process.env.CAMPO_PLAY_STORE_URL, 'https://play.google.com/store/apps'),
};

/** Name of the cookie holding the session token, per SPEC: `{product}-Web-Token`. */
export const tokenCookieName = `${settings.productName}-Web-Token`;
