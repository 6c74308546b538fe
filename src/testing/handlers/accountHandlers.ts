import { http, HttpResponse } from 'msw';
import type {
  AccountSession,
  ApiErrorBody,
  Association,
  AssociationDetail,
  ChangePasswordBody,
  EndedSessions,
  FollowResult,
  MemberLanguage,
} from '../../api/wire';
import type { Profile } from '../../features/account/accountApi';
import { buildAccountSessions } from '../fixtures/accountSessionFixtures';
import { buildAssociations } from '../fixtures/associationFixtures';
import { buildProfile } from '../fixtures/userFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** What PUT /user/profile and /user/profile/picture received: each multipart field by name. */
export type MultipartFields = Record<string, FormDataEntryValue>;

export interface AssociationsQuery {
  name: string;
  offset: number;
  limit: number;
  /** Present only when the list asks for the followed ones. */
  followed?: boolean;
}

export interface AccountHandlersOptions {
  /** The signed-in user; updates, picture changes and gallery removals change this copy. */
  profile?: Profile;
  /** Every association the server knows; follows change this copy. */
  associations?: AssociationDetail[];
  getProfile?: EndpointOptions<void>;
  updateProfile?: EndpointOptions<MultipartFields>;
  updateProfilePicture?: EndpointOptions<MultipartFields> & { pictureUrl?: string };
  changePassword?: EndpointOptions<ChangePasswordBody> & { message?: string };
  /** Receives the Authorization header of POST /user/logout. */
  logout?: EndpointOptions<string | null>;
  removeGalleryImage?: EndpointOptions<{ eventId: string; imageId?: string }>;
  getAssociations?: EndpointOptions<AssociationsQuery>;
  getAssociation?: EndpointOptions<string>;
  followAssociation?: EndpointOptions<{ id: string; isFollower: boolean }>;
  /** Where the user is logged in; ending sessions changes this copy. */
  sessions?: AccountSession[];
  getSessions?: EndpointOptions<void>;
  /** Receives the id of DELETE /user/sessions/:id. */
  endSession?: EndpointOptions<string>;
  endOtherSessions?: EndpointOptions<void>;
  /** Receives the body of PUT /user/language (a language switch while logged in). */
  setMemberLanguage?: EndpointOptions<MemberLanguage>;
}

async function multipartFields(request: Request): Promise<MultipartFields> {
  const form = await request.formData();
  return Object.fromEntries(form.entries());
}

const notFound: ApiErrorBody = { message: 'Associazione non trovata', statusCode: 404, error: 'Not Found' };
const invalidRequest: ApiErrorBody = { message: 'Invalid request', statusCode: 400, error: 'Bad Request' };
const sessionNotFound: ApiErrorBody = { message: 'Session not found.', statusCode: 404, error: 'Not Found' };

/** The list shape: the detail without its detail-only fields. */
function summary(association: AssociationDetail): Association {
  const { _id, name, email, picture, followers, isFollower, city } = association;
  return { _id, name, email, picture, followers, isFollower, city };
}

/** The profile and association endpoints of the account API as the reference server answers them. */
export function accountHandlers(options: AccountHandlersOptions = {}) {
  let profile = options.profile ?? buildProfile();
  const associations = (options.associations ?? buildAssociations(4)).map((association) => ({ ...association }));
  let sessions = options.sessions ?? buildAccountSessions();

  const answerGetProfile = endpoint(options.getProfile);
  const answerUpdateProfile = endpoint(options.updateProfile);
  const answerUpdateProfilePicture = endpoint(options.updateProfilePicture);
  const answerChangePassword = endpoint(options.changePassword);
  const answerLogout = endpoint(options.logout);
  const answerRemoveGalleryImage = endpoint(options.removeGalleryImage);
  const answerGetAssociations = endpoint(options.getAssociations);
  const answerGetAssociation = endpoint(options.getAssociation);
  const answerFollowAssociation = endpoint(options.followAssociation);
  const answerGetSessions = endpoint(options.getSessions);
  const answerEndSession = endpoint(options.endSession);
  const answerEndOtherSessions = endpoint(options.endOtherSessions);
  const answerSetMemberLanguage = endpoint(options.setMemberLanguage);

  return [
    http.get('*/api/user/profile', () =>
      answerGetProfile(undefined, () => HttpResponse.json({ message: 'Profilo', data: profile })),
    ),

    http.put('*/api/user/profile', async ({ request }) => {
      const fields = await multipartFields(request);
      return answerUpdateProfile(fields, () => {
        const text = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
        const dob = typeof text.dob === 'string' ? text.dob.replaceAll('/', '-') : profile.dob;
        profile = { ...profile, ...text, dob };
        profile.fullName = `${profile.firstName} ${profile.lastName}`;
        return HttpResponse.json({ message: 'Profilo aggiornato', data: profile });
      });
    }),

    http.put('*/api/user/language', async ({ request }) => {
      const body = (await request.json()) as MemberLanguage;
      return answerSetMemberLanguage(body, () =>
        HttpResponse.json({
          message:
            body.language === 'en'
              ? 'Language saved: e-mails will arrive in English.'
              : 'Lingua salvata: le e-mail arriveranno in italiano.',
          data: body,
        }),
      );
    }),

    http.put('*/api/user/profile/picture', async ({ request }) => {
      const fields = await multipartFields(request);
      return answerUpdateProfilePicture(fields, () => {
        profile = { ...profile, picture: options.updateProfilePicture?.pictureUrl ?? '/uploads/profiles/new.jpg' };
        return HttpResponse.json({ message: 'Foto aggiornata', data: profile });
      });
    }),

    http.put('*/api/user/change/password', async ({ request }) => {
      const body = (await request.json()) as ChangePasswordBody;
      return answerChangePassword(body, () =>
        HttpResponse.json({ message: options.changePassword?.message ?? 'Password aggiornata', data: null }),
      );
    }),

    http.post('*/api/user/logout', ({ request }) =>
      answerLogout(request.headers.get('authorization'), () => HttpResponse.json({ message: 'You are logged out.' })),
    ),

    http.put('*/api/user/gallery/remove/image/:eventId', async ({ request, params }) => {
      const { imageId } = (await request.json()) as { imageId?: string };
      const eventId = String(params.eventId);
      return answerRemoveGalleryImage({ eventId, imageId }, () => {
        if (!imageId) return errorResponse(invalidRequest);
        profile = { ...profile, images: profile.images.filter((image) => image._id !== imageId) };
        return HttpResponse.json({ message: 'Immagine rimossa', data: null });
      });
    }),

    http.get('*/api/user/associations', ({ request }) => {
      const url = new URL(request.url);
      const query: AssociationsQuery = {
        name: url.searchParams.get('name') ?? '',
        offset: Number(url.searchParams.get('offset') ?? 0),
        limit: Number(url.searchParams.get('limit') ?? 10),
        ...(url.searchParams.has('followed') ? { followed: url.searchParams.get('followed') === 'true' } : {}),
      };
      return answerGetAssociations(query, () => {
        const matching = associations.filter(
          (association) =>
            association.name.toLowerCase().includes(query.name.toLowerCase()) &&
            (!query.followed || association.isFollower),
        );
        return HttpResponse.json({
          message: 'Associazioni',
          data: matching.slice(query.offset, query.offset + query.limit).map(summary),
          total: matching.length,
        });
      });
    }),

    http.get('*/api/user/association/:id', ({ params }) => {
      const id = String(params.id);
      return answerGetAssociation(id, () => {
        const association = associations.find((candidate) => candidate._id === id);
        return association
          ? HttpResponse.json({ message: 'Associazione', data: association })
          : errorResponse(notFound);
      });
    }),

    http.put('*/api/user/follow/association/:id', async ({ request, params }) => {
      const id = String(params.id);
      const { isFollower } = (await request.json()) as { isFollower: boolean };
      return answerFollowAssociation({ id, isFollower }, () => {
        const association = associations.find((candidate) => candidate._id === id);
        if (!association) return errorResponse(notFound);
        if (association.isFollower !== isFollower) association.followers += isFollower ? 1 : -1;
        association.isFollower = isFollower;
        const data: FollowResult = { isFollower, followers: association.followers };
        return HttpResponse.json({ message: 'Aggiornato', data });
      });
    }),

    http.get('*/api/user/sessions', () =>
      answerGetSessions(undefined, () => HttpResponse.json({ message: 'Sessions loaded.', data: sessions })),
    ),

    http.delete('*/api/user/sessions/:id', ({ params }) => {
      const id = String(params.id);
      return answerEndSession(id, () => {
        if (!sessions.some((session) => session._id === id)) return errorResponse(sessionNotFound);
        sessions = sessions.filter((session) => session._id !== id);
        return HttpResponse.json({ message: 'Session ended.' });
      });
    }),

    http.delete('*/api/user/sessions', () =>
      answerEndOtherSessions(undefined, () => {
        const data: EndedSessions = { ended: sessions.filter((session) => !session.current).length };
        sessions = sessions.filter((session) => session.current);
        return HttpResponse.json({ message: `Sessions ended on other devices: ${data.ended}.`, data });
      }),
    ),
  ];
}
