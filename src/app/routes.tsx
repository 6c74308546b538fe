import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithCatalogues } from '../i18n/lazyWithCatalogues';
import type enCommon from '../i18n/locales/en/common.json';

/** public: anyone; auth: logged-in users (SPEC section 2); guestOnly: logged-out visitors only. */
export type RouteAccess = 'public' | 'auth' | 'guestOnly';

/** The pages with a title of their own in `app.pageTitle` (common catalogue); `format` is the pattern around them. */
export type PageTitle = Exclude<keyof typeof enCommon.app.pageTitle, 'format'>;

export interface AppRoute {
  path: string;
  access: RouteAccess;
  Screen: LazyExoticComponent<ComponentType>;
  /** The page's name in the browser tab (WCAG 2.4.2): `app.pageTitle.<title>` of the common catalogue. */
  title: PageTitle;
  /** The top bar stays at the top on this page from the start, not only after 50 px of scroll. */
  stickyHeader?: boolean;
}

export const NotFoundScreen = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-not-found" */ '../components/NotFoundPage'),
);
const LandingPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-landing" */ '../features/public/LandingPage'),
);
const ContactPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-contact" */ '../features/public/ContactPage'),
);
const PrivacyPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-privacy" */ '../features/public/PrivacyPage'),
);
const TermsPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-terms" */ '../features/public/TermsPage'),
);
const FaqPage = lazyWithCatalogues(() => import(/* webpackChunkName: "route-faqs" */ '../features/public/FaqPage'));
const ReceiptPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-receipt" */ '../features/orders/receipt/ReceiptPage'),
);
const ProfileRoutePage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-profile" */ './pages/ProfileRoutePage'),
);
const AssociationPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-association" */ '../features/associations/AssociationPage'),
);

const LoginPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-login" */ '../features/account/auth/LoginPage'),
);
const UserSignupPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-usersignup" */ '../features/account/auth/UserSignupPage'),
);
const EmailVerifyPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-email-verify" */ '../features/account/auth/EmailVerifyPage'),
);
const AssociationSignupPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-signup" */ '../features/account/auth/AssociationSignupPage'),
);
const TicketPreviewPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-ticket-preview" */ '../features/events/tickets/TicketPreviewPage'),
);
const MyEventPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-my-event" */ '../features/events/myEvents/MyEventPage'),
);
const PaymentReturnRoutePage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-payment-return" */ './pages/PaymentReturnRoutePage'),
);
const PaymentCancelRoutePage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-payment-cancel" */ './pages/PaymentCancelRoutePage'),
);

const EventsPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-events" */ '../features/events/list/EventsPage'),
);
const EventDetailPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-event-detail" */ '../features/events/detail/EventDetailPage'),
);
const PublicEventPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-public-event" */ '../features/events/public/PublicEventPage'),
);

const ProductsPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-products" */ '../features/products/list/ProductsPage'),
);
const ProductDetailPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-product-detail" */ '../features/products/detail/ProductDetailPage'),
);
const CartRoutePage = lazyWithCatalogues(() => import(/* webpackChunkName: "route-cart" */ './pages/CartRoutePage'));
const OrderPreviewPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-order-preview" */ '../features/orders/checkout/OrderPreviewPage'),
);
const GroupDetailPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-group-detail" */ '../features/messages/groups/GroupDetailPage'),
);
const GroupFormPage = lazyWithCatalogues(
  () => import(/* webpackChunkName: "route-group-form" */ '../features/messages/groups/GroupFormPage'),
);

/** Every route of SPEC section 2 with its access level; one screen each, loaded on demand. */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'public', Screen: LandingPage, title: 'landing' },
  { path: '/contact/us', access: 'public', Screen: ContactPage, title: 'contact' },
  { path: '/privacy', access: 'public', Screen: PrivacyPage, title: 'privacy', stickyHeader: true },
  { path: '/terms', access: 'public', Screen: TermsPage, title: 'terms', stickyHeader: true },
  { path: '/faqs', access: 'public', Screen: FaqPage, title: 'faqs', stickyHeader: true },
  { path: '/login', access: 'guestOnly', Screen: LoginPage, title: 'login' },
  { path: '/usersignup', access: 'guestOnly', Screen: UserSignupPage, title: 'userSignup' },
  { path: '/user/email/verify', access: 'guestOnly', Screen: EmailVerifyPage, title: 'emailVerify' },
  { path: '/signup', access: 'public', Screen: AssociationSignupPage, title: 'associationSignup' },
  { path: '/event/detail/public/:eventId', access: 'public', Screen: PublicEventPage, title: 'publicEvent' },
  { path: '/events', access: 'auth', Screen: EventsPage, title: 'events' },
  { path: '/event/detail/:id', access: 'auth', Screen: EventDetailPage, title: 'eventDetail', stickyHeader: true },
  { path: '/event/preview/:id', access: 'auth', Screen: TicketPreviewPage, title: 'ticketPreview' },
  { path: '/my/event/:id', access: 'auth', Screen: MyEventPage, title: 'myEvent' },
  { path: '/products', access: 'auth', Screen: ProductsPage, title: 'products' },
  {
    path: '/product/detail/:id',
    access: 'auth',
    Screen: ProductDetailPage,
    title: 'productDetail',
    stickyHeader: true,
  },
  { path: '/my/cart', access: 'auth', Screen: CartRoutePage, title: 'cart' },
  {
    path: '/order/preview/:billingAddressID/:shippingAddressID',
    access: 'auth',
    Screen: OrderPreviewPage,
    title: 'orderPreview',
  },
  { path: '/my/order/:id/receipt', access: 'auth', Screen: ReceiptPage, title: 'receipt' },
  { path: '/profile', access: 'auth', Screen: ProfileRoutePage, title: 'profile' },
  { path: '/association/:id', access: 'auth', Screen: AssociationPage, title: 'association' },
  { path: '/group/detail/:id', access: 'auth', Screen: GroupDetailPage, title: 'groupDetail' },
  { path: '/group/create/:id?', access: 'auth', Screen: GroupFormPage, title: 'groupForm' },
  { path: '/paypal/payment/return', access: 'auth', Screen: PaymentReturnRoutePage, title: 'paymentReturn' },
  { path: '/paypal/payment/cancel', access: 'auth', Screen: PaymentCancelRoutePage, title: 'paymentCancel' },
];

/** Where a logged-in user lands instead of /login, /usersignup or /user/email/verify. */
export const HOME_FOR_LOGGED_IN = '/events';
export const LOGIN_PATH = '/login';
