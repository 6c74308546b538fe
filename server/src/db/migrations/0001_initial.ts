import { sql, type Kysely } from 'kysely';
import { columnKit } from './columns';

// The whole domain model of SPEC.md section 3. Forward-only: later changes are new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  const s = db.schema;
  const oneOf = (column: string, values: readonly (string | number)[]) =>
    sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

  await s
    .createTable('specialities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();

  await s
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_type', 'text', (c) => c.notNull().check(oneOf('user_type', ['user', 'association'])))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_prefix', 'text')
    .addColumn('mobile', 'text')
    .addColumn('dob', 'text')
    .addColumn('fiscal_code', 'text')
    .addColumn('address', 'text')
    .addColumn('lat', k.coordinate)
    .addColumn('lng', k.coordinate)
    .addColumn('picture', 'text')
    .addColumn('email_verified_at', k.instant)
    .addColumn('is_password_changed', 'integer', k.bool('is_password_changed', 0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_token', 'text')
    .addColumn('device_id', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('accepted_news_offers', 'integer', k.bool('accepted_news_offers', 0))
    .addColumn('accepted_pnp_tnc', 'integer', k.bool('accepted_pnp_tnc', 0))
    .addColumn('approval_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('approved')
        .check(oneOf('approval_status', ['pending', 'approved', 'rejected'])),
    )
    .addColumn('vat_number', 'text')
    .addColumn('destination_codice', 'text')
    .addColumn('email_pec', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_province', 'text')
    .addColumn('address_province_code', 'text')
    .addColumn('address_country_code', 'text')
    .addColumn('address_country', 'text')
    .addColumn('address_zipcode', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bank_address', 'text')
    .addColumn('bank_address_city', 'text')
    .addColumn('bank_address_province', 'text')
    .addColumn('bank_address_zipcode', 'text')
    .addColumn('bank_address_country', 'text')
    .addColumn('bank_iban', 'text')
    .addColumn('representative_first_name', 'text')
    .addColumn('representative_last_name', 'text')
    .addColumn('identity_document_name', 'text')
    .addColumn('identity_document_number', 'text')
    .addColumn('identity_document_date_of_issue', 'text')
    .addColumn('identity_document_issued_by', 'text')
    .addColumn('identity_document_url', 'text')
    .addColumn('speciality_id', 'text', (c) => c.references('specialities.id').onDelete('set null'))
    .addColumn('website_url', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('users_type_name_idx').on('users').columns(['user_type', 'first_name']).execute();

  await s
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', k.instant, (c) => c.notNull())
    .addColumn('used_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('email_verifications_user_idx').on('email_verifications').column('user_id').execute();

  await s
    .createTable('password_reset_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', k.instant, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s
    .createIndex('password_reset_codes_user_idx')
    .on('password_reset_codes')
    .columns(['user_id', 'created_at'])
    .execute();

  await s
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('speciality_id', 'text', (c) => c.notNull().references('specialities.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addUniqueConstraint('categories_speciality_name_unique', ['speciality_id', 'name'])
    .execute();

  await s
    .createTable('venues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('lat', k.coordinate, (c) => c.notNull())
    .addColumn('lng', k.coordinate, (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();

  await s
    .createTable('user_venue_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('venue_id', 'text', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', k.coordinate, (c) => c.notNull())
    .addColumn('lng', k.coordinate, (c) => c.notNull())
    .addColumn('searched_at', k.instant, k.createdAt)
    .execute();
  await s
    .createIndex('user_venue_searches_user_idx')
    .on('user_venue_searches')
    .columns(['user_id', 'searched_at'])
    .execute();

  await s
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('association_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('speciality_id', 'text', (c) => c.notNull().references('specialities.id'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('venue_id', 'text', (c) => c.references('venues.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('lat', k.coordinate, (c) => c.notNull())
    .addColumn('lng', k.coordinate, (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('starts_at', k.instant, (c) => c.notNull())
    .addColumn('ends_at', k.instant, (c) => c.notNull())
    .addColumn('cost', k.money, (c) => c.notNull().check(sql`cost >= 0`))
    .addColumn('currency_symbol', 'text', (c) => c.notNull().defaultTo('€'))
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('website_url', 'text')
    .addColumn('total_tickets', 'integer', (c) => c.notNull().check(sql`total_tickets >= 0`))
    .addColumn('remaining_tickets', 'integer', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .addCheckConstraint(
      'events_remaining_tickets_check',
      sql`remaining_tickets >= 0 and remaining_tickets <= total_tickets`,
    )
    .addCheckConstraint('events_dates_check', sql`ends_at >= starts_at`)
    .execute();
  await s.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();
  await s.createIndex('events_start_date_idx').on('events').column('start_date').execute();
  await s.createIndex('events_speciality_idx').on('events').columns(['speciality_id', 'starts_at']).execute();
  await s.createIndex('events_category_idx').on('events').columns(['category_id', 'starts_at']).execute();
  await s.createIndex('events_association_idx').on('events').columns(['association_id', 'starts_at']).execute();
  await s.createIndex('events_venue_idx').on('events').column('venue_id').execute();
  await s.createIndex('events_location_idx').on('events').columns(['lat', 'lng']).execute();

  await s
    .createTable('event_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('event_images_event_idx').on('event_images').columns(['event_id', 'created_at']).execute();
  await s.createIndex('event_images_uploader_idx').on('event_images').columns(['uploaded_by', 'created_at']).execute();

  await s
    .createTable('event_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('event_documents_event_idx').on('event_documents').column('event_id').execute();

  await s
    .createTable('event_favourites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', k.instant, k.createdAt)
    .addUniqueConstraint('event_favourites_user_event_unique', ['user_id', 'event_id'])
    .execute();
  await s.createIndex('event_favourites_event_idx').on('event_favourites').column('event_id').execute();

  await s
    .createTable('event_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('status', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(oneOf('status', [1, 2, 3])),
    )
    .addColumn('no_of_tickets', 'integer', (c) => c.notNull().check(sql`no_of_tickets > 0`))
    .addColumn('ticket_holder_name', 'text', (c) => c.notNull())
    .addColumn('price', k.money, (c) => c.notNull())
    .addColumn('service_fee', k.money, (c) => c.notNull())
    .addColumn('discount', k.money, (c) => c.notNull().defaultTo(0))
    .addColumn('final_price', k.money, (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_capture_id', 'text')
    .addColumn('presence', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(oneOf('presence', [-1, 0, 1])),
    )
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('completed_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s
    .createIndex('event_transactions_user_idx')
    .on('event_transactions')
    .columns(['user_id', 'created_at'])
    .execute();
  await s
    .createIndex('event_transactions_event_idx')
    .on('event_transactions')
    .columns(['event_id', 'status'])
    .execute();
  await s.createIndex('event_transactions_provider_idx').on('event_transactions').column('provider_order_id').execute();

  await s
    .createTable('follows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('association_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', k.instant, k.createdAt)
    .addUniqueConstraint('follows_user_association_unique', ['user_id', 'association_id'])
    .execute();
  await s.createIndex('follows_association_idx').on('follows').column('association_id').execute();

  await s
    .createTable('product_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();

  await s
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('logo', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();

  await s
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('product_categories.id'))
    .addColumn('seller_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('currency_symbol', 'text', (c) => c.notNull().defaultTo('€'))
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('products_category_idx').on('products').columns(['category_id', 'created_at']).execute();
  await s.createIndex('products_brand_idx').on('products').column('brand_id').execute();
  await s.createIndex('products_created_idx').on('products').column('created_at').execute();
  await s.createIndex('products_name_idx').on('products').column('name').execute();

  await s
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size', 'text')
    .addColumn('color', 'text')
    .addColumn('color_name', 'text')
    .addColumn('price', k.money, (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s
    .createIndex('product_variants_product_idx')
    .on('product_variants')
    .columns(['product_id', 'sort_order'])
    .execute();

  await s
    .createTable('product_variant_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s
    .createIndex('product_variant_images_variant_idx')
    .on('product_variant_images')
    .columns(['variant_id', 'sort_order'])
    .execute();

  await s
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .addUniqueConstraint('cart_items_user_variant_unique', ['user_id', 'variant_id'])
    .execute();

  await s
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['billing', 'shipping'])))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text')
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('fiscal_code', 'text')
    .addColumn('is_default', 'integer', k.bool('is_default', 0))
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'kind']).execute();

  await s
    .createTable('product_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(oneOf('status', [1, 2, 3])),
    )
    .addColumn('delivery_status', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(oneOf('delivery_status', [1, 2, 3, 4, 5, 6])),
    )
    .addColumn('price', k.money, (c) => c.notNull())
    .addColumn('service_fee', k.money, (c) => c.notNull())
    .addColumn('discount', k.money, (c) => c.notNull().defaultTo(0))
    .addColumn('final_price', k.money, (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_capture_id', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('shipping_first_name', 'text', (c) => c.notNull())
    .addColumn('shipping_last_name', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('shipping_city', 'text', (c) => c.notNull())
    .addColumn('shipping_zipcode', 'text', (c) => c.notNull())
    .addColumn('shipping_country', 'text', (c) => c.notNull())
    .addColumn('billing_address_json', 'text', (c) => c.notNull())
    .addColumn('shipped_date', k.instant)
    .addColumn('delivered_date', k.instant)
    .addColumn('returned_date', k.instant)
    .addColumn('cancelled_date', k.instant)
    .addColumn('order_completed_date', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('product_orders_user_idx').on('product_orders').columns(['user_id', 'created_at']).execute();
  await s.createIndex('product_orders_provider_idx').on('product_orders').column('provider_order_id').execute();

  await s
    .createTable('product_order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('variant_id', 'text', (c) => c.references('product_variants.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('color', 'text')
    .addColumn('size', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull().check(sql`qty > 0`))
    .addColumn('price', k.money, (c) => c.notNull())
    .addColumn('final_price', k.money, (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('product_order_items_order_idx').on('product_order_items').column('order_id').execute();

  await s
    .createTable('teams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('association_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('speciality_id', 'text', (c) => c.references('specialities.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('teams_association_idx').on('teams').column('association_id').execute();

  await s
    .createTable('team_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(oneOf('role', ['coach', 'member'])))
    .addColumn('created_at', k.instant, k.createdAt)
    .addUniqueConstraint('team_members_team_user_unique', ['team_id', 'user_id'])
    .execute();
  await s.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();

  await s
    .createTable('message_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(oneOf('type', ['Single', 'Group', 'Team'])))
    .addColumn('name', 'text')
    .addColumn('logo', 'text')
    .addColumn('description', 'text')
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('team_id', 'text', (c) => c.unique().references('teams.id').onDelete('cascade'))
    .addColumn('pair_key', 'text', (c) => c.unique())
    .addColumn('last_message_at', k.instant, k.createdAt)
    .addColumn('created_at', k.instant, k.createdAt)
    .addColumn('updated_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('message_threads_recency_idx').on('message_threads').column('last_message_at').execute();
  await s.createIndex('message_threads_owner_idx').on('message_threads').column('owner_id').execute();

  await s
    .createTable('thread_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('message_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_at', k.instant)
    .addColumn('created_at', k.instant, k.createdAt)
    .addUniqueConstraint('thread_members_thread_user_unique', ['thread_id', 'user_id'])
    .execute();
  await s.createIndex('thread_members_user_idx').on('thread_members').column('user_id').execute();

  await s
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('message_threads.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_type', 'text', (c) =>
      c.notNull().check(oneOf('message_type', ['Text', 'Picture', 'TextWithPicture'])),
    )
    .addColumn('text', 'text')
    .addColumn('picture', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('messages_thread_time_idx').on('messages').columns(['thread_id', 'created_at', 'id']).execute();

  await s
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

  await s
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('transport', 'text', (c) => c.notNull().check(oneOf('transport', ['capture', 'smtp'])))
    .addColumn('error', 'text')
    .addColumn('created_at', k.instant, k.createdAt)
    .execute();
  await s.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'created_at']).execute();
}
