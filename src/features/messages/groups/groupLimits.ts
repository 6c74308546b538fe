/** Server limits of POST/PUT /user/group (docs/CONVENTIONS.md, "Messages API"). */
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 1000;
/** At most 100 people in a group, the owner included. */
export const GROUP_OTHER_MEMBERS_MAX = 99;
