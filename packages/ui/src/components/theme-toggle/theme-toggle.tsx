import { Moon, Sun } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type Theme = 'light' | 'dark';

export type ThemeToggleProps = {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  /** Accessible label of the toggle, e.g. "Tmavý režim" (it is pressed while the theme is dark). */
  label: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * A light/dark switch: a toggle button (`aria-pressed`), pressed in dark mode. A plain button rather than React Aria's
 * ToggleButton, whose toggle-group support would bring focus management into every signed-in page's first load.
 */
export function ThemeToggle({ theme, onThemeChange, label, isDisabled, className }: ThemeToggleProps) {
  return (
    <AriaButton
      aria-label={label}
      aria-pressed={theme === 'dark'}
      isDisabled={isDisabled}
      onPress={() => onThemeChange(theme === 'dark' ? 'light' : 'dark')}
      data-slot="theme-toggle"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground outline-hidden',
        'hover:bg-accent data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50 data-disabled:opacity-50',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Moon aria-hidden="true" className="size-5" />
      ) : (
        <Sun aria-hidden="true" className="size-5" />
      )}
    </AriaButton>
  );
}
