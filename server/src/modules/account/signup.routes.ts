import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeRateLimit } from '../../auth/rateLimit';
import { cleanFormFields, multipartValidatorCompiler, validateFormFields } from '../../storage/formFields';
import { readMultipartForm } from '../../storage/multipartForm';
import { withMultipart } from '../../storage/uploadContext';
import { accountTexts } from './account.texts';
import { signUpAssociation } from './associationSignup.service';
import { verifyEmail } from './emailVerification';
import {
  AssociationSignupFieldsSchema,
  AssociationSignupFormSchema,
  AssociationSignupResponses,
  UserSignupFieldsSchema,
  UserSignupFormSchema,
  UserSignupResponses,
  VerifyParamsSchema,
  VerifyResponses,
} from './signup.schemas';
import { signUpUser } from './signup.service';
import { associationLogo, identityDocument, optionalPicture } from './uploadRules';
import { publicUrlOf } from '../../http/publicUrl';

export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads } = app;
  const rateLimit = routeRateLimit(app.config.rateLimits.auth);

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/signup',
      {
        config: { rateLimit },
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: ['account'],
          operationId: 'signUp',
          summary: 'Sign up a user (multipart); mails a link to verify the e-mail address',
          description:
            'The account can log in once the link is opened. `associations` is JSON text: ids of approved associations ' +
            'to follow. A used e-mail answers 409.',
          consumes: ['multipart/form-data'],
          body: UserSignupFormSchema,
          response: UserSignupResponses,
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, { picture: optionalPicture });
        const fields = validateFormFields(UserSignupFieldsSchema, cleanFormFields(form.fields));
        const deps = {
          db: app.db,
          uploads,
          mailer: app.mailer,
          publicUrl: publicUrlOf(request),
          language: request.language,
        };
        const created = await signUpUser(deps, fields, form.files.picture);
        return reply.status(201).send({
          message: accountTexts.text(request.language, 'signedUp'),
          data: { _id: created.id, email: created.email },
        });
      },
    );
  });

  app.get(
    '/user/verify/:id/:email/:token',
    {
      schema: {
        tags: ['account'],
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address with the link sent at signup (single use, valid 48 hours)',
        description: 'A link that matches nothing answers 400, a used one 409, an expired one 410.',
        params: VerifyParamsSchema,
        response: VerifyResponses,
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.params);
      return { message: accountTexts.text(request.language, 'emailVerified'), data: { verified: true as const } };
    },
  );

  await withMultipart(app, (formApp) => {
    formApp.post(
      '/user/association/signup',
      {
        config: { rateLimit },
        validatorCompiler: multipartValidatorCompiler,
        schema: {
          tags: ['account'],
          operationId: 'signUpAssociation',
          summary: 'Sign up an association (multipart); it waits for approval on the admin site',
          description:
            'Files are checked by content: `logo` an image, `identityDocument` an image or a PDF, each under 5MB.',
          consumes: ['multipart/form-data'],
          body: AssociationSignupFormSchema,
          response: AssociationSignupResponses,
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, { logo: associationLogo, identityDocument });
        const fields = validateFormFields(AssociationSignupFieldsSchema, cleanFormFields(form.fields));
        const { logo, identityDocument: document } = form.files;
        // readMultipartForm enforces required files; the check narrows the types.
        if (!logo || !document) throw accountTexts.error(400, 'invalidRequest');
        const created = await signUpAssociation(
          { db: app.db, uploads, mailer: app.mailer, language: request.language },
          fields,
          { logo, identityDocument: document },
        );
        return reply.status(201).send({
          message: accountTexts.text(request.language, 'associationSignedUp'),
          data: { _id: created.id, status: 'pending' as const },
        });
      },
    );
  });
};
