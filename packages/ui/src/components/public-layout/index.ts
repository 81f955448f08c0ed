export { PublicLayout, type PublicLayoutProps } from './public-layout';
