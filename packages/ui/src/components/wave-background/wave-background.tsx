import { cn } from '../../lib/cn';

export type WaveBackgroundProps = { className?: string };

/** A decorative wave along the bottom of the screen, behind the content; hidden from assistive technology. */
export function WaveBackground({ className }: WaveBackgroundProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="wave-background"
      className={cn('pointer-events-none fixed inset-x-0 bottom-0 -z-10 h-64 overflow-hidden', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 320"
        preserveAspectRatio="none"
        className="absolute bottom-0 h-full w-full"
      >
        <path
          className="fill-primary/5"
          d="M0 192l60-16c60-16 180-48 300-42.7C480 139 600 181 720 197.3 840 213 960 203 1080 176c120-27 240-69 300-90.7l60-21.3V320H0z"
        />
        <path
          className="fill-primary/10"
          d="M0 256l80-10.7c80-10.3 240-32.3 400-26.6C640 224 800 256 960 261.3c160 5.7 320-16.3 400-26.6l80-10.7V320H0z"
        />
      </svg>
    </div>
  );
}
