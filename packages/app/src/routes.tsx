import { PublicLayout } from '@hlidka/ui';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loading } from './loading';
import type { AppShellProps } from './shell/app-shell';
import { LanguageSwitch } from './shell/language-switch';
import { Logo } from './shell/logo';

type Screen = LazyExoticComponent<ComponentType>;

const Login = lazy(() => import('./screens/login'));
const Register = lazy(() => import('./screens/register'));
const ForgotPassword = lazy(() => import('./screens/forgot-password'));
const ResetPassword = lazy(() => import('./screens/reset-password'));
const GoogleCallback = lazy(() => import('./screens/google-callback'));
const SsoSignIn = lazy(() => import('./screens/sso-sign-in'));
const SsoCallback = lazy(() => import('./screens/sso-callback'));
const InvitationAccept = lazy(() => import('./screens/teams/invitation-accept'));
const AcknowledgeLink = lazy(() => import('./screens/acknowledge/acknowledge-link'));

/**
 * Public routes (spec §2): the centred-logo layout. An invitation link opens signed in or out (it checks itself), and so
 * does an alert's acknowledgement link (the signed token is its authority).
 */
export const publicRoutes: [path: string, Screen][] = [
  ['/login', Login],
  ['/register', Register],
  ['/forgot-password', ForgotPassword],
  ['/reset-password', ResetPassword],
  ['/auth/callback', GoogleCallback],
  ['/auth/google/callback', GoogleCallback],
  ['/sso', SsoSignIn],
  ['/auth/sso/callback', SsoCallback],
  ['/teams/invitations/accept', InvitationAccept],
  ['/acknowledge/:token', AcknowledgeLink],
];

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <PublicLayout logo={<Logo asHeading />} footer={<LanguageSwitch className="justify-center" />}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </PublicLayout>
  );
}

const SignedInArea = lazy(() => import('./signed-in'));

/** Every route of spec §2. */
export function AppRoutes({ shell }: { shell?: Omit<AppShellProps, 'children'> }) {
  return (
    <Switch>
      {publicRoutes.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <PublicFrame>
            <Screen />
          </PublicFrame>
        </Route>
      ))}
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      <Route path="/affiliate">
        <Redirect to="/affiliate/dashboard" replace />
      </Route>
      <Route>
        <Suspense fallback={<Loading />}>
          <SignedInArea shell={shell} />
        </Suspense>
      </Route>
    </Switch>
  );
}
