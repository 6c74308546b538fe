import { http, HttpResponse } from 'msw';
import type { ApiErrorBody, Contact, Group } from '../../api/wire';
import { buildGroupOwner } from '../fixtures/groupFixtures';
import { endpoint, errorResponse, type EndpointOptions } from './endpoint';

/** GET /user/message/contact/list as the handler received it. */
export interface ContactsQuery {
  name: string;
  page: number;
  limit: number;
}

/** POST /user/group and PUT /user/group/:id as the handler received them (`members` parsed from its JSON text). */
export interface GroupFormRequest {
  id: string | null;
  name: string | null;
  description: string | null;
  members: string[] | null;
  logo: File | null;
}

export interface GroupMembersQuery {
  groupId: string;
  name: string;
  offset: number;
  limit: number;
}

export interface GroupsHandlersOptions {
  /** The user's contacts, in the server's order (by name). */
  contacts?: Contact[];
  /** Groups the user is in, as the user sees them; changes made through the handlers apply to these copies. */
  groups?: Group[];
  /** The user the session belongs to: the owner of the groups they create. */
  me?: Contact;
  getContacts?: EndpointOptions<ContactsQuery>;
  getGroup?: EndpointOptions<string>;
  getGroupMembers?: EndpointOptions<GroupMembersQuery>;
  createGroup?: EndpointOptions<GroupFormRequest>;
  updateGroup?: EndpointOptions<GroupFormRequest>;
  removeMember?: EndpointOptions<{ groupId: string; memberId: string }>;
  deleteGroup?: EndpointOptions<string>;
}

const groupNotFound: ApiErrorBody = { message: 'Group not found.', statusCode: 404, error: 'Not Found' };

/** The server's contact search: first, last or full name contains the text, any case. */
function matches(person: Contact, name: string): boolean {
  const text = name.trim().toLowerCase();
  if (!text) return true;
  return [person.firstName, person.lastName, `${person.firstName} ${person.lastName}`].some((part) =>
    part.toLowerCase().includes(text),
  );
}

const byName = (a: Contact, b: Contact) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a._id.localeCompare(b._id);

async function readGroupForm(request: Request, id: string | null): Promise<GroupFormRequest> {
  const form = await request.formData();
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === 'string' ? value : null;
  };
  const members = text('members');
  const logo = form.get('logo');
  return {
    id,
    name: text('name'),
    description: text('description'),
    members: members === null ? null : (JSON.parse(members) as string[]),
    logo: logo !== null && typeof logo !== 'string' ? logo : null,
  };
}

/** The group calls of the messages section (docs/CONVENTIONS.md, "Messages API") as the reference server answers them. */
export function groupsHandlers(options: GroupsHandlersOptions = {}) {
  const contacts = options.contacts ?? [];
  const groups = (options.groups ?? []).map((group) => ({ ...group, members: [...group.members] }));
  const me = options.me ?? buildGroupOwner();
  let created = 0;

  const answerContacts = endpoint(options.getContacts);
  const answerGroup = endpoint(options.getGroup);
  const answerMembers = endpoint(options.getGroupMembers);
  const answerCreate = endpoint(options.createGroup);
  const answerUpdate = endpoint(options.updateGroup);
  const answerRemove = endpoint(options.removeMember);
  const answerDelete = endpoint(options.deleteGroup);

  const find = (id: string) => groups.find((group) => group._id === id);
  const people = (ids: string[]) => contacts.filter((contact) => ids.includes(contact._id));
  const withOwner = (members: Contact[], owner: Contact | null) => (owner ? [...members, owner] : members).sort(byName);

  return [
    http.get('*/api/user/message/contact/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: ContactsQuery = {
        name: params.get('name') ?? '',
        page: Number(params.get('page') ?? 1),
        limit: Number(params.get('limit') ?? 10),
      };
      return answerContacts(query, () => {
        const found = contacts.filter((contact) => matches(contact, query.name));
        const start = (query.page - 1) * query.limit;
        return HttpResponse.json({ message: 'OK', data: found.slice(start, start + query.limit), total: found.length });
      });
    }),

    http.get('*/api/user/group/member/list/:id', ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      const query: GroupMembersQuery = {
        groupId: String(params.id),
        name: search.get('name') ?? '',
        offset: Number(search.get('offset') ?? 0),
        limit: Number(search.get('limit') ?? 50),
      };
      return answerMembers(query, () => {
        const group = find(query.groupId);
        if (!group) return errorResponse(groupNotFound);
        const found = group.members.filter((member) => matches(member, query.name));
        return HttpResponse.json({
          message: 'OK',
          data: found.slice(query.offset, query.offset + query.limit),
          total: found.length,
        });
      });
    }),

    http.get('*/api/user/group/:id', ({ params }) => {
      const id = String(params.id);
      return answerGroup(id, () => {
        const group = find(id);
        return group ? HttpResponse.json({ message: 'OK', data: group }) : errorResponse(groupNotFound);
      });
    }),

    http.post('*/api/user/group', async ({ request }) => {
      const body = await readGroupForm(request, null);
      return answerCreate(body, () => {
        created += 1;
        const group: Group = {
          _id: `96a0c4${created.toString(16).padStart(18, '0')}`,
          name: body.name ?? '',
          description: body.description ?? '',
          logo: body.logo ? `/uploads/groups/${body.logo.name}` : null,
          owner: me,
          isOwner: true,
          members: withOwner(people(body.members ?? []), me),
          created_at: '2026-11-23T10:00:00.000Z',
        };
        groups.push(group);
        return HttpResponse.json({ message: 'Group created.', data: group }, { status: 201 });
      });
    }),

    http.put('*/api/user/group/:id', async ({ params, request }) => {
      const id = String(params.id);
      const body = await readGroupForm(request, id);
      return answerUpdate(body, () => {
        const group = find(id);
        if (!group) return errorResponse(groupNotFound);
        if (body.name) group.name = body.name;
        if (body.description) group.description = body.description;
        if (body.logo) group.logo = `/uploads/groups/${body.logo.name}`;
        if (body.members) {
          const kept = group.members.filter((member) => body.members?.includes(member._id));
          const added = people(body.members).filter((person) => !kept.some((member) => member._id === person._id));
          group.members = withOwner(
            [...kept, ...added].filter((member) => member._id !== group.owner?._id),
            group.owner,
          );
        }
        return HttpResponse.json({ message: 'Group updated.', data: group });
      });
    }),

    http.delete('*/api/user/group/:id', ({ params }) => {
      const id = String(params.id);
      return answerDelete(id, () => {
        const group = find(id);
        if (!group) return errorResponse(groupNotFound);
        if (!group.isOwner)
          return errorResponse({ message: 'Only the group owner can delete it.', statusCode: 403, error: 'Forbidden' });
        groups.splice(groups.indexOf(group), 1);
        return HttpResponse.json({ message: 'Group deleted.', data: { groupId: id } });
      });
    }),

    http.delete('*/api/user/message/delete/group/member/:groupId/:memberId', ({ params }) => {
      const groupId = String(params.groupId);
      const memberId = String(params.memberId);
      return answerRemove({ groupId, memberId }, () => {
        const group = find(groupId);
        if (!group || !group.members.some((member) => member._id === memberId)) return errorResponse(groupNotFound);
        group.members = group.members.filter((member) => member._id !== memberId);
        const left = !group.isOwner;
        return HttpResponse.json({
          message: left ? 'You left the group.' : 'Member removed from the group.',
          data: { groupId, memberId },
        });
      });
    }),
  ];
}
