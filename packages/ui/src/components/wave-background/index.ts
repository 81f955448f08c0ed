export { WaveBackground, type WaveBackgroundProps } from './wave-background';
