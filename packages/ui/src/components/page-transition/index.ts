export { PageTransition, type PageTransitionProps } from './page-transition';
