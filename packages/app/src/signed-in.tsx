import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { AccessGuard } from './guard';
import { Loading } from './routes';
import { AppShell, type AppShellProps } from './shell/app-shell';

// The signed-in half of the app, its own chunk: the sign-in screens do not load the shell.

type Screen = LazyExoticComponent<ComponentType>;

const profile = lazy(() => import('./screens/placeholders/profile'));
const notificationSettings = lazy(() => import('./screens/placeholders/notification-settings'));

/** Authenticated routes (spec §2), each screen its own chunk. Most are placeholders until their issue lands. */
export const authenticatedRoutes: [path: string, Screen][] = [
  ['/dashboard', lazy(() => import('./screens/placeholders/dashboard'))],
  ['/websites', lazy(() => import('./screens/placeholders/websites'))],
  ['/websites/create', lazy(() => import('./screens/placeholders/website-create'))],
  ['/websites/:id', lazy(() => import('./screens/placeholders/website-detail'))],
  ['/websites/:id/edit', lazy(() => import('./screens/placeholders/website-edit'))],
  ['/teams', lazy(() => import('./screens/placeholders/teams'))],
  ['/teams/create', lazy(() => import('./screens/placeholders/team-create'))],
  ['/teams/:id', lazy(() => import('./screens/placeholders/team-detail'))],
  ['/teams/:id/edit', lazy(() => import('./screens/placeholders/team-edit'))],
  ['/teams/:id/members', lazy(() => import('./screens/placeholders/team-members'))],
  ['/incidents', lazy(() => import('./screens/placeholders/incidents'))],
  ['/incidents/:id', lazy(() => import('./screens/placeholders/incident-detail'))],
  ['/notifications', lazy(() => import('./screens/placeholders/notifications'))],
  ['/notifications/settings', notificationSettings],
  ['/reports', lazy(() => import('./screens/placeholders/reports'))],
  ['/reports/:id', lazy(() => import('./screens/placeholders/report-detail'))],
  ['/subscription', lazy(() => import('./screens/placeholders/subscription'))],
  ['/subscription/plans', lazy(() => import('./screens/placeholders/subscription-plans'))],
  ['/subscription/checkout', lazy(() => import('./screens/placeholders/subscription-checkout'))],
  ['/subscription/invoices', lazy(() => import('./screens/placeholders/subscription-invoices'))],
  ['/subscription/payment-methods', lazy(() => import('./screens/placeholders/payment-methods'))],
  ['/subscription/payment-methods/add', lazy(() => import('./screens/placeholders/payment-method-add'))],
  ['/settings', lazy(() => import('./screens/placeholders/settings'))],
  ['/settings/profile', profile],
  ['/profile', profile],
  ['/settings/privacy', lazy(() => import('./screens/placeholders/privacy'))],
  ['/settings/security', lazy(() => import('./screens/placeholders/security'))],
  ['/settings/offline', lazy(() => import('./screens/placeholders/offline'))],
  ['/settings/notifications', notificationSettings],
  ['/settings/notifications/channels', lazy(() => import('./screens/placeholders/channels'))],
  ['/settings/notifications/channels/create', lazy(() => import('./screens/placeholders/channel-create'))],
  ['/settings/notifications/channels/:id/edit', lazy(() => import('./screens/placeholders/channel-edit'))],
  ['/settings/notifications/rules', lazy(() => import('./screens/placeholders/rules'))],
  ['/settings/notifications/rules/create', lazy(() => import('./screens/placeholders/rule-create'))],
  ['/settings/notifications/rules/:id/edit', lazy(() => import('./screens/placeholders/rule-edit'))],
  ['/help', lazy(() => import('./screens/placeholders/help'))],
  ['/help/article/:category/:slug', lazy(() => import('./screens/placeholders/help-article'))],
  ['/help/contact', lazy(() => import('./screens/placeholders/help-contact'))],
  ['/affiliate/register', lazy(() => import('./screens/placeholders/affiliate-register'))],
  ['/affiliate/dashboard', lazy(() => import('./screens/placeholders/affiliate-dashboard'))],
];

function useIsAuthenticatedRoute(): boolean {
  const { parser } = useRouter();
  const [path] = useLocation();
  return authenticatedRoutes.some(([pattern]) => matchRoute(parser, pattern, path)[0]);
}

export default function SignedInArea({ shell }: { shell?: Omit<AppShellProps, 'children'> }) {
  const known = useIsAuthenticatedRoute();
  // Any unknown path goes to / (and from there to /dashboard).
  if (!known) return <Redirect to="/" replace />;
  return (
    <AccessGuard>
      <AppShell {...shell}>
        <Suspense fallback={<Loading />}>
          <Switch>
            {authenticatedRoutes.map(([path, Screen]) => (
              <Route key={path} path={path}>
                <Screen />
              </Route>
            ))}
          </Switch>
        </Suspense>
      </AppShell>
    </AccessGuard>
  );
}
