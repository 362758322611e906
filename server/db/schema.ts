// Row types of the app store, shared by SQLite and PostgreSQL.
//
// Portable column conventions (one schema for both databases):
// - ids are text (random UUIDs made by the application), so inserts never depend on
//   dialect-specific identity columns;
// - timestamps are epoch milliseconds in `bigint` columns (`*_at`), read back as numbers on both
//   drivers (the PostgreSQL pool parses int8 as a number, see connection.ts);
// - booleans are integers 0 or 1 (better-sqlite3 cannot bind JavaScript booleans);
// - JSON is stored as text and parsed by the store that owns it;
// - IP addresses are 16-byte binary values (IPv4 mapped into IPv6) so ranges compare bytewise.

export interface AccountsTable {
  id: string
  /** Always trimmed and lower-cased; unique. */
  email: string
  /** `scrypt$N$r$p$salt$hash`, or null for accounts that cannot sign in with a password. */
  password_hash: string | null
  display_name: string
  first_name: string
  last_name: string
  /** The customer number shown to support staff; several accounts may share one. */
  account_no: string | null
  created_at: number
}

export interface AccountSubscriptionsTable {
  account_id: string
  site_id: string
  subscription: string
  ai_enabled: number
}

export interface IpRangesTable {
  account_id: string
  /** Normalised text form: `192.0.2.0/24`, `2001:db8::/32` or `10.0.0.1-10.0.0.9`. */
  ip_range: string
  range_start: Buffer
  range_end: Buffer
  created_at: number
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  id: string
  account_id: string | null
  authenticated_by_ip: number
  created_at: number
  last_seen_at: number
  expires_at: number
  /** Idle lifetime: each renewal sets `expires_at = last_seen_at + ttl_ms`. */
  ttl_ms: number
  /** JSON object for small per-session values (an anti-forgery secret, for example). */
  data: string
}

export interface DemoRequestsTable {
  id: string
  name: string
  email: string
  organisation: string
  phone: string | null
  message: string | null
  site_id: string
  created_at: number
}

export interface UsageEventsTable {
  id: string
  type: string
  link: string | null
  keywords: string | null
  site_id: string
  account_id: string | null
  created_at: number
  /** Migration 0016: the viewer's subscription, the edition, the page's path, the browser. */
  module: string | null
  platform: string | null
  location: string | null
  user_agent: string | null
  /** A search's number of results (0: it found nothing). */
  result_count: number | null
}

export interface AccountRolesTable {
  account_id: string
  /** 'editor': opens the editors' report. */
  role: string
}

export interface Database {
  accounts: AccountsTable
  account_subscriptions: AccountSubscriptionsTable
  ip_ranges: IpRangesTable
  sessions: SessionsTable
  demo_requests: DemoRequestsTable
  usage_events: UsageEventsTable
  account_roles: AccountRolesTable
}
