import { isApiError } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useState } from 'react';

/**
 * The item waiting in a delete confirmation, and the confirm action: delete it, close the dialog and toast the result
 * (the server's message on failure; the dialog stays open so nothing is lost).
 */
export function useConfirmedDelete<T extends { id: string }>(
  remove: (id: string) => Promise<unknown>,
  messages: { deleted: string; failed: string },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      setDeleting(null);
      toast({ title: messages.deleted });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: messages.failed,
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }
  return { deleting, setDeleting, confirmDelete };
}
