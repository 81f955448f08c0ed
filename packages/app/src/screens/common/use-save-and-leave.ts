import { isApiError } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useLocation } from 'wouter';

/**
 * A form's save that says in a toast how it went. Saved: the screen goes on to `to` (a path, or one made from the
 * server's answer). Failed: the server's message is toasted and the error thrown on, so the form keeps what was typed
 * and marks the fields the server named.
 */
export function useSaveAndLeave() {
  const [, navigate] = useLocation();
  return async function saveAndLeave<T>(
    save: () => Promise<T>,
    messages: { saved: string; failed: string },
    to: string | ((answer: T) => string),
  ): Promise<void> {
    let answer: T;
    try {
      answer = await save();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: messages.failed,
        description: isApiError(caught) ? caught.message : undefined,
      });
      throw caught;
    }
    toast({ title: messages.saved });
    navigate(typeof to === 'string' ? to : to(answer));
  };
}
