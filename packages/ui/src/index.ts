export { Button, type ButtonProps, buttonVariants } from './components/button';
export { cn } from './lib/cn';
