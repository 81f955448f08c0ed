import { errorCodeMessages } from '@hlidka/contract';
import { AppError, type Translated } from '../../http/app-error';
import { configMessages as m } from './messages';

/**
 * Run the work of one item of the document; an error of the services comes back naming the item (`websites[3]`, its
 * key) and, for each field error, the field under the item's path (`websites[3].url`).
 */
export async function forItem<T>(path: string, key: string, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason: Translated = error.translated ?? errorCodeMessages[error.code];
    const fieldErrors = Object.entries(error.errors ?? {});
    const errors = Object.fromEntries(
      fieldErrors.length > 0
        ? fieldErrors.map(([field, messages]) => [`${path}.${field}`, messages])
        : [[path, [reason]]],
    ) as Record<string, Translated[] | string[]>;
    const first = fieldErrors[0]?.[1][0];
    const shown = error.translated ?? (typeof first === 'object' ? first : reason);
    throw new AppError(error.code, m.itemFailed(path, key, shown), { status: error.status, errors, cause: error });
  }
}
