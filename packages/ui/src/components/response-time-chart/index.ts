export {
  RESPONSE_TIME_PHASES,
  ResponseTimeChart,
  type ResponseTimeChartProps,
  type ResponseTimePhase,
  type ResponseTimeRange,
  type ResponseTimeSeries,
} from './response-time-chart';
