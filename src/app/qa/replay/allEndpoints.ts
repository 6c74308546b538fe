/**
 * Every section's endpoints, injected into the API slice before a replay starts: RTK Query's reducer reads an
 * endpoint's definition (its `merge`, for instance) when it stores an answer, so each recorded answer needs its
 * endpoint there, whatever screens have loaded so far. Imported for their side effect only.
 */
import '../../../features/account/accountApi';
import '../../../features/account/authApi';
import '../../../features/account/memberLanguageApi';
import '../../../features/account/profileApi';
import '../../../features/account/sessionsApi';
import '../../../features/associations/associationsApi';
import '../../../features/events/calendarApi';
import '../../../features/events/eventsApi';
import '../../../features/events/myEventsApi';
import '../../../features/events/notifications/notificationReadApi';
import '../../../features/events/notifications/notificationsApi';
import '../../../features/events/ticketsApi';
import '../../../features/events/waitlistApi';
import '../../../features/messages/groupsApi';
import '../../../features/messages/live/unreadApi';
import '../../../features/messages/messagesApi';
import '../../../features/messages/readState/readStateApi';
import '../../../features/messages/search/searchApi';
import '../../../features/orders/checkoutApi';
import '../../../features/orders/myOrdersApi';
import '../../../features/orders/receiptApi';
import '../../../features/products/addressesApi';
import '../../../features/products/cart/cartApi';
import '../../../features/products/productsApi';
import '../../../features/public/contactApi';
