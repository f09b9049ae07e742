import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_organizations_and_centers';
import * as m0002 from './0002_accounts_and_modules';
import * as m0003 from './0003_shops_and_content';
import * as m0004 from './0004_centerplan_and_wayfinding';
import * as m0005 from './0005_social_reporting_imports';
import * as m0006 from './0006_legacy_import';
import * as m0007 from './0007_reporting_import';
import * as m0008 from './0008_plugin_sync';
import * as m0009 from './0009_sanitize_stored_text';
import * as m0010 from './0010_import_run_interrupted';
import * as m0011 from './0011_imported_news_slugs';
import * as m0012 from './0012_plugin_site_shop_detail_path';
import * as m0013 from './0013_shops_german_order';
import * as m0014 from './0014_record_revisions';
import * as m0015 from './0015_bell_notify';
import * as m0016 from './0016_center_history_when';
import * as m0017 from './0017_audit_history';
import * as m0018 from './0018_linked_rows_history';
import * as m0019 from './0019_footfall_counts';
import * as m0020 from './0020_wayfinding_stop_cleanup';
import * as m0021 from './0021_media_alt_text';
import * as m0022 from './0022_content_changes';
import * as m0023 from './0023_webhooks';
import * as m0024 from './0024_snapshot_signing_key';

/** Every migration, in order. Listed statically so the bundled build carries them. */
export const migrations: Record<string, Migration> = {
  '0001_organizations_and_centers': m0001,
  '0002_accounts_and_modules': m0002,
  '0003_shops_and_content': m0003,
  '0004_centerplan_and_wayfinding': m0004,
  '0005_social_reporting_imports': m0005,
  '0006_legacy_import': m0006,
  '0007_reporting_import': m0007,
  '0008_plugin_sync': m0008,
  '0009_sanitize_stored_text': m0009,
  '0010_import_run_interrupted': m0010,
  '0011_imported_news_slugs': m0011,
  '0012_plugin_site_shop_detail_path': m0012,
  '0013_shops_german_order': m0013,
  '0014_record_revisions': m0014,
  '0015_bell_notify': m0015,
  '0016_center_history_when': m0016,
  '0017_audit_history': m0017,
  '0018_linked_rows_history': m0018,
  '0019_footfall_counts': m0019,
  '0020_wayfinding_stop_cleanup': m0020,
  '0021_media_alt_text': m0021,
  '0022_content_changes': m0022,
  '0023_webhooks': m0023,
  '0024_snapshot_signing_key': m0024,
};
