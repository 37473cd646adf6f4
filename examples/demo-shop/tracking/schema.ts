/** The tracking collectors' table: every event the four collectors receive, in arrival order. */
export const TRACKING_MIGRATION = `
  CREATE TABLE tracking_events (
    id INTEGER PRIMARY KEY,
    collector TEXT NOT NULL CHECK (collector IN ('ga4', 'statistics', 'order-attribution', 'provider')),
    name TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    page TEXT NOT NULL DEFAULT '',
    session_id TEXT,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
  );
  CREATE INDEX tracking_events_by_collector ON tracking_events(collector, id);
`;
