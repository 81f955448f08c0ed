import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@hlidka/ui';
import type { ReactNode } from 'react';

/** A titled card section (h2) with optional actions beside the title. */
export function Section({
  title,
  description,
  actions,
  children,
  className,
  labelId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  labelId?: string;
}) {
  return (
    <Card className={className} aria-labelledby={labelId} role={labelId ? 'region' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle level={2} id={labelId}>
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </CardHeader>
      {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
    </Card>
  );
}
