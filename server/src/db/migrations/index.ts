import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_event_payments';
import * as m0004 from './0004_shop_payments';
import * as m0006 from './0006_event_list_speed';
import * as m0007 from './0007_event_order_indexes';
import * as m0008 from './0008_sessions_and_throttles';
import * as m0009 from './0009_data_versions';
import * as m0010 from './0010_event_detail_version';
import * as m0011 from './0011_session_devices';
import * as m0012 from './0012_private_uploads';
import * as m0013 from './0013_server_secrets';
import * as m0014 from './0014_calendar_feeds';
import * as m0015 from './0015_message_positions';
import * as m0016 from './0016_member_language';
import * as m0017 from './0017_reminders_and_notifications';
import * as m0018 from './0018_refunds_and_waiting_list';
import * as m0019 from './0019_order_quotes_and_holds';
import * as m0020 from './0020_order_search_and_cart_versions';
import * as m0021 from './0021_default_addresses';
import * as m0022 from './0022_read_positions';
import * as m0023 from './0023_message_replies_edits_reactions';
import * as m0024 from './0024_products_version';
import * as m0025 from './0025_shop_read_speed';
import * as m0026 from './0026_message_search_text';
import * as m0027 from './0027_chat_read_versions';
import * as m0028 from './0028_order_versions';
import * as m0030 from './0030_chat_list_indexes';
import * as m0031 from './0031_chat_list_versions';
import * as m0032 from './0032_profile_versions';

// Static list (no file-system scan), so bundlers and tsx see the same set. Append only; names sort in order.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_event_payments': m0002,
  '0004_shop_payments': m0004,
  '0006_event_list_speed': m0006,
  '0007_event_order_indexes': m0007,
  '0008_sessions_and_throttles': m0008,
  '0009_data_versions': m0009,
  '0010_event_detail_version': m0010,
  '0011_session_devices': m0011,
  '0012_private_uploads': m0012,
  '0013_server_secrets': m0013,
  '0014_calendar_feeds': m0014,
  '0015_message_positions': m0015,
  '0016_member_language': m0016,
  '0017_reminders_and_notifications': m0017,
  '0018_refunds_and_waiting_list': m0018,
  '0019_order_quotes_and_holds': m0019,
  '0020_order_search_and_cart_versions': m0020,
  '0021_default_addresses': m0021,
  '0022_read_positions': m0022,
  '0023_message_replies_edits_reactions': m0023,
  '0024_products_version': m0024,
  '0025_shop_read_speed': m0025,
  '0026_message_search_text': m0026,
  '0027_chat_read_versions': m0027,
  '0028_order_versions': m0028,
  '0030_chat_list_indexes': m0030,
  '0031_chat_list_versions': m0031,
  '0032_profile_versions': m0032,
};
