// The SPA's wire types: every one is taken from src/api/schema.gen.ts, which `npm run contract` generates from the
// server's route schemas (docs/openapi.json). Nothing here is written by hand except the helpers that pick a
// route's body out of the generated `paths` (docs/CONVENTIONS.md, "Wire contract").
import type { components, paths } from './schema.gen';

export type { paths } from './schema.gen';

/** A path of the API as the document names it (with the `/api` prefix and `{param}` templates). */
export type ApiPath = keyof paths;
type Method = 'get' | 'put' | 'post' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON body a route answers with `status` (200 unless told). */
export type ResponseBody<P extends ApiPath, M extends Method, S extends number = 200> = JsonContent<
  S extends keyof Responses<P, M> ? Responses<P, M>[S] : never
>;
/** The envelope's `data` of a route's success answer. */
export type ResponseData<P extends ApiPath, M extends Method, S extends number = 200> =
  ResponseBody<P, M, S> extends { data: infer Data } ? Data : never;
/** The JSON (or multipart) body a route accepts. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: infer Content } }
    ? Content extends { 'application/json': infer Body }
      ? Body
      : Content extends { 'multipart/form-data': infer Form }
        ? Form
        : never
    : never;
/** The querystring a route accepts. */
export type QueryParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** 24-character lowercase hex id, sent as `_id`. */
export type ObjectId = string;
/** ISO 8601 UTC timestamp, e.g. `2026-11-22T10:00:00.000Z`. */
export type IsoDateTime = string;
/** Calendar date `YYYY-MM-DD` (dob, event dates). */
export type CalendarDate = string;

/** Every success body. Lists put the array in `data` and the full count in `total`. */
export interface ApiEnvelope<T> {
  message: string;
  data: T;
  total?: number;
}

export interface ApiListEnvelope<T> extends ApiEnvelope<T[]> {
  total: number;
}

/** Every error body; `message` is localised by Accept-Language except SPEC's fixed texts. */
export type ApiErrorBody = ResponseBody<'/api/user/login', 'post', 400>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

/** Fixed 401 messages (sent verbatim) that end the session in the SPA. */
export const SESSION_ENDING_MESSAGES = ['loginError', 'Failed to authenticate token'] as const;

// Account
export type LoginCredentials = RequestBody<'/api/user/login', 'post'>;
export type LoginData = ResponseData<'/api/user/login', 'post'>;
export type Profile = ResponseData<'/api/user/profile', 'get'>;
export type GalleryImage = Profile['images'][number];
export type ProfileUpdateForm = RequestBody<'/api/user/profile', 'put'>;
export type MemberLanguage = ResponseData<'/api/user/language', 'put'>;
export type ChangePasswordBody = RequestBody<'/api/user/change/password', 'put'>;
export type PublicAssociation = ResponseData<'/api/user/associations/public', 'get'>[number];
export type UserSignupReceipt = ResponseData<'/api/user/signup', 'post', 201>;
export type AssociationSignupReceipt = ResponseData<'/api/user/association/signup', 'post', 201>;
export type ResetCodeCheck = RequestBody<'/api/user/forgotpassword/verify/code', 'put'>;
export type ResetPasswordBody = RequestBody<'/api/user/reset/password', 'put'>;
export type Association = ResponseData<'/api/user/associations', 'get'>[number];
export type AssociationDetail = ResponseData<'/api/user/association/{id}', 'get'>;
export type FollowResult = ResponseData<'/api/user/follow/association/{id}', 'put'>;
export type AccountSession = ResponseData<'/api/user/sessions', 'get'>[number];
export type EndedSessions = ResponseData<'/api/user/sessions', 'delete'>;

/** The user the session keeps: the profile's identity fields (login and GET /user/profile send the profile). */
export type WireUser = Pick<Profile, '_id' | 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<Profile, 'fullName' | 'picture' | 'isPasswordChanged'>> & {
    mobilePrefix?: string;
    mobile?: string;
    notificationCount?: number;
  };

// Events
export type EventListItem = ResponseData<'/api/user/events', 'get'>[number];
export type Coordinates = EventListItem['location']['coordinates'];
export type Speciality = ResponseData<'/api/user/specialities/options', 'get'>[number];
export type Category = ResponseData<'/api/user/specialities/category', 'get'>[number];
export type PublicEvent = ResponseData<'/api/event/{id}', 'get'>;
export type EventDetail = ResponseData<'/api/user/event/{id}', 'get'>;
export type Participant = EventDetail['subscribedUsers'][number];
export type Venues = ResponseData<'/api/user/popular/venues', 'get'>;
export type PopularVenue = Venues['popularVenues'][number];
export type RecentSearchVenue = Venues['recentSearchVenues'][number];
export type GeocodeResponse = ResponseBody<'/api/user/geocode', 'get'>;
export type EventListQuery = QueryParams<'/api/user/events', 'get'>;
export type UploadedEventImage = ResponseData<'/api/user/event/{id}/image', 'post', 201>;

// Tickets, my events and presence
export type TicketRequest = RequestBody<'/api/user/event/preview/transaction', 'post'>;
export type TicketQuote = ResponseData<'/api/user/event/preview/transaction', 'post'>;
export type StartTicketRequest = RequestBody<'/api/user/init/event/transaction', 'post'>;
export type TicketRefused = ResponseBody<'/api/user/init/event/transaction', 'post', 409>;
export type StartedPurchase = ResponseData<'/api/user/init/event/transaction', 'post', 201>;
export type TicketTransaction = ResponseData<'/api/user/update/transaction', 'post'>;
export type TransactionStatus = TicketTransaction['status'];
export type MyEventItem = ResponseData<'/api/user/myevents', 'get'>[number];
export type TicketSummary = MyEventItem['transaction'];
export type Presence = MyEventItem['isPresence'];
export type MyEventDetail = ResponseData<'/api/user/myevent/{id}', 'get'>;
export type MyTicket = MyEventDetail['tickets'][number];
export type PresenceBody = RequestBody<'/api/user/event/presence', 'put'>;
export type PresenceResult = ResponseData<'/api/user/event/presence', 'put'>;
export type CalendarFeed = ResponseData<'/api/user/calendar/feed', 'get'>;
export type CaptureBody = RequestBody<'/api/user/update/transaction', 'post'>;
export type CancelTicketsBody = RequestBody<'/api/user/event/transaction/{id}/cancel', 'post'>;
export type TicketRefund = ResponseData<'/api/user/event/transaction/{id}/cancel', 'post'>;
export type WaitlistPlace = ResponseData<'/api/user/event/{id}/waitlist', 'post', 201>;
export type NotificationPage = ResponseData<'/api/user/notifications', 'get'>;
export type AppNotification = NotificationPage['items'][number];
export type NotificationRead = ResponseData<'/api/user/notifications/{id}/read', 'put'>;

// Contact
export type ContactMessage = RequestBody<'/api/contact', 'post'>;
export type ContactReceipt = ResponseBody<'/api/contact', 'post', 201>;

// Products and cart
export type Product = ResponseData<'/api/user/product/{id}', 'get'>;
export type ProductVariant = Product['sizeAndColors'][number];
export type ProductCategory = ResponseData<'/api/user/categories', 'get'>[number];
export type ProductListQuery = QueryParams<'/api/user/products', 'get'>;
export type Cart = ResponseData<'/api/user/carts', 'get'>;
export type CartLine = Cart['lines'][number];
export type AddToCartBody = RequestBody<'/api/user/cart', 'post'>;
export type CartQuantityBody = RequestBody<'/api/user/cart/{id}', 'put'>;
export type RemovedCartLine = ResponseData<'/api/user/cart/{id}', 'delete'>;
/** The live event every cart write sends to the member's sockets (`by`: the writing tab, when it named itself). */
export type LiveCartChanged = components['schemas']['LiveCartChanged'];

// Addresses and checkout
export type Address = ResponseData<'/api/user/addresses', 'get'>[number];
export type AddressBody = RequestBody<'/api/user/addresses', 'post'>;
export type RemovedAddress = ResponseData<'/api/user/address/{id}', 'delete'>;
export type DefaultAddressBody = RequestBody<'/api/user/address/{id}/default', 'put'>;
export type OrderAddressesBody = RequestBody<'/api/user/product/order/preview', 'post'>;
export type StartOrderBody = RequestBody<'/api/user/product/transaction/init', 'post'>;
export type OrderRefused = ResponseBody<'/api/user/product/transaction/init', 'post', 409>;
export type OrderPreview = ResponseData<'/api/user/product/order/preview', 'post'>;
export type InitiatedProductOrder = ResponseData<'/api/user/product/transaction/init', 'post', 201>;
export type ProductCaptureBody = RequestBody<'/api/user/product/transaction/update', 'post'>;
export type ProductCancelBody = RequestBody<'/api/user/product/transaction/cancel', 'post'>;

// My orders (event and product)
export type Order = ResponseData<'/api/user/my/order/{id}', 'get'>;
export type OrderLine = Order['products'][number];
export type MyOrdersQuery = QueryParams<'/api/user/myorders', 'get'>;
export type ReorderResult = ResponseData<'/api/user/my/order/{id}/reorder', 'post'>;
export type Receipt = ResponseData<'/api/user/my/order/{id}/receipt', 'get'>;

// Teams, messages and groups
export type Contact = ResponseData<'/api/user/message/contact/list', 'get'>[number];
export type Message = ResponseData<'/api/user/message/conversation/{threadId}', 'get'>[number];
/** The quoted excerpt of the message a reply answers. */
export type ReplyQuote = NonNullable<Message['replyTo']>;
export type InboxThread = ResponseData<'/api/user/message/inbox', 'get'>[number];
export type Team = ResponseData<'/api/user/teams', 'get'>[number];
export type TeamConversation = ResponseData<'/api/user/team/message/conversation/{teamId}', 'get'>;
export type FriendConversation = ResponseBody<'/api/user/friend/message/conversation/{contactId}', 'get'>;
export type ConversationQuery = QueryParams<'/api/user/message/conversation/{threadId}', 'get'>;
export type UnreadCounts = ResponseData<'/api/user/message/unread', 'get'>;
export type ThreadRead = ResponseData<'/api/user/message/thread/{threadId}/read', 'put'>;
/** Where the other members of a thread have read up to ("Seen", "Seen by N"). */
export type ThreadReads = ResponseData<'/api/user/message/thread/{threadId}/reads', 'get'>;
/** One message a search in a conversation found (its text whole: the SPA highlights what matched). */
export type MessageSearchHit = ResponseData<'/api/user/message/thread/{threadId}/search', 'get'>[number];
export type MessageSearchQuery = QueryParams<'/api/user/message/thread/{threadId}/search', 'get'>;
export type Group = ResponseData<'/api/user/group/{id}', 'get'>;
export type GroupMemberRemoved = ResponseData<'/api/user/message/delete/group/member/{groupId}/{memberId}', 'delete'>;
export type GroupDeleted = ResponseData<'/api/user/group/{id}', 'delete'>;
