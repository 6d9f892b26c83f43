/** Table types of migration 0030 (reminders). */
export interface RemindersTable {
  /** SHA-256 of the unsubscribe token (mail/email-tokens `hashEmailToken`). */
  token_hash: string;
  email: string;
  /** `YYYY-MM-DD`, the day in Harris County the reminder is sent. */
  send_on: string;
  language: string;
}

export interface ReminderTables {
  reminders: RemindersTable;
}
