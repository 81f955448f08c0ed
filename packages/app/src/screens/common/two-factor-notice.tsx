import { Link } from 'wouter';

/** Told to a member whom a team's two-factor requirement shuts out: what they miss, and a link to turn it on. */
export function TwoFactorNotice({ title, text, link }: { title: string; text: string; link: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-md border border-warning/60 bg-warning/10 px-4 py-3 text-sm"
    >
      <p className="font-medium">{title}</p>
      <p>
        {text}{' '}
        <Link href="/settings/security" className="font-medium text-primary underline-offset-4 hover:underline">
          {link}
        </Link>
      </p>
    </div>
  );
}
