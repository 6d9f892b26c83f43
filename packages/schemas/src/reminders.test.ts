import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './common';
import {
  REMINDER_CHOICE_MESSAGE,
  ReminderBodySchema,
  ReminderFormSchema,
  ripensChoice,
  toReminderBody,
} from './reminders';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('ReminderFormSchema', () => {
  it('turns every valid form into a body the server accepts', () => {
    const choice = fc.oneof(
      fc.constant('recheck'),
      fc.string({ minLength: 1, maxLength: 200 }).map((id) => ripensChoice(id)),
    );
    const email = fc.constantFrom('ana@example.com', ' dan.demo@mail.example.org ', 'x+y@sub.example.co');
    fc.assert(
      fc.property(choice, email, fc.boolean(), (c, e, es) => {
        const form = ReminderFormSchema.parse({ choice: c, email: e });
        const body = toReminderBody(form, es);
        expect(ReminderBodySchema.safeParse(body).success).toBe(true);
        expect(body.kind).toBe(c === 'recheck' ? 'recheck' : 'ripens');
        expect(body.email).toBe(e.trim());
      }),
    );
  });

  it('names the missing choice and the address with the same keys as the server', () => {
    expect(issuesOf(ReminderFormSchema.safeParse({ choice: '', email: '' }))).toEqual([
      ['choice', REMINDER_CHOICE_MESSAGE],
      ['email', M.required],
    ]);
    expect(issuesOf(ReminderFormSchema.safeParse({ choice: 'recheck', email: 'dan@' }))).toEqual([
      ['email', M.invalidEmail],
    ]);
    expect(issuesOf(ReminderBodySchema.safeParse({ email: 'dan@', kind: 'recheck', useSpanishURL: false }))).toEqual([
      ['email', M.invalidEmail],
    ]);
    expect(ReminderFormSchema.safeParse({ choice: 'ripens:', email: 'a@example.com' }).success).toBe(false);
    expect(ReminderFormSchema.safeParse({ choice: 'later', email: 'a@example.com' }).success).toBe(false);
  });
});

describe('a reminder by text', () => {
  it('the form checks the number and the opt-in box only when text is chosen, and the body carries both', () => {
    const form = ReminderFormSchema.parse({
      choice: 'recheck',
      channel: 'text',
      email: 'not checked',
      phone: ' (713) 555-0123 ',
      textConsent: true,
    });
    const body = toReminderBody(form, true);
    expect(body).toEqual({ phone: '(713) 555-0123', textConsent: true, kind: 'recheck', useSpanishURL: true });
    expect(ReminderBodySchema.parse(body).phone).toBe('+17135550123');
    expect(issuesOf(ReminderFormSchema.safeParse({ choice: 'recheck', channel: 'text', phone: '555-0123' }))).toEqual([
      ['phone', M.invalidTextNumber],
      ['textConsent', M.textConsentRequired],
    ]);
    expect(issuesOf(ReminderFormSchema.safeParse({ choice: 'recheck', channel: 'text', phone: '' }))).toEqual([
      ['phone', M.required],
      ['textConsent', M.textConsentRequired],
    ]);
  });

  it('the body takes the address or the number, never both, never neither, and the number only with consent', () => {
    const base = { kind: 'recheck', useSpanishURL: false } as const;
    expect(issuesOf(ReminderBodySchema.safeParse(base))).toEqual([['email', M.required]]);
    expect(
      issuesOf(
        ReminderBodySchema.safeParse({ ...base, email: 'a@example.com', phone: '7135550123', textConsent: true }),
      ),
    ).toEqual([['phone', M.invalid]]);
    expect(issuesOf(ReminderBodySchema.safeParse({ ...base, phone: '7135550123' }))).toEqual([
      ['textConsent', M.textConsentRequired],
    ]);
    expect(issuesOf(ReminderBodySchema.safeParse({ ...base, phone: '7135550123', textConsent: false }))).toEqual([
      ['textConsent', M.textConsentRequired],
    ]);
    expect(issuesOf(ReminderBodySchema.safeParse({ ...base, phone: '+44 20 7946 0958', textConsent: true }))).toEqual([
      ['phone', M.invalidTextNumber],
    ]);
  });
});
