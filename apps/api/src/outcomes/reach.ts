/**
 * How a follow-up reaches its person, for the words of its pages and messages: by email, by text, or both (an
 * address in `contact` and a number in `phone`). A page or message says "email" only to someone who gave one.
 */
export const FOLLOWUP_REACHES = ['email', 'text', 'both'] as const;
export type FollowupReach = (typeof FOLLOWUP_REACHES)[number];

/**
 * The reach of a stored follow-up (`followups.channel`, `followups.phone`); null for a channel this code does not
 * know. Once the contact is erased the number is too, so an erased follow-up by email reads as `email`.
 */
export function reachOf(row: { channel: string; phone: string | null }): FollowupReach | null {
  if (row.channel === 'text') return 'text';
  if (row.channel === 'email') return row.phone === null ? 'email' : 'both';
  return null;
}

/** A reach named in a query string, if it is one (never guessed). */
export function toReach(value: string | undefined): FollowupReach | undefined {
  return (FOLLOWUP_REACHES as readonly string[]).includes(value ?? '') ? (value as FollowupReach) : undefined;
}
