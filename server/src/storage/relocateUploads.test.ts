import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config';
import { insertAssociation, insertEvent } from '../modules/account/testing/fixtures';
import { newId } from '../lib/ids';
import { nowIso } from '../db/mapping';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';
import { configuredUploadStore, relocateIntoConfiguredStore } from './configuredUploadStore';
import { pdfFile, pngFile } from './testing/sampleFiles';

const png = pngFile().bytes;
const pdf = pdfFile().bytes;
const silent = { warn: jest.fn(), info: jest.fn() };

describe.each(['local', 'database'] as const)(
  'the start-up relocation of old uploads into the %s store',
  (storeKind) => {
    let t: TestDatabase;
    let config: ReturnType<typeof loadConfig>;
    const oldName = (kind: string, ext = 'png') => `/uploads/${kind}/${newId()}.${ext}`;
    /** A file as the old store wrote it, in <DATA_DIR>/uploads. */
    const writeOld = (url: string, bytes: Buffer) => {
      const file = join(config.uploadsDir, url.replace('/uploads/', ''));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      return file;
    };
    const urls = {
      profile: '',
      chat: '',
      gallery: '',
      groupLogo: '',
      document: '',
      seed: '/uploads/seed/events/torneo.png',
      lost: '',
    };
    const ids = { member: '', message: '', thread: '', image: '', association: '' };

    beforeAll(async () => {
      t = await createTestDatabase();
      config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, UPLOAD_STORE: storeKind });
      const db = t.db;
      urls.profile = oldName('profile');
      urls.chat = oldName('chat');
      urls.gallery = oldName('gallery');
      urls.groupLogo = oldName('group-logo');
      // Identity documents already had random names, but only on this machine's disk.
      urls.document = `/uploads/identity-document/${'d'.repeat(32)}.pdf`;
      urls.lost = oldName('chat');
      for (const url of [urls.profile, urls.chat, urls.gallery, urls.groupLogo, urls.seed]) writeOld(url, png);
      writeOld(urls.document, pdf);

      const member = await insertTestUser(db);
      ids.member = member.id;
      const association = await insertAssociation(db);
      ids.association = association.id;
      await db.updateTable('users').set({ picture: urls.profile }).where('id', '=', member.id).execute();
      await db
        .updateTable('users')
        .set({ identity_document_url: urls.document })
        .where('id', '=', association.id)
        .execute();
      const event = await insertEvent(db, { associationId: association.id, specialityId: association.speciality.id });
      ids.image = newId();
      await db
        .insertInto('event_images')
        .values({ id: ids.image, event_id: event.id, uploaded_by: member.id, url: urls.gallery })
        .execute();
      ids.thread = newId();
      const now = nowIso();
      await db
        .insertInto('message_threads')
        .values({
          id: ids.thread,
          type: 'Group',
          name: 'Calcetto',
          logo: urls.groupLogo,
          owner_id: member.id,
          last_message_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      ids.message = newId();
      await db
        .insertInto('messages')
        .values([
          {
            id: ids.message,
            thread_id: ids.thread,
            sender_id: member.id,
            message_type: 'Picture',
            text: null,
            picture: urls.chat,
            created_at: now,
          },
          {
            id: newId(),
            thread_id: ids.thread,
            sender_id: member.id,
            message_type: 'Picture',
            text: null,
            picture: urls.lost,
            created_at: now,
          },
        ])
        .execute();
    });
    afterAll(() => t.close());

    it('gives each old file a new unguessable name in the store, points every row at it and removes the old file', async () => {
      const result = await relocateIntoConfiguredStore(config, t.db, silent);
      expect(result).toMatchObject({ ran: true, renamed: 4, missing: 1 });
      // A shared store also takes the files that were only on this machine's disk, under the same names.
      expect(result.copied).toBe(storeKind === 'database' ? 2 : 0);

      const db = t.db;
      const member = await db
        .selectFrom('users')
        .select('picture')
        .where('id', '=', ids.member)
        .executeTakeFirstOrThrow();
      const image = await db
        .selectFrom('event_images')
        .select('url')
        .where('id', '=', ids.image)
        .executeTakeFirstOrThrow();
      const thread = await db
        .selectFrom('message_threads')
        .select('logo')
        .where('id', '=', ids.thread)
        .executeTakeFirstOrThrow();
      const message = await db
        .selectFrom('messages')
        .select('picture')
        .where('id', '=', ids.message)
        .executeTakeFirstOrThrow();
      const moved = { profile: member.picture, gallery: image.url, 'group-logo': thread.logo, chat: message.picture };
      const store = configuredUploadStore(config, db);
      for (const [kind, url] of Object.entries(moved)) {
        expect(url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}\\.png$`));
        expect(await store.read(url as string)).toEqual({ bytes: png, contentType: 'image/png' });
      }
      for (const old of [urls.profile, urls.chat, urls.gallery, urls.groupLogo]) {
        expect(existsSync(join(config.uploadsDir, old.replace('/uploads/', '')))).toBe(false);
      }
      expect(await store.read(urls.document)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
      expect(await store.read(urls.seed)).toEqual({ bytes: png, contentType: 'image/png' });
      // A file found nowhere: the row is left as it was (its old name answers 404 like every old name).
      const lost = await db.selectFrom('messages').select('picture').where('picture', '=', urls.lost).execute();
      expect(lost).toHaveLength(1);
      expect(silent.warn).toHaveBeenCalledWith(expect.stringContaining(urls.lost));
    });

    it('runs once per store: a second start changes nothing', async () => {
      const before = await t.db.selectFrom('messages').select('picture').orderBy('id').execute();
      expect(await relocateIntoConfiguredStore(config, t.db, silent)).toEqual({
        ran: false,
        renamed: 0,
        copied: 0,
        missing: 0,
      });
      expect(await t.db.selectFrom('messages').select('picture').orderBy('id').execute()).toEqual(before);
    });
  },
);
