import { array, object, string } from 'yup';

/** Server limits of POST/PUT /user/group (docs/CONVENTIONS.md, "Messages API"). */
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 1000;
/** At most 100 people in a group, the owner included. */
export const GROUP_OTHER_MEMBERS_MAX = 99;

// Messages are `messages` catalogue keys; useFormField translates them and fills `{{max}}` from the field's params.
export const groupFormSchema = object({
  name: string().trim().required('groups.validation.nameRequired').max(GROUP_NAME_MAX, 'groups.validation.nameTooLong'),
  description: string().trim().max(GROUP_DESCRIPTION_MAX, 'groups.validation.descriptionTooLong'),
  members: array()
    .min(1, 'groups.validation.membersRequired')
    .max(GROUP_OTHER_MEMBERS_MAX, 'groups.validation.membersTooMany'),
});
