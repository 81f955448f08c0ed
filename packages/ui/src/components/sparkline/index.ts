export { Sparkline, type SparklineProps } from './sparkline';
