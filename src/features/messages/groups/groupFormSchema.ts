import { array, object, string } from 'yup';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GROUP_OTHER_MEMBERS_MAX } from './groupLimits';

/**
 * A new group needs someone besides its owner; an edited one may have been left by everyone, and its owner must
 * still be able to rename it. Messages are `groups` catalogue keys; useFormField translates them and fills
 * `{{max}}` from the field's params.
 */
export function groupFormSchema(editing: boolean) {
  const members = array().max(GROUP_OTHER_MEMBERS_MAX, 'validation.membersTooMany');
  return object({
    name: string().trim().required('validation.nameRequired').max(GROUP_NAME_MAX, 'validation.nameTooLong'),
    description: string().trim().max(GROUP_DESCRIPTION_MAX, 'validation.descriptionTooLong'),
    members: editing ? members : members.min(1, 'validation.membersRequired'),
  });
}
