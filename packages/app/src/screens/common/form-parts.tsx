import { Card, CardContent, CardHeader, CardTitle } from '@hlidka/ui';
import type { ReactNode } from 'react';

/** A form's titled card (h2); `columns` sets its fields in two columns from md up. */
export function FormSection({
  title,
  titleId,
  columns = false,
  children,
}: {
  title: string;
  titleId?: string;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} id={titleId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className={columns ? 'grid grid-cols-1 gap-4 md:grid-cols-2' : 'flex flex-col gap-4'}>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A signed-in form's failure (the sign-in screens have their own FormAlert): a heading when given, and the message when
 * there is one (in red when it stands alone).
 */
export function FormFailure({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-destructive/50 px-4 py-3 text-sm">
      {title && <p className="font-medium text-destructive-text">{title}</p>}
      {children && <p className={title ? 'mt-1' : 'text-destructive-text'}>{children}</p>}
    </div>
  );
}
