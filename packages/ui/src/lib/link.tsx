import type * as React from 'react';

/** The props a component hands to a link: an `href`, its classes, `aria-current` and children. */
export type LinkRenderProps = React.ComponentProps<'a'> & { href: string };

/**
 * Renders a link. Components that show links take one of these as `renderLink`, so an app can pass its router's
 * link (e.g. wouter's `<Link>`); the default is a plain `<a href>`.
 */
export type RenderLink = (props: LinkRenderProps) => React.ReactNode;

export const defaultRenderLink: RenderLink = (props) => <a {...props} />;
