import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageTransition } from './page-transition';

const meta = {
  title: 'Shell/PageTransition',
  component: PageTransition,
  tags: ['autodocs'],
  args: {
    transitionKey: '/dashboard',
    children: <p className="rounded-md border p-4">Nástěnka</p>,
  },
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-slot="page-transition"]') as HTMLElement;
    await expect(within(canvasElement).getByText('Nástěnka')).toBeInTheDocument();
    const animations = page.getAnimations();
    // 300 ms, unless the user prefers reduced motion.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(animations).toHaveLength(1);
      await expect(animations[0]?.effect?.getTiming().duration).toBe(300);
    } else {
      await expect(animations).toHaveLength(0);
    }
    // The animation lives only inside `@media (prefers-reduced-motion: no-preference)`: none for reduced motion.
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => !(rule instanceof CSSKeyframesRule) && rule.cssText.includes('hlidka-page-in'));
    const guarded =
      rules.length > 0 && rules.every((rule) => rule.cssText.includes('prefers-reduced-motion: no-preference'));
    await expect(guarded).toBe(true);
  },
};
