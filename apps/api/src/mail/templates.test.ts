import { describe, expect, it } from 'vitest';
import { renderHelpRequest, renderLinkEmail } from './templates';

describe('the petitions email tells the route of its cases', () => {
  it.each([
    ['en', 'petitions', 'Your petition forms from Clear Your Record', 'See your petition forms'],
    ['en', 'letters', 'Your request letters from Clear Your Record', 'See your request letters'],
    ['es', 'letters', 'Sus cartas de solicitud de Limpie sus antecedentes', 'Ver sus cartas de solicitud'],
    ['en', 'both', 'Your petition forms and request letters from Clear Your Record', 'See your forms'],
  ] as const)('(%s, %s)', (lang, forms, subject, button) => {
    const mail = renderLinkEmail('petitions', lang, { url: 'https://cyr.example/email-pages/petitions/x', forms });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${button}: https://cyr.example/email-pages/petitions/x`);
  });

  it('a 411.072-only email never speaks of petition forms', () => {
    const mail = renderLinkEmail('petitions', 'en', { url: 'https://cyr.example/p', forms: 'letters' });
    expect(mail.text).not.toMatch(/petition forms/i);
  });
});

describe('the hotline copy of a help request', () => {
  it('leaves out the contact detail the person did not give and says how to answer', () => {
    const phoneOnly = renderHelpRequest({ email: '', phone: '713 555 0100', description: 'x', language: 'es' });
    expect(phoneOnly.text).toContain('Phone: 713 555 0100');
    expect(phoneOnly.text).not.toMatch(/^Email:/m);
    expect(phoneOnly.text).toContain('call them');
    const emailOnly = renderHelpRequest({ email: 'a@b.co', phone: '', description: 'x', language: 'en' });
    expect(emailOnly.text).toContain('Email: a@b.co');
    expect(emailOnly.text).not.toMatch(/^Phone:/m);
    expect(emailOnly.text).toContain('Reply to this email');
  });
});
