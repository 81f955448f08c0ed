// @hlidka/data/mocks: fixtures, MSW handlers and scenario presets for Storybook and msw/node tests.
export { createMockClient, type MockClientOptions } from './client';
export { createMockDb, type MockDb, type MockDbPreset } from './db';
export * from './fixtures';
export {
  accountHandlers,
  affiliateHandlers,
  apiKeyHandlers,
  authHandlers,
  billingHandlers,
  createHandlers,
  dashboardHandlers,
  helpHandlers,
  importHandlers,
  incidentHandlers,
  maintenanceHandlers,
  notificationHandlers,
  reportHandlers,
  silenceHandlers,
  statusPageHandlers,
  teamHandlers,
  userHandlers,
  websiteHandlers,
} from './handlers';
export { api, type Both, fail, failIn, languageOf, notFound, ok } from './respond';
export {
  mockFieldErrors,
  type ScenarioName,
  type ScenarioOptions,
  scenario,
  scenarioNames,
} from './scenarios';
