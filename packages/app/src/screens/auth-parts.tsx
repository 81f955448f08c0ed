import { cn } from '@hlidka/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The title block and body of a sign-in screen (inside the public layout). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="auth-title" className="flex w-full flex-col gap-6">
      <div className="flex flex-col gap-1 text-center">
        <h2 id="auth-title" className="font-semibold text-xl tracking-tight">
          {title}
        </h2>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export function FormAlert({
  title,
  children,
  tone = 'error',
}: {
  title: string;
  children?: ReactNode;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' ? 'border-destructive/50 text-destructive-text' : 'border-success/50 text-foreground',
      )}
    >
      <p className="font-medium">{title}</p>
      {children && <p className="mt-1">{children}</p>}
    </div>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A link to a page outside the app (terms, privacy policy), opened in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </a>
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
