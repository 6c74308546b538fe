import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi, LOCALISED_TAG } from '../../api/baseApi';
import type {
  ApiEnvelope,
  ApiListEnvelope,
  Contact,
  Group,
  GroupDeleted,
  GroupMemberRemoved,
  ObjectId,
} from '../../api/wire';
import { PAGE_SIZE } from '../../lib/constants';

// Wire types come from the generated contract (src/api/wire.ts); the contact picker and group screens import them here.
export type { Contact, Group, GroupDeleted, GroupMemberRemoved } from '../../api/wire';

export interface ContactsArgs {
  /** Trimmed name search; '' lists everyone. */
  name: string;
  /** 1-based, as the server takes it. */
  page: number;
}

export interface ContactsPage {
  contacts: EntityState<Contact, ObjectId>;
  total: number;
}

export interface GroupMembersArgs {
  groupId: ObjectId;
  name: string;
}

export interface GroupMembersPage {
  members: Contact[];
  total: number;
}

/** What the group form sends; `members` are the chosen contacts' ids (the owner is never listed). */
export interface GroupFormValues {
  name: string;
  description: string;
  logo: File | null;
  members: ObjectId[];
}

export interface UpdateGroupArgs extends GroupFormValues {
  id: ObjectId;
}

export interface RemoveGroupMemberArgs {
  groupId: ObjectId;
  memberId: ObjectId;
  /** The user leaves (memberId is their own): the group is no longer theirs to reload, only the inbox is. */
  leaving?: boolean;
}

/** Members shown on the group page: the server's maximum, so a group's whole list is one page. */
export const GROUP_MEMBERS_LIMIT = 100;

const contactsAdapter = createEntityAdapter<Contact, ObjectId>({ selectId: (contact) => contact._id });
export const contactsSelectors = contactsAdapter.getSelectors();

/** The multipart form of POST /user/group and PUT /user/group/{id}: members go as JSON text of ids. */
function groupForm({ name, description, logo, members }: GroupFormValues): FormData {
  const body = new FormData();
  body.append('name', name.trim());
  body.append('description', description.trim());
  body.append('members', JSON.stringify(members));
  if (logo) body.append('logo', logo);
  return body;
}

/** Every list that shows a group (its page, its members, the inbox's threads) reloads after a change. */
const groupChanged = (id: ObjectId) => [
  { type: 'Group' as const, id },
  { type: 'GroupMember' as const, id },
  'Inbox' as const,
  { type: 'Thread' as const, id },
];

export const groupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContacts: build.query<ContactsPage, ContactsArgs>({
      query: ({ name, page }) => ({
        url: '/user/message/contact/list',
        params: { name: name.trim(), page, limit: PAGE_SIZE.contacts },
      }),
      transformResponse: (response: ApiListEnvelope<Contact>) => ({
        contacts: contactsAdapter.setAll(contactsAdapter.getInitialState(), response.data),
        total: response.total,
      }),
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),

    getGroup: build.query<Group, ObjectId>({
      query: (id) => `/user/group/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiEnvelope<Group>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Group', id }, LOCALISED_TAG],
    }),

    getGroupMembers: build.query<GroupMembersPage, GroupMembersArgs>({
      query: ({ groupId, name }) => ({
        url: `/user/group/member/list/${encodeURIComponent(groupId)}`,
        params: { name: name.trim(), offset: 0, limit: GROUP_MEMBERS_LIMIT },
      }),
      transformResponse: (response: ApiListEnvelope<Contact>) => ({ members: response.data, total: response.total }),
      providesTags: (_result, _error, { groupId }) => [{ type: 'GroupMember', id: groupId }],
    }),

    createGroup: build.mutation<ApiEnvelope<Group>, GroupFormValues>({
      query: (values) => ({ url: '/user/group', method: 'POST', body: groupForm(values) }),
      invalidatesTags: (result) => (result ? groupChanged(result.data._id) : []),
    }),

    updateGroup: build.mutation<ApiEnvelope<Group>, UpdateGroupArgs>({
      query: ({ id, ...values }) => ({
        url: `/user/group/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: groupForm(values),
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : groupChanged(id)),
    }),

    /** The owner removes a member; a member passing their own id leaves. */
    removeGroupMember: build.mutation<ApiEnvelope<GroupMemberRemoved>, RemoveGroupMemberArgs>({
      query: ({ groupId, memberId }) => ({
        url: `/user/message/delete/group/member/${encodeURIComponent(groupId)}/${encodeURIComponent(memberId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { groupId, leaving }) =>
        error ? [] : leaving ? ['Inbox'] : groupChanged(groupId),
    }),

    /** The owner deletes the group with its chat; the page leaves for the inbox, which reloads. */
    deleteGroup: build.mutation<ApiEnvelope<GroupDeleted>, ObjectId>({
      query: (id) => ({ url: `/user/group/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Inbox']),
    }),
  }),
});

export const {
  useGetContactsQuery,
  useGetGroupQuery,
  useGetGroupMembersQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useRemoveGroupMemberMutation,
  useDeleteGroupMutation,
} = groupsApi;
