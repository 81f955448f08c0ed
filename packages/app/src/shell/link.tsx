import type { RenderLink } from '@hlidka/ui';
import { Link } from 'wouter';

/** @hlidka/ui parts render links through the app's router. */
export const renderLink: RenderLink = ({ href, ...props }) => <Link href={href} {...props} />;
