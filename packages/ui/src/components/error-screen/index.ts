export { ERROR_SCREEN_RESET_AFTER, ErrorScreen, type ErrorScreenLabels, type ErrorScreenProps } from './error-screen';
