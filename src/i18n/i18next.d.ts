import 'i18next';
import type enAccount from './locales/en/account.json';
import type enAssociations from './locales/en/associations.json';
import type enAssociationSignup from './locales/en/associationSignup.json';
import type enAuth from './locales/en/auth.json';
import type enCommon from './locales/en/common.json';
import type enEmailVerify from './locales/en/emailVerify.json';
import type enEvents from './locales/en/events.json';
import type enLegal from './locales/en/legal.json';
import type enLogin from './locales/en/login.json';
import type enGroups from './locales/en/groups.json';
import type enMessages from './locales/en/messages.json';
import type enOrders from './locales/en/orders.json';
import type enProducts from './locales/en/products.json';
import type enPublic from './locales/en/public.json';
import type enQa from './locales/en/qa.json';
import type enTickets from './locales/en/tickets.json';
import type enUserSignup from './locales/en/userSignup.json';

// Typed keys: `t('layout.topBar.home')` is checked against the English catalogues at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof enCommon;
      public: typeof enPublic;
      legal: typeof enLegal;
      account: typeof enAccount;
      associations: typeof enAssociations;
      auth: typeof enAuth;
      login: typeof enLogin;
      userSignup: typeof enUserSignup;
      emailVerify: typeof enEmailVerify;
      associationSignup: typeof enAssociationSignup;
      events: typeof enEvents;
      tickets: typeof enTickets;
      products: typeof enProducts;
      orders: typeof enOrders;
      messages: typeof enMessages;
      groups: typeof enGroups;
      qa: typeof enQa;
    };
  }
}
