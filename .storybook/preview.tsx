import { clearToasts, setToastDuration } from '@hlidka/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import './preview.css';

// Screens' toasts stay while a slow, shared machine photographs them (5 s passed mid-screenshot under CI load);
// the toast component's own stories cover the timing with their own durations. Each story starts without the toasts
// of the one before (stories of a file share one page).
setToastDuration(600_000);

export type Theme = 'light' | 'dark';
export type Locale = 'cs' | 'en';

/**
 * Applies the toolbar's theme and locale: on <html> (so portals and the page background follow) and on the
 * story root, the element the visual tests photograph. Component stories get a snug root with room for focus rings
 * and shadows; screen stories (`parameters.layout: 'fullscreen'`) fill the viewport. React Aria's own texts (a
 * breadcrumb's or a table selection's announcement) follow the locale too, as the app's do.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: Locale = context.globals.locale === 'en' ? 'en' : 'cs';
  const html = document.documentElement;
  html.classList.toggle('dark', theme === 'dark');
  html.lang = locale;
  const size = context.parameters.layout === 'fullscreen' ? 'min-h-screen w-full' : 'w-fit p-4';
  return (
    <div
      data-story-root=""
      data-testid="story-root"
      lang={locale}
      className={`${theme} ${size} bg-background font-sans text-foreground`}
    >
      <I18nProvider locale={locale === 'en' ? 'en-US' : 'cs-CZ'}>
        <Story />
      </I18nProvider>
    </div>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  beforeEach() {
    clearToasts();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Světlý / Light', icon: 'sun' },
          { value: 'dark', title: 'Tmavý / Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'cs', title: 'Čeština', right: 'cs' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'cs' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests. axe reports only the violations in full (one element for each other
    // kind of result): building selectors for every passing element of a whole screen took most of its time.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
  },
};

export default preview;
