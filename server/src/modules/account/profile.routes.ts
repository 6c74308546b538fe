import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../auth/ownership';
import type { Db } from '../../db/database';
import { BEARER_SECURITY } from '../../http/openapi';
import { sendKeptObject, serialisationSchema } from '../../http/serialisedJson';
import { speedUpOn } from '../../speedUps';
import { cleanFormFields, multipartValidatorCompiler, validateFormFields } from '../../storage/formFields';
import { readMultipartForm } from '../../storage/multipartForm';
import { withMultipart } from '../../storage/uploadContext';
import type { Profile } from './account.profile';
import { ProfileSchema } from './account.schemas';
import { accountTexts } from './account.texts';
import { addGalleryImage, removeGalleryImage } from './gallery.service';
import {
  EventIdParamsSchema,
  GalleryAddResponses,
  GalleryRemoveBodySchema,
  GalleryRemoveResponses,
  MemberLanguageBodySchema,
  MemberLanguageResponses,
  PictureFormSchema,
  ProfileResponses,
  ProfileUpdateFieldsSchema,
  ProfileUpdateFormSchema,
} from './profile.schemas';
import { createProfileCache } from './profileCache';
import { loadProfile, setProfilePicture, updateProfile } from './profile.service';
import { requiredPicture } from './uploadRules';
import { coreTexts } from '../../i18n/catalogue';
import { profilePageData, sessionProfilePageData } from './profilePageData';
import { rememberMemberLanguage } from '../../mail/recipientLanguage';

async function profileOf(db: Db, userId: string) {
  const profile = await loadProfile(db, userId);
  // authenticate found the user a moment ago; gone now means deleted in between.
  if (!profile) throw coreTexts.error(401, 'auth.failed');
  return profile;
}

const PROFILE_SCHEMA = serialisationSchema(ProfileSchema);

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads } = app;
  // Each member's profile as serialised bytes, checked against their versions on every read (profileCache.ts).
  const profileCache = speedUpOn('profileCache') ? createProfileCache() : null;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/profile',
    {
      config: { pageData: [profilePageData, sessionProfilePageData] },
      schema: {
        tags: ['account'],
        operationId: 'getProfile',
        summary: 'The profile of the logged-in user, with favourite events and gallery pictures',
        security: BEARER_SECURITY,
        response: ProfileResponses,
      },
    },
    async (request, reply) => {
      const message = accountTexts.text(request.language, 'profileLoaded');
      const userId = currentUser(request).id;
      if (!profileCache) return { message, data: await profileOf(app.db, userId) };
      // The route's own serialiser of the profile, so the bytes equal an uncached answer's.
      const serialise = reply.compileSerializationSchema(PROFILE_SCHEMA) as unknown as (profile: Profile) => string;
      const data = await profileCache.profile(app.db, userId, new Date(), async () => {
        const profile = await loadProfile(app.db, userId);
        return profile && Buffer.from(serialise(profile));
      });
      // authenticate found the user a moment ago; gone now means deleted in between.
      if (!data) throw coreTexts.error(401, 'auth.failed');
      return sendKeptObject(reply, message, data);
    },
  );

  app.put(
    '/user/language',
    {
      schema: {
        tags: ['account'],
        operationId: 'setMemberLanguage',
        summary: "Keep the language the member switched to: the server's mails to them use it",
        security: BEARER_SECURITY,
        body: MemberLanguageBodySchema,
        response: MemberLanguageResponses,
      },
    },
    async (request) => {
      await rememberMemberLanguage(app.db, currentUser(request).id, request.body.language);
      return {
        message: accountTexts.text(request.body.language, 'languageSaved'),
        data: { language: request.body.language },
      };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.put(
      '/user/profile',
      {
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: ['account'],
          operationId: 'updateProfile',
          summary: 'Update the profile (multipart): only the fields sent change, never the e-mail',
          security: BEARER_SECURITY,
          consumes: ['multipart/form-data'],
          body: ProfileUpdateFormSchema,
          response: ProfileResponses,
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const form = await readMultipartForm(request, {});
        const fields = validateFormFields(ProfileUpdateFieldsSchema, cleanFormFields(form.fields));
        await updateProfile({ db: app.db, language: request.language }, userId, fields);
        return {
          message: accountTexts.text(request.language, 'profileUpdated'),
          data: await profileOf(app.db, userId),
        };
      },
    );

    formApp.put(
      '/user/profile/picture',
      {
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: ['account'],
          operationId: 'replaceProfilePicture',
          summary: 'Replace the profile picture (multipart `picture`: an image under 2MB, checked by content)',
          security: BEARER_SECURITY,
          consumes: ['multipart/form-data'],
          body: PictureFormSchema,
          response: ProfileResponses,
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const { files } = await readMultipartForm(request, { picture: requiredPicture });
        if (!files.picture) throw accountTexts.error(400, 'invalidRequest');
        await setProfilePicture({ db: app.db, uploads }, userId, files.picture);
        return {
          message: accountTexts.text(request.language, 'profilePictureUpdated'),
          data: await profileOf(app.db, userId),
        };
      },
    );

    formApp.put(
      '/user/gallery/image/:eventId',
      {
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: ['account'],
          operationId: 'addGalleryImage',
          summary: "Add a picture to an event's images (multipart `picture`: an image under 2MB)",
          security: BEARER_SECURITY,
          consumes: ['multipart/form-data'],
          params: EventIdParamsSchema,
          body: PictureFormSchema,
          response: GalleryAddResponses,
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const { files } = await readMultipartForm(request, { picture: requiredPicture });
        if (!files.picture) throw accountTexts.error(400, 'invalidRequest');
        const image = await addGalleryImage({ db: app.db, uploads }, request.params.eventId, userId, files.picture);
        return { message: accountTexts.text(request.language, 'galleryImageAdded'), data: image };
      },
    );
  });

  app.put(
    '/user/gallery/remove/image/:eventId',
    {
      // A PUT without a body reaches the imageId check (SPEC's 'Invalid request') rather than a body error.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['account'],
        operationId: 'removeGalleryImage',
        summary: 'Remove a picture the logged-in user uploaded to the event (403 for pictures of others)',
        security: BEARER_SECURITY,
        params: EventIdParamsSchema,
        body: GalleryRemoveBodySchema,
        response: GalleryRemoveResponses,
      },
    },
    async (request) => {
      await removeGalleryImage({ db: app.db, uploads }, request, request.params.eventId, request.body.imageId);
      return { message: accountTexts.text(request.language, 'galleryImageRemoved') };
    },
  );
};
