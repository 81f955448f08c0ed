import { ErrorScreen } from '@hlidka/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from './i18n/use-translation';
import { renderLink } from './shell/link';

export const ERROR_COUNT_KEY = 'error_count';

function readCount(): number {
  try {
    return Number(sessionStorage.getItem(ERROR_COUNT_KEY) ?? '0') || 0;
  } catch {
    return 0;
  }
}

function bumpCount(): number {
  const next = readCount() + 1;
  try {
    sessionStorage.setItem(ERROR_COUNT_KEY, String(next));
  } catch {
    // Counted for this page only.
  }
  return next;
}

async function clearCaches(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}

/** The error screen with its actions, translated. */
export function AppErrorScreen({ errorCount }: { errorCount: number }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      errorCount={errorCount}
      labels={{
        title: t('errorScreen.title'),
        description: t('errorScreen.description'),
        home: t('errorScreen.home'),
        reload: t('errorScreen.reload'),
        clearCache: t('errorScreen.clearCache'),
        staleHint: t('errorScreen.staleHint'),
        reset: t('errorScreen.reset'),
      }}
      homeHref="/"
      renderLink={renderLink}
      onReload={() => window.location.reload()}
      onClearCache={() => void clearCaches().then(() => window.location.reload())}
      onReset={() => {
        localStorage.clear();
        sessionStorage.clear();
        void clearCaches().then(() => window.location.assign('/'));
      }}
    />
  );
}

interface State {
  errorCount: number;
  failed: boolean;
}

/** Catches render errors; repeated errors (counted across reloads of this tab) add the stale-version hint. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { errorCount: 0, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ errorCount: bumpCount() });
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <AppErrorScreen errorCount={this.state.errorCount} />;
    return this.props.children;
  }
}
