import {
  type AcknowledgementLinkData,
  type ActiveSession,
  type AffiliateDashboard,
  type ApiKey,
  type AuditEvent,
  type BillingProfile,
  type EscalationPolicy,
  type IncidentDetail,
  type IncidentUpdate,
  type Invoice,
  type LiveRegion,
  type LoginRecord,
  type MaintenanceWindow,
  type Notification,
  type NotificationChannel,
  type NotificationRule,
  type NotificationSettings,
  OFFERED_PLAN_IDS,
  type OnCallSchedule,
  type PaymentMethod,
  type PendingEmailChange,
  type PlanId,
  type Postmortem,
  type SavedReport,
  type Silence,
  type StatusPage,
  type StatusPageSubscriber,
  type Subscription,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type TwoFactorStatus,
  type User,
  type UserSettings,
  type ValueChange,
  type Website,
  type WebsiteGroup,
} from '@hlidka/contract';
import {
  createAcknowledgementLinks,
  createActiveSession,
  createAffiliateDashboard,
  createApiKey,
  createBillingProfile,
  createIncidentDetail,
  createIncidentUpdates,
  createInvitationLinks,
  createInvoices,
  createLiveRegions,
  createLoginRecords,
  createLongBillingProfile,
  createLongIncidentDetail,
  createLongNotification,
  createLongStatusPage,
  createLongWebsite,
  createMaintenanceWindows,
  createNotificationChannels,
  createNotificationRules,
  createNotificationSettings,
  createNotifications,
  createOnCallSchedules,
  createPaymentMethod,
  createPlan,
  createPostmortem,
  createSavedReports,
  createStatusPageSubscribers,
  createStatusPages,
  createSubscription,
  createTeamInvitation,
  createTeamMembers,
  createTeams,
  createTwoFactorStatus,
  createUser,
  createUserSettings,
  createWebsite,
  createWebsites,
  czechLongText,
  type InvitationLinkFixture,
  type ReceivedInvitationFixture,
} from './fixtures';

/** The in-memory state the MSW handlers serve and change (so stories can click through). */
export interface MockDb {
  user: User;
  settings: UserSettings;
  logins: LoginRecord[];
  sessions: ActiveSession[];
  apiKeys: ApiKey[];
  notifications: Notification[];
  /** The plans on offer (the contract's plan table), worded per request by the handlers. */
  plans: PlanId[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  paymentMethods: PaymentMethod[];
  billingProfile: BillingProfile;
  teams: Team[];
  members: Record<string, TeamMember[]>;
  invitations: Record<string, TeamInvitation[]>;
  /** Invitation links by token (GET /api/team-invitations/{token} and its accept and decline). */
  invitationLinks: Record<string, InvitationLinkFixture>;
  /** Pending invitations addressed to the signed-in user (GET /api/user/team-invitations); none unless a story adds them. */
  receivedInvitations: ReceivedInvitationFixture[];
  incidents: IncidentDetail[];
  websites: Website[];
  /** Regions whose workers reported in the last 10 minutes (GET /api/websites/regions). */
  liveRegions: LiveRegion[];
  notificationChannels: NotificationChannel[];
  notificationRules: NotificationRule[];
  notificationSettings: NotificationSettings;
  /** Token counter for login and refresh answers. */
  tokenSerial: number;
  /** The affiliate account with its dashboard; null when not registered. */
  affiliate: AffiliateDashboard | null;
  /** A pending e-mail change. */
  emailChange: PendingEmailChange | null;
  /** Saved and scheduled reports. */
  savedReports: SavedReport[];
  /** Public status pages the user manages. */
  statusPages: StatusPage[];
  /** Public updates of incidents, oldest first. */
  incidentUpdates: IncidentUpdate[];
  /** Postmortems of resolved incidents (one per incident). */
  postmortems: Postmortem[];
  /** Each status page's subscribers, by the page's id. */
  statusPageSubscribers: Record<string, StatusPageSubscriber[]>;
  /** Maintenance windows (planned work on websites and status pages). */
  maintenanceWindows: MaintenanceWindow[];
  /** On-call schedules of the user's teams (`onCall` worked out against the fixtures' "now"). */
  onCallSchedules: OnCallSchedule[];
  /** Website groups (none in the presets: `createWebsiteGroups` and `groupWebsites` give a grouped account). */
  websiteGroups: WebsiteGroup[];
  /** Escalation policies (none in the presets: `createEscalationPolicies` gives two). */
  escalationPolicies: EscalationPolicy[];
  /** Alerts' acknowledgement links by token (`acknowledgementLinkTokens`). */
  acknowledgementLinks: Record<string, AcknowledgementLinkData>;
  /** The user's two-factor methods (`user.twoFactorEnabled` follows `twoFactor.enabled`). */
  twoFactor: TwoFactorStatus;
  /** Silences, those that hold and those that ended (none in the presets: stories add `createSilence`s). */
  silences: Silence[];
  /** The audit log, newest first (`createAuditEvents` gives a few; empty in the presets). */
  auditEvents: AuditEvent[];
  /** Detected changes of watched values (none in the presets: `createValueChanges` gives a website some). */
  valueChanges: ValueChange[];
}

export type MockDbPreset = 'populated' | 'empty' | 'czechLongTexts' | 'planLimitReached';

export function createMockDb(preset: MockDbPreset = 'populated'): MockDb {
  const teams = createTeams(3);
  const db: MockDb = {
    user: createUser(),
    settings: createUserSettings(),
    logins: createLoginRecords(12),
    sessions: [createActiveSession(1), createActiveSession(2), createActiveSession(3)],
    apiKeys: [createApiKey(1), createApiKey(2)],
    notifications: createNotifications(8),
    plans: [...OFFERED_PLAN_IDS],
    subscriptions: [createSubscription()],
    invoices: createInvoices(6),
    paymentMethods: [createPaymentMethod(1), createPaymentMethod(2)],
    billingProfile: createBillingProfile(),
    teams,
    members: Object.fromEntries(teams.map((team) => [team.id, createTeamMembers(team.memberCount)])),
    invitations: Object.fromEntries(teams.map((team, i) => [team.id, i === 0 ? [createTeamInvitation(1)] : []])),
    invitationLinks: {},
    receivedInvitations: [],
    incidents: [1, 2, 3, 4, 5].map((n) => createIncidentDetail(n)),
    websites: createWebsites(6),
    liveRegions: createLiveRegions(),
    notificationChannels: createNotificationChannels(),
    notificationRules: createNotificationRules(),
    notificationSettings: createNotificationSettings(),
    tokenSerial: 1,
    affiliate: createAffiliateDashboard(),
    emailChange: null,
    savedReports: [],
    statusPages: [],
    incidentUpdates: createIncidentUpdates(),
    postmortems: [createPostmortem()],
    statusPageSubscribers: {},
    maintenanceWindows: createMaintenanceWindows(),
    websiteGroups: [],
    onCallSchedules: [],
    escalationPolicies: [],
    acknowledgementLinks: createAcknowledgementLinks(),
    twoFactor: createTwoFactorStatus(),
    silences: [],
    auditEvents: [],
    valueChanges: [],
  };
  db.onCallSchedules = createOnCallSchedules(db.teams, db.members);
  db.statusPages = createStatusPages(db.websites);
  db.statusPageSubscribers = { [db.statusPages[0]?.id ?? '']: createStatusPageSubscribers() };
  db.savedReports = createSavedReports(db.websites, db.teams);
  db.invitationLinks = createInvitationLinks(db.user.email);
  if (preset === 'empty') {
    Object.assign(db, {
      logins: [],
      sessions: [createActiveSession(1)],
      apiKeys: [],
      notifications: [],
      subscriptions: [],
      invoices: [],
      paymentMethods: [],
      billingProfile: { ...db.billingProfile, address: null, billingInfo: null },
      teams: [],
      members: {},
      invitations: {},
      incidents: [],
      websites: [],
      affiliate: null,
      notificationChannels: [],
      notificationRules: [],
      savedReports: [],
      statusPages: [],
      incidentUpdates: [],
      postmortems: [],
      statusPageSubscribers: {},
      maintenanceWindows: [],
      onCallSchedules: [],
    });
  }
  if (preset === 'czechLongTexts') {
    db.user = createUser({ firstName: 'Maximiliána Bohumila', lastName: 'Přibyslavská-Nepomucká' });
    db.notifications = [createLongNotification(1), createLongNotification(2), ...createNotifications(4)];
    db.billingProfile = createLongBillingProfile();
    db.teams = db.teams.map((team, i) =>
      i === 0 ? { ...team, name: czechLongText.name, description: czechLongText.description } : team,
    );
    db.apiKeys = [createApiKey(1, { name: czechLongText.name })];
    db.incidents = [createLongIncidentDetail(1), ...db.incidents.slice(1)];
    db.websites = [createLongWebsite(1), ...db.websites.slice(1)];
    db.statusPages = [createLongStatusPage(1, db.websites), ...createStatusPages(db.websites).slice(1)];
  }
  if (preset === 'planLimitReached') {
    db.subscriptions = [createSubscription({ plan: createPlan({ id: 'free' }) })];
    // Exactly as many websites as the free plan allows: the next one is refused.
    db.websites = [1, 2, 3].map((n) => createWebsite(n));
    // The free plan's one status page is there too: the next one is refused.
    db.statusPages = createStatusPages(db.websites, 1);
  }
  return db;
}
