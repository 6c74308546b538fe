import { array, object, string } from 'yup';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_OTHER_MEMBERS_MAX } from './groupLimits';

/**
 * A new group needs someone besides its owner; an edited one may have been left by everyone, and its owner must
 * still be able to rename it. Messages are `messages` catalogue keys; useFormField translates them and fills
 * `{{max}}` from the field's params.
 */
export function groupFormSchema(editing: boolean) {
  const members = array().max(GROUP_OTHER_MEMBERS_MAX, 'groups.validation.membersTooMany');
  return object({
    name: string()
      .trim()
      .required('groups.validation.nameRequired')
      .max(GROUP_NAME_MAX, 'groups.validation.nameTooLong'),
    description: string().trim().max(GROUP_DESCRIPTION_MAX, 'groups.validation.descriptionTooLong'),
    members: editing ? members : members.min(1, 'groups.validation.membersRequired'),
  });
}
