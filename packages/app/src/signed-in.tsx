import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { AccessGuard } from './guard';
import { Loading } from './loading';
import { AppShell, type AppShellProps } from './shell/app-shell';
import { AriaLocale } from './shell/aria-locale';
import { UnsavedChangesGuardRouter } from './shell/unsaved-changes';

// The signed-in half of the app, its own chunk: the sign-in screens do not load the shell.

type Screen = LazyExoticComponent<ComponentType>;

const profile = lazy(() => import('./screens/settings/profile'));
const notificationSettings = lazy(() => import('./screens/notifications/notification-settings'));

/**
 * Authenticated routes (spec §2), each screen its own chunk. A screen's chunk brings its texts too (each module that
 * uses an area's texts imports i18n/areas/<area>), so the shell carries only its own. Paths the spec does not name
 * follow its pattern: /<things>, /<things>/create, /<things>/:id, /<things>/:id/edit.
 */
export const authenticatedRoutes: [path: string, Screen][] = [
  ['/dashboard', lazy(() => import('./screens/dashboard/dashboard'))],
  ['/websites', lazy(() => import('./screens/websites/websites-list'))],
  ['/websites/create', lazy(() => import('./screens/websites/website-create'))],
  ['/websites/import', lazy(() => import('./screens/websites/website-import'))],
  ['/websites/:id', lazy(() => import('./screens/websites/website-detail'))],
  ['/websites/:id/edit', lazy(() => import('./screens/websites/website-edit'))],
  ['/website-groups', lazy(() => import('./screens/website-groups/website-groups'))],
  ['/escalation-policies', lazy(() => import('./screens/escalation-policies/escalation-policies'))],
  ['/escalation-policies/create', lazy(() => import('./screens/escalation-policies/policy-create'))],
  ['/escalation-policies/:id/edit', lazy(() => import('./screens/escalation-policies/policy-edit'))],
  ['/teams', lazy(() => import('./screens/teams/teams'))],
  ['/teams/create', lazy(() => import('./screens/teams/team-create'))],
  ['/teams/:id', lazy(() => import('./screens/teams/team-detail'))],
  ['/teams/:id/edit', lazy(() => import('./screens/teams/team-edit'))],
  ['/teams/:id/members', lazy(() => import('./screens/teams/team-members'))],
  ['/incidents', lazy(() => import('./screens/incidents/incidents'))],
  ['/incidents/:id', lazy(() => import('./screens/incidents/incident-detail'))],
  ['/status-pages', lazy(() => import('./screens/status-pages/status-pages'))],
  ['/status-pages/create', lazy(() => import('./screens/status-pages/status-page-create'))],
  ['/status-pages/:id/edit', lazy(() => import('./screens/status-pages/status-page-edit'))],
  ['/status-access/:slug', lazy(() => import('./screens/status-pages/status-page-member-access'))],
  ['/maintenance', lazy(() => import('./screens/maintenance/maintenance-list'))],
  ['/maintenance/create', lazy(() => import('./screens/maintenance/maintenance-create'))],
  ['/maintenance/:id/edit', lazy(() => import('./screens/maintenance/maintenance-edit'))],
  ['/on-call', lazy(() => import('./screens/on-call/on-call-list'))],
  ['/on-call/create', lazy(() => import('./screens/on-call/on-call-create'))],
  ['/on-call/:id', lazy(() => import('./screens/on-call/on-call-calendar'))],
  ['/on-call/:id/edit', lazy(() => import('./screens/on-call/on-call-editor'))],
  ['/notifications', lazy(() => import('./screens/notifications/notifications'))],
  ['/notifications/settings', notificationSettings],
  ['/reports', lazy(() => import('./screens/reports/reports'))],
  ['/reports/:id', lazy(() => import('./screens/reports/report-detail'))],
  ['/subscription', lazy(() => import('./screens/billing/subscription'))],
  ['/subscription/plans', lazy(() => import('./screens/billing/plans'))],
  ['/subscription/checkout', lazy(() => import('./screens/billing/checkout'))],
  ['/subscription/invoices', lazy(() => import('./screens/billing/invoices'))],
  ['/subscription/payment-methods', lazy(() => import('./screens/billing/payment-methods'))],
  ['/subscription/payment-methods/add', lazy(() => import('./screens/billing/payment-method-add'))],
  ['/settings', lazy(() => import('./screens/settings/overview'))],
  ['/settings/profile', profile],
  ['/profile', profile],
  ['/settings/privacy', lazy(() => import('./screens/settings/privacy'))],
  ['/settings/security', lazy(() => import('./screens/settings/security'))],
  ['/settings/audit', lazy(() => import('./screens/audit/audit-log'))],
  ['/settings/offline', lazy(() => import('./screens/offline/offline'))],
  ['/settings/notifications', notificationSettings],
  ['/settings/notifications/channels', lazy(() => import('./screens/channels/channels'))],
  ['/settings/notifications/channels/create', lazy(() => import('./screens/channels/channel-create'))],
  ['/settings/notifications/channels/:id/edit', lazy(() => import('./screens/channels/channel-edit'))],
  ['/settings/notifications/rules', lazy(() => import('./screens/rules/rules'))],
  ['/settings/notifications/rules/create', lazy(() => import('./screens/rules/rule-create'))],
  ['/settings/notifications/rules/:id/edit', lazy(() => import('./screens/rules/rule-edit'))],
  ['/help', lazy(() => import('./screens/help/help'))],
  ['/help/article/:category/:slug', lazy(() => import('./screens/help/article'))],
  ['/help/contact', lazy(() => import('./screens/help/contact'))],
  ['/affiliate/register', lazy(() => import('./screens/affiliate/register'))],
  ['/affiliate/dashboard', lazy(() => import('./screens/affiliate/dashboard'))],
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
      <AriaLocale>
        <UnsavedChangesGuardRouter>
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
        </UnsavedChangesGuardRouter>
      </AriaLocale>
    </AccessGuard>
  );
}
