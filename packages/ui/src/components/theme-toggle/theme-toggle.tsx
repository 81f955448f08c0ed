import { Moon, Sun } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
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

/** A light/dark switch: a toggle button, pressed in dark mode. */
export function ThemeToggle({ theme, onThemeChange, label, isDisabled, className }: ThemeToggleProps) {
  return (
    <ToggleButton
      aria-label={label}
      isSelected={theme === 'dark'}
      isDisabled={isDisabled}
      onChange={(isDark) => onThemeChange(isDark ? 'dark' : 'light')}
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
    </ToggleButton>
  );
}
