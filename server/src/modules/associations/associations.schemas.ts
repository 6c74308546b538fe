import { Type } from 'typebox';
import { ErrorBodySchema } from '../../http/errorBody';
import { ID_PATTERN } from '../../lib/ids';
import { Limit, NullableString, Offset } from '../../contract/common';
import { EventListItemSchema, SpecialitySchema } from '../../contract/event';

export const ASSOCIATION_PAGE = { defaultLimit: 10, maxLimit: 100 } as const;

const associationExample = {
  _id: '6650e5b6a7f8e9d0c1b2a401',
  name: 'ASD Polisportiva Navigli',
  email: 'info@polisportivanavigli.it',
  picture: '/uploads/association-logo/0b7e4c2a9f1d4e8c8a3b5d6f7e9c1a02.png',
  followers: 128,
  isFollower: true,
  city: 'Milano',
};

/** SPEC.md section 3 "Association", as CONVENTIONS.md's Association. */
export const AssociationSchema = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    picture: NullableString,
    followers: Type.Integer(),
    isFollower: Type.Boolean(),
    city: NullableString,
  },
  { title: 'Association', examples: [associationExample] },
);

export const AssociationDetailSchema = Type.Intersect([
  AssociationSchema,
  Type.Object({
    description: NullableString,
    websiteUrl: NullableString,
    address: NullableString,
    speciality: Type.Union([SpecialitySchema, Type.Null()]),
    upcomingEvents: Type.Array(EventListItemSchema),
  }),
]);

export const AssociationListQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, any letter case' })),
  offset: Type.Optional(Offset({ default: 0 })),
  limit: Type.Optional(Limit(ASSOCIATION_PAGE.maxLimit, { default: ASSOCIATION_PAGE.defaultLimit })),
  followed: Type.Optional(Type.Boolean({ description: 'true: only the associations the user follows' })),
});

export const AssociationIdParamsSchema = Type.Object({ id: Type.String({ pattern: ID_PATTERN.source }) });

export const FollowBodySchema = Type.Object(
  {
    isFollower: Type.Boolean({ description: 'The state wanted (absolute, so repeating a call changes nothing)' }),
  },
  { examples: [{ isFollower: true }] },
);

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const AssociationListResponses = {
  200: Type.Object({ message: Type.String(), data: Type.Array(AssociationSchema), total: Type.Integer() }),
  ...errors,
};

export const PublicAssociationsResponses = {
  200: Type.Object({
    message: Type.String(),
    data: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  }),
  403: ErrorBodySchema,
};

export const AssociationDetailResponses = {
  200: Type.Object({ message: Type.String(), data: AssociationDetailSchema }),
  ...errors,
};

export const FollowResponses = {
  200: Type.Object({
    message: Type.String(),
    data: Type.Object({ isFollower: Type.Boolean(), followers: Type.Integer() }),
  }),
  ...errors,
};
