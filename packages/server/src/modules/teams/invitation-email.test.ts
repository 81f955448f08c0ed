import { describe, expect, it } from 'vitest';
import { renderInvitationEmail } from './invitation-email';

const input = {
  teamName: 'Provoz <Žluťoučký>',
  inviterName: 'Jiří Novák',
  email: 'eva@example.cz',
  role: 'admin' as const,
  acceptUrl: 'https://hlidka.example/teams/invitations/accept?token=abc_DEF-123',
  expiresAt: new Date('2026-11-28T10:00:00Z'),
};

describe('renderInvitationEmail', () => {
  it('writes Czech with the link, the role and the expiry date', () => {
    const mail = renderInvitationEmail({ ...input, language: 'cs' });
    expect(mail.subject).toBe('Pozvánka do týmu Provoz <Žluťoučký> v Hlídce');
    expect(mail.text).toContain('Jiří Novák vás zve do týmu „Provoz <Žluťoučký>“ v Hlídce jako správce.');
    expect(mail.text).toContain(input.acceptUrl);
    expect(mail.text).toContain('28.11.2026');
    expect(mail.text).toContain('eva@example.cz');
    expect(mail.html).toContain(`href="${input.acceptUrl}"`);
    expect(mail.html).toContain('<html lang="cs">');
  });

  it('writes English', () => {
    const mail = renderInvitationEmail({ ...input, language: 'en', role: 'editor' });
    expect(mail.subject).toBe('You are invited to join Provoz <Žluťoučký> on Hlídka');
    expect(mail.text).toContain('as editor.');
    expect(mail.text).toContain('28 November 2026');
    expect(mail.html).toContain('Accept the invitation');
  });

  it('escapes user input in HTML', () => {
    const mail = renderInvitationEmail({ ...input, language: 'cs', inviterName: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Provoz &lt;Žluťoučký&gt;');
  });
});
